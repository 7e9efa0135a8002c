import { api, calls, permissionsAtom, puenteStore, tokenAtom, userAtom } from '@puente/shared';

/**
 * Loads the user and their permissions when a token exists. Failures are only logged
 * (spec section 8); a result 2 has already cleared the session through the client.
 */
export async function loadSession(): Promise<void> {
  if (!puenteStore.get(tokenAtom)) return;
  await Promise.all([
    api.call(calls.getUserInfo, {}).then(
      (reply) => puenteStore.set(userAtom, reply.user),
      (error: unknown) => console.error('[puente] user info failed', error),
    ),
    api.call(calls.getUserRole, {}).then(
      (reply) =>
        puenteStore.set(
          permissionsAtom,
          reply.data.userPermissions.map((p) => p.percode),
        ),
      (error: unknown) => console.error('[puente] permissions failed', error),
    ),
  ]);
}
