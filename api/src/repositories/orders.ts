import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { ORDER_STATUS, stageNodes, type OrderStageName } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { partyTo } from '../services/policy';
import { pageOf, type PageAsked } from './paging';

/*
 * Orders, their lines, events and payments, and what an order holds in escrow: every statement on
 * the order's tables. The rules of the order machine are in services/orders.ts.
 */

export type OrderRow = Selectable<Database['orders']>;
export type OrderItemRow = Selectable<Database['order_items']>;
export type PaymentRow = Selectable<Database['payments']>;
/** A user named on an order, as its replies show them. */
export interface OrderParty {
  id: number;
  nickname: string;
  companyName: string | null;
}

/** An order by its id, locked for the call's transaction when asked (a row lock on a PostgreSQL server; PGlite already serialises its single connection). */
export function findOrder(db: Db, id: number, lock = false): Promise<OrderRow | undefined> {
  let query = db.selectFrom('orders').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** An order the caller is a party to (buyer, seller or broker); to anyone else it is not found (services/policy.ts). */
export async function findOrderOf(db: Db, user: Pick<UserRow, 'id'>, id: number, lock = false): Promise<OrderRow> {
  return partyTo(user, await findOrder(db, id, lock), 'buyer_id', 'seller_id', 'broker_id');
}

/** The next value of the order numbers' sequence, which never repeats. */
export async function nextOrderSequence(db: Db): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('order_no_seq')::text as n`.execute(db);
  return rows[0]!.n;
}

/** The goods an order names, whatever their state (the order's rules judge them). */
export function goodsToOrder(db: Db, ids: number[]) {
  return db
    .selectFrom('goods')
    .select([
      'id',
      'seller_id',
      'name',
      'original_language',
      'machine_translated',
      'images',
      'unit',
      'min_order',
      'stock',
      'price_minor',
      'currency',
      'trade_terms',
      'audit_status',
      'putaway',
      'deleted_at',
    ])
    .where('id', 'in', ids)
    .execute();
}

/** The broker authority codes of a user named as an order's broker; none when there is no such user. */
export function findBrokerCandidate(db: Db, id: number) {
  return db.selectFrom('users').select('authority').where('id', '=', id).executeTakeFirst();
}

export function insertOrder(db: Db, values: Insertable<Database['orders']>): Promise<OrderRow> {
  return db.insertInto('orders').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function insertOrderItems(db: Db, values: Array<Insertable<Database['order_items']>>): Promise<void> {
  await db.insertInto('order_items').values(values).execute();
}

export async function updateOrder(db: Db, id: number, values: Updateable<Database['orders']>): Promise<void> {
  await db.updateTable('orders').set(values).where('id', '=', id).execute();
}

/**
 * Changes an order only while it still stands where it was read (its node, and its status when
 * given, else any but cancelled), so two racing calls cannot both move it. Whether it changed.
 */
export async function updateOrderWhereAt(db: Db, at: { id: number; node: string; status?: number }, values: Updateable<Database['orders']>): Promise<boolean> {
  let query = db.updateTable('orders').set(values).where('id', '=', at.id);
  query =
    at.status === undefined ? query.where('node', '=', at.node).where('status', '<>', ORDER_STATUS.cancelled) : query.where('status', '=', at.status).where('node', '=', at.node);
  const updated = await query.executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

export async function insertOrderEvent(db: Db, values: Insertable<Database['order_events']>): Promise<void> {
  await db.insertInto('order_events').values(values).execute();
}

/** The lines of some orders, by order, each order's in the order they were written. */
export async function orderItemsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const map = new Map<number, OrderItemRow[]>();
  if (!orderIds.length) return map;
  const rows = await db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
  for (const row of rows) map.set(row.order_id, [...(map.get(row.order_id) ?? []), row]);
  return map;
}

/** The users named on orders (buyers, sellers, brokers), by id. */
export async function partiesOf(db: Db, ids: number[]): Promise<Map<number, OrderParty>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'company_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, nickname: r.nickname, companyName: r.company_name }]));
}

/** Which of a user's orders a list shows: the ones they buy, or the ones they sell or brought as a broker. */
export type OrderSide = 'buyer' | 'agent';

export interface OrderFilter {
  side: OrderSide;
  userId: number;
  status?: number | undefined;
  stage?: OrderStageName | undefined;
  tradeTerm?: string | undefined;
  keyword?: string | undefined;
}

/** A page of a user's orders, newest first. */
export function listOrders(db: Db, filter: OrderFilter, page: PageAsked) {
  let query = db.selectFrom('orders').selectAll();
  query =
    filter.side === 'buyer' ? query.where('buyer_id', '=', filter.userId) : query.where((eb) => eb.or([eb('seller_id', '=', filter.userId), eb('broker_id', '=', filter.userId)]));
  if (filter.status !== undefined) query = query.where('status', '=', filter.status);
  if (filter.stage === 'cancelled') query = query.where('status', '=', ORDER_STATUS.cancelled);
  else if (filter.stage) {
    // The order machine's (term, node) pairs after which an order waits for this stage.
    const at = stageNodes(filter.stage);
    query = query.where('status', '<>', ORDER_STATUS.cancelled).where((eb) => eb.or(at.map((p) => eb.and([eb('trade_term', '=', p.tradeTerm), eb('node', '=', p.node)]))));
  }
  if (filter.tradeTerm) query = query.where('trade_term', '=', filter.tradeTerm);
  if (filter.keyword) query = query.where('order_no', 'ilike', `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  // One page from the database with the total beside it, never every order.
  return pageOf(db, query.orderBy('created_at', 'desc').orderBy('id', 'desc'), page);
}

