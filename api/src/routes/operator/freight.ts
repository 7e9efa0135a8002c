import type { FastifyInstance } from 'fastify';
import { calls, freightLanes, type FreightLane } from '@puente/shared/contract';
import { currentFreightTable, freightLaneHistory, type FreightRateRow } from '../../repositories/freight';
import { setFreightRate } from '../../services/freight';
import { freightFreshness } from '../../services/rate-age';
import { defineRoute } from '../define-route';
import { seconds } from './replies';

const { operator: ops } = calls;

type Line = calls.operator.FreightLine;

/** A line's key, the same for a lane and for its rows. */
const keyOf = (lane: { leg: string; origin: string; destination: string | null; unit: string }) => `${lane.leg}|${lane.origin}|${lane.destination ?? ''}|${lane.unit}`;

/** A figure as the console shows it: dollars, its age and whether it is stale, who set it and when. */
function rateOf(row: FreightRateRow, now: number): calls.operator.FreightRate {
  return {
    id: row.id,
    amountUsd: row.amountUsdMinor / 100,
    asOf: row.asOf,
    sourceTitle: row.sourceTitle,
    sourceUrl: row.sourceUrl,
    ...freightFreshness(row.asOf, now),
    setBy: row.setBy,
    setAt: seconds(row.setAt),
  };
}

const laneOf = (lane: FreightLane): Line => ({ leg: lane.leg, origin: lane.origin as Line['origin'], destination: lane.destination, unit: lane.unit, rate: null });

/** The freight table: every line with its current figure, one line's history, and setting a figure. */
export function freightRoutes(app: FastifyInstance): void {
  defineRoute(app, ops.listFreightRates, async ({ db }) => {
    const now = Date.now();
    const current = new Map((await currentFreightTable(db)).map((row) => [keyOf(row), row]));
    // Every line of the table, set or not, in the console's order; a figure for a lane the contract no longer lists is not shown.
    const lines = freightLanes().map((lane) => {
      const row = current.get(keyOf(lane));
      return { ...laneOf(lane), rate: row ? rateOf(row, now) : null };
    });
    return { data: { lines } };
  });

  defineRoute(app, ops.freightRateHistory, async ({ body, db }) => {
    const now = Date.now();
    const lane: FreightLane = { leg: body.leg, origin: body.origin, destination: body.destination, unit: body.unit };
    const rows = await freightLaneHistory(db, lane);
    const { rate: _none, ...key } = laneOf(lane);
    return { data: { lane: key, history: rows.map((row) => rateOf(row, now)) } };
  });

  defineRoute(
    app,
    ops.setFreightRate,
    async ({ body, db, user }) => {
      const lane: FreightLane = { leg: body.leg, origin: body.origin, destination: body.destination, unit: body.unit };
      const figure = {
        // The amount arrives in dollars with at most two decimals: rounded once, to the cent.
        amountUsdMinor: Math.round(body.amountUsd * 100),
        asOf: body.asOf,
        sourceTitle: body.sourceTitle,
        sourceUrl: body.sourceUrl,
      };
      const row = await setFreightRate(db, lane, figure, user.id);
      return { data: { ...laneOf(lane), rate: rateOf(row, Date.now()) } };
    },
    { write: true },
  );
}
