import { sql } from 'kysely';
import type { Db } from '../db/database';
import { goodsOnSale } from './goods';

/*
 * What the sitemaps list (services/sitemap.ts): each kind of public record by id, with the time it
 * last changed. A read model across aggregates, as the console's is; the goods are those a buyer's
 * list reads (goodsOnSale), the requirements and articles those anyone may open.
 */

/** A record a sitemap lists: its id (or code) and when it last changed. */
export interface SitemapRow<K = number> {
  key: K;
  changedAt: Date;
}

/** A block of goods on sale: the files' numbers run from 1, each `size` goods in id order. */
export interface GoodsBlock {
  file: number;
  count: number;
  changedAt: Date;
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The goods on sale in blocks of `size` by id: how many files, and when each last changed. */
export async function goodsOnSaleBlocks(db: Db, size: number): Promise<GoodsBlock[]> {
  const rows = await db
    .selectFrom(
      goodsOnSale(db)
        .select(['g.updated_at', sql<number>`(row_number() over (order by g.id) - 1) / ${sql.lit(size)} + 1`.as('file')])
        .as('numbered'),
    )
    .select(['file', (eb) => eb.fn.countAll<string>().as('count'), (eb) => eb.fn.max('updated_at').as('changed_at')])
    .groupBy('file')
    .orderBy('file')
    .execute();
  return rows.map((row) => ({ file: Number(row.file), count: Number(row.count), changedAt: asDate(row.changed_at) }));
}

/** The `file`-th block of `size` goods on sale, in id order (file 1 is the first); empty past the last. */
export async function goodsOnSaleBlock(db: Db, file: number, size: number): Promise<SitemapRow[]> {
  const rows = await goodsOnSale(db)
    .select(['g.id', 'g.updated_at'])
    .orderBy('g.id')
    .limit(size)
    .offset((file - 1) * size)
    .execute();
  return rows.map((row) => ({ key: row.id, changedAt: asDate(row.updated_at) }));
}

/** Every article published so far (news and policy research), by id. */
export async function publishedNews(db: Db): Promise<SitemapRow[]> {
  const rows = await db
    .selectFrom('site_news')
    .select(['id', 'published_at'])
    .where('published_at', '<=', sql<Date>`now()`)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ key: row.id, changedAt: asDate(row.published_at) }));
}

/** Every open requirement (what anyone may read), by id. */
export async function openRequirements(db: Db): Promise<SitemapRow[]> {
  const rows = await db.selectFrom('requirements').select(['id', 'updated_at']).where('status', '=', 'open').orderBy('id').execute();
  return rows.map((row) => ({ key: row.id, changedAt: asDate(row.updated_at) }));
}

/**
 * The country pavilions by code, each changed when its goods on sale last did (a pavilion's page
 * is its goods); null for a pavilion with none.
 */
export async function pavilionsWithGoodsChange(db: Db): Promise<Array<{ code: string; changedAt: Date | null }>> {
  const changed = db
    .selectFrom(goodsOnSale(db).select(['g.country_code', 'g.updated_at']).as('g'))
    .select(['g.country_code', (eb) => eb.fn.max('g.updated_at').as('changed_at')])
    .groupBy('g.country_code')
    .as('c');
  const rows = await db
    .selectFrom('national_pavilions as p')
    .leftJoin(changed, 'c.country_code', 'p.code')
    .select(['p.code', 'c.changed_at'])
    .orderBy('p.sort')
    .orderBy('p.code')
    .execute();
  return rows.map((row) => ({ code: row.code, changedAt: row.changed_at ? asDate(row.changed_at) : null }));
}
