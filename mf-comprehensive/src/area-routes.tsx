import { AreaNotFound, Container, LANDING_PAGES, Route, Routes } from '@puente/shared';
import { ComprehensiveLanding } from './pages/landing';

/** The comprehensive area's pages; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <Routes>
        <Route path="/integratedComprehensive" element={<ComprehensiveLanding />} />
        <Route path="*" element={<AreaNotFound landing={LANDING_PAGES.comprehensive} />} />
      </Routes>
    </Container>
  );
}