/** How many of a user's orders (the side a list shows) stand at each status, term and node. */
export function orderCounts(db: Db, side: 'buyer' | 'seller', userId: number) {
  return db
    .selectFrom('orders')
    .select(['status', 'trade_term', 'node', (eb) => eb.fn.countAll<string>().as('n')])
    .where((eb) => (side === 'buyer' ? eb('buyer_id', '=', userId) : eb.or([eb('seller_id', '=', userId), eb('broker_id', '=', userId)])))
    .groupBy(['status', 'trade_term', 'node'])
    .execute();
}

/** An order's events with their actors' names, oldest first. */
export function orderEventsOf(db: Db, orderId: number) {
  return db
    .selectFrom('order_events as e')
    .leftJoin('users as u', 'u.id', 'e.actor_id')
    .select(['e.action', 'e.role', 'e.to_node', 'e.note', 'e.created_at', 'u.nickname'])
    .where('e.order_id', '=', orderId)
    .orderBy('e.id')
    .execute();
}

/** An order's payments that went through, oldest first. */
export function succeededPayments(db: Db, orderId: number): Promise<PaymentRow[]> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'succeeded').orderBy('id').execute();
}

/** An order's last payment that went through. */
export function lastSucceededPayment(db: Db, orderId: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('status', '=', 'succeeded').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The last payment of a step of an order still waiting to be made. */
export function pendingPayment(db: Db, orderId: number, step: PaymentRow['step']): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).where('step', '=', step).where('status', '=', 'pending').orderBy('id', 'desc').executeTakeFirst();
}

export function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  return db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The payment a submit with this idempotency key completed, if any. */
export function paymentByIdempotencyKey(db: Db, key: string) {
  return db.selectFrom('payments').select(['status', 'order_id']).where('idempotency_key', '=', key).executeTakeFirst();
}

export function insertPayment(db: Db, values: Insertable<Database['payments']>): Promise<PaymentRow> {
  return db.insertInto('payments').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function updatePayment(db: Db, id: number, values: Updateable<Database['payments']>): Promise<void> {
  await db.updateTable('payments').set(values).where('id', '=', id).execute();
}

/** Completes a payment only while it still waits to be made. */
export async function completePendingPayment(db: Db, id: number, values: Updateable<Database['payments']>): Promise<void> {
  await db.updateTable('payments').set(values).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** What an order holds in escrow now (paid in, less what went out), in minor units. */
export async function escrowHeld(db: Db, orderId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount_minor), 0)`.as('total'))
    .where('order_id', '=', orderId)
    .where('account', '=', 'escrow')
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The buyer's (`b_…`) and the seller's (`s_…`) columns the console shows beside an order. */
const PARTY_COLUMNS = (['b', 's'] as const).flatMap((p) => [
  `${p}.id as ${p}_id` as const,
  `${p}.nickname as ${p}_nickname` as const,
  `${p}.phone as ${p}_phone` as const,
  `${p}.company_name as ${p}_company` as const,
  `${p}.country_code as ${p}_country` as const,
]);

function withParties(db: Db) {
  return db.selectFrom('orders as o').innerJoin('users as b', 'b.id', 'o.buyer_id').innerJoin('users as s', 's.id', 'o.seller_id');
}

/** A page of the orders waiting in an operators' queue (a settlement asked for, else an after-sales case in arbitration), with their total, what escrow holds and both parties; oldest first unless the newest are asked for. */
export function platformOrders(db: Db, queue: string, sort: string, page: PageAsked) {
  const direction = sort === 'newest' ? 'desc' : 'asc';
  let query = withParties(db);
  query = queue === 'settlement' ? query.where('o.node', '=', 'settlementRequested') : query.where(sql<boolean>`o.after_sales->>'status' = 'arbitration'`);
  return pageOf(
    db,
    query
      .select([
        'o.id',
        'o.order_no',
        'o.currency',
        'o.node',
        'o.after_sales',
        'o.updated_at',
        sql<string>`o.goods_minor + o.freight_minor + o.insurance_minor`.as('total_minor'),
        sql<string>`(select coalesce(sum(l.amount_minor), 0) from ledger_entries l where l.order_id = o.id and l.account = 'escrow')`.as('held_minor'),
        ...PARTY_COLUMNS,
      ])
      .orderBy('o.updated_at', direction)
      .orderBy('o.id', direction),
    page,
  );
}

/** An order with its total and both parties' columns, for the console; undefined when there is none. */
export function platformOrder(db: Db, id: number) {
  return withParties(db)
    .selectAll('o')
    .select([sql<string>`o.goods_minor + o.freight_minor + o.insurance_minor`.as('total_minor'), ...PARTY_COLUMNS])
    .where('o.id', '=', id)
    .executeTakeFirst();
}

/** Every payment of an order, whatever its status, oldest first. */
export function paymentsOf(db: Db, orderId: number) {
  return db.selectFrom('payments').select(['step', 'amount_minor', 'status', 'created_at']).where('order_id', '=', orderId).orderBy('id').execute();
}

/** A user's last orders, as buyer or seller, newest first, with their totals. */
export function recentOrdersOf(db: Db, userId: number, limit: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'order_no', 'buyer_id', 'node', 'currency', sql<string>`goods_minor + freight_minor + insurance_minor`.as('total_minor'), 'created_at'])
    .where((eb) => eb.or([eb('buyer_id', '=', userId), eb('seller_id', '=', userId)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
