import { createStore } from 'jotai';
import { READER_COOKIES } from '../contract/constants';
import { currencyAtom, permissionsAtom, tokenAtom, userAtom } from './atoms';

/**
 * The one store of the page. @puente/shared is a federated singleton, so the shell and every
 * remote get this same object; each React root passes it to its own jotai Provider.
 */
export const puenteStore = createStore();
export type PuenteStore = typeof puenteStore;

/**
 * The reader's currency in a cookie, read by the server alone: a page's first replies and first
 * screen come in it, so the prices the html draws are the ones the live page shows (perf-web).
 */
function rememberCurrency(): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = `${READER_COOKIES.currency}=${puenteStore.get(currencyAtom)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // A page without cookies gets its first replies in the default currency, and asks again in its own.
  }
}
rememberCurrency();
puenteStore.sub(currencyAtom, rememberCurrency);

/** Logout and result 2 clear the token, the user and the permissions (spec section 4). */
export function clearSession(store: PuenteStore = puenteStore): void {
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(permissionsAtom, null);
}
