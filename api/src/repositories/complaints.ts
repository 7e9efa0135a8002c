import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/* Complaints and suggestions sent to the team: every statement on the table but the console's. */

export async function insertComplaint(db: Db, values: Insertable<Database['complaints']>): Promise<number> {
  return (await db.insertInto('complaints').values(values).returning('id').executeTakeFirstOrThrow()).id;
}
