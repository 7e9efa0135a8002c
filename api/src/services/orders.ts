import type { Transaction } from 'kysely';
import {
  AUDIT_STATUS,
  calls,
  canCancel,
  canRequestAfterSales,
  formatMoney,
  isBroker,
  isCurrency,
  nextStep,
  ORDER_PATHS,
  ORDER_STATUS,
  ORDER_TOTAL_MAX,
  toMinorUnits,
  type Currency,
  type OrderAction,
  type OrderNode,
  type OrderRole,
  type TradeTerm,
} from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import * as cartRepository from '../repositories/cart';
import * as orderRepository from '../repositories/orders';
import type { OrderRow } from '../repositories/orders';
import { estimateForOrder } from './landed-cost/estimate';
import { BusinessError } from './business-error';
import { escrowOf, post } from './ledger';
import { convertMinor, type Rates } from './money';
import { notify } from './notify';
import { ORDER_EVENT_NAMES, ORDER_LABEL, ORDER_LINK_TEXT, type OrderEventName } from './order-texts';
import type { PaymentProvider } from './providers';
import { assertOwnUploads } from './uploads';

/** The rules of orders: the order machine, payments, after-sales; routes/orders.ts maps calls to these. */

export type Tx = Db | Transaction<Database>;
export type { OrderRow };

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;
const t = calls.trade;

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

/** An order by its id (locked for the call's transaction when asked); not found when absent. */
export async function loadOrder(db: Tx, id: number, lock = false): Promise<OrderRow> {
  const row = await orderRepository.findOrder(db, id, lock);
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
  const n = await orderRepository.nextOrderSequence(db);
  return `PU${day}${n.padStart(7, '0')}`;
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
  await orderRepository.insertOrderEvent(db, {
    order_id: order.id,
    actor_id: actor.userId,
    role: actor.role,
    action,
    from_node: order.node,
    to_node: to.node,
    from_status: order.status,
    to_status: to.status,
    note,
  });
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
  const moved = await orderRepository.updateOrderWhereAt(db, { id: order.id, node: order.node }, { ...patch, node: step.node, status: step.status, updated_at: new Date() });
  if (!moved) throw new BusinessError('order.stateChanged');
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
  const moved = await orderRepository.updateOrderWhereAt(db, { id: order.id, node: order.node, status: order.status }, { status: ORDER_STATUS.cancelled, updated_at: new Date() });
  if (!moved) throw new BusinessError('order.stateChanged');
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
  await orderRepository.updateOrder(db, order.id, { after_sales: JSON.stringify({ ...afterSales, status: 'resolved', refundMinor, note }), updated_at: new Date() });
  await recordEvent(db, order, { userId: null, role: 'platform' }, 'resolveArbitration', { node: order.node, status: order.status }, note);
  await notifyParties(db, order, null, 'resolveArbitration');
}

/** The share of an order's total paid as a deposit, until the seller configures the order. */
export const DEFAULT_DEPOSIT_RATIO = 30;

/** An order's line, priced in the order's currency. */
export interface PricedLine {
  goodsId: number;
  sellerId: number;
  name: Record<string, string>;
  language: string;
  /** The languages of the name a translation service wrote. */
  machine: string[];
  image: string;
  unit: string;
  quantity: number;
  priceMinor: number;
  currency: Currency;
  terms: string[];
}

