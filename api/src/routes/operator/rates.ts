import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { exchangeRateHistory, exchangeRatesWithSource } from '../../repositories/money';
import { rateFreshness } from '../../services/rate-age';
import { setRate } from '../../services/review';
import { defineRoute } from '../define-route';
import { seconds } from './replies';

const { operator: ops } = calls;

function rateOf(currency: string, perUsd: string | number, asOf: string, source: string, updated: Date | string) {
  return {
    currency: currency as (typeof calls.operator.RateSchema)['_zod']['output']['currency'],
    perUsd: Number(perUsd),
    asOf,
    source,
    updated: seconds(updated),
    // The dollar is the unit of every rate: always 1, it never goes stale.
    ...(currency === 'USD' ? {} : rateFreshness(asOf)),
  };
}

/** The exchange rates: the current ones with their history, and setting one. */
export function rateRoutes(app: FastifyInstance): void {
  defineRoute(app, ops.listRates, async ({ db }) => {
    const [current, history] = await Promise.all([exchangeRatesWithSource(db), exchangeRateHistory(db, 50)]);
    return {
      data: {
        current: current.map((row) => rateOf(row.currency, row.per_usd, row.as_of, row.source, row.updated_at)),
        history: history.map((row) => ({ ...rateOf(row.currency, row.per_usd, row.as_of, row.source, row.created_at), operator: row.nickname ?? 'command line' })),
      },
    };
  });

  defineRoute(
    app,
    ops.setRate,
    async ({ body, db, user }) => {
      await setRate(db, body.currency, body.perUsd, body.asOf, body.source.trim(), user.id);
      return { data: rateOf(body.currency, body.perUsd, body.asOf, body.source.trim(), new Date()) };
    },
    { write: true },
  );
}
