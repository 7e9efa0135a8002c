import { QueryClient } from '@tanstack/react-query';
import { puenteStore } from '../store/store';
import { tokenAtom } from '../store/atoms';

/**
 * The one cache of server state. It lives in @puente/shared, a federated singleton, so the shell
 * and every remote read and invalidate the same replies: adding to the cart on a product page
 * updates the header's count. Errors are shown by the API client (toasts) and the pages' own
 * error states, so a failed read is not retried behind the reader's back.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0, gcTime: 5 * 60_000 },
    mutations: { retry: false },
  },
});

// Replies depend on who is signed in: a new session (or none) starts from an empty cache.
let signedInAs = puenteStore.get(tokenAtom);
puenteStore.sub(tokenAtom, () => {
  const token = puenteStore.get(tokenAtom);
  if (token === signedInAs) return;
  signedInAs = token;
  queryClient.clear();
});

/** Marks every cached reply of these calls stale: shown ones are fetched again at once. */
export function invalidateCalls(paths: readonly string[]): Promise<void> {
  return Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: [path] }))).then(() => undefined);
}
