import { sql, type Kysely } from 'kysely';

/**
 * The languages of an order line's goods name that a translation service wrote, as they were when
 * the order was placed (`["english"]`): the order says a name was translated, as the goods did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_items add column machine_translated jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table order_items drop column machine_translated`.execute(db);
}
