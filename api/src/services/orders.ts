import { sql, type Transaction } from 'kysely';
import {
  canCancel,
  canRequestAfterSales,
  isCurrency,
  nextStep,
  ORDER_PATHS,
  ORDER_STATUS,
  type Currency,
  type OrderAction,
  type OrderNode,
  type OrderRole,
  type TradeTerm,
} from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { BusinessError } from './business-error';
import { escrowOf, post } from './ledger';
import { notify } from './notify';
import { ORDER_EVENT_NAMES, ORDER_LABEL, ORDER_LINK_TEXT, type OrderEventName } from './order-texts';

export type Tx = Db | Transaction<Database>;
export type OrderRow = Awaited<ReturnType<typeof loadOrder>>;

/** Platform fee and broker commission, in basis points of the goods total. */
export const PLATFORM_FEE_BPS = 200;
export const BROKER_COMMISSION_BPS = 300;

/** The broker's commission on an order, in its currency's minor units: a share of the goods, none without a broker. */
export function brokerCommissionMinor(order: { broker_id: number | null; goods_minor: number }): number {
  return order.broker_id ? Math.round((order.goods_minor * BROKER_COMMISSION_BPS) / 10_000) : 0;
}

/** Where the commission stands: credited on settlement, void when the order is cancelled, expected until then. */
export function commissionStatus(status: number): 'expected' | 'credited' | 'void' {
  if (status === ORDER_STATUS.settled) return 'credited';
  if (status === ORDER_STATUS.cancelled) return 'void';
  return 'expected';
}

