import {
  Container,
  LANDING_PAGES,
  PageNotFound,
  Route,
  Routes,
  useNavigate,
} from '@puente/shared';
import { ProductLanding } from './pages/product-landing';

function NotFound() {
  const navigate = useNavigate();
  return <PageNotFound homeHref={LANDING_PAGES.product} onHome={() => navigate(LANDING_PAGES.product)} />;
}

/** The product area's pages; the shell mounts this area only on its catalogue paths. */
export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <Routes>
        <Route path="/productTrading" element={<ProductLanding source="china" />} />
        <Route path="/induStrial" element={<ProductLanding source="industry" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Container>
  );
}
