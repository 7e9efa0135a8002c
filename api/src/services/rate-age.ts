import { FREIGHT_STALE_DAYS, RATE_STALE_DAYS } from '@puente/shared/contract';

const DAY_MS = 86_400_000;

/**
 * Whole days from a rate's day (`YYYY-MM-DD`) to today, both in UTC, as operators count them: a
 * rate dated today is 0 days old. A rate dated tomorrow (allowed: the day has begun somewhere) is 0.
 */
export function rateAgeDays(asOf: string, now: number = Date.now()): number {
  const day = Date.parse(`${asOf.slice(0, 10)}T00:00:00Z`);
  // A day the database cannot have written: as old as can be, so it is flagged rather than trusted.
  if (Number.isNaN(day)) return Number.MAX_SAFE_INTEGER;
  return Math.max(0, Math.floor((Math.floor(now / DAY_MS) * DAY_MS - day) / DAY_MS));
}

/** A rate's age and whether it is stale (older than RATE_STALE_DAYS), as the console and the status page show it. */
export function rateFreshness(asOf: string, now: number = Date.now()): { ageDays: number; stale: boolean } {
  const ageDays = rateAgeDays(asOf, now);
  return { ageDays, stale: ageDays > RATE_STALE_DAYS };
}

/** A freight figure's age and whether it is stale (older than FREIGHT_STALE_DAYS), as the console and the estimates show it. */
export function freightFreshness(asOf: string, now: number = Date.now()): { ageDays: number; stale: boolean } {
  const ageDays = rateAgeDays(asOf, now);
  return { ageDays, stale: ageDays > FREIGHT_STALE_DAYS };
}
