import type { FastifyInstance } from 'fastify';
import {
  calls,
  ORDER_PATHS,
  ORDER_STAGES,
  ORDER_STATUS,
  orderStageName,
  type Currency,
  type Language,
  type OrderAction,
  type OrderNode,
  type OrderStageName,
  type TradeTerm,
} from '@puente/shared/contract';
import type { Db } from '../db/database';
import { findOwnedAddress } from '../repositories/addresses';
import * as orderRepository from '../repositories/orders';
import type { OrderItemRow, OrderParty, OrderRow, OrderSide } from '../repositories/orders';
import { pickText, shownName } from '../services/localised';
import { loadRates, paymentSplit, priceOf, type Rates } from '../services/money';
import { LOGISTICS_PROVIDERS } from '../services/order-texts';
import * as orderService from '../services/orders';
import { actionsFor, advance, BROKER_COMMISSION_BPS, brokerCommissionMinor, commissionStatus } from '../services/orders';
import type { PaymentProvider } from '../services/providers';
import { message } from '@puente/shared/messages';
import { defineRoute } from './define-route';
import { landedReplyOf } from './landed';
import { estimateForOrder } from '../services/landed-cost/estimate';
import type { LandedQuote } from '../services/landed-cost/quote';
import { addressOf } from './replies/addresses';

const t = calls.trade;

/** The estimate an order was placed with, and the freight and insurance it priced the term with. */
function estimateOf(order: OrderRow, show: Currency, rates: Rates) {
  const kept = order.landed_estimate as { freightMinor: number; insuranceMinor: number; quote: LandedQuote } | null;
  if (!kept) return null;
  return {
    landed: landedReplyOf(kept.quote, new Date(order.created_at)),
    freight: priceOf(kept.freightMinor, order.currency, show, rates),
    insurance: priceOf(kept.insuranceMinor, order.currency, show, rates),
  };
}

