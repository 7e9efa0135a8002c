import { AreaRouter, Container, type AreaPages } from '@puente/shared';
import { LAZY_PRODUCT_PAGES } from './lazy-pages';
import { ProductLanding } from './pages/product-trading';

/**
 * The product area's page for each of its catalogue routes (the type requires every one and no
 * other); paths, the login check and the not-found page come from the catalogue. The landings
 * ship with the remote; every other page loads when first visited (lazy-pages.tsx).
 */
export const PRODUCT_PAGES: AreaPages<'product'> = {
  productTrading: <ProductLanding source="china" />,
  induStrial: <ProductLanding source="industry" />,
  ...LAZY_PRODUCT_PAGES,
};

/** The product area's router; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <AreaRouter area="product" pages={PRODUCT_PAGES} />
    </Container>
  );
}
