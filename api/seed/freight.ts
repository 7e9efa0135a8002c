import fs from 'node:fs';
import path from 'node:path';
import { calls, FREIGHT_UNITS, freightLaneProblem, freightLanes, isCalendarDay, type FreightLane, type FreightLeg, type FreightUnit } from '@puente/shared/contract';
import { z } from 'zod';
import { CONTENT_DIR } from '../src/config/paths';
import type { Db } from '../src/db/database';
import { hasFreightRates, insertFreightRates } from '../src/repositories/freight';

/*
 * The freight table's first figures: api/content/freight/seed-rates.json, each with the day it was
 * published, its source and how it was applied to the lanes it prices. Checked when read: a figure
 * without a date, a source or a note, a lane the contract does not know, a line priced twice or a
 * line left unpriced stops the seed with the entry and the reason.
 */

export const FREIGHT_SEED_FILE = path.join(CONTENT_DIR, 'freight', 'seed-rates.json');

const day = z.string().refine((value) => isCalendarDay(value), 'a calendar day, YYYY-MM-DD');
const EntrySchema = z.object({
  leg: z.enum(['haulage', 'clearance', 'ocean']),
  origins: z.array(z.string()).min(1),
  destinations: z.array(z.string()).min(1).optional(),
  amountsUsd: z.partialRecord(z.enum(FREIGHT_UNITS), z.number().positive().max(calls.operator.FREIGHT_AMOUNT_MAX_USD)),
  asOf: day,
  sourceTitle: z.string().trim().min(1).max(calls.operator.FREIGHT_SOURCE_TITLE_MAX),
  sourceUrl: z.string().regex(/^https?:\/\/\S+$/, 'an http(s) address'),
  // How the figure was read or applied: a lane priced from a nearby one says so.
  note: z.string().trim().min(1),
});
const FileSchema = z.object({ about: z.string(), figures: z.array(EntrySchema).min(1) });

/** One line of the table with its seeded figure. */
export interface SeededFreightFigure extends FreightLane {
  amountUsdMinor: number;
  asOf: string;
  sourceTitle: string;
  sourceUrl: string;
  note: string;
}

const keyOf = (lane: FreightLane) => `${lane.leg} ${lane.origin}${lane.destination ? ` → ${lane.destination}` : ''} ${lane.unit}`;

/**
 * The seed's figures, one per line of the table, checked: every figure dated (not in the future),
 * sourced and explained, on a lane the contract knows, in whole cents; every line priced once.
 */
export function freightSeedFigures(file = FREIGHT_SEED_FILE, today = new Date().toISOString().slice(0, 10)): SeededFreightFigure[] {
  const where = `freight/${path.basename(file)}`;
  const parsed = FileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  const figures = new Map<string, SeededFreightFigure>();
  for (const [index, entry] of parsed.data.figures.entries()) {
    const fail = (reason: string) => new Error(`${where}: figures.${index} (${entry.leg} from ${entry.origins.join(', ')}): ${reason}`);
    if (entry.asOf > today) throw fail(`dated ${entry.asOf}, after today`);
    for (const [unit, amount] of Object.entries(entry.amountsUsd)) {
      if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) throw fail(`${unit}: ${amount} is not a whole number of cents`);
    }
    for (const origin of entry.origins)
      for (const destination of entry.destinations ?? [null])
        for (const [unit, amount] of Object.entries(entry.amountsUsd) as Array<[FreightUnit, number]>) {
          const lane: FreightLane = { leg: entry.leg as FreightLeg, origin: origin as FreightLane['origin'], destination, unit };
          const problem = freightLaneProblem(lane);
          if (problem) throw fail(`${keyOf(lane)}: no line of the table (its ${problem})`);
          if (figures.has(keyOf(lane))) throw fail(`${keyOf(lane)} is priced twice`);
          figures.set(keyOf(lane), {
            ...lane,
            amountUsdMinor: Math.round(amount * 100),
            asOf: entry.asOf,
            sourceTitle: entry.sourceTitle,
            sourceUrl: entry.sourceUrl,
            note: entry.note,
          });
        }
  }
  const missing = freightLanes().filter((lane) => !figures.has(keyOf(lane)));
  if (missing.length) throw new Error(`${where}: no figure for ${missing.length} lines: ${missing.slice(0, 5).map(keyOf).join('; ')}${missing.length > 5 ? '…' : ''}`);
  return freightLanes().map((lane) => figures.get(keyOf(lane))!);
}

/** Fills an empty freight table with the seed's figures (set by no operator); a table with figures is left as it is. */
export async function seedFreightRates(db: Db): Promise<number> {
  if (await hasFreightRates(db)) return 0;
  const figures = freightSeedFigures();
  await db.transaction().execute(async (trx) => {
    await insertFreightRates(
      trx,
      figures.map((figure) => ({
        leg: figure.leg,
        origin_port: figure.origin,
        destination_port: figure.destination,
        unit: figure.unit,
        amount_usd_minor: figure.amountUsdMinor,
        as_of: figure.asOf,
        source_title: figure.sourceTitle,
        source_url: figure.sourceUrl,
        set_by: null,
      })),
    );
  });
  return figures.length;
}
