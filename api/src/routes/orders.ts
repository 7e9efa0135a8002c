import type { FastifyInstance } from 'fastify';
import {
  AUDIT_STATUS,
  calls,
  formatMoney,
  isBroker,
  ORDER_PATHS,
  ORDER_STAGES,
  ORDER_STATUS,
  ORDER_TOTAL_MAX,
  orderStageName,
  stageNodes,
  toMinorUnits,
  type Currency,
  type Language,
  type OrderAction,
  type OrderNode,
  type OrderStageName,
  type TradeTerm,
} from '@puente/shared/contract';
import type { Db } from '../db/database';
import { pickText } from '../services/localised';
import { convertMinor, loadRates, paymentSplit, priceOf, type Rates } from '../services/money';
import { post } from '../services/ledger';
import { LOGISTICS_PROVIDERS } from '../services/order-texts';
import {
  actionsFor,
  advance,
  BROKER_COMMISSION_BPS,
  brokerCommissionMinor,
  cancel,
  commissionStatus,
  currencyOf,
  loadOrder,
  newOrderNo,
  notifyParties,
  recordEvent,
  roleOn,
  settle,
  type OrderRow,
} from '../services/orders';
import type { PaymentProvider } from '../services/providers';
import { assertOwnUploads } from '../services/uploads';
import { BusinessError } from '../services/business-error';
import { defineRoute } from './define-route';
import { pageOf } from '../repositories/paging';
import { addressOf, ownAddress } from './trade-basics';

const t = calls.trade;
const DEFAULT_DEPOSIT_RATIO = 30;

interface Line {
  goodsId: number;
  sellerId: number;
  name: Record<string, string>;
  language: string;
  image: string;
  unit: string;
  quantity: number;
  priceMinor: number;
  currency: Currency;
  terms: string[];
}

