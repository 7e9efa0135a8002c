import { Container } from '@puente/shared';
import { drawAreaPage, type FirstScreenRequest } from '@puente/shared/first-screen';
import { translations } from './i18n';
import { MobileHomePage } from './pages/mobile-home';
import { MobileProductInfoPage } from './pages/mobile-product-info';

/** The product area's phone pages the server draws before any script (ADR 007), wrapped as MobileAreaRoutes wraps them. */
const PAGES = {
  '/product': () => (
    <Container maxW="lg" px="3">
      <MobileHomePage />
    </Container>
  ),
  '/productInfo': () => (
    <Container maxW="lg" px="3">
      <MobileProductInfoPage />
    </Container>
  ),
};

/** The product area's first screen of a phone page, or null for a page it does not draw. */
export const firstScreen = (request: FirstScreenRequest) => drawAreaPage(request, { namespace: 'product', strings: translations, pages: PAGES });
