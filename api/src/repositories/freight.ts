import type { FreightLane, FreightLeg, FreightUnit } from '@puente/shared/contract';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

/*
 * The freight table (migration 0022): every statement on freight_rates. The table is insert-only;
 * a line's current figure is its latest row, by the time it was set and then by id (two figures set
 * in the same transaction keep the order they were written in).
 */

/** A current figure of the freight table, as a landed-cost estimate prices a shipment with it. */
export interface CurrentFreightRate {
  leg: FreightLeg;
  unit: FreightUnit;
  /** US cents. */
  amountUsdMinor: number;
  /** The day the figure was published (YYYY-MM-DD). */
  asOf: string;
  sourceTitle: string;
  sourceUrl: string;
}

/** A row of the table as the console shows it: the figure, who set it (null: the seed) and when. */
export interface FreightRateRow {
  id: number;
  leg: FreightLeg;
  origin: string;
  destination: string | null;
  unit: FreightUnit;
  amountUsdMinor: number;
  asOf: string;
  sourceTitle: string;
  sourceUrl: string;
  setBy: string | null;
  setAt: Date;
}

/** The columns every read takes, the date as text (a Date would shift with the server's time zone). */
const FIGURE_COLUMNS = ['f.leg', 'f.unit', 'f.amount_usd_minor', sql<string>`f.as_of::text`.as('as_of'), 'f.source_title', 'f.source_url'] as const;

// int8 comes back as a string on PGlite and a number on PostgreSQL: both are read as numbers here.
const numberOf = (value: string | number) => Number(value);

/**
 * The current figures a shipment from `origin` to `destination` is priced with: the origin port's
 * haulage and export clearance, and the ocean lane to the destination port, the latest row of each
 * (leg, unit). A unit with no figure is absent.
 */
export async function currentFreightRates(db: Db, lane: { origin: string; destination: string }): Promise<CurrentFreightRate[]> {
  const rows = await db
    .selectFrom('freight_rates as f')
    .select(FIGURE_COLUMNS)
    .distinctOn(['f.leg', 'f.unit'])
    .where('f.origin_port', '=', lane.origin)
    .where((eb) =>
      eb.or([
        eb.and([eb('f.leg', 'in', ['haulage', 'clearance']), eb('f.destination_port', 'is', null)]),
        eb.and([eb('f.leg', '=', 'ocean'), eb('f.destination_port', '=', lane.destination)]),
      ]),
    )
    .orderBy('f.leg')
    .orderBy('f.unit')
    .orderBy('f.set_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return rows.map((row) => ({
    leg: row.leg,
    unit: row.unit,
    amountUsdMinor: numberOf(row.amount_usd_minor),
    asOf: row.as_of,
    sourceTitle: row.source_title,
    sourceUrl: row.source_url,
  }));
}

function rowOf(row: {
  id: number;
  leg: FreightLeg;
  origin_port: string;
  destination_port: string | null;
  unit: FreightUnit;
  amount_usd_minor: string | number;
  as_of: string;
  source_title: string;
  source_url: string;
  nickname: string | null;
  set_by: number | null;
  set_at: Date | string;
}): FreightRateRow {
  return {
    id: row.id,
    leg: row.leg,
    origin: row.origin_port,
    destination: row.destination_port,
    unit: row.unit,
    amountUsdMinor: numberOf(row.amount_usd_minor),
    asOf: row.as_of,
    sourceTitle: row.source_title,
    sourceUrl: row.source_url,
    // A figure set by an account deleted since still says it was set by someone.
    setBy: row.set_by === null ? null : (row.nickname ?? `#${row.set_by}`),
    setAt: new Date(row.set_at),
  };
}

/** The rows with who set them: a query on `f`, the table, with the operator's name. */
function withOperator(db: Db) {
  return db
    .selectFrom('freight_rates as f')
    .leftJoin('users as u', 'u.id', 'f.set_by')
    .select(FIGURE_COLUMNS)
    .select(['f.id', 'f.origin_port', 'f.destination_port', 'f.set_by', 'f.set_at', 'u.nickname']);
}

/** The current figure of every line that has one (a line never set is absent). */
export async function currentFreightTable(db: Db): Promise<FreightRateRow[]> {
  const rows = await withOperator(db)
    .distinctOn(['f.leg', 'f.origin_port', 'f.destination_port', 'f.unit'])
    .orderBy('f.leg')
    .orderBy('f.origin_port')
    .orderBy('f.destination_port')
    .orderBy('f.unit')
    .orderBy('f.set_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return rows.map(rowOf);
}

/** Every figure one line of the table has had, newest first (at most `limit`). */
export async function freightLaneHistory(db: Db, lane: FreightLane, limit = 100): Promise<FreightRateRow[]> {
  let query = withOperator(db).where('f.leg', '=', lane.leg).where('f.origin_port', '=', lane.origin).where('f.unit', '=', lane.unit);
  query = lane.destination === null ? query.where('f.destination_port', 'is', null) : query.where('f.destination_port', '=', lane.destination);
  const rows = await query.orderBy('f.set_at', 'desc').orderBy('f.id', 'desc').limit(limit).execute();
  return rows.map(rowOf);
}

/** The current figure of one line, or undefined when it has none. */
export async function currentFreightFigure(db: Db, lane: FreightLane): Promise<FreightRateRow | undefined> {
  return (await freightLaneHistory(db, lane, 1))[0];
}

/** Adds figures to the table (the seed's, or an operator's one); returns their rows' ids in order. */
export async function insertFreightRates(db: Db, rows: ReadonlyArray<Insertable<Database['freight_rates']>>): Promise<number[]> {
  if (!rows.length) return [];
  const inserted = await db
    .insertInto('freight_rates')
    .values([...rows])
    .returning('id')
    .execute();
  return inserted.map((row) => row.id);
}

/** Whether the table holds any figure (the seed fills an empty one). */
export async function hasFreightRates(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('freight_rates').select('id').limit(1).executeTakeFirst());
}