/** Checks the goods of an order and prices them in the first line's currency. */
export async function priceOrder(
  db: Tx,
  buyerId: number,
  items: Array<{ goodsId: number; quantity: number }>,
  term: TradeTerm,
  rates: Rates,
): Promise<{ lines: PricedLine[]; currency: Currency; sellerId: number; totalMinor: number; depositMinor: number }> {
  const ids = [...new Set(items.map((i) => i.goodsId))];
  const goods = await orderRepository.goodsToOrder(db, ids);
  const byId = new Map(goods.map((g) => [g.id, g]));
  const invalid = ids.filter((id) => {
    const g = byId.get(id);
    return !g || g.audit_status !== AUDIT_STATUS.passed || !g.putaway || g.deleted_at;
  });
  if (invalid.length) throw new BusinessError('cart.invalidGoods', {}, 0, { data: { invalidGoodsIds: invalid } });
  const first = byId.get(items[0]!.goodsId)!;
  const currency = currencyOf(first.currency);
  const lines = items.map((item) => {
    const g = byId.get(item.goodsId)!;
    if (g.seller_id !== first.seller_id) throw new BusinessError('order.oneSeller');
    if (g.seller_id === buyerId) throw new BusinessError('order.ownGoods');
    if (item.quantity < g.min_order) throw new BusinessError('order.minOrder', { min: g.min_order });
    if (item.quantity > g.stock) throw new BusinessError('order.stockExceeded', { stock: g.stock });
    if (!(g.trade_terms as string[]).includes(term)) throw new BusinessError('order.termNotOffered');
    return {
      goodsId: g.id,
      sellerId: g.seller_id,
      name: g.name as Record<string, string>,
      language: g.original_language,
      machine: g.machine_translated.name ?? [],
      image: g.images[0] ?? '',
      unit: g.unit,
      quantity: item.quantity,
      priceMinor: convertMinor(g.price_minor, currencyOf(g.currency), currency, rates),
      currency,
      terms: g.trade_terms,
    };
  });
  const total = lines.reduce((sum, l) => sum + l.priceMinor * l.quantity, 0);
  if (total > ORDER_TOTAL_MAX * 100) throw new BusinessError('order.tooLarge', { max: formatMoney(ORDER_TOTAL_MAX, currency) });
  return { lines, currency, sellerId: first.seller_id, totalMinor: total, depositMinor: Math.round((total * DEFAULT_DEPOSIT_RATIO) / 100) };
}

/**
 * Places the caller's order: its goods priced, its addresses the caller's own (`address` answers
 * an address of the caller's as the order keeps it), its broker a broker who is not a party. The
 * goods ordered from the cart leave it.
 */
export async function createOrder(
  db: Tx,
  user: UserRow,
  input: Input<typeof t.createOrder>,
  rates: Rates,
  address: (id: number) => Promise<object>,
): Promise<{ id: number; orderNo: string }> {
  const { lines, currency, sellerId, totalMinor } = await priceOrder(db, user.id, input.items, input.tradeTerm, rates);
  const shipping = await address(input.shippingAddressId).catch(() => {
    throw new BusinessError('order.addressRequired');
  });
  // The term's freight and insurance, estimated to the shipping address's country: the total, deposit and balance follow them.
  const country = String((shipping as { countryCode?: unknown }).countryCode ?? '');
  const charges = await estimateForOrder(db, input.items, input.tradeTerm, country, currency, rates, totalMinor);
  const orderTotal = totalMinor + charges.freightMinor + charges.insuranceMinor;
  const deposit = Math.round((orderTotal * DEFAULT_DEPOSIT_RATIO) / 100);
  const billing = input.billingAddressId ? await address(input.billingAddressId) : null;
  if (input.brokerId) {
    // A broker earns a commission for bringing a buyer to a seller: never on their own purchase or sale.
    if (input.brokerId === user.id || input.brokerId === sellerId) throw new BusinessError('order.brokerIsParty');
    const broker = await orderRepository.findBrokerCandidate(db, input.brokerId);
    if (!broker || !isBroker(broker)) throw new BusinessError('order.brokerInvalid');
  }
  const order = await orderRepository.insertOrder(db, {
    order_no: await newOrderNo(db),
    buyer_id: user.id,
    seller_id: sellerId,
    broker_id: input.brokerId ?? null,
    trade_term: input.tradeTerm,
    status: ORDER_STATUS.pendingConfirmation,
    node: 'created',
    currency,
    goods_minor: totalMinor,
    freight_minor: charges.freightMinor,
    insurance_minor: charges.insuranceMinor,
    deposit_minor: deposit,
    balance_minor: orderTotal - deposit,
    landed_estimate: charges.landed
      ? JSON.stringify({ term: input.tradeTerm, freightMinor: charges.freightMinor, insuranceMinor: charges.insuranceMinor, quote: charges.landed })
      : null,
    configuration: null,
    shipping_address: JSON.stringify(shipping),
    billing_address: billing ? JSON.stringify(billing) : null,
    logistics_provider: input.logisticsProvider,
    after_sales: null,
    details: JSON.stringify({}),
    remark: input.remark,
  });
  await orderRepository.insertOrderItems(
    db,
    lines.map((l) => ({
      order_id: order.id,
      goods_id: l.goodsId,
      name: JSON.stringify(l.name),
      original_language: l.language,
      machine_translated: JSON.stringify(l.machine),
      image: l.image,
      unit: l.unit,
      quantity: l.quantity,
      price_minor: l.priceMinor,
    })),
  );
  await recordEvent(db, { id: order.id, node: 'created', status: ORDER_STATUS.pendingConfirmation }, { userId: user.id, role: 'buyer' }, 'create', {
    node: 'created',
    status: ORDER_STATUS.pendingConfirmation,
  });
  await notifyParties(db, order, user.id, 'create');
  if (input.fromCart)
    await cartRepository.removeCartItems(
      db,
      user.id,
      lines.map((l) => l.goodsId),
    );
  return { id: order.id, orderNo: order.order_no };
}

