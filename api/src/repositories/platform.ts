import { sql } from 'kysely';
import type { Db } from '../db/database';

/* What the platform status page reads of the database itself. */

/** The names of the migrations applied, in order. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return applied.rows.map((row) => row.name);
}

/** The oldest exchange rate (its currency and date as text); the dollar is the unit of every rate: always 1, it never goes stale. */
export function oldestExchangeRate(db: Db): Promise<{ currency: string; as_of: string } | undefined> {
  return db
    .selectFrom('exchange_rates')
    .select(['currency', sql<string>`as_of::text`.as('as_of')])
    .where('currency', '<>', 'USD')
    .orderBy('as_of')
    .orderBy('currency')
    .limit(1)
    .executeTakeFirst();
}
