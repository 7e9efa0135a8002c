import { AreaNav, Container } from '@puente/shared';
import { drawAreaPage, type FirstScreenRequest } from '@puente/shared/first-screen';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { translations } from './i18n';
import { TECHNOLOGY_MENU, TechnologyFrame } from './menu';
import { AchievementPage } from './pages/achievement';
import { CommunityPage } from './pages/community';
import { MobileNewsInfoPage } from './pages/mobile-news-info';
import { MobileNewsListPage } from './pages/mobile-news-list';
import { MobilePolicyPartnersPage } from './pages/mobile-policy-partners';
import { MoreCollaborationPage } from './pages/more-collaboration';
import { NewsInfoPage } from './pages/news-info';
import { ColumnNewsPage } from './pages/news-information';
import { SophisticatedPage } from './pages/sophisticated';
import { TechnologyGuidePage } from './pages/technology-guide';
import { TechnologyProductsPage } from './pages/technology-produvt';
import { TechnologyLanding } from './pages/technology-trading';

/** A desktop page as a phone's router shows it (MobileAreaRoutes): one narrow column, under the area's menu. */
function PhoneMenuFrame({ children }: { children: ReactElement }) {
  const { t } = useTranslation('technology');
  return (
    <Container maxW="lg" px="3">
      <AreaNav routes={TECHNOLOGY_MENU} label={t('menu')} testId="technology-menu" />
      {children}
    </Container>
  );
}

/** A desktop page a phone opens (the landing, the technology products, the desk's and the community's pages, a guide). */
const withMenu = (page: ReactElement) => () => <PhoneMenuFrame>{page}</PhoneMenuFrame>;

/** A phone page as MobileAreaRoutes wraps it: one narrow column, no menu (the phone's header and tab bar lead to it). */
const onPhone = (page: ReactElement) => () => (
  <Container maxW="lg" px="3">
    {page}
  </Container>
);

/** A desktop page as the area's desktop AreaRoutes shows it, in the same frame (ADR 010). */
const onDesktop = (page: ReactElement) => () => <TechnologyFrame>{page}</TechnologyFrame>;

const AREA = {
  namespace: 'technology',
  strings: translations,
  pages: {
    '/technologyTrading': withMenu(<TechnologyLanding />),
    '/technologyProduvt': withMenu(<TechnologyProductsPage />),
    '/sophisticated': withMenu(<SophisticatedPage />),
    '/moreCollaboration': withMenu(<MoreCollaborationPage />),
    '/achievement': withMenu(<AchievementPage />),
    '/community': withMenu(<CommunityPage />),
    '/technologyGuide': withMenu(<TechnologyGuidePage />),
    '/newsInformation': onPhone(<MobileNewsListPage kind="news" />),
    '/policyResearch': onPhone(<MobileNewsListPage kind="policy" />),
    '/policyPartner': onPhone(<MobilePolicyPartnersPage />),
    '/newsInfo': onPhone(<MobileNewsInfoPage />),
  },
  desktopPages: {
    '/technologyTrading': onDesktop(<TechnologyLanding />),
    '/newsInformation': onDesktop(<ColumnNewsPage kind="news" />),
    '/policyResearch': onDesktop(<ColumnNewsPage kind="policy" />),
    '/newsInfo': onDesktop(<NewsInfoPage />),
    '/technologyProduvt': onDesktop(<TechnologyProductsPage />),
    '/sophisticated': onDesktop(<SophisticatedPage />),
    '/moreCollaboration': onDesktop(<MoreCollaborationPage />),
    '/achievement': onDesktop(<AchievementPage />),
    '/community': onDesktop(<CommunityPage />),
    '/technologyGuide': onDesktop(<TechnologyGuidePage />),
  },
};

/** The technology area's first screen of a page a phone opens (ADR 007), or null for a page it does not draw. */
export const firstScreen = (request: FirstScreenRequest) => drawAreaPage(request, AREA);

/** The technology area's first screen of a desktop page (ADR 010), or null for a page it does not draw. */
export const desktopScreen = (request: FirstScreenRequest) => drawAreaPage({ ...request, device: 'desktop' }, AREA);
