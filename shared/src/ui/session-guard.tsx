import { findRoute, href } from '../contract';
import { messageIn } from '../i18n/i18n';
import { puenteEvents } from '../events';
import { useLocation, useNavigate } from '../router';
import { isSignedInAtom, languageAtom } from '../store/atoms';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, type ReactNode } from 'react';

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

/**
 * The login check of an action (add to cart, ask for a quotation, write to a broker): for a guest
 * it says "please log in first" and opens the login page, which brings them back here. The
 * returned function says whether the action may go on.
 */
export function useLoginGate(): () => boolean {
  const signedIn = useAtomValue(isSignedInAtom);
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (signedIn) return true;
    puenteEvents.emit('toast', { type: 'warning', message: messageIn(language, 'auth.pleaseLogin') });
    navigate(href('login', { redirect: location.pathname + location.search }));
    return false;
  }, [signedIn, language, navigate, location.pathname, location.search]);
}
