import type { FastifyInstance } from 'fastify';
import { brokerRoutes } from './operator/brokers';
import { freightRoutes } from './operator/freight';
import { inboxRoutes } from './operator/inbox';
import { platformOrderRoutes } from './operator/orders';
import { overviewRoutes } from './operator/overview';
import { rateRoutes } from './operator/rates';
import { reviewRoutes } from './operator/review';
import { userRoutes } from './operator/users';

/** The operators' console (mf-operator): every call is kept to operators by the contract's policy. */
export async function operatorRoutes(app: FastifyInstance) {
  overviewRoutes(app);
  reviewRoutes(app);
  brokerRoutes(app);
  platformOrderRoutes(app);
  rateRoutes(app);
  freightRoutes(app);
  inboxRoutes(app);
  userRoutes(app);
}
