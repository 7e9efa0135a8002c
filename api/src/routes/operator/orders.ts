import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { orderEventsOf, orderItemsOf, paymentsOf, platformOrder, platformOrders } from '../../repositories/orders';
import { BusinessError } from '../../services/business-error';
import { arbitrateOrder, settleOrder } from '../../services/console';
import { escrowOf } from '../../services/ledger';
import { shownName } from '../../services/localised';
import { defineRoute } from '../define-route';
import { major, personAt, seconds } from './replies';

const { operator: ops } = calls;

interface PlatformOrderRow {
  id: number;
  order_no: string;
  currency: string;
  node: string;
  after_sales: { status?: string } | null;
  updated_at: Date | string;
  total_minor: string;
  held_minor: string;
  [key: string]: unknown;
}

function platformOrderOf(row: PlatformOrderRow) {
  return {
    id: row.id,
    orderNo: row.order_no,
    buyer: personAt(row, 'b'),
    seller: personAt(row, 's'),
    currency: row.currency as 'USD',
    total: major(row.total_minor),
    held: major(row.held_minor),
    node: row.node,
    afterSalesStatus: row.after_sales?.status ?? '',
    since: seconds(row.updated_at),
  };
}

/** The orders waiting for an operator: settlements and arbitrations, an order's details and the decisions. */
export function platformOrderRoutes(app: FastifyInstance): void {
  defineRoute(app, ops.platformOrders, async ({ body, db }) => {
    const { rows, total } = await platformOrders(db, body.queue, body.sort, body);
    return { list: rows.map((row) => platformOrderOf(row as unknown as PlatformOrderRow)), total };
  });

  defineRoute(app, ops.platformOrderDetails, async ({ body, db, language }) => {
    const order = await platformOrder(db, body.id);
    if (!order) throw new BusinessError('resource.notFound');
    const held = await escrowOf(db, order.id);
    const [items, events, payments] = await Promise.all([
      orderItemsOf(db, [order.id]).then((lines) => lines.get(order.id) ?? []),
      orderEventsOf(db, order.id),
      paymentsOf(db, order.id),
    ]);
    const afterSales = order.after_sales as { status?: string; reason?: string; refundMinor?: number | null; images?: string[]; note?: string } | null;
    return {
      data: {
        ...platformOrderOf({ ...order, held_minor: String(held) } as unknown as PlatformOrderRow),
        tradeTerm: order.trade_term,
        items: items.map((item) => ({
          ...shownName(item.name, language, item.original_language, item.machine_translated),
          quantity: Number(item.quantity),
          unit: item.unit,
          price: major(item.price_minor),
        })),
        deposit: major(order.deposit_minor),
        balance: major(order.balance_minor),
        afterSales: afterSales
          ? {
              reason: afterSales.reason ?? '',
              photos: afterSales.images ?? [],
              refundAsked: major(afterSales.refundMinor ?? 0),
              status: afterSales.status ?? '',
              note: afterSales.note ?? '',
              refunded: afterSales.status === 'resolved' ? major(afterSales.refundMinor ?? 0) : 0,
            }
          : null,
        events: events.map((event) => ({ role: event.role, who: event.nickname ?? 'Puente', action: event.action, note: event.note, time: seconds(event.created_at) })),
        payments: payments.map((payment) => ({ step: payment.step, amount: major(payment.amount_minor), status: payment.status, time: seconds(payment.created_at) })),
        canSettle: order.node === 'settlementRequested',
        canArbitrate: afterSales?.status === 'arbitration',
      },
    };
  });

  defineRoute(
    app,
    ops.settleOrder,
    async ({ body, db, user }) => {
      const result = await settleOrder(db, user.id, body.id, body.note ?? '');
      return { data: { node: result.node } };
    },
    { write: true },
  );

  defineRoute(
    app,
    ops.arbitrateOrder,
    async ({ body, db, user }) => {
      const refundMinor = await arbitrateOrder(db, user.id, body.id, body.refund, body.note);
      return { data: { refunded: major(refundMinor) } };
    },
    { write: true },
  );
}