/** The caller's order, locked for the call, with the caller's role on it; to a stranger it is not found. */
export async function orderWithRole(db: Tx, user: Pick<UserRow, 'id'>, id: number, lock = false): Promise<{ order: OrderRow; role: OrderRole }> {
  const order = await orderRepository.findOrderOf(db, user, id, lock);
  return { order, role: roleOn(order, user.id) };
}

/** A step that also records details (customs, shipping, insurance) on the order. */
export async function advanceWithDetails(db: Tx, id: number, userId: number, action: OrderAction, key: string, values: Record<string, string>, note: string) {
  const order = await loadOrder(db, id);
  const details = { ...(order.details as Record<string, Record<string, string>>), [key]: { ...(order.details as Record<string, Record<string, string>>)[key], ...values } };
  return advance(db, id, { userId }, action, { details: JSON.stringify(details) }, note);
}

/** The seller configures the order: its charges by trade term, its deposit, delivery and packaging. */
export async function configureOrder(db: Tx, userId: number, input: Input<typeof t.configureOrder>) {
  const order = await loadOrder(db, input.id);
  const term = order.trade_term as TradeTerm;
  const charges = t.TERM_CHARGES[term];
  const freight = charges.includes('freight') ? toMinorUnits(input.freight) : 0;
  const insurance = charges.includes('insurance') ? toMinorUnits(input.insurance) : 0;
  const total = order.goods_minor + freight + insurance;
  const deposit = Math.round((total * input.depositRatio) / 100);
  const configuration = { depositRatio: input.depositRatio, deliveryDate: input.deliveryDate, packaging: input.packaging, note: input.note };
  return advance(
    db,
    input.id,
    { userId },
    'configure',
    {
      configuration: JSON.stringify(configuration),
      freight_minor: freight,
      insurance_minor: insurance,
      deposit_minor: deposit,
      balance_minor: total - deposit,
    },
    input.note,
  );
}

/** The seller asks to be settled; the demo's platform settles at once, otherwise an operator does (`operator settle`). */
export async function requestSettlement(db: Tx, userId: number, id: number, note: string, settleAtOnce: boolean) {
  const result = await advance(db, id, { userId }, 'requestSettlement', {}, note);
  return settleAtOnce ? settle(db, id) : result;
}

/** A party cancels an order; what it holds goes back through each payment that went through. */
export async function cancelByParty(db: Tx, userId: number, id: number, note: string, payments: PaymentProvider) {
  const refund = async (amount: number) => {
    const paid = await orderRepository.succeededPayments(db, id);
    for (const payment of paid) await payments.refund({ providerRef: payment.provider_ref }, amount);
  };
  return cancel(db, id, { userId }, note, refund);
}

