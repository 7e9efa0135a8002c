import { createStore } from 'jotai';
import { currencyAtom, permissionsAtom, tokenAtom, userAtom } from './atoms';
import { shareWithServer } from './reader-cookies';

/**
 * The one store of the page. @puente/shared is a federated singleton, so the shell and every
 * remote get this same object; each React root passes it to its own jotai Provider.
 */
export const puenteStore = createStore();
export type PuenteStore = typeof puenteStore;

// The reader's currency, for the server: a page's first replies and first screen come in it, so the
// prices the html draws are the ones the live page shows (perf-web).
const rememberCurrency = () => shareWithServer('currency', puenteStore.get(currencyAtom));
rememberCurrency();
puenteStore.sub(currencyAtom, rememberCurrency);

/** Logout and result 2 clear the token, the user and the permissions (spec section 4). */
export function clearSession(store: PuenteStore = puenteStore): void {
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(permissionsAtom, null);
}
