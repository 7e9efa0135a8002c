import { api, calls, permissionsAtom, tokenAtom, userAtom, type User } from '@puente/shared';
import { useSetAtom } from 'jotai';

/** Opens the session a login or a registration returned: token, user, then the role's permissions. */
export function useFinishSession() {
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userAtom);
  const setPermissions = useSetAtom(permissionsAtom);
  return async (token: string, user: User) => {
    setToken(token);
    setUser(user);
    try {
      const role = await api.call(calls.getUserRole, {});
      setPermissions(role.data.userPermissions.map((p) => p.percode));
    } catch (error) {
      console.error('[puente] permissions failed', error);
    }
  };
}
