import { drawAreaPage, type FirstScreenRequest } from '@puente/shared/first-screen';
import type { ReactElement } from 'react';
import { AreaRoutes, ComprehensiveFrame } from './area-routes';
import { translations } from './i18n';
import { ParkDetailsPage } from './pages/park-details';
import { ParkListPage } from './pages/park-list';
import { ServicePage } from './pages/service';
import { ServiceGuidePage } from './pages/service-guide';

/** A page as AreaRoutes shows it: in the area's frame. */
const inArea = (page: ReactElement) => () => <ComprehensiveFrame>{page}</ComprehensiveFrame>;

/**
 * The comprehensive area's pages the server draws before any script, for a phone (ADR 007) and a
 * desktop (ADR 010), which see them alike: the landing in the area's own router, and the services,
 * the parks and the guides as it shows them.
 */
const PAGES: Record<string, () => ReactElement> = {
  '/integratedComprehensive': () => <AreaRoutes />,
  '/companyRegistration': inArea(<ServicePage service="registration" />),
  '/businessInspection': inArea(<ServicePage service="inspection" />),
  '/visaProcessing': inArea(<ServicePage service="visa" />),
  '/landServices': inArea(<ServicePage service="land" />),
  '/parkList': inArea(<ParkListPage />),
  '/serviceGuide': inArea(<ServiceGuidePage />),
  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`/parkDetails${n}`, inArea(<ParkDetailsPage n={n} />)])),
};

const AREA = { namespace: 'comprehensive', strings: translations, pages: PAGES, desktopPages: PAGES };

/** The comprehensive area's first screen of a page a phone opens, or null for a page it does not draw. */
export const firstScreen = (request: FirstScreenRequest) => drawAreaPage(request, AREA);

/** The comprehensive area's first screen of a desktop page (ADR 010), drawn as on a phone. */
export const desktopScreen = (request: FirstScreenRequest) => drawAreaPage({ ...request, device: 'desktop' }, AREA);
