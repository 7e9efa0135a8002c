import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { pageOf, type PageAsked } from './paging';

/*
 * Users, their sessions and their SMS codes: every statement on the three tables but the
 * permissions' (services/permissions.ts).
 */

// Users.

/** The id of the account a phone number signed up with, if any. */
export function findUserIdByPhone(db: Db, phone: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
}

export function findUserByPhone(db: Db, phone: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
}

/** The account of a username, whatever its case (`username` given in lower case). */
export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username))
    .executeTakeFirst();
}

export function insertUser(db: Db, values: Insertable<Database['users']>): Promise<UserRow> {
  return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Db, id: number, values: Updateable<Database['users']>): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', id).execute();
}

/** Changes a user and answers the row as it now is. */
export function updateUserReturning(db: Db, id: number, values: Updateable<Database['users']>): Promise<UserRow> {
  return db.updateTable('users').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** A user's business information as stored, with the company name they signed up with. */
export function businessOf(db: Db, id: number) {
  return db.selectFrom('users').select(['business', 'company_name']).where('id', '=', id).executeTakeFirstOrThrow();
}

/**
 * Locks a user's row until the transaction ends: the writes one user makes in turn (withdrawals)
 * queue behind it, so each one reads what the ones before it wrote.
 */
export async function lockUser(db: Db, id: number): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** How the console shows a person: who they are and where they trade from. */
export function personOf(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'nickname', 'phone', 'company_name', 'country_code']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** What the console lists of an account, with how many orders it is a party to. */
function accounts(db: Db) {
  return db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.nickname',
      'u.phone',
      'u.username',
      'u.company_name',
      'u.country_code',
      'u.role',
      'u.authority',
      'u.disabled_at',
      'u.disabled_reason',
      'u.created_at',
      sql<string>`(select count(*) from orders o where o.buyer_id = u.id or o.seller_id = u.id)`.as('orders'),
    ]);
}

/**
 * A page of the accounts whose nickname, username or company holds the words (or whose phone holds
 * them, when they are digits), by id; every account when there are no words.
 */
export function findAccounts(db: Db, words: string, page: PageAsked) {
  let query = accounts(db);
  if (words) {
    const digits = words.replace(/[\s+\-()]/g, '');
    const pattern = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        ...(/^\d+$/.test(digits) ? [eb('u.phone', 'like', `%${digits}%`)] : []),
        eb('u.nickname', 'ilike', pattern),
        eb('u.username', 'ilike', pattern),
        eb('u.company_name', 'ilike', pattern),
      ]),
    );
  }
  return pageOf(db, query.orderBy('u.id'), page);
}

/** One account as the console lists it; undefined when there is none. */
export function findAccount(db: Db, id: number) {
  return accounts(db).where('u.id', '=', id).executeTakeFirst();
}

/** Whether and why an account is disabled, locked for the call's transaction; undefined when there is none. */
export function lockAccountState(db: Db, id: number) {
  return db.selectFrom('users').select(['id', 'disabled_at', 'disabled_reason']).where('id', '=', id).forUpdate().executeTakeFirst();
}

// Sessions.

/** The user of a live session (not revoked, not expired) whose account is not disabled. */
export function findSessionUser(db: Db, tokenHash: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', new Date())
    .where('users.disabled_at', 'is', null)
    .executeTakeFirst();
}

export async function insertSession(db: Db, values: Insertable<Database['sessions']>): Promise<void> {
  await db.insertInto('sessions').values(values).execute();
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', tokenHash).execute();
}

/** Revokes every live session of a user. */
export async function revokeSessionsOf(db: Db, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

// SMS codes.

export async function insertSmsCode(db: Db, values: Insertable<Database['sms_codes']>): Promise<void> {
  await db.insertInto('sms_codes').values(values).execute();
}

/** The newest code of a phone and purpose that is neither used nor expired. */
export function newestLiveCode(db: Db, phone: string, type: number) {
  return db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash'])
    .where('phone', '=', phone)
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/**
 * Claims one attempt on a code, atomically (parallel guesses cannot share one), while it has
 * fewer than `limit`: the attempts counted so far, or undefined when the code has none left.
 */
export async function claimCodeAttempt(db: Db, id: number, limit: number): Promise<number | undefined> {
  const claimed = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', limit)
    .returning('attempts')
    .executeTakeFirst();
  return claimed?.attempts;
}

/** Marks a live code with this hash used, if one has no more than `limit` attempts: whether one was. */
export async function useLiveCode(db: Db, phone: string, type: number, codeHash: string, limit: number): Promise<boolean> {
  const used = await db
    .updateTable('sms_codes')
    .set({ used_at: new Date() })
    .where('phone', '=', phone)
    .where('type', '=', type)
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('attempts', '<=', limit)
    .returning('id')
    .executeTakeFirst();
  return Boolean(used);
}

/** The permission codes the roles hold, each once, in order. */
export async function permissionCodesOf(db: Db, roles: readonly string[]): Promise<string[]> {
  const rows = await db.selectFrom('role_permissions').select('percode').distinct().where('role', 'in', roles).orderBy('percode').execute();
  return rows.map((row) => row.percode);
}
