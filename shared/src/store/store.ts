import { createStore } from 'jotai';
import { permissionsAtom, tokenAtom, userAtom } from './atoms';

/**
 * The one store of the page. @puente/shared is a federated singleton, so the shell and every
 * remote get this same object; each React root passes it to its own jotai Provider.
 */
export const puenteStore = createStore();
export type PuenteStore = typeof puenteStore;

/** Logout and result 2 clear the token, the user and the permissions (spec section 4). */
export function clearSession(store: PuenteStore = puenteStore): void {
  store.set(tokenAtom, null);
  store.set(userAtom, null);
  store.set(permissionsAtom, null);
}