function summaryOf(order: OrderRow, lines: OrderItemRow[], people: Map<number, OrderParty>, language: Language, show: Currency, rates: Rates, callerId: number) {
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
      ...shownName(line.name, language, line.original_language, line.machine_translated),
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
  side: OrderSide,
  userId: number,
  body: { status?: number | undefined; stage?: OrderStageName | undefined; tradeTerm?: string | undefined; keyword?: string | undefined; currentPage: number; everyNumber: number },
  language: Language,
  show: Currency,
) {
  const { rows: page, total } = await orderRepository.listOrders(
    db,
    { side, userId, status: body.status, stage: body.stage, tradeTerm: body.tradeTerm, keyword: body.keyword },
    body,
  );
  const [lines, people, rates] = await Promise.all([
    orderRepository.orderItemsOf(
      db,
      page.map((o) => o.id),
    ),
    orderRepository.partiesOf(
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
    const { lines, currency: orderCurrency, totalMinor: goods } = await orderService.priceOrder(db, user.id, body.items, body.tradeTerm, rates);
    // With a shipping address, the term's freight and insurance are estimated to its country and the total follows them, as the order will.
    const shipping = body.shippingAddressId ? addressOf(await findOwnedAddress(db, user, body.shippingAddressId)) : null;
    const charges = shipping ? await estimateForOrder(db, body.items, body.tradeTerm, shipping.countryCode, orderCurrency, rates, goods) : null;
    const total = goods + (charges?.freightMinor ?? 0) + (charges?.insuranceMinor ?? 0);
    const deposit = Math.round((total * orderService.DEFAULT_DEPOSIT_RATIO) / 100);
    const offered = (['EXW', 'FOB', 'C&F', 'CIF'] as const).filter((term) => lines.every((l) => l.terms.includes(term)));
    return {
      data: {
        items: lines.map((l) => ({
          goodsId: l.goodsId,
          ...shownName(l.name, language, l.language, l.machine),
          image: l.image,
          unit: l.unit as never,
          quantity: l.quantity,
          price: priceOf(l.priceMinor, orderCurrency, currency, rates),
          subtotal: priceOf(l.priceMinor * l.quantity, orderCurrency, currency, rates),
        })),
        ...paymentSplit(total, deposit, orderCurrency, currency, rates),
        ...(charges
          ? {
              landed: charges.landed ? landedReplyOf(charges.landed) : null,
              ...(charges.refusal ? { landedRefusal: message(charges.refusal.key, language, charges.refusal.params) } : {}),
            }
          : {}),
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
        const created = await orderService.createOrder(db, user, body, rates, async (id) => addressOf(await findOwnedAddress(db, user, id)));
        return { data: created };
      },
      { write: true },
    );
  }

  defineRoute(app, t.orderStatistics, async ({ body, db, user }) => {
    // The seller side counts what the agent list shows: the user's sales and the orders they brought as a broker.
    const rows = await orderRepository.orderCounts(db, body.side, user.id);
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
    const { order, role } = await orderService.orderWithRole(db, user, body.id);
    const [lines, people, rates] = await Promise.all([
      orderRepository.orderItemsOf(db, [order.id]),
      orderRepository.partiesOf(db, [order.buyer_id, order.seller_id, ...(order.broker_id ? [order.broker_id] : [])]),
      loadRates(db),
    ]);
    const events = await orderRepository.orderEventsOf(db, order.id);
    const paymentRows = await orderRepository.succeededPayments(db, order.id);
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
        estimate: estimateOf(order, show, rates),
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

  defineRoute(
    app,
    t.declareCustoms,
    async ({ body, db, user }) => ({
      data: await orderService.advanceWithDetails(db, body.id, user.id, 'declareCustoms', 'customs', { declarationNumber: body.declarationNumber, note: body.note }, body.note),
    }),
    { write: true },
  );
  defineRoute(
    app,
    t.shipDomestic,
    async ({ body, db, user }) => ({
      data: await orderService.advanceWithDetails(db, body.id, user.id, 'shipDomestic', 'logistics', { carrier: body.carrier, trackingNumber: body.trackingNumber }, body.note),
    }),
    { write: true },
  );
  defineRoute(
    app,
    t.submitInsurance,
    async ({ body, db, user }) => ({
      data: await orderService.advanceWithDetails(db, body.id, user.id, 'submitInsurance', 'insurance', { insurer: body.insurer, policyNumber: body.policyNumber }, body.note),
    }),
    { write: true },
  );
  defineRoute(
    app,
    t.shipOverseas,
    async ({ body, db, user }) => ({
      data: await orderService.advanceWithDetails(db, body.id, user.id, 'shipOverseas', 'logistics', { vessel: body.vessel, eta: body.eta }, body.note),
    }),
    { write: true },
  );

  defineRoute(app, t.configureOrder, async ({ body, db, user }) => ({ data: await orderService.configureOrder(db, user.id, body) }), { write: true });

  defineRoute(app, t.applySettlement, async ({ body, db, user }) => ({ data: await orderService.requestSettlement(db, user.id, body.id, body.note, options.autoApprove) }), {
    write: true,
  });

  defineRoute(app, t.cancelOrder, async ({ body, db, user }) => ({ data: await orderService.cancelByParty(db, user.id, body.id, body.note, payments) }), { write: true });

  defineRoute(
    app,
    t.enterLogisticsInfo,
    async ({ body, db, user }) => {
      await orderService.enterLogistics(db, user.id, body);
      return {};
    },
    { write: true },
  );

  defineRoute(app, t.requestAfterSales, async ({ body, db, user }) => ({ data: await orderService.requestAfterSales(db, user.id, body) }), { write: true });
  defineRoute(app, t.reviewAfterSales, async ({ body, db, user }) => ({ data: await orderService.reviewAfterSales(db, user.id, body, payments) }), { write: true });
  defineRoute(app, t.requestArbitration, async ({ body, db, user }) => ({ data: await orderService.requestArbitration(db, user.id, body) }), { write: true });

  defineRoute(
    app,
    t.startPayment,
    async ({ body, db, user, currency }) => {
      const { order, payment, amountMinor } = await orderService.startPayment(db, user.id, body, payments);
      const rates = await loadRates(db);
      return {
        data: {
          paymentId: payment.id,
          orderId: order.id,
          orderNo: order.order_no,
          step: body.step,
          amount: priceOf(amountMinor, order.currency, currency, rates),
          status: 'pending' as const,
          provider: payments.name,
          redirectUrl: `/cashRegister?orderNo=${encodeURIComponent(order.order_no)}&payment=${payment.id}`,
        },
      };
    },
    { write: true },
  );

  defineRoute(app, t.completePayment, async ({ body, db, user }) => ({ data: await orderService.completePayment(db, user.id, body, payments) }), { write: true });
}
