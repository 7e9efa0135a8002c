import { Container } from '@puente/shared';
import { drawAreaPage, type FirstScreenRequest } from '@puente/shared/first-screen';
import type { ReactElement } from 'react';
import { translations } from './i18n';
import { BrokerListPage } from './pages/broker-list';
import { SearchPage } from './pages/classification-landing';
import { CooperateListPage } from './pages/cooperate-list';
import { CountryInfoPage } from './pages/country-info';
import { MobileHomePage } from './pages/mobile-home';
import { MobileProductInfoPage } from './pages/mobile-product-info';
import { MobileProductListPage } from './pages/mobile-product-list';
import { MobileRequirementListPage } from './pages/mobile-requirement-list';
import { PavilionListPage } from './pages/national-pavilion';
import { PavilionIndexPage } from './pages/national-pavilion-index';
import { PavilionGoodsPage } from './pages/national-pavilion-level';
import { ProductCountryPage } from './pages/product-country';
import { ProductInfoPage } from './pages/product-info';
import { ProductLanding } from './pages/product-trading';
import { RequirementInfoPage } from './pages/release-info';
import { RequirementListPage } from './pages/release-list-all';

/** A page as MobileAreaRoutes wraps it, so the first screen and the live page sit in the same place. */
const onPhone = (page: ReactElement) => () => (
  <Container maxW="lg" px="3">
    {page}
  </Container>
);

/** A page as the desktop's AreaRoutes wraps it (ADR 010). */
const onDesktop = (page: ReactElement) => () => <Container maxW="7xl">{page}</Container>;

/** The product area's phone pages the server draws before any script (ADR 007). */
const PAGES = {
  '/product': onPhone(<MobileHomePage />),
  '/productList': onPhone(<MobileProductListPage />),
  '/productInfo': onPhone(<MobileProductInfoPage />),
  // The desktop search a phone still opens.
  '/classificationlanding': onPhone(<SearchPage variant="classification" />),
  // A buyer's requirement and the country pavilions, which a phone opens as the desktop pages.
  '/releaseInfo': onPhone(<RequirementInfoPage />),
  '/releaseListAll': onPhone(<MobileRequirementListPage />),
  // A pavilion's home and goods, and goods by country, which a phone opens as the desktop pages.
  '/nationalPavilionIndex': onPhone(<PavilionIndexPage />),
  '/countryProductList': onPhone(<PavilionGoodsPage />),
  '/productCountry': onPhone(<ProductCountryPage />),
  // The brokers, which a phone opens as the desktop page.
  '/brokerList': onPhone(<BrokerListPage />),
  '/countryList': onPhone(<PavilionListPage />),
  // A country's page and the partner brands, which a phone opens as the desktop pages.
  '/countryInfo': onPhone(<CountryInfoPage />),
  '/cooperateList': onPhone(<CooperateListPage />),
};

/** The product area's desktop pages the server draws before any script (ADR 010), by their desktop routes. */
const DESKTOP_PAGES = {
  '/productTrading': onDesktop(<ProductLanding source="china" />),
  '/induStrial': onDesktop(<ProductLanding source="industry" />),
  '/classificationlanding': onDesktop(<SearchPage variant="classification" />),
  '/productList': onDesktop(<SearchPage variant="list" />),
  '/productInfo': onDesktop(<ProductInfoPage />),
  '/nationalPavilion': onDesktop(<PavilionListPage />),
  '/nationalPavilionIndex': onDesktop(<PavilionIndexPage />),
  '/nationalPavilionlevel': onDesktop(<PavilionGoodsPage />),
  '/productCountry': onDesktop(<ProductCountryPage />),
  '/releaseListAll': onDesktop(<RequirementListPage />),
  '/releaseInfo': onDesktop(<RequirementInfoPage />),
  '/brokerList': onDesktop(<BrokerListPage />),
  '/countryInfo': onDesktop(<CountryInfoPage />),
  '/cooperateList': onDesktop(<CooperateListPage />),
};

const AREA = { namespace: 'product', strings: translations, pages: PAGES, desktopPages: DESKTOP_PAGES };

/** The product area's first screen of a phone page, or null for a page it does not draw. */
export const firstScreen = (request: FirstScreenRequest) => drawAreaPage(request, AREA);

/** The product area's first screen of a desktop page (ADR 010), or null for a page it does not draw. */
export const desktopScreen = (request: FirstScreenRequest) => drawAreaPage({ ...request, device: 'desktop' }, AREA);
