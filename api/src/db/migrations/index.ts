import type { Migration } from 'kysely/migration';
import * as accounts from './0001-accounts';
import * as siteContent from './0002-site-content';
import * as catalogue from './0003-catalogue';
import * as community from './0004-community';
import * as trade from './0005-trade';
import * as sitePages from './0007-site-pages';
import * as money64 from './0008-money-64bit';
import * as serviceEnquiries from './0009-service-enquiries';
import * as dataTranslations from './0010-data-translations';
import * as search from './0011-search';
import * as dataVersion from './0012-data-version';
import * as sortIndexes from './0013-sort-indexes';
import * as uploadBlobs from './0014-upload-blobs';
import * as operators from './0015-operators';
import * as resilience from './0016-resilience';
import * as searchRanking from './0017-search-ranking';
import * as machineTranslations from './0018-machine-translations';
import * as orderLineTranslations from './0019-order-line-translations';
import * as goodsShelf from './0020-goods-shelf';
import * as goodsShipping from './0021-goods-shipping';
import * as freightRates from './0022-freight-rates';
import * as orderLandedEstimate from './0023-order-landed-estimate';
import * as searchStemsOnce from './0024-search-stems-once';

/** Every migration in order. Committed files are never edited once released: add a new one. */
export const MIGRATIONS: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-site-content': siteContent,
  '0003-catalogue': catalogue,
  '0004-community': community,
  '0005-trade': trade,
  '0007-site-pages': sitePages,
  '0008-money-64bit': money64,
  '0009-service-enquiries': serviceEnquiries,
  '0010-data-translations': dataTranslations,
  '0011-search': search,
  '0012-data-version': dataVersion,
  '0013-sort-indexes': sortIndexes,
  '0014-upload-blobs': uploadBlobs,
  '0015-operators': operators,
  '0016-resilience': resilience,
  '0017-search-ranking': searchRanking,
  '0018-machine-translations': machineTranslations,
  '0019-order-line-translations': orderLineTranslations,
  '0020-goods-shelf': goodsShelf,
  '0021-goods-shipping': goodsShipping,
  '0022-freight-rates': freightRates,
  '0023-order-landed-estimate': orderLandedEstimate,
  '0024-search-stems-once': searchStemsOnce,
};
