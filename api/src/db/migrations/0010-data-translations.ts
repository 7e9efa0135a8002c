import type { Kysely } from 'kysely';

/**
 * Translations of texts that were stored in one language: an attribute's unit and its suggested
 * values, a factory inspection's inspector and address, a company's name, an article's byline. Each is kept beside the
 * text it translates and used only while that text is unchanged (its English matches), so an
 * edit in one language never leaves a stale translation on screen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attributes').addColumn('translations', 'jsonb').execute();
  await db.schema.alterTable('factory_inspections').addColumn('translations', 'jsonb').execute();
  await db.schema.alterTable('users').addColumn('company_translations', 'jsonb').execute();
  await db.schema.alterTable('site_news').addColumn('author_translations', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('site_news').dropColumn('author_translations').execute();
  await db.schema.alterTable('users').dropColumn('company_translations').execute();
  await db.schema.alterTable('factory_inspections').dropColumn('translations').execute();
  await db.schema.alterTable('attributes').dropColumn('translations').execute();
}
