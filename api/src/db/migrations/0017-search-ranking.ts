import { sql, type Kysely } from 'kysely';

/**
 * Search that stays fast at a real catalogue's size.
 *
 * - `search_names`: the names alone (stemmed, weight A; and as written, weight B), a few hundred
 *   bytes kept in the row: matches are ranked on it rather than on the larger documents, which
 *   live out of line and cost a read each.
 * - The text indexes again for goods on sale only: a search of the shop reads only their entries,
 *   and counting its matches needs no visit to rows a vacuum has marked visible.
 * - Goods on sale by category, for the counts shown when a keyword finds nothing.
 */
const ON_SALE = sql`where audit_status = '1000' and putaway and deleted_at is null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['goods', 'requirements', 'site_news']) {
    await sql`alter table ${sql.table(table)} add column search_names tsvector`.execute(db);
  }
  await sql`create index goods_on_sale_search_main_idx on goods using gin (search_main) ${ON_SALE}`.execute(db);
  await sql`create index goods_on_sale_search_doc_idx on goods using gin (search_doc) ${ON_SALE}`.execute(db);
  await sql`create index goods_on_sale_category_idx on goods (category_id) ${ON_SALE}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['goods_on_sale_category_idx', 'goods_on_sale_search_doc_idx', 'goods_on_sale_search_main_idx']) {
    await sql`drop index ${sql.raw(name)}`.execute(db);
  }
  for (const table of ['goods', 'requirements', 'site_news']) {
    await sql`alter table ${sql.table(table)} drop column search_names`.execute(db);
  }
}
