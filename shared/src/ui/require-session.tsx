import { useLocation, useNavigate } from '../router';
import { isSignedInAtom } from '../store/atoms';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';

/** Pages that need a session (cart, order, cashier, release, the personal centre): a guest is sent to log in and brought back. */
export function RequireSession({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!signedIn) navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [signedIn, location.pathname, location.search, navigate]);
  return signedIn ? <>{children}</> : null;
}
