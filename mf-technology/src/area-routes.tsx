import { AreaNav, AreaRouter, Container, type AreaPages, type RouteNameIn } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ColumnNewsPage } from './features/news/column-news-page';
import { AchievementPage, CommunityPage, MoreCollaborationPage, SophisticatedPage } from './pages/group-pages';
import { TechnologyLanding } from './pages/landing';
import { NewsInfoPage } from './pages/news-info';
import { TechnologyGuidePage } from './pages/technology-guide';
import { TechnologyProductsPage } from './pages/technology-products';

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
