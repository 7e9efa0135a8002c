import { AreaNav, AreaRouter, Container, lazyPage, type AreaPages, type RouteNameIn } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { TechnologyLanding } from './pages/technology-trading';

// The landing ships with the remote; every other page loads when first visited. Each page has its
// file in pages/, named after its route (a screen that several routes show as variants, after the first).
const SophisticatedPage = lazyPage(() => import('./pages/sophisticated'), 'SophisticatedPage');
const MoreCollaborationPage = lazyPage(() => import('./pages/more-collaboration'), 'MoreCollaborationPage');
const TechnologyProductsPage = lazyPage(() => import('./pages/technology-produvt'), 'TechnologyProductsPage');
const AchievementPage = lazyPage(() => import('./pages/achievement'), 'AchievementPage');
const CommunityPage = lazyPage(() => import('./pages/community'), 'CommunityPage');
const ColumnNewsPage = lazyPage(() => import('./pages/news-information'), 'ColumnNewsPage');
const NewsInfoPage = lazyPage(() => import('./pages/news-info'), 'NewsInfoPage');
const TechnologyGuidePage = lazyPage(() => import('./pages/technology-guide'), 'TechnologyGuidePage');

const MENU: readonly RouteNameIn<'technology'>[] = [
  'technologyTrading',
  'technologyProduvt',
  'sophisticated',
  'newsInformation',
  'policyResearch',
  'achievement',
  'community',
  'moreCollaboration',
];

/** The technology area's page for each of its catalogue routes (the type requires every one and no other). */
export const TECHNOLOGY_PAGES: AreaPages<'technology'> = {
  technologyTrading: TechnologyLanding,
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

/** The technology area's router; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  const { t } = useTranslation('technology');
  return (
    <Container maxW="7xl">
      <AreaNav routes={MENU} label={t('menu')} testId="technology-menu" />
      <AreaRouter area="technology" pages={TECHNOLOGY_PAGES} />
    </Container>
  );
}
