import { AreaNotFound, Container, LANDING_PAGES, Route, Routes } from '@puente/shared';
import { TechnologyLanding } from './pages/landing';

/** The technology area's pages; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <Routes>
        <Route path="/technologyTrading" element={<TechnologyLanding />} />
        <Route path="*" element={<AreaNotFound landing={LANDING_PAGES.technology} />} />
      </Routes>
    </Container>
  );
}
