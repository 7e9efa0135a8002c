import { sql, type Kysely } from 'kysely';

/**
 * Goods on sale in each order a list offers (newest, best-selling, price, the platform's
 * weighting), so a page reads its rows from an index and stops at the page's end, however large
 * the catalogue; a buyer's and a seller's orders newest first likewise.
 */
const ON_SALE = sql`where audit_status = '1000' and putaway and deleted_at is null`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index goods_newest_idx on goods (created_at desc, id desc) ${ON_SALE}`.execute(db);
  await sql`create index goods_hottest_idx on goods (sales desc, id desc) ${ON_SALE}`.execute(db);
  await sql`create index goods_price_idx on goods (price_usd_minor, id) ${ON_SALE}`.execute(db);
  await sql`create index goods_weight_idx on goods (weight desc, sales desc, id desc) ${ON_SALE}`.execute(db);
  await sql`create index orders_buyer_newest_idx on orders (buyer_id, created_at desc, id desc)`.execute(db);
  await sql`create index orders_seller_newest_idx on orders (seller_id, created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['orders_seller_newest_idx', 'orders_buyer_newest_idx', 'goods_weight_idx', 'goods_price_idx', 'goods_hottest_idx', 'goods_newest_idx']) {
    await sql`drop index ${sql.raw(name)}`.execute(db);
  }
}
