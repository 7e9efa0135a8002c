import { sql, type Kysely } from 'kysely';

/**
 * The landed-cost estimate an order was placed with (issue 45): each term's price and the import
 * charges to its shipping address's country, in the order's currency, with the dates of the rules,
 * freight rates and exchange rates used. Null for an order placed without one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders add column landed_estimate jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table orders drop column landed_estimate`.execute(db);
}
