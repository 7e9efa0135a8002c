import { Container, findMobileRoute } from '@puente/shared';
import { renderFirstScreen, type FirstScreen, type FirstScreenRequest } from '@puente/shared/first-screen';
import { translations } from './i18n';
import { MobileHomePage } from './pages/mobile-home';
import { MobileProductInfoPage } from './pages/mobile-product-info';

/** The phone pages of the area the server draws before any script, by their phone route's path. */
const FIRST_SCREENS: Record<string, () => React.ReactElement> = {
  '/product': () => <MobileHomePage />,
  '/productInfo': () => <MobileProductInfoPage />,
};

/** The product area's first screen of a phone page, or null for a page it does not draw (ADR 007). */
export function firstScreen(request: FirstScreenRequest): (FirstScreen & { page: string }) | null {
  const route = findMobileRoute(request.url.split('?')[0] ?? '/');
  const page = route && route.area === 'product' ? FIRST_SCREENS[route.path] : undefined;
  if (!route || !page) return null;
  // Wrapped as MobileAreaRoutes wraps the live page, so both sit in the same place.
  const screen = renderFirstScreen(
    <Container maxW="lg" px="3">
      {page()}
    </Container>,
    request,
    { namespace: 'product', strings: translations[request.language] },
  );
  return screen && { page: route.path, ...screen };
}
