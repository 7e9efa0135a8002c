import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { ownedBy } from '../services/policy';
import { pageOf, type PageAsked } from './paging';

/*
 * Money: the ledger, receiving accounts, withdrawals, PingPong merchants and the exchange rates.
 * Every statement on these tables but an order's escrow (repositories/orders.ts).
 */

export type LedgerAccount = Database['ledger_entries']['account'];
export type ReceivingAccountRow = Selectable<Database['receiving_accounts']>;
export type MerchantRow = Selectable<Database['pingpong_merchants']>;

// The ledger.

/** Appends entries to the ledger (never updated or deleted). */
export async function insertLedgerEntries(db: Db, rows: Array<Insertable<Database['ledger_entries']>>): Promise<void> {
  await db.insertInto('ledger_entries').values(rows).execute();
}

/** A user's balance on one account in one currency, in minor units: the sum of its entries. */
export async function balanceOf(db: Db, userId: number, account: LedgerAccount, currency: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('user_id', '=', userId)
    .where('account', '=', account)
    .where('currency', '=', currency)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * A user's totals per currency and account (minor units, as text): everything, and what was
 * earned (income and commissions coming in).
 */
export function ledgerTotalsOf(db: Db, userId: number) {
  return db
    .selectFrom('ledger_entries')
    .select([
      'currency',
      'account',
      sql<string>`coalesce(sum(amount_minor), 0)`.as('total'),
      sql<string>`coalesce(sum(amount_minor) filter (where amount_minor > 0 and kind in ('orderIncome', 'brokerCommission')), 0)`.as('earned'),
    ])
    .where('user_id', '=', userId)
    .groupBy(['currency', 'account'])
    .execute();
}

/** Money still in escrow on a seller's orders, per currency (minor units, as text): what settlement will bring. */
export function escrowOfSeller(db: Db, sellerId: number) {
  return db
    .selectFrom('ledger_entries as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.currency', sql<string>`coalesce(sum(l.amount_minor), 0)`.as('total')])
    .where('l.account', '=', 'escrow')
    .where('o.seller_id', '=', sellerId)
    .groupBy('l.currency')
    .execute();
}

/** A page of a user's entries on their available account, of some kinds or all, newest first, with their orders' numbers. */
export function availableEntriesOf(db: Db, userId: number, kinds: string[] | null, page: PageAsked) {
  let query = db
    .selectFrom('ledger_entries as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.id', 'l.kind', 'l.amount_minor', 'l.currency', 'l.note', 'l.created_at', 'o.order_no'])
    .where('l.user_id', '=', userId)
    .where('l.account', '=', 'available');
  if (kinds) query = query.where('l.kind', 'in', kinds);
  return pageOf(db, query.orderBy('l.id', 'desc'), page);
}

// Receiving accounts.

/** The caller's own receiving account, to use or change (someone else's: services/policy.ts). */
export async function findOwnedAccount(db: Db, user: UserRow, id: number): Promise<ReceivingAccountRow> {
  return ownedBy(user, await db.selectFrom('receiving_accounts').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(), 'user_id');
}

/** A user's receiving accounts, oldest first. */
export function accountsOf(db: Db, userId: number): Promise<ReceivingAccountRow[]> {
  return db.selectFrom('receiving_accounts').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null).orderBy('id').execute();
}

export function insertAccount(db: Db, values: Insertable<Database['receiving_accounts']>): Promise<ReceivingAccountRow> {
  return db.insertInto('receiving_accounts').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updateAccount(db: Db, id: number, values: Updateable<Database['receiving_accounts']>): Promise<void> {
  await db.updateTable('receiving_accounts').set(values).where('id', '=', id).execute();
}

/** Whether a withdrawal to the account is still pending or being paid. */
export async function accountInUse(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('withdrawals').select('id').where('account_id', '=', id).where('status', 'in', ['pending', 'processing']).executeTakeFirst());
}

/** Deletes a receiving account (kept as deleted, for the withdrawals paid to it). */
export async function deleteAccount(db: Db, id: number): Promise<void> {
  await db.updateTable('receiving_accounts').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}

