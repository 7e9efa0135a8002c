import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { partyTo } from '../services/policy';
import { pageOf, type PageAsked } from './paging';

/* The messages in a user's bell: every statement on messages (services/notify.ts says what a new one holds). */

export type MessageRow = Selectable<Database['messages']>;

/** Writes one message to a user's bell. */
export async function insertMessage(db: Db, values: Insertable<Database['messages']>): Promise<void> {
  await db.insertInto('messages').values(values).execute();
}

/** How many of the user's messages are unread. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A page of the user's messages, newest first; only the read or the unread ones when asked. */
export function listMessages(db: Db, userId: number, filter: { isRead?: boolean | undefined }, page: PageAsked) {
  let query = db.selectFrom('messages').selectAll().where('user_id', '=', userId);
  if (filter.isRead !== undefined) query = query.where('is_read', '=', filter.isRead);
  return pageOf(db, query.orderBy('created_at', 'desc').orderBy('id', 'desc'), page);
}

/** A message to the caller; anyone else's is not found (services/policy.ts). */
export async function findMessageOf(db: Db, user: Pick<UserRow, 'id'>, id: number): Promise<MessageRow> {
  return partyTo(user, await db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst(), 'user_id');
}

export async function markMessageRead(db: Db, id: number): Promise<void> {
  await db.updateTable('messages').set({ is_read: true }).where('id', '=', id).execute();
}

/** Marks the user's unread messages among these ids read (another user's are never touched); how many it marked. */
export async function markMessagesRead(db: Db, userId: number, ids: number[]): Promise<number> {
  const result = await db.updateTable('messages').set({ is_read: true }).where('user_id', '=', userId).where('id', 'in', ids).where('is_read', '=', false).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
