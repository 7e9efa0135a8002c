import { AreaNav, AreaNotFound, Container, LANDING_PAGES, Route, Routes } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ColumnNewsPage } from './features/news/column-news-page';
import { AchievementPage, CommunityPage, MoreCollaborationPage, SophisticatedPage } from './pages/group-pages';
import { TechnologyLanding } from './pages/landing';
import { NewsInfoPage } from './pages/news-info';
import { TechnologyGuidePage } from './pages/technology-guide';
import { TechnologyProductsPage } from './pages/technology-products';

/** The technology area's pages; the shell mounts this area only on its catalogue paths. */
const MENU = ['/technologyTrading', '/technologyProduvt', '/sophisticated', '/newsInformation', '/policyResearch', '/achievement', '/community', '/moreCollaboration'] as const;

export function AreaRoutes() {
  const { t } = useTranslation('technology');
  return (
    <Container maxW="7xl">
      <AreaNav paths={MENU} label={t('menu')} testId="technology-menu" />
      <Routes>
        <Route path="/technologyTrading" element={<TechnologyLanding />} />
        <Route path="/sophisticated" element={<SophisticatedPage />} />
        <Route path="/moreCollaboration" element={<MoreCollaborationPage />} />
        <Route path="/technologyProduvt" element={<TechnologyProductsPage />} />
        <Route path="/achievement" element={<AchievementPage />} />
        <Route path="/community" element={<CommunityPage />} />
        <Route path="/newsInformation" element={<ColumnNewsPage kind="news" />} />
        <Route path="/newsInfo" element={<NewsInfoPage />} />
        <Route path="/policyResearch" element={<ColumnNewsPage kind="policy" />} />
        <Route path="/technologyGuide" element={<TechnologyGuidePage />} />
        <Route path="*" element={<AreaNotFound landing={LANDING_PAGES.technology} />} />
      </Routes>
    </Container>
  );
}
