import { AreaRouter, Container, lazyPage, preloadPage, withOrderWords, type AreaPages, type MobileAreaPages } from '@puente/shared';
import { LAZY_PRODUCT_PAGES } from './lazy-pages';

const ProductLandingPage = lazyPage(() => import('./pages/product-trading'), 'ProductLanding');
const MobileHomePage = lazyPage(() => import('./pages/mobile-home'), 'MobileHomePage');
const MobileProductListPage = lazyPage(() => import('./pages/mobile-product-list'), 'MobileProductListPage');
const MobileProductInfoPage = lazyPage(() => import('./pages/mobile-product-info'), 'MobileProductInfoPage');
// The orders' stages are the order's words: they arrive with the page.
const MobileOrdersPage = lazyPage(() => withOrderWords(import('./pages/mobile-orders')), 'MobileOrdersPage');
const MobileRequirementListPage = lazyPage(() => import('./pages/mobile-requirement-list'), 'MobileRequirementListPage');

/** The desktop pages a phone still opens (the ones no phone page stands for yet), each loaded when visited. */
const DESKTOP_PAGES: AreaPages<'product'> = {
  productTrading: <ProductLandingPage source="china" />,
  induStrial: <ProductLandingPage source="industry" />,
  ...LAZY_PRODUCT_PAGES,
};

/**
 * The product area's phone pages. A phone route without one shows the desktop page it stands for
 * (`AreaRouter`'s fallback), so the area moves to phone pages one route at a time.
 */
export const PRODUCT_MOBILE_PAGES: Partial<MobileAreaPages<'product'>> = {
  product: MobileHomePage,
  productList: MobileProductListPage,
  productInfo: MobileProductInfoPage,
  productOrder: MobileOrdersPage,
  releaseListAll: MobileRequirementListPage,
};

/** Starts loading the phone page the address shows (see createAreaLifecycles' `preload`). */
export const preloadMobilePage = () => preloadPage('product', DESKTOP_PAGES, PRODUCT_MOBILE_PAGES);

/** The product area's router on a phone. */
export function MobileAreaRoutes() {
  return (
    <Container maxW="lg" px="3">
      <AreaRouter area="product" pages={DESKTOP_PAGES} mobilePages={PRODUCT_MOBILE_PAGES} />
    </Container>
  );
}