/** The seller records how the goods travel, at any step from stocked until completed. */
export async function enterLogistics(db: Tx, userId: number, input: Input<typeof t.enterLogisticsInfo>): Promise<void> {
  const { order, role } = await orderWithRole(db, { id: userId }, input.id, true);
  if (!actionsFor(order, role).includes('enterLogistics')) throw new BusinessError(role === 'seller' ? 'order.notAllowed' : 'resource.forbidden');
  const details = order.details as Record<string, Record<string, string>>;
  const values = Object.fromEntries(
    Object.entries({ carrier: input.carrier, trackingNumber: input.trackingNumber, vessel: input.vessel, eta: input.eta, note: input.note }).filter(([, v]) => v),
  );
  await orderRepository.updateOrder(db, order.id, { details: JSON.stringify({ ...details, logistics: { ...details.logistics, ...values } }), updated_at: new Date() });
  await recordEvent(db, order, { userId, role }, 'enterLogistics', { node: order.node, status: order.status }, input.note);
  await notifyParties(db, order, userId, 'enterLogistics');
}

/** The buyer asks for after-sales: a refund no larger than what was paid. */
export async function requestAfterSales(db: Tx, userId: number, input: Input<typeof t.requestAfterSales>): Promise<{ status: number; node: OrderNode }> {
  const { order, role } = await orderWithRole(db, { id: userId }, input.id, true);
  if (role !== 'buyer') throw new BusinessError('resource.forbidden');
  if (!actionsFor(order, role).includes('requestAfterSales')) throw new BusinessError('order.notAllowed');
  const paid = order.goods_minor + order.freight_minor + order.insurance_minor;
  const refundMinor = toMinorUnits(input.refund);
  if (refundMinor > paid) throw new BusinessError('order.refundTooLarge');
  await assertOwnUploads(db, userId, input.images);
  const afterSales = { status: 'requested', reason: input.reason, refundMinor, images: input.images, note: '' };
  await orderRepository.updateOrder(db, order.id, { after_sales: JSON.stringify(afterSales), updated_at: new Date() });
  await recordEvent(db, order, { userId, role }, 'requestAfterSales', { node: order.node, status: order.status }, input.reason);
  await notifyParties(db, order, userId, 'requestAfterSales');
  return { status: order.status, node: order.node as OrderNode };
}

/** Refunds the buyer out of the order's escrow, through the last payment that went through. */
async function refundFromEscrow(db: Tx, payments: PaymentProvider, order: OrderRow, amount: number, note: string): Promise<void> {
  const paid = await orderRepository.lastSucceededPayment(db, order.id);
  if (paid) await payments.refund({ providerRef: paid.provider_ref }, amount);
  await post(db, [{ userId: null, account: 'escrow', kind: 'refund', amountMinor: -amount, currency: order.currency, orderId: order.id, note }]);
}

/** The seller accepts (refunding the buyer) or rejects an after-sales request. */
export async function reviewAfterSales(db: Tx, userId: number, input: Input<typeof t.reviewAfterSales>, payments: PaymentProvider): Promise<{ status: number; node: OrderNode }> {
  const { order, role } = await orderWithRole(db, { id: userId }, input.id, true);
  if (role !== 'seller') throw new BusinessError('resource.forbidden');
  if (!actionsFor(order, role).includes('reviewAfterSales')) throw new BusinessError('order.notAllowed');
  const afterSales = order.after_sales as { refundMinor: number } & Record<string, unknown>;
  const next = { ...afterSales, status: input.accept ? 'accepted' : 'rejected', note: input.note };
  await orderRepository.updateOrder(db, order.id, { after_sales: JSON.stringify(next), updated_at: new Date() });
  if (input.accept && afterSales.refundMinor > 0) await refundFromEscrow(db, payments, order, afterSales.refundMinor, 'after-sales refund');
  await recordEvent(db, order, { userId, role }, input.accept ? 'acceptAfterSales' : 'rejectAfterSales', { node: order.node, status: order.status }, input.note);
  await notifyParties(db, order, userId, input.accept ? 'acceptAfterSales' : 'rejectAfterSales');
  return { status: order.status, node: order.node as OrderNode };
}