// Withdrawals.

/** A page of a user's withdrawals, newest first, with the bank and number of the account each went to. */
export function withdrawalsOf(db: Db, userId: number, page: PageAsked) {
  return pageOf(
    db,
    db
      .selectFrom('withdrawals as w')
      .innerJoin('receiving_accounts as a', 'a.id', 'w.account_id')
      .select(['w.id', 'w.amount_minor', 'w.currency', 'w.status', 'w.created_at', 'a.bank_name', 'a.account_number'])
      .where('w.user_id', '=', userId)
      .orderBy('w.id', 'desc'),
    page,
  );
}

export async function insertWithdrawal(db: Db, values: Insertable<Database['withdrawals']>): Promise<number> {
  return (await db.insertInto('withdrawals').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function setWithdrawalStatus(db: Db, id: number, status: string): Promise<void> {
  await db.updateTable('withdrawals').set({ status, updated_at: new Date() }).where('id', '=', id).execute();
}

// PingPong merchants.

/** A user's PingPong merchant registration, if any. */
export function merchantOf(db: Db, userId: number): Promise<MerchantRow | undefined> {
  return db.selectFrom('pingpong_merchants').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Whether a user registered as a PingPong merchant. */
export async function isMerchant(db: Db, userId: number): Promise<boolean> {
  return Boolean(await db.selectFrom('pingpong_merchants').select('user_id').where('user_id', '=', userId).executeTakeFirst());
}

export function insertMerchant(db: Db, values: Insertable<Database['pingpong_merchants']>): Promise<MerchantRow> {
  return db.insertInto('pingpong_merchants').values(values).returningAll().executeTakeFirstOrThrow();
}

// Exchange rates.

/** The stored exchange rates, units per US dollar, their date as text (a Date would shift with the server's time zone). */
export function exchangeRates(db: Db) {
  return db
    .selectFrom('exchange_rates')
    .select(['currency', 'per_usd', sql<string>`as_of::text`.as('as_of')])
    .execute();
}

/** The stored exchange rates with where each came from and when it was set, by currency. */
export function exchangeRatesWithSource(db: Db) {
  return db
    .selectFrom('exchange_rates')
    .select(['currency', 'per_usd', sql<string>`as_of::text`.as('as_of'), 'source', 'updated_at'])
    .orderBy('currency')
    .execute();
}

/** The last rates set, newest first, with the name of the operator who set each (none: the command line). */
export function exchangeRateHistory(db: Db, limit: number) {
  return db
    .selectFrom('exchange_rate_history as h')
    .leftJoin('users as u', 'u.id', 'h.operator_id')
    .select(['h.currency', 'h.per_usd', sql<string>`h.as_of::text`.as('as_of'), 'h.source', 'h.created_at', 'u.nickname'])
    .orderBy('h.id', 'desc')
    .limit(limit)
    .execute();
}

/** A currency's stored rate, locked for the call's transaction; undefined when it has none yet. */
export function lockExchangeRate(db: Db, currency: string) {
  return db.selectFrom('exchange_rates').select(['per_usd', 'as_of', 'source']).where('currency', '=', currency).forUpdate().executeTakeFirst();
}

/** Stores a currency's rate, and keeps it in the rates' history with who set it. */
export async function saveExchangeRate(db: Db, rate: { currency: string; perUsd: number; asOf: string; source: string; operatorId: number | null }): Promise<void> {
  const { currency, perUsd, asOf, source, operatorId } = rate;
  await db
    .insertInto('exchange_rates')
    .values({ currency, per_usd: perUsd, as_of: asOf, source, updated_at: new Date() })
    .onConflict((oc) => oc.column('currency').doUpdateSet({ per_usd: perUsd, as_of: asOf, source, updated_at: new Date() }))
    .execute();
  await db.insertInto('exchange_rate_history').values({ currency, per_usd: perUsd, as_of: asOf, source, operator_id: operatorId }).execute();
}
