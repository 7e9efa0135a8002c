import {
  Container,
  LANDING_PAGES,
  PageNotFound,
  Route,
  Routes,
  useNavigate,
} from '@puente/shared';
import { TechnologyLanding } from './pages/landing';

function NotFound() {
  const navigate = useNavigate();
  return <PageNotFound homeHref={LANDING_PAGES.technology} onHome={() => navigate(LANDING_PAGES.technology)} />;
}

/** The technology area's pages; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <Routes>
        <Route path="/technologyTrading" element={<TechnologyLanding />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Container>
  );
}
