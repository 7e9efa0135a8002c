import type { FastifyInstance } from 'fastify';
import { calls, isBroker } from '@puente/shared/contract';
import { findAccount, findAccounts } from '../../repositories/users';
import { recentOrdersOf } from '../../repositories/orders';
import { BusinessError } from '../../services/business-error';
import { setAccountDisabled } from '../../services/console';
import { defineRoute } from '../define-route';
import { historyOf, major, personOf, seconds } from './replies';

const { operator: ops } = calls;

function operatorUserOf(row: {
  id: number;
  nickname: string;
  phone: string;
  username: string | null;
  company_name: string | null;
  country_code: string | null;
  role: string | null;
  authority: string;
  disabled_at: Date | string | null;
  created_at: Date | string;
  orders: string;
}) {
  return {
    ...personOf(row),
    username: row.username ?? '',
    role: row.role ?? '',
    broker: isBroker(row),
    disabled: row.disabled_at !== null,
    orders: Number(row.orders),
    created: seconds(row.created_at),
  };
}

/** The accounts: finding them, one account's details, disabling and enabling. */
export function userRoutes(app: FastifyInstance): void {
  defineRoute(app, ops.findUsers, async ({ body, db }) => {
    const { rows, total } = await findAccounts(db, body.query.trim(), body);
    return { list: rows.map(operatorUserOf), total };
  });

  defineRoute(app, ops.userDetails, async ({ body, db }) => {
    const row = await findAccount(db, body.id);
    if (!row) throw new BusinessError('resource.notFound');
    const orders = await recentOrdersOf(db, body.id, 10);
    return {
      data: {
        ...operatorUserOf(row),
        disabledReason: row.disabled_reason,
        recentOrders: orders.map((order) => ({
          id: order.id,
          orderNo: order.order_no,
          role: order.buyer_id === body.id ? 'buyer' : 'seller',
          node: order.node,
          currency: order.currency,
          total: major(order.total_minor),
          created: seconds(order.created_at),
        })),
        history: await historyOf(db, 'user', body.id),
      },
    };
  });

  defineRoute(
    app,
    ops.setUserDisabled,
    async ({ body, db, user }) => {
      await setAccountDisabled(db, user.id, body.id, body.disabled, body.reason ?? '', (trx, id) => app.sessions.revokeAllOf(trx, id));
      return { data: { disabled: body.disabled } };
    },
    { write: true },
  );
}
