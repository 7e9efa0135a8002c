import { sql, type Kysely } from 'kysely';

/**
 * The languages of a goods' name and description that a translation service wrote, not the seller
 * (`{ "name": ["english"], "description": [...] }`): buyers read that the text was translated, and
 * the seller's next save keeps the mark only on the text left as the service wrote it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table goods add column machine_translated jsonb not null default '{}'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table goods drop column machine_translated`.execute(db);
}
