import { sql, type Kysely } from 'kysely';

/**
 * Structured service and technology pages: guides by country (company registration, visas),
 * business inspection, land, the park showcase, consulting, cooperation, achievements and
 * community. Their text comes from content files (api/content/site-pages/).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_pages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('grp', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('illustrative', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('facts', 'jsonb', (c) => c.notNull())
    .addColumn('sections', 'jsonb', (c) => c.notNull())
    .addColumn('contact', 'jsonb')
    .addColumn('note', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('site_pages_group_idx').on('site_pages').columns(['grp', 'sort']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('site_pages').execute();
}
