import { drawAreaPage, type FirstScreenRequest } from '@puente/shared/first-screen';
import { AreaRoutes } from './area-routes';
import { translations } from './i18n';

/** The comprehensive area's pages the server draws for a phone before any script (ADR 007): the landing, in the area's own router. */
const PAGES = { '/integratedComprehensive': () => <AreaRoutes /> };

/** The comprehensive area's first screen of a page a phone opens, or null for a page it does not draw. */
export const firstScreen = (request: FirstScreenRequest) => drawAreaPage(request, { namespace: 'comprehensive', strings: translations, pages: PAGES });
