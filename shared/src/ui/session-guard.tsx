import { findRoute, href } from '../contract';
import { useLocation, useNavigate } from '../router';
import { isSignedInAtom } from '../store/atoms';
import { useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';

/**
 * The one login check of the pages: on a route the catalogue marks `auth` (cart, order, cashier,
 * release, messages, the personal centre) a guest is sent to log in and brought back; every other
 * route renders as it is. It always renders in the same place of the tree, so moving between
 * pages keeps what it wraps mounted.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const signedIn = useAtomValue(isSignedInAtom);
  const location = useLocation();
  const navigate = useNavigate();
  const blocked = !signedIn && Boolean(findRoute(location.pathname)?.auth);
  useEffect(() => {
    if (blocked) navigate(href('login', { redirect: location.pathname + location.search }), { replace: true });
  }, [blocked, location.pathname, location.search, navigate]);
  return blocked ? null : <>{children}</>;
}
