import { isBroker } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { permissionCodesOf } from '../repositories/users';

/** The permission codes a user holds, through their role, membership and broker status. */
export async function permissionsOf(db: Db, user: UserRow): Promise<string[]> {
  const roles = ['member', ...(user.role ? [user.role] : []), ...(isBroker(user) ? ['broker'] : [])];
  return permissionCodesOf(db, roles);
}
