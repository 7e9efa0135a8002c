import { isBroker } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';

/** The permission codes a user holds, through their role, membership and broker status. */
export async function permissionsOf(db: Db, user: UserRow): Promise<string[]> {
  const roles = ['member', ...(user.role ? [user.role] : []), ...(isBroker(user) ? ['broker'] : [])];
  const rows = await db.selectFrom('role_permissions').select('percode').distinct().where('role', 'in', roles).orderBy('percode').execute();
  return rows.map((row) => row.percode);
}
