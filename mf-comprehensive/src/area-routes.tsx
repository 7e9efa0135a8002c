import {
  Container,
  LANDING_PAGES,
  PageNotFound,
  Route,
  Routes,
  useNavigate,
} from '@puente/shared';
import { ComprehensiveLanding } from './pages/landing';

function NotFound() {
  const navigate = useNavigate();
  return <PageNotFound homeHref={LANDING_PAGES.comprehensive} onHome={() => navigate(LANDING_PAGES.comprehensive)} />;
}

/** The comprehensive area's pages; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <Routes>
        <Route path="/integratedComprehensive" element={<ComprehensiveLanding />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Container>
  );
}
