import { href, isSignedInAtom, languageAtom, message, puenteEvents, useLocation, useNavigate } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

/**
 * Guards an action that needs a session (cart, quotation, release, mail): for a guest it shows
 * "please log in first" and opens the login page, which brings them back here. Returns true when
 * the action may go on.
 */
export function useLoginGate(): () => boolean {
  const signedIn = useAtomValue(isSignedInAtom);
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (signedIn) return true;
    puenteEvents.emit('toast', { type: 'warning', message: message('auth.pleaseLogin', language) });
    navigate(href('login', { redirect: location.pathname + location.search }));
    return false;
  }, [signedIn, language, navigate, location.pathname, location.search]);
}
