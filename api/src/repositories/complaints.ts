import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { pageOf, type PageAsked } from './paging';

/* Complaints and suggestions sent to the team: every statement on the table. */

export type ComplaintRow = Selectable<Database['complaints']>;

export async function insertComplaint(db: Db, values: Insertable<Database['complaints']>): Promise<number> {
  return (await db.insertInto('complaints').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** A page of the letters in some states, oldest first unless the newest are asked for (the console's inbox). */
export function complaintsIn(db: Db, states: string[], sort: string, page: PageAsked) {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  return pageOf(db, db.selectFrom('complaints').selectAll().where('status', 'in', states).orderBy('created_at', direction).orderBy('id', direction), page);
}

/** A letter (which exists). */
export function getComplaint(db: Db, id: number): Promise<ComplaintRow> {
  return db.selectFrom('complaints').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

/** Who sent a letter, where it stands and its reply, locked for the call's transaction; undefined when there is none. */
export function lockComplaintState(db: Db, id: number) {
  return db.selectFrom('complaints').select(['id', 'user_id', 'status', 'reply', 'language']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateComplaint(db: Db, id: number, values: { status: string; reply?: string }): Promise<void> {
  await db
    .updateTable('complaints')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}