export async function loadOrder(db: Tx, id: number, lock = false) {
  let query = db.selectFrom('orders').selectAll().where('id', '=', id);
  // Row lock on a PostgreSQL server; PGlite already serialises its single connection.
  if (lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new BusinessError('resource.notFound');
  return row;
}

/** The caller's role on an order, or a refusal that does not reveal the order exists. */
export function roleOn(order: { buyer_id: number; seller_id: number; broker_id: number | null }, userId: number): OrderRole {
  if (order.buyer_id === userId) return 'buyer';
  if (order.seller_id === userId) return 'seller';
  if (order.broker_id === userId) return 'broker';
  throw new BusinessError('resource.notFound');
}

/**
 * A new order's number: PU, the day (UTC) and the next value of a sequence that never repeats, so
 * two orders can never share one however many a day brings (PU20261127 0000123).
 */
export async function newOrderNo(db: Tx, now = new Date()): Promise<string> {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const { rows } = await sql<{ n: string }>`select nextval('order_no_seq')::text as n`.execute(db);
  return `PU${day}${rows[0]!.n.padStart(7, '0')}`;
}

function orderLinkFor(order: { id: number; buyer_id: number }, userId: number) {
  return { text: ORDER_LINK_TEXT, path: order.buyer_id === userId ? '/personalOrderDetails' : '/personalOrderBrokerDetails', params: { id: String(order.id) } };
}

/** Tells everyone on the order but the actor what happened. */
export async function notifyParties(
  db: Tx,
  order: { id: number; order_no: string; buyer_id: number; seller_id: number; broker_id: number | null },
  actorId: number | null,
  event: OrderEventName,
) {
  const name = ORDER_EVENT_NAMES[event];
  const recipients = [order.buyer_id, order.seller_id, ...(order.broker_id ? [order.broker_id] : [])].filter((id, i, all) => id !== actorId && all.indexOf(id) === i);
  for (const userId of recipients) {
    await notify(db, userId, {
      title: {
        english: `${ORDER_LABEL.english} ${order.order_no}: ${name.english}`,
        chinese_simplified: `${ORDER_LABEL.chinese_simplified} ${order.order_no}：${name.chinese_simplified}`,
        portuguese: `${ORDER_LABEL.portuguese} ${order.order_no}: ${name.portuguese}`,
        spanish: `${ORDER_LABEL.spanish} ${order.order_no}: ${name.spanish}`,
      },
      text: name,
      link: orderLinkFor(order, userId),
    });
  }
}

export async function recordEvent(
  db: Tx,
  order: { id: number; node: string; status: number },
  actor: { userId: number | null; role: OrderRole },
  action: string,
  to: { node: string; status: number },
  note = '',
) {
  await db
    .insertInto('order_events')
    .values({
      order_id: order.id,
      actor_id: actor.userId,
      role: actor.role,
      action,
      from_node: order.node,
      to_node: to.node,
      from_status: order.status,
      to_status: to.status,
      note,
    })
    .execute();
}

function afterSalesOpen(order: OrderRow): boolean {
  const state = (order.after_sales as { status?: string } | null)?.status;
  return state === 'requested' || state === 'rejected' || state === 'arbitration';
}

/**
 * Moves an order one step along its trade term's path. The step must be the next one, and the
 * actor must hold the step's role; otherwise nothing changes and the caller is told why. The
 * update is conditional on the node it read, so two racing calls cannot both advance it.
 */
export async function advance(
  db: Tx,
  orderId: number,
  actor: { userId: number | null; role?: OrderRole },
  action: OrderAction,
  patch: Partial<{ configuration: string; details: string; deposit_minor: number; balance_minor: number; freight_minor: number; insurance_minor: number }> = {},
  note = '',
): Promise<{ status: number; node: OrderNode }> {
  const order = await loadOrder(db, orderId, true);
  const role = actor.role ?? roleOn(order, actor.userId!);
  const step = nextStep(order.trade_term as TradeTerm, order.node as OrderNode);
  if (order.status === ORDER_STATUS.cancelled || !step || step.action !== action || step.role !== role) throw new BusinessError('order.notAllowed');
  if (action === 'requestSettlement' && afterSalesOpen(order)) throw new BusinessError('order.afterSalesOpen');
  const updated = await db
    .updateTable('orders')
    .set({ ...patch, node: step.node, status: step.status, updated_at: new Date() })
    .where('id', '=', order.id)
    .where('node', '=', order.node)
    .where('status', '<>', ORDER_STATUS.cancelled)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new BusinessError('order.stateChanged');
  await recordEvent(db, order, { userId: actor.userId, role }, action, step, note);
  await notifyParties(db, order, actor.userId, action);
  return { status: step.status, node: step.node };
}

/** The seller's share, the broker's commission and the platform's fee, out of the order's escrow. */
export async function settle(db: Tx, orderId: number): Promise<{ status: number; node: OrderNode }> {
  const order = await loadOrder(db, orderId, true);
  const held = await escrowOf(db, order.id);
  const fee = Math.round((order.goods_minor * PLATFORM_FEE_BPS) / 10_000);
  const commission = brokerCommissionMinor(order);
  const sellerShare = held - fee - commission;
  if (sellerShare < 0) throw new BusinessError('order.notAllowed');
  const result = await advance(db, orderId, { userId: null, role: 'platform' }, 'settle');
  await post(db, [
    { userId: null, account: 'escrow', kind: 'settlement', amountMinor: -held, currency: order.currency, orderId: order.id },
    { userId: order.seller_id, account: 'available', kind: 'orderIncome', amountMinor: sellerShare, currency: order.currency, orderId: order.id },
    { userId: null, account: 'platform', kind: 'platformFee', amountMinor: fee, currency: order.currency, orderId: order.id },
    ...(order.broker_id
      ? [{ userId: order.broker_id, account: 'available' as const, kind: 'brokerCommission', amountMinor: commission, currency: order.currency, orderId: order.id }]
      : []),
  ]);
  return result;
}

/** Cancels an order; anything paid goes back to the buyer. */
export async function cancel(db: Tx, orderId: number, actor: { userId: number | null; role?: OrderRole }, note: string, refund: (amountMinor: number) => Promise<void>) {
  const order = await loadOrder(db, orderId, true);
  const role = actor.role ?? roleOn(order, actor.userId!);
  if (!canCancel(order.status, role)) throw new BusinessError('order.notAllowed');
  const updated = await db
    .updateTable('orders')
    .set({ status: ORDER_STATUS.cancelled, updated_at: new Date() })
    .where('id', '=', order.id)
    .where('status', '=', order.status)
    .where('node', '=', order.node)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new BusinessError('order.stateChanged');
  const held = await escrowOf(db, order.id);
  if (held > 0) {
    await refund(held);
    await post(db, [{ userId: null, account: 'escrow', kind: 'refund', amountMinor: -held, currency: order.currency, orderId: order.id, note: 'order cancelled' }]);
  }
  await recordEvent(db, order, { userId: actor.userId, role }, 'cancel', { node: order.node, status: ORDER_STATUS.cancelled }, note);
  await notifyParties(db, order, actor.userId, 'cancel');
  return { status: ORDER_STATUS.cancelled, node: order.node as OrderNode };
}

/** The calls the caller may make on the order now. */
export function actionsFor(order: OrderRow, role: OrderRole): string[] {
  if (order.status === ORDER_STATUS.cancelled) return [];
  const actions: string[] = [];
  const step = nextStep(order.trade_term as TradeTerm, order.node as OrderNode);
  const afterSales = (order.after_sales as { status?: string } | null)?.status;
  if (step && step.role === role && !(step.action === 'requestSettlement' && afterSalesOpen(order))) actions.push(step.action);
  if (canCancel(order.status, role)) actions.push('cancel');
  if (role === 'buyer' && canRequestAfterSales(order.node as OrderNode) && !afterSales) actions.push('requestAfterSales');
  if (role === 'seller' && afterSales === 'requested') actions.push('reviewAfterSales');
  if ((role === 'buyer' || role === 'seller') && afterSales === 'rejected') actions.push('requestArbitration');
  const path = ORDER_PATHS[order.trade_term as TradeTerm].map((s) => s.node);
  const at = path.indexOf(order.node as OrderNode);
  if (role === 'seller' && at >= path.indexOf('stocked') && at < path.indexOf('completed')) actions.push('enterLogistics');
  return actions;
}

export function currencyOf(code: string): Currency {
  return isCurrency(code) ? code : 'USD';
}

/**
 * An operator's arbitration: the refund (major units, possibly 0) leaves escrow for the buyer and
 * the after-sales case closes, so the seller can request settlement.
 */
export async function arbitrate(db: Tx, orderId: number, refund: number, note: string): Promise<void> {
  const order = await loadOrder(db, orderId, true);
  const afterSales = order.after_sales as Record<string, unknown> | null;
  if (afterSales?.status !== 'arbitration') throw new BusinessError('order.notAllowed');
  const refundMinor = Math.round(refund * 100);
  if (refundMinor < 0 || refundMinor > (await escrowOf(db, order.id))) throw new BusinessError('order.refundTooLarge');
  if (refundMinor > 0)
    await post(db, [{ userId: null, account: 'escrow', kind: 'refund', amountMinor: -refundMinor, currency: order.currency, orderId: order.id, note: 'arbitration' }]);
  await db
    .updateTable('orders')
    .set({ after_sales: JSON.stringify({ ...afterSales, status: 'resolved', refundMinor, note }), updated_at: new Date() })
    .where('id', '=', order.id)
    .execute();
  await recordEvent(db, order, { userId: null, role: 'platform' }, 'resolveArbitration', { node: order.node, status: order.status }, note);
  await notifyParties(db, order, null, 'resolveArbitration');
}
