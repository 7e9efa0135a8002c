import { AreaNav, AreaRouter, Container, findRoute, lazyPage, MOBILE_ROUTES, preloadPage, useLocation, type AreaPages, type MobileAreaPages } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { LAZY_TECHNOLOGY_PAGES } from './lazy-pages';
import { TECHNOLOGY_MENU } from './menu';

const TechnologyLandingPage = lazyPage(() => import('./pages/technology-trading'), 'TechnologyLanding');
const MobileNewsListPage = lazyPage(() => import('./pages/mobile-news-list'), 'MobileNewsListPage');
const MobileNewsInfoPage = lazyPage(() => import('./pages/mobile-news-info'), 'MobileNewsInfoPage');
const MobilePolicyPartnersPage = lazyPage(() => import('./pages/mobile-policy-partners'), 'MobilePolicyPartnersPage');

/**
 * The desktop pages a phone still opens (the area's pages no phone route stands for, such as the
 * landing or the technology guides), each loaded when visited.
 */
const DESKTOP_PAGES: AreaPages<'technology'> = {
  technologyTrading: TechnologyLandingPage,
  ...LAZY_TECHNOLOGY_PAGES,
};

/** The technology area's phone pages: the news and policy lists, an article, and the policy partners. */
export const TECHNOLOGY_MOBILE_PAGES: MobileAreaPages<'technology'> = {
  newsInformation: <MobileNewsListPage kind="news" />,
  newsInfo: MobileNewsInfoPage,
  policyResearch: <MobileNewsListPage kind="policy" />,
  policyPartner: MobilePolicyPartnersPage,
};

/** Starts loading the phone page the address shows (see createAreaLifecycles' `preload`). */
export const preloadMobilePage = () => preloadPage('technology', DESKTOP_PAGES, TECHNOLOGY_MOBILE_PAGES);

/**
 * The technology area's router on a phone, one narrow column. The phone pages need no menu bar
 * (the phone's header and tab bar lead to them); a desktop page opened on a phone keeps the
 * area's menu, the way on to the area's other pages.
 */
export function MobileAreaRoutes() {
  const { t } = useTranslation('technology');
  const { pathname } = useLocation();
  const phonePage = MOBILE_ROUTES.some((route) => route.path === findRoute(pathname)?.path);
  return (
    <Container maxW="lg" px="3">
      {phonePage ? null : <AreaNav routes={TECHNOLOGY_MENU} label={t('menu')} testId="technology-menu" />}
      <AreaRouter area="technology" pages={DESKTOP_PAGES} mobilePages={TECHNOLOGY_MOBILE_PAGES} />
    </Container>
  );
}
