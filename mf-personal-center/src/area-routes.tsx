import {
  Container,
  isSignedInAtom,
  LANDING_PAGES,
  AreaNotFound,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { PersonalPanel } from './pages/personal-panel';

/** Every personal-centre page needs a session: a guest is sent to log in and brought back. */
function RequireSession({ children }: { children: React.ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [signedIn, location.pathname, location.search, navigate]);
  return signedIn ? <>{children}</> : null;
}

export function AreaRoutes() {
  return (
    <Container maxW="7xl">
      <RequireSession>
        <Routes>
          <Route path="/personalPanel" element={<PersonalPanel />} />
          <Route path="*" element={<AreaNotFound landing={LANDING_PAGES.product} />} />
        </Routes>
      </RequireSession>
    </Container>
  );
}
