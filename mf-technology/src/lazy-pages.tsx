import { lazyPage, type AreaPages } from '@puente/shared';

// Every page but the landing loads when first visited, on a desktop and (where the area has no
// phone page for a route) on a phone. Each page has its file in pages/, named after its route
// (a screen that several routes show as variants, after the first).
const SophisticatedPage = lazyPage(() => import('./pages/sophisticated'), 'SophisticatedPage');
const MoreCollaborationPage = lazyPage(() => import('./pages/more-collaboration'), 'MoreCollaborationPage');
const TechnologyProductsPage = lazyPage(() => import('./pages/technology-produvt'), 'TechnologyProductsPage');
const AchievementPage = lazyPage(() => import('./pages/achievement'), 'AchievementPage');
const CommunityPage = lazyPage(() => import('./pages/community'), 'CommunityPage');
const ColumnNewsPage = lazyPage(() => import('./pages/news-information'), 'ColumnNewsPage');
const NewsInfoPage = lazyPage(() => import('./pages/news-info'), 'NewsInfoPage');
const TechnologyGuidePage = lazyPage(() => import('./pages/technology-guide'), 'TechnologyGuidePage');

/** The technology area's pages but the landing, which `./app` ships with itself and `./mobile` loads when visited. */
export const LAZY_TECHNOLOGY_PAGES: Omit<AreaPages<'technology'>, 'technologyTrading'> = {
  sophisticated: SophisticatedPage,
  moreCollaboration: MoreCollaborationPage,
  technologyProduvt: TechnologyProductsPage,
  achievement: AchievementPage,
  community: CommunityPage,
  newsInformation: <ColumnNewsPage kind="news" />,
  newsInfo: NewsInfoPage,
  policyResearch: <ColumnNewsPage kind="policy" />,
  technologyGuide: TechnologyGuidePage,
};
