import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { ownedBy } from '../services/policy';

/* A user's addresses (shipping and billing): every statement on the addresses table. */

export type AddressRow = Selectable<Database['addresses']>;
export type AddressKind = AddressRow['kind'];

/** The caller's own address, to read, use or change (someone else's: services/policy.ts). */
export async function findOwnedAddress(db: Db, user: UserRow, id: number): Promise<AddressRow> {
  return ownedBy(user, await db.selectFrom('addresses').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(), 'user_id');
}

/** A user's addresses, of one kind when given: the default first, then the newest. */
export function listAddresses(db: Db, userId: number, kind?: AddressKind): Promise<AddressRow[]> {
  let query = db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('is_default', 'desc').orderBy('id', 'desc').execute();
}

/** Whether a user keeps any address of a kind. */
export async function hasAddressOfKind(db: Db, userId: number, kind: AddressKind): Promise<boolean> {
  const row = await db.selectFrom('addresses').select('id').where('user_id', '=', userId).where('kind', '=', kind).where('deleted_at', 'is', null).limit(1).executeTakeFirst();
  return Boolean(row);
}

/** No address of a user's of this kind is the default any more. */
export async function clearDefaultAddress(db: Db, userId: number, kind: AddressKind): Promise<void> {
  await db.updateTable('addresses').set({ is_default: false }).where('user_id', '=', userId).where('kind', '=', kind).execute();
}

export async function insertAddress(db: Db, values: Insertable<Database['addresses']>): Promise<number> {
  return (await db.insertInto('addresses').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateAddress(db: Db, id: number, values: Updateable<Database['addresses']>): Promise<void> {
  await db.updateTable('addresses').set(values).where('id', '=', id).execute();
}

/** Deletes an address (kept as deleted, for the orders that copied it). */
export async function deleteAddress(db: Db, id: number): Promise<void> {
  await db.updateTable('addresses').set({ deleted_at: new Date(), is_default: false }).where('id', '=', id).execute();
}
