import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { listBrokerApplications } from '../../repositories/brokers';
import { decideBrokerApplication } from '../../services/console';
import { defineRoute } from '../define-route';
import { personAt, seconds } from './replies';

const { operator: ops } = calls;

/** The last four characters of a number people should not read whole. */
const masked = (value: string | undefined) => (value ? `•••• ${value.slice(-4)}` : '');

function brokerApplicationOf(row: {
  id: number;
  broker_type: number;
  details: Record<string, string>;
  status: string;
  reason: string;
  created_at: Date | string;
  [key: string]: unknown;
}) {
  const details = row.details ?? {};
  return {
    id: row.id,
    applicant: personAt(row, 'u'),
    brokerType: row.broker_type,
    name: details.name ?? '',
    idCard: masked(details.idCard),
    companyName: details.companyName ?? '',
    businessAddress: details.businessAddress ?? '',
    licence: details.businessLicense ?? '',
    bank: [details.receivingAccountBank, details.receivingOpenAccountBank].filter(Boolean).join(', '),
    cardNumber: masked(details.receivingAccountBankCardNumber),
    status: row.status as 'pending' | 'approved' | 'rejected',
    reason: row.reason,
    created: seconds(row.created_at),
  };
}

/** The applications to become a broker, and their decisions. */
export function brokerRoutes(app: FastifyInstance): void {
  defineRoute(app, ops.brokerApplications, async ({ body, db }) => {
    const { rows, total } = await listBrokerApplications(db, body.status, body.sort, body);
    return { list: rows.map(brokerApplicationOf), total };
  });

  defineRoute(
    app,
    ops.decideBrokerApplication,
    async ({ body, db, user }) => {
      const status = await decideBrokerApplication(db, user.id, body.id, body.decision, body.reason ?? '');
      return { data: { status } };
    },
    { write: true },
  );
}