/** Checks the goods of an order and prices them in the first line's currency. */
async function priceLines(
  db: Db,
  buyerId: number,
  items: Array<{ goodsId: number; quantity: number }>,
  term: TradeTerm,
  rates: Rates,
): Promise<{ lines: Line[]; currency: Currency; sellerId: number }> {
  const ids = [...new Set(items.map((i) => i.goodsId))];
  const goods = await db
    .selectFrom('goods')
    .select([
      'id',
      'seller_id',
      'name',
      'original_language',
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
  return { lines, currency, sellerId: first.seller_id };
}

async function orderLines(db: Db, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, Awaited<ReturnType<typeof fetchLines>>>();
  const rows = await fetchLines(db, orderIds);
  const map = new Map<number, typeof rows>();
  for (const row of rows) map.set(row.order_id, [...(map.get(row.order_id) ?? []), row]);
  return map;
}

function fetchLines(db: Db, orderIds: number[]) {
  return db.selectFrom('order_items').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute();
}

async function parties(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { id: number; nickname: string; companyName: string | null }>();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'company_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, nickname: r.nickname, companyName: r.company_name }]));
}

function summaryOf(
  order: OrderRow,
  lines: Awaited<ReturnType<typeof fetchLines>>,
  people: Awaited<ReturnType<typeof parties>>,
  language: Language,
  show: Currency,
  rates: Rates,
  callerId: number,
) {
  const total = order.goods_minor + order.freight_minor + order.insurance_minor;
  const afterSales = order.after_sales as { status: string; reason: string; refundMinor: number | null; note: string } | null;
  return {
    id: order.id,
    orderNo: order.order_no,
    status: order.status,
    node: order.node as OrderNode,
    tradeTerm: order.trade_term as TradeTerm,
    ...paymentSplit(total, order.deposit_minor, order.currency, show, rates),
    items: lines.map((line) => ({
      goodsId: line.goods_id,
      name: pickText(line.name, language, line.original_language),
      image: line.image,
      unit: line.unit as never,
      quantity: line.quantity,
      price: priceOf(line.price_minor, order.currency, show, rates),
      subtotal: priceOf(line.price_minor * line.quantity, order.currency, show, rates),
    })),
    buyer: people.get(order.buyer_id)!,
    seller: people.get(order.seller_id)!,
    brokerId: order.broker_id,
    // The broker and the seller (whose share it comes out of) see the commission; the buyer does not.
    commission:
      order.broker_id && (callerId === order.broker_id || callerId === order.seller_id)
        ? {
            rate: BROKER_COMMISSION_BPS / 100,
            amount: priceOf(brokerCommissionMinor(order), order.currency, show, rates),
            status: commissionStatus(order.status),
            broker: people.get(order.broker_id) ?? null,
          }
        : null,
    afterSales: afterSales
      ? {
          status: afterSales.status,
          reason: afterSales.reason,
          refund: afterSales.refundMinor ? priceOf(afterSales.refundMinor, order.currency, show, rates) : null,
          note: afterSales.note ?? '',
        }
      : null,
    createTime: Math.floor(new Date(order.created_at).getTime() / 1000),
    updateTime: Math.floor(new Date(order.updated_at).getTime() / 1000),
  };
}

async function listOrders(
  db: Db,
  where: 'buyer' | 'agent',
  userId: number,
  body: { status?: number | undefined; stage?: OrderStageName | undefined; tradeTerm?: string | undefined; keyword?: string | undefined; currentPage: number; everyNumber: number },
  language: Language,
  show: Currency,
) {
  let query = db.selectFrom('orders').selectAll();
  query = where === 'buyer' ? query.where('buyer_id', '=', userId) : query.where((eb) => eb.or([eb('seller_id', '=', userId), eb('broker_id', '=', userId)]));
  if (body.status !== undefined) query = query.where('status', '=', body.status);
  if (body.stage === 'cancelled') query = query.where('status', '=', ORDER_STATUS.cancelled);
  else if (body.stage) {
    // The order machine's (term, node) pairs after which an order waits for this stage.
    const at = stageNodes(body.stage);
    query = query.where('status', '<>', ORDER_STATUS.cancelled).where((eb) => eb.or(at.map((p) => eb.and([eb('trade_term', '=', p.tradeTerm), eb('node', '=', p.node)]))));
  }
  if (body.tradeTerm) query = query.where('trade_term', '=', body.tradeTerm);
  if (body.keyword) query = query.where('order_no', 'ilike', `%${body.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  // One page from the database with the total beside it, never every order.
  const { rows: page, total } = await pageOf(db, query.orderBy('created_at', 'desc').orderBy('id', 'desc'), body);
  const [lines, people, rates] = await Promise.all([
    orderLines(
      db,
      page.map((o) => o.id),
    ),
    parties(
      db,
      page.flatMap((o) => [o.buyer_id, o.seller_id, ...(o.broker_id ? [o.broker_id] : [])]),
    ),
    loadRates(db),
  ]);
  return { list: page.map((o) => summaryOf(o, lines.get(o.id) ?? [], people, language, show, rates, userId)), total };
}

/** Orders, payments at the cashier, and the after-sales side paths. */
export async function orderRoutes(app: FastifyInstance, options: { autoApprove: boolean; payments: PaymentProvider }) {
  const { payments } = options;

  defineRoute(app, t.orderPreview, async ({ body, db, user, language, currency }) => {
    const rates = await loadRates(db);
    const { lines, currency: orderCurrency } = await priceLines(db, user.id, body.items, body.tradeTerm, rates);
    const total = lines.reduce((sum, l) => sum + l.priceMinor * l.quantity, 0);
    const deposit = Math.round((total * DEFAULT_DEPOSIT_RATIO) / 100);
    const offered = (['EXW', 'FOB', 'C&F', 'CIF'] as const).filter((term) => lines.every((l) => l.terms.includes(term)));
    return {
      data: {
        items: lines.map((l) => ({
          goodsId: l.goodsId,
          name: pickText(l.name, language, l.language),
          image: l.image,
          unit: l.unit as never,
          quantity: l.quantity,
          price: priceOf(l.priceMinor, orderCurrency, currency, rates),
          subtotal: priceOf(l.priceMinor * l.quantity, orderCurrency, currency, rates),
        })),
        ...paymentSplit(total, deposit, orderCurrency, currency, rates),
        tradeTerms: offered,
        logisticsProviders: (['domesticExpress', 'freightCarrier'] as const).map((id) => ({ id, name: pickText(LOGISTICS_PROVIDERS[id], language) })),
        includes: ORDER_PATHS[body.tradeTerm].map((s) => s.node),
      },
    };
  });

  for (const call of [t.createShopOrder, t.createOrder]) {
    defineRoute(
      app,
      call,
      async ({ body, db, user }) => {
        const rates = await loadRates(db);
        const { lines, currency, sellerId } = await priceLines(db, user.id, body.items, body.tradeTerm, rates);
        const shipping = await ownAddress(db, user, body.shippingAddressId).catch(() => {
          throw new BusinessError('order.addressRequired');
        });
        const billing = body.billingAddressId ? await ownAddress(db, user, body.billingAddressId) : null;
        if (body.brokerId) {
          // A broker earns a commission for bringing a buyer to a seller: never on their own purchase or sale.
          if (body.brokerId === user.id || body.brokerId === sellerId) throw new BusinessError('order.brokerIsParty');
          const broker = await db.selectFrom('users').select('authority').where('id', '=', body.brokerId).executeTakeFirst();
          if (!broker || !isBroker(broker)) throw new BusinessError('order.brokerInvalid');
        }
        const total = lines.reduce((sum, l) => sum + l.priceMinor * l.quantity, 0);
        const deposit = Math.round((total * DEFAULT_DEPOSIT_RATIO) / 100);
        const order = await db
          .insertInto('orders')
          .values({
            order_no: await newOrderNo(db),
            buyer_id: user.id,
            seller_id: sellerId,
            broker_id: body.brokerId ?? null,
            trade_term: body.tradeTerm,
            status: ORDER_STATUS.pendingConfirmation,
            node: 'created',
            currency,
            goods_minor: total,
            deposit_minor: deposit,
            balance_minor: total - deposit,
            configuration: null,
            shipping_address: JSON.stringify(addressOf(shipping)),
            billing_address: billing ? JSON.stringify(addressOf(billing)) : null,
            logistics_provider: body.logisticsProvider,
            after_sales: null,
            details: JSON.stringify({}),
            remark: body.remark,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await db
          .insertInto('order_items')
          .values(
            lines.map((l) => ({
              order_id: order.id,
              goods_id: l.goodsId,
              name: JSON.stringify(l.name),
              original_language: l.language,
              image: l.image,
              unit: l.unit,
              quantity: l.quantity,
              price_minor: l.priceMinor,
            })),
          )
          .execute();
        await recordEvent(db, { id: order.id, node: 'created', status: ORDER_STATUS.pendingConfirmation }, { userId: user.id, role: 'buyer' }, 'create', {
          node: 'created',
          status: ORDER_STATUS.pendingConfirmation,
        });
        await notifyParties(db, order, user.id, 'create');
        if (body.fromCart)
          await db
            .deleteFrom('cart_items')
            .where('user_id', '=', user.id)
            .where(
              'goods_id',
              'in',
              lines.map((l) => l.goodsId),
            )
            .execute();
        return { data: { id: order.id, orderNo: order.order_no } };
      },
      { write: true },
    );
  }

  defineRoute(app, t.orderStatistics, async ({ body, db, user }) => {
    // The seller side counts what the agent list shows: the user's sales and the orders they brought as a broker.
    const rows = await db
      .selectFrom('orders')
      .select(['status', 'trade_term', 'node', (eb) => eb.fn.countAll<string>().as('n')])
      .where((eb) => (body.side === 'buyer' ? eb('buyer_id', '=', user.id) : eb.or([eb('seller_id', '=', user.id), eb('broker_id', '=', user.id)])))
      .groupBy(['status', 'trade_term', 'node'])
      .execute();
    const byStatus: Record<string, number> = Object.fromEntries(Object.values(ORDER_STATUS).map((s) => [String(s), 0]));
    const byStage: Record<string, number> = Object.fromEntries(ORDER_STAGES.map((stage) => [stage, 0]));
    for (const row of rows) {
      byStatus[String(row.status)] = (byStatus[String(row.status)] ?? 0) + Number(row.n);
      const stage = orderStageName({ tradeTerm: row.trade_term as TradeTerm, node: row.node as OrderNode, status: row.status });
      byStage[stage] = (byStage[stage] ?? 0) + Number(row.n);
    }
    return { data: { byStatus, byStage, total: rows.reduce((sum, r) => sum + Number(r.n), 0) } };
  });

  defineRoute(app, t.listBuyerOrders, async ({ body, db, user, language, currency }) => listOrders(db, 'buyer', user.id, body, language, currency));
  defineRoute(app, t.listAgentOrders, async ({ body, db, user, language, currency }) => listOrders(db, 'agent', user.id, body, language, currency));

  defineRoute(app, t.orderDetails, async ({ body, db, user, language, currency }) => {
    const order = await loadOrder(db, body.id);
    const role = roleOn(order, user.id);
    const [lines, people, rates] = await Promise.all([
      orderLines(db, [order.id]),
      parties(db, [order.buyer_id, order.seller_id, ...(order.broker_id ? [order.broker_id] : [])]),
      loadRates(db),
    ]);
    const events = await db
      .selectFrom('order_events as e')
      .leftJoin('users as u', 'u.id', 'e.actor_id')
      .select(['e.action', 'e.role', 'e.to_node', 'e.note', 'e.created_at', 'u.nickname'])
      .where('e.order_id', '=', order.id)
      .orderBy('e.id')
      .execute();
    const paymentRows = await db.selectFrom('payments').selectAll().where('order_id', '=', order.id).where('status', '=', 'succeeded').orderBy('id').execute();
    const path = ORDER_PATHS[order.trade_term as TradeTerm];
    const at = path.findIndex((s) => s.node === order.node);
    const reached = new Map(events.map((e) => [e.to_node, Math.floor(new Date(e.created_at).getTime() / 1000)]));
    const config = order.configuration as { depositRatio: number; deliveryDate: string; packaging: string; note: string } | null;
    const details = order.details as Record<string, Record<string, string>>;
    const show = currency;
    return {
      data: {
        ...summaryOf(order, lines.get(order.id) ?? [], people, language, show, rates, user.id),
        role,
        actions: actionsFor(order, role),
        nodes: path.map((s, i) => ({
          node: s.node,
          role: s.role,
          done: i <= at,
          current: i === at + 1 && order.status !== ORDER_STATUS.cancelled,
          time: i <= at ? (reached.get(s.node) ?? null) : null,
        })),
        timeline: events.map((e) => ({ action: e.action, role: e.role, actor: e.nickname ?? 'Puente', note: e.note, time: Math.floor(new Date(e.created_at).getTime() / 1000) })),
        configuration: config
          ? { ...config, freight: priceOf(order.freight_minor, order.currency, show, rates), insurance: priceOf(order.insurance_minor, order.currency, show, rates) }
          : null,
        shippingAddress: (order.shipping_address as never) ?? null,
        billingAddress: (order.billing_address as never) ?? null,
        logisticsProvider: order.logistics_provider,
        logistics: { carrier: '', trackingNumber: '', vessel: '', eta: '', note: '', ...details.logistics },
        customs: { declarationNumber: '', note: '', ...details.customs },
        insurance: { policyNumber: '', insurer: '', ...details.insurance },
        remark: order.remark,
        payments: paymentRows.map((p) => ({
          step: p.step,
          status: p.status,
          amount: priceOf(p.amount_minor, p.currency, show, rates),
          time: p.completed_at ? Math.floor(new Date(p.completed_at).getTime() / 1000) : null,
        })),
      },
    };
  });

  const simple: Array<[typeof t.confirmOrder, OrderAction]> = [
    [t.confirmOrder, 'confirm'],
    [t.confirmConfiguration, 'confirmConfiguration'],
    [t.prepareStock, 'prepareStock'],
    [t.confirmCustomsDeclaration, 'confirmCustoms'],
    [t.confirmArrival, 'confirmArrival'],
    [t.pickUpOrder, 'pickUp'],
    [t.completeOrder, 'complete'],
  ];
  for (const [call, action] of simple) {
    defineRoute(app, call, async ({ body, db, user }) => ({ data: await advance(db, body.id, { userId: user.id }, action, {}, body.note) }), { write: true });
  }

  /** Steps that also record details (customs, shipping, insurance) on the order. */
  async function advanceWithDetails(db: Db, id: number, userId: number, action: OrderAction, key: string, values: Record<string, string>, note: string) {
    const order = await loadOrder(db, id);
    const details = { ...(order.details as Record<string, Record<string, string>>), [key]: { ...(order.details as Record<string, Record<string, string>>)[key], ...values } };
    return advance(db, id, { userId }, action, { details: JSON.stringify(details) }, note);
  }

  defineRoute(
    app,
    t.declareCustoms,
    async ({ body, db, user }) => ({
      data: await advanceWithDetails(db, body.id, user.id, 'declareCustoms', 'customs', { declarationNumber: body.declarationNumber, note: body.note }, body.note),
    }),
    { write: true },
  );
  defineRoute(
    app,
    t.shipDomestic,
    async ({ body, db, user }) => ({
      data: await advanceWithDetails(db, body.id, user.id, 'shipDomestic', 'logistics', { carrier: body.carrier, trackingNumber: body.trackingNumber }, body.note),
    }),
    { write: true },
  );
  defineRoute(
    app,
    t.submitInsurance,
    async ({ body, db, user }) => ({
      data: await advanceWithDetails(db, body.id, user.id, 'submitInsurance', 'insurance', { insurer: body.insurer, policyNumber: body.policyNumber }, body.note),
    }),
    { write: true },
  );
  defineRoute(
    app,
    t.shipOverseas,
    async ({ body, db, user }) => ({ data: await advanceWithDetails(db, body.id, user.id, 'shipOverseas', 'logistics', { vessel: body.vessel, eta: body.eta }, body.note) }),
    { write: true },
  );

  defineRoute(
    app,
    t.configureOrder,
    async ({ body, db, user }) => {
      const order = await loadOrder(db, body.id);
      const term = order.trade_term as TradeTerm;
      const charges = t.TERM_CHARGES[term];
      const freight = charges.includes('freight') ? toMinorUnits(body.freight) : 0;
      const insurance = charges.includes('insurance') ? toMinorUnits(body.insurance) : 0;
      const total = order.goods_minor + freight + insurance;
      const deposit = Math.round((total * body.depositRatio) / 100);
      const configuration = { depositRatio: body.depositRatio, deliveryDate: body.deliveryDate, packaging: body.packaging, note: body.note };
      return {
        data: await advance(
          db,
          body.id,
          { userId: user.id },
          'configure',
          {
            configuration: JSON.stringify(configuration),
            freight_minor: freight,
            insurance_minor: insurance,
            deposit_minor: deposit,
            balance_minor: total - deposit,
          },
          body.note,
        ),
      };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.applySettlement,
    async ({ body, db, user }) => {
      const result = await advance(db, body.id, { userId: user.id }, 'requestSettlement', {}, body.note);
      // The demo's platform settles at once; otherwise an operator does (`operator settle`).
      return { data: options.autoApprove ? await settle(db, body.id) : result };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.cancelOrder,
    async ({ body, db, user }) => {
      const refund = async (amount: number) => {
        const paid = await db.selectFrom('payments').select(['provider_ref']).where('order_id', '=', body.id).where('status', '=', 'succeeded').execute();
        for (const payment of paid) await payments.refund({ providerRef: payment.provider_ref }, amount);
      };
      return { data: await cancel(db, body.id, { userId: user.id }, body.note, refund) };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.enterLogisticsInfo,
    async ({ body, db, user }) => {
      const order = await loadOrder(db, body.id, true);
      const role = roleOn(order, user.id);
      if (!actionsFor(order, role).includes('enterLogistics')) throw new BusinessError(role === 'seller' ? 'order.notAllowed' : 'resource.forbidden');
      const details = order.details as Record<string, Record<string, string>>;
      const values = Object.fromEntries(
        Object.entries({ carrier: body.carrier, trackingNumber: body.trackingNumber, vessel: body.vessel, eta: body.eta, note: body.note }).filter(([, v]) => v),
      );
      await db
        .updateTable('orders')
        .set({ details: JSON.stringify({ ...details, logistics: { ...details.logistics, ...values } }), updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
      await recordEvent(db, order, { userId: user.id, role }, 'enterLogistics', { node: order.node, status: order.status }, body.note);
      await notifyParties(db, order, user.id, 'enterLogistics');
      return {};
    },
    { write: true },
  );

  defineRoute(
    app,
    t.requestAfterSales,
    async ({ body, db, user }) => {
      const order = await loadOrder(db, body.id, true);
      const role = roleOn(order, user.id);
      if (role !== 'buyer') throw new BusinessError('resource.forbidden');
      if (!actionsFor(order, role).includes('requestAfterSales')) throw new BusinessError('order.notAllowed');
      const paid = order.goods_minor + order.freight_minor + order.insurance_minor;
      const refundMinor = toMinorUnits(body.refund);
      if (refundMinor > paid) throw new BusinessError('order.refundTooLarge');
      await assertOwnUploads(db, user.id, body.images);
      const afterSales = { status: 'requested', reason: body.reason, refundMinor, images: body.images, note: '' };
      await db
        .updateTable('orders')
        .set({ after_sales: JSON.stringify(afterSales), updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
      await recordEvent(db, order, { userId: user.id, role }, 'requestAfterSales', { node: order.node, status: order.status }, body.reason);
      await notifyParties(db, order, user.id, 'requestAfterSales');
      return { data: { status: order.status, node: order.node as OrderNode } };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.reviewAfterSales,
    async ({ body, db, user }) => {
      const order = await loadOrder(db, body.id, true);
      const role = roleOn(order, user.id);
      if (role !== 'seller') throw new BusinessError('resource.forbidden');
      if (!actionsFor(order, role).includes('reviewAfterSales')) throw new BusinessError('order.notAllowed');
      const afterSales = order.after_sales as { refundMinor: number } & Record<string, unknown>;
      const next = { ...afterSales, status: body.accept ? 'accepted' : 'rejected', note: body.note };
      await db
        .updateTable('orders')
        .set({ after_sales: JSON.stringify(next), updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
      if (body.accept && afterSales.refundMinor > 0) await refundFromEscrow(db, order, afterSales.refundMinor, 'after-sales refund');
      await recordEvent(db, order, { userId: user.id, role }, body.accept ? 'acceptAfterSales' : 'rejectAfterSales', { node: order.node, status: order.status }, body.note);
      await notifyParties(db, order, user.id, body.accept ? 'acceptAfterSales' : 'rejectAfterSales');
      return { data: { status: order.status, node: order.node as OrderNode } };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.requestArbitration,
    async ({ body, db, user }) => {
      const order = await loadOrder(db, body.id, true);
      const role = roleOn(order, user.id);
      if (!actionsFor(order, role).includes('requestArbitration')) throw new BusinessError(role === 'broker' ? 'resource.forbidden' : 'order.notAllowed');
      const next = { ...(order.after_sales as Record<string, unknown>), status: 'arbitration', arbitrationReason: body.reason };
      await db
        .updateTable('orders')
        .set({ after_sales: JSON.stringify(next), updated_at: new Date() })
        .where('id', '=', order.id)
        .execute();
      await recordEvent(db, order, { userId: user.id, role }, 'requestArbitration', { node: order.node, status: order.status }, body.reason);
      await notifyParties(db, order, user.id, 'requestArbitration');
      return { data: { status: order.status, node: order.node as OrderNode } };
    },
    { write: true },
  );

  async function refundFromEscrow(db: Db, order: OrderRow, amount: number, note: string) {
    const paid = await db
      .selectFrom('payments')
      .select(['provider_ref'])
      .where('order_id', '=', order.id)
      .where('status', '=', 'succeeded')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (paid) await payments.refund({ providerRef: paid.provider_ref }, amount);
    await post(db, [{ userId: null, account: 'escrow', kind: 'refund', amountMinor: -amount, currency: order.currency, orderId: order.id, note }]);
  }

  defineRoute(
    app,
    t.startPayment,
    async ({ body, db, user, currency }) => {
      const order = await loadOrder(db, body.id, true);
      if (roleOn(order, user.id) !== 'buyer') throw new BusinessError('resource.forbidden');
      const due = actionsFor(order, 'buyer');
      if (!due.includes(body.step === 'deposit' ? 'payDeposit' : 'payBalance')) throw new BusinessError('payment.notDue');
      const amount = body.step === 'deposit' ? order.deposit_minor : order.balance_minor;
      let payment = await db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', order.id)
        .where('step', '=', body.step)
        .where('status', '=', 'pending')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!payment || payment.amount_minor !== amount) {
        const created = await db
          .insertInto('payments')
          .values({
            order_id: order.id,
            payer_id: user.id,
            step: body.step,
            amount_minor: amount,
            currency: order.currency,
            provider: payments.name,
            provider_ref: '',
            idempotency_key: null,
            completed_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const session = await payments.start({ id: created.id, amountMinor: amount, currency: order.currency, orderNo: order.order_no });
        await db.updateTable('payments').set({ provider_ref: session.providerRef }).where('id', '=', created.id).execute();
        payment = { ...created, provider_ref: session.providerRef };
      }
      const rates = await loadRates(db);
      return {
        data: {
          paymentId: payment.id,
          orderId: order.id,
          orderNo: order.order_no,
          step: body.step,
          amount: priceOf(amount, order.currency, currency, rates),
          status: 'pending' as const,
          provider: payments.name,
          redirectUrl: `/cashRegister?orderNo=${encodeURIComponent(order.order_no)}&payment=${payment.id}`,
        },
      };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.completePayment,
    async ({ body, db, user }) => {
      const order = await loadOrder(db, body.id, true);
      if (roleOn(order, user.id) !== 'buyer') throw new BusinessError('resource.forbidden');
      // The same submit again (a double click, a retried request) is answered, never charged twice.
      const repeated = await db.selectFrom('payments').select(['status', 'order_id']).where('idempotency_key', '=', body.idempotencyKey).executeTakeFirst();
      if (repeated) {
        if (repeated.order_id !== order.id) throw new BusinessError('validation.invalid');
        return { data: { status: order.status, node: order.node as OrderNode, payment: repeated.status === 'succeeded' ? ('succeeded' as const) : ('failed' as const) } };
      }
      const payment = await db.selectFrom('payments').selectAll().where('id', '=', body.paymentId).executeTakeFirst();
      if (!payment || payment.order_id !== order.id || payment.step !== body.step) throw new BusinessError('resource.notFound');
      if (payment.status !== 'pending') throw new BusinessError('payment.notDue');
      const outcome = await payments.confirm({ providerRef: payment.provider_ref, amountMinor: payment.amount_minor }, body.outcome);
      await db
        .updateTable('payments')
        .set({ status: outcome, idempotency_key: body.idempotencyKey, completed_at: new Date() })
        .where('id', '=', payment.id)
        .where('status', '=', 'pending')
        .execute();
      if (outcome === 'failed') return { data: { status: order.status, node: order.node as OrderNode, payment: 'failed' as const } };
      await post(db, [
        {
          userId: null,
          account: 'escrow',
          kind: body.step === 'deposit' ? 'deposit' : 'balance',
          amountMinor: payment.amount_minor,
          currency: payment.currency,
          orderId: order.id,
        },
      ]);
      const result = await advance(db, order.id, { userId: user.id }, body.step === 'deposit' ? 'payDeposit' : 'payBalance');
      return { data: { ...result, payment: 'succeeded' as const } };
    },
    { write: true },
  );
}
