import { AreaNotFound, Container, LANDING_PAGES, Route, Routes } from '@puente/shared';
import { ProductLanding } from './pages/product-landing';

/** The product area's pages; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <Routes>
        <Route path="/productTrading" element={<ProductLanding source="china" />} />
        <Route path="/induStrial" element={<ProductLanding source="industry" />} />
        <Route path="*" element={<AreaNotFound landing={LANDING_PAGES.product} />} />
      </Routes>
    </Container>
  );
}