/** The buyer or the seller takes a rejected after-sales request to the platform's arbitration. */
export async function requestArbitration(db: Tx, userId: number, input: Input<typeof t.requestArbitration>): Promise<{ status: number; node: OrderNode }> {
  const { order, role } = await orderWithRole(db, { id: userId }, input.id, true);
  if (!actionsFor(order, role).includes('requestArbitration')) throw new BusinessError(role === 'broker' ? 'resource.forbidden' : 'order.notAllowed');
  const next = { ...(order.after_sales as Record<string, unknown>), status: 'arbitration', arbitrationReason: input.reason };
  await orderRepository.updateOrder(db, order.id, { after_sales: JSON.stringify(next), updated_at: new Date() });
  await recordEvent(db, order, { userId, role }, 'requestArbitration', { node: order.node, status: order.status }, input.reason);
  await notifyParties(db, order, userId, 'requestArbitration');
  return { status: order.status, node: order.node as OrderNode };
}

/** The buyer starts paying a step that is due: the payment waiting for it, or a new one at the provider. */
export async function startPayment(db: Tx, userId: number, input: Input<typeof t.startPayment>, payments: PaymentProvider) {
  const { order, role } = await orderWithRole(db, { id: userId }, input.id, true);
  if (role !== 'buyer') throw new BusinessError('resource.forbidden');
  const due = actionsFor(order, 'buyer');
  if (!due.includes(input.step === 'deposit' ? 'payDeposit' : 'payBalance')) throw new BusinessError('payment.notDue');
  const amount = input.step === 'deposit' ? order.deposit_minor : order.balance_minor;
  let payment = await orderRepository.pendingPayment(db, order.id, input.step);
  if (!payment || payment.amount_minor !== amount) {
    const created = await orderRepository.insertPayment(db, {
      order_id: order.id,
      payer_id: userId,
      step: input.step,
      amount_minor: amount,
      currency: order.currency,
      provider: payments.name,
      provider_ref: '',
      idempotency_key: null,
      completed_at: null,
    });
    const session = await payments.start({ id: created.id, amountMinor: amount, currency: order.currency, orderNo: order.order_no });
    await orderRepository.updatePayment(db, created.id, { provider_ref: session.providerRef });
    payment = { ...created, provider_ref: session.providerRef };
  }
  return { order, payment, amountMinor: amount };
}

/**
 * The buyer's payment comes back from the provider: a success goes into escrow and moves the order
 * on. The same submit again (a double click, a retried request) is answered, never charged twice.
 */
export async function completePayment(
  db: Tx,
  userId: number,
  input: Input<typeof t.completePayment>,
  payments: PaymentProvider,
): Promise<{ status: number; node: OrderNode; payment: 'succeeded' | 'failed' }> {
  const { order, role } = await orderWithRole(db, { id: userId }, input.id, true);
  if (role !== 'buyer') throw new BusinessError('resource.forbidden');
  const repeated = await orderRepository.paymentByIdempotencyKey(db, input.idempotencyKey);
  if (repeated) {
    if (repeated.order_id !== order.id) throw new BusinessError('validation.invalid');
    return { status: order.status, node: order.node as OrderNode, payment: repeated.status === 'succeeded' ? 'succeeded' : 'failed' };
  }
  const payment = await orderRepository.findPayment(db, input.paymentId);
  if (!payment || payment.order_id !== order.id || payment.step !== input.step) throw new BusinessError('resource.notFound');
  if (payment.status !== 'pending') throw new BusinessError('payment.notDue');
  const outcome = await payments.confirm({ providerRef: payment.provider_ref, amountMinor: payment.amount_minor }, input.outcome);
  await orderRepository.completePendingPayment(db, payment.id, { status: outcome, idempotency_key: input.idempotencyKey, completed_at: new Date() });
  if (outcome === 'failed') return { status: order.status, node: order.node as OrderNode, payment: 'failed' };
  await post(db, [
    {
      userId: null,
      account: 'escrow',
      kind: input.step === 'deposit' ? 'deposit' : 'balance',
      amountMinor: payment.amount_minor,
      currency: payment.currency,
      orderId: order.id,
    },
  ]);
  const result = await advance(db, order.id, { userId }, input.step === 'deposit' ? 'payDeposit' : 'payBalance');
  return { ...result, payment: 'succeeded' };
}
