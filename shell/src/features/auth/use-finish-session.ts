import { api, calls, permissionsAtom, tokenAtom, userAtom, type User } from '@puente/shared';
import { useSetAtom } from 'jotai';

/**
 * Opens the session a login or a registration returned: token, user, then the role's permissions.
 * Resolves whether the reader is still where they were: the header names the member before the
 * permissions arrive, and a reader who went on meanwhile is not to be brought back. The router
 * changes the address at once and may keep the form mounted through its transition, so the
 * address decides.
 */
export function useFinishSession() {
  const setToken = useSetAtom(tokenAtom);
  const setUser = useSetAtom(userAtom);
  const loadPermissions = useLoadPermissions();
  return async (token: string, user: User): Promise<boolean> => {
    const at = window.location.href;
    setToken(token);
    setUser(user);
    await loadPermissions();
    return window.location.href === at;
  };
}

/**
 * Reads the member's permissions (their role's): when a session opens, and again when the profile
 * step gives the member a role, which brings its own (a buyer may publish requirements).
 */
export function useLoadPermissions() {
  const setPermissions = useSetAtom(permissionsAtom);
  return async (): Promise<void> => {
    try {
      const role = await api.call(calls.getUserRole, {});
      setPermissions(role.data.userPermissions.map((p) => p.percode));
    } catch (error) {
      console.error('[puente] permissions failed', error);
    }
  };
}
