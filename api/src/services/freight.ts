import { calls, freightLaneProblem, type FreightLane, type MessageKey } from '@puente/shared/contract';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { currentFreightFigure, insertFreightRates, type FreightRateRow } from '../repositories/freight';
import { recordAction, type OperatorId } from './audit';
import { BusinessError } from './business-error';

/** A new figure for a line of the freight table: US cents, the day it was published and where. */
export interface FreightFigure {
  amountUsdMinor: number;
  asOf: string;
  sourceTitle: string;
  sourceUrl: string;
}

const REFUSALS: Record<NonNullable<ReturnType<typeof freightLaneProblem>>, MessageKey> = {
  leg: 'freight.legInvalid',
  origin: 'freight.originInvalid',
  destination: 'freight.destinationInvalid',
  unit: 'freight.unitInvalid',
};

/**
 * Adds a figure to one line of the freight table with its audit line (the line's figure before and
 * after), in one transaction (the caller's when it runs in one). The table keeps every figure: the
 * one added becomes the line's current figure and the others its history.
 */
export async function setFreightRate(db: Db | Transaction<Database>, lane: FreightLane, figure: FreightFigure, operatorId: OperatorId): Promise<FreightRateRow> {
  const problem = freightLaneProblem(lane);
  if (problem) throw new BusinessError(REFUSALS[problem]);
  if (!Number.isSafeInteger(figure.amountUsdMinor) || figure.amountUsdMinor <= 0)
    throw new BusinessError('validation.amountInvalid', { min: 0.01, max: calls.operator.FREIGHT_AMOUNT_MAX_USD });
  const write = async (trx: Transaction<Database>) => {
    const before = await currentFreightFigure(trx, lane);
    const [id] = await insertFreightRates(trx, [
      {
        leg: lane.leg,
        origin_port: lane.origin,
        destination_port: lane.destination,
        unit: lane.unit,
        amount_usd_minor: figure.amountUsdMinor,
        as_of: figure.asOf,
        source_title: figure.sourceTitle,
        source_url: figure.sourceUrl,
        set_by: operatorId,
      },
    ]);
    // The lane on both sides: the line reads as the figure that changed, not as a new lane.
    const laneFields = { leg: lane.leg, origin: lane.origin, destination: lane.destination, unit: lane.unit };
    await recordAction(
      trx,
      operatorId,
      'freight.set',
      { kind: 'freightRate', id: id! },
      before ? { ...laneFields, amount_usd_minor: before.amountUsdMinor, as_of: before.asOf, source_title: before.sourceTitle, source_url: before.sourceUrl } : laneFields,
      { ...laneFields, amount_usd_minor: figure.amountUsdMinor, as_of: figure.asOf, source_title: figure.sourceTitle, source_url: figure.sourceUrl },
    );
    return (await currentFreightFigure(trx, lane))!;
  };
  return db.isTransaction ? write(db as Transaction<Database>) : db.transaction().execute(write);
}
