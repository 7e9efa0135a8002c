import { sql, type ExpressionBuilder, type Insertable, type Selectable, type SelectQueryBuilder, type Updateable } from 'kysely';
import { AUDIT_STATUS, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import { PREPARED_ONE_PLAN } from '../db/prepared';
import type { Database, PartialLocalised, UserRow } from '../db/schema';
import { BusinessError } from '../services/business-error';
import { isOwner, ownedBy } from '../services/policy';
import { localisedName, matches, relevance, type SearchPlan, type SearchScope } from '../services/search/query';
import { MAX_PAGE, type PageAsked } from './paging';

/*
 * Goods: every statement on the goods table but the search documents' (services/search) and the
 * console's cross-table read models (repositories/console.ts), with the brands and attributes a seller's goods name.
 */

type Q = SelectQueryBuilder<Database & { g: Database['goods']; u: Database['users']; b: Database['brands'] }, 'g' | 'u' | 'b', object>;

/** Goods not deleted: filters and counts read the goods alone; a page joins seller and brand (cards). */
function liveGoods(db: Db) {
  return db.selectFrom('goods as g').where('g.deleted_at', 'is', null);
}

type GoodsQuery = ReturnType<typeof liveGoods>;

/**
 * Buyers see goods that passed review and are on the shelf. Written as constants, not parameters:
 * the on-sale indexes are partial on exactly this, and a prepared statement's plan for any value
 * could not use them.
 */
function visible(eb: ExpressionBuilder<Database & { g: Database['goods'] }, 'g'>) {
  return eb.and([eb('g.audit_status', '=', sql.lit(AUDIT_STATUS.passed)), eb('g.putaway', '=', sql.lit(true))]);
}

/** The goods on sale (what a buyer's list reads): not deleted, passed review, on the shelf. */
export function goodsOnSale(db: Db) {
  return liveGoods(db).where(visible);
}

/** Which goods a list reads (every field it names applies). */
export interface GoodsFilter {
  /** Only goods on sale: passed review and on the shelf. */
  onSale?: boolean;
  sellerId?: number;
  auditStatus?: string;
  /** The top category of a source (china, industry). */
  root?: number;
  categoryIds?: number[];
  brandId?: number;
  countryCode?: string;
}

function filtered(db: Db, filter: GoodsFilter): GoodsQuery {
  let query = liveGoods(db);
  if (filter.onSale) query = query.where(visible);
  if (filter.sellerId !== undefined) query = query.where('g.seller_id', '=', filter.sellerId);
  if (filter.auditStatus) query = query.where('g.audit_status', '=', filter.auditStatus);
  if (filter.root !== undefined) query = query.where('g.root', '=', filter.root);
  if (filter.categoryIds) query = query.where('g.category_id', 'in', filter.categoryIds);
  if (filter.brandId) query = query.where('g.brand_id', '=', filter.brandId);
  if (filter.countryCode) query = query.where('g.country_code', '=', filter.countryCode);
  return query;
}

/**
 * A buyer's list (goods on sale, filtered by what the shelf holds) read from the shelf (migration
 * 0020): its rows are a twelfth of the goods' size, so a common word's thousands of matches are
 * read from a few hundred pages. Null for a filter the shelf cannot answer (a seller's, a review's).
 */
function shelved(db: Db, filter: GoodsFilter) {
  if (!filter.onSale || filter.sellerId !== undefined || filter.auditStatus) return null;
  let query = db.selectFrom('goods_shelf as g');
  if (filter.root !== undefined) query = query.where('g.root', '=', filter.root);
  if (filter.categoryIds) query = query.where('g.category_id', 'in', filter.categoryIds);
  if (filter.brandId) query = query.where('g.brand_id', '=', filter.brandId);
  if (filter.countryCode) query = query.where('g.country_code', '=', filter.countryCode);
  return query;
}

/** What every goods card shows, besides its summary and picture: a details read extends it (goodsColumns). */
const CARD_COLUMNS = [
  'g.id',
  'g.seller_id',
  'g.brand_id',
  'g.category_id',
  'g.root',
  'g.name',
  'g.original_language',
  'g.machine_translated',
  'g.price_minor',
  'g.currency',
  'g.unit',
  'g.min_order',
  'g.country_code',
  'g.sales',
  'g.created_at',
  'u.nickname as seller_nickname',
  'u.company_name as seller_company',
  'u.company_translations as seller_company_translations',
  'u.country_code as seller_country',
  'b.name as brand_name',
  'b.original_language as brand_original',
  'b.logo as brand_logo',
] as const;

/** What a goods' page adds to its card: the whole texts and pictures, attributes, terms, review and shipping. */
const DETAIL_COLUMNS = [
  'g.description',
  'g.images',
  'g.stock',
  'g.attributes',
  'g.trade_terms',
  'g.audit_status',
  'g.audit_reason',
  'g.putaway',
  'g.hs_code',
  'g.carton_units',
  'g.carton_weight_g',
  'g.carton_volume_cm3',
  'g.ship_from',
] as const;

/** A list's longest summary, in characters: the description is cut to it (and marked) in the reply. */
export const SUMMARY_CHARS = 160;

function withSellerAndBrand(query: GoodsQuery) {
  return query.innerJoin('users as u', 'u.id', 'g.seller_id').leftJoin('brands as b', 'b.id', 'g.brand_id');
}

/** The goods with all a page of them shows (the card's columns and the details'). */
function selectGoods(query: GoodsQuery) {
  return withSellerAndBrand(query).select([...CARD_COLUMNS, ...DETAIL_COLUMNS]);
}

/**
 * What a goods card shows, for lists: the descriptions cut to a summary's length and the first
 * picture, read in the database, so a page of cards carries no full texts, attributes or terms.
 */
function selectCards(query: GoodsQuery) {
  return withSellerAndBrand(query).select([
    ...CARD_COLUMNS,
    sql<PartialLocalised>`coalesce((select jsonb_object_agg(k, left(v, ${SUMMARY_CHARS + 1})) from jsonb_each_text(g.description) as d(k, v)), '{}'::jsonb)`.as('description'),
    sql<string[]>`case when jsonb_array_length(g.images) > 0 then jsonb_build_array(g.images -> 0) else '[]'::jsonb end`.as('images'),
  ]);
}

/** Goods with their seller and brand, as their page and their seller's lists read them. */
export type GoodsRow = Awaited<ReturnType<ReturnType<typeof selectGoods>['executeTakeFirstOrThrow']>>;
/** A goods card: a summary's worth of the description and the first picture. */
export type GoodsCardRow = Awaited<ReturnType<ReturnType<typeof selectCards>['executeTakeFirstOrThrow']>>;
/** The goods' own row. */
export type GoodsRecord = Selectable<Database['goods']>;

/** Goods not deleted, with their seller and brand; undefined when there are none. */
export function findGoods(db: Db, id: number): Promise<GoodsRow | undefined> {
  return selectGoods(liveGoods(db).where('g.id', '=', id)).executeTakeFirst();
}

/** The seller's own goods, to read or change (someone else's: services/policy.ts). */
export async function findOwnedGoods(db: Db, seller: UserRow, id: number): Promise<GoodsRow> {
  return ownedBy(seller, await findGoods(db, id), 'seller_id');
}

/**
 * Goods someone may read: those on sale for all, the others for their seller (a preview before
 * review). To anybody else goods that once were (off the shelf, out of review, deleted) are no longer
 * on sale, a clear answer the page offers similar goods for; an id never stored is not found.
 */
export async function findReadableGoods(db: Db, user: UserRow | null, id: number): Promise<GoodsRow> {
  const row = await findGoods(db, id);
  const isVisible = row && row.audit_status === AUDIT_STATUS.passed && row.putaway;
  if (!row || (!isVisible && !isOwner(user, row, 'seller_id'))) throw new BusinessError((await goodsKnown(db, id)) ? 'goods.notOnSale' : 'resource.notFound');
  return row;
}

/** The goods' own row when they are not deleted. */
export function findGoodsRecord(db: Db, id: number): Promise<GoodsRecord | undefined> {
  return db.selectFrom('goods').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** Whether goods were ever stored under the id, deleted ones too. */
export async function goodsKnown(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('goods').select('id').where('id', '=', id).executeTakeFirst());
}

/** The category of goods, deleted ones too (orders name them); undefined when there are none. */
export async function categoryOfGoods(db: Db, id: number): Promise<number | undefined> {
  return (await db.selectFrom('goods').select('category_id').where('id', '=', id).executeTakeFirst())?.category_id;
}

/** A list without a keyword in the order asked; "relevant" is the platform's weighting, then sales. */
function sortGoods<T extends Q>(query: T, sort: string): T {
  switch (sort) {
    case 'newest':
      return query.orderBy('g.created_at', 'desc').orderBy('g.id', 'desc') as T;
    case 'hottest':
      return query.orderBy('g.sales', 'desc').orderBy('g.id', 'desc') as T;
    case 'priceAsc':
      return query.orderBy('g.price_usd_minor', 'asc').orderBy('g.id', 'asc') as T;
    case 'priceDesc':
      return query.orderBy('g.price_usd_minor', 'desc').orderBy('g.id', 'desc') as T;
    default:
      return query.orderBy('g.weight', 'desc').orderBy('g.sales', 'desc').orderBy('g.id', 'desc') as T;
  }
}

/** The size of a page asked: at most a page's worth, also when a caller asks for every one (everyNumber -1). */
function pageSize(page: PageAsked): number {
  return page.everyNumber > 0 ? page.everyNumber : MAX_PAGE;
}

function paged<T extends Q>(query: T, page: PageAsked): T {
  const size = pageSize(page);
  return query.limit(size).offset((page.currentPage - 1) * size) as T;
}

async function countOf(query: GoodsQuery): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Goods a search plan finds (every word, or any of them), in the names' documents or the whole ones. */
export interface GoodsMatch {
  plan: Pick<SearchPlan, 'query' | 'anyQuery'>;
  scope: SearchScope;
  anyWord?: boolean;
}

/** How many goods a filter keeps (and a plan finds, when given). */
export function countGoods(db: Db, filter: GoodsFilter, match?: GoodsMatch): Promise<number> {
  const query = filtered(db, filter);
  return countOf(match ? query.where(matches(match.plan, 'g', match.scope, match.anyWord)) : query);
}

/**
 * One page of cards in a list's order and the total: the page with LIMIT (an index in the sort's
 * order stops the read at the page's end) beside a count that needs no sort, two statements at once.
 */
export async function listGoods(db: Db, filter: GoodsFilter, page: PageAsked, sort: string): Promise<{ rows: GoodsCardRow[]; total: number }> {
  const query = filtered(db, filter);
  const [rows, total] = await Promise.all([paged(sortGoods(selectCards(query) as unknown as Q, sort), page).execute() as Promise<GoodsCardRow[]>, countOf(query)]);
  return { rows, total };
}

/** A seller's goods (the filter names the seller), recently changed first, with the total: what their goods list reads. */
export async function listSellerGoods(db: Db, filter: GoodsFilter, page: PageAsked, match?: GoodsMatch): Promise<{ rows: GoodsRow[]; total: number }> {
  let query = filtered(db, filter);
  if (match) query = query.where(matches(match.plan, 'g', match.scope, match.anyWord));
  const total = await countOf(query);
  const rows = await paged(selectGoods(query).orderBy('g.updated_at', 'desc').orderBy('g.id', 'desc'), page).execute();
  return { rows, total };
}

function bestSelling(query: GoodsQuery, limit: number): Promise<GoodsCardRow[]> {
  return selectCards(query).orderBy('g.sales', 'desc').orderBy('g.id', 'desc').limit(limit).execute();
}

/** The best-selling goods on sale (of one source's top category, when given). */
export function hotGoods(db: Db, root: number | undefined, limit: number): Promise<GoodsCardRow[]> {
  return bestSelling(filtered(db, { onSale: true, root }), limit);
}

/** The best-selling goods on sale in a category, but the goods named. */
export function similarGoods(db: Db, goodsId: number, categoryId: number, limit: number): Promise<GoodsCardRow[]> {
  return bestSelling(liveGoods(db).where(visible).where('g.category_id', '=', categoryId).where('g.id', '!=', goodsId), limit);
}

/** A page's order on the matches' own columns (`hits`, below, as `alias`): the lists' sorts. */
function hitOrder(sort: string, alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  switch (sort) {
    case 'newest':
      return sql`${column('created_at')} desc, ${column('id')} desc`;
    case 'hottest':
      return sql`${column('sales')} desc, ${column('id')} desc`;
    case 'priceAsc':
      return sql`${column('price_usd_minor')} asc, ${column('id')} asc`;
    case 'priceDesc':
      return sql`${column('price_usd_minor')} desc, ${column('id')} desc`;
    case 'weight':
      return sql`${column('weight')} desc, ${column('sales')} desc, ${column('id')} desc`;
    default:
      return sql`${column('sales')} desc, ${column('id')} desc`;
  }
}

/**
 * How many matches are ranked by relevance, the best-selling first: past it, matches follow by
 * sales. Ranking reads each match's names; a window keeps that read the same for a word that
 * matches ten goods or ten thousand.
 */
const RANKED_WINDOW = 240;

/**
 * One page of matches in the order asked, with the goods' cards, how many match and where, in one
 * statement. Goods match by their names' documents, or when none does, by their whole documents
 * (a condition the database checks once, before reading any). The matches are read once from the
 * text index (never by walking a sort's index and testing each row), with the sort's columns;
 * only as many as the page reaches are sorted (a top-N sort), and the count needs no order. For
 * relevance, the best-selling matches (RANKED_WINDOW) are scored from the names' document and
 * come first, best first; past them, matches follow by sales. `rankedWindow`: another window, for tests.
 */
export async function matchingGoodsPage(
  db: Db,
  filter: GoodsFilter,
  plan: SearchPlan,
  order: string,
  language: Language,
  page: PageAsked,
  rankedWindow = RANKED_WINDOW,
): Promise<{ rows: GoodsCardRow[]; total: number; scope: SearchScope }> {
  const query = filtered(db, filter);
  const size = pageSize(page);
  const offset = (page.currentPage - 1) * size;
  const columns = ['g.id', 'g.sales', 'g.price_usd_minor', 'g.created_at', 'g.weight'] as const;
  const byName = (shelved(db, filter) ?? query).where(matches(plan, 'g', 'main')).select(columns);
  const byDocument = query
    .where(matches(plan, 'g', 'doc'))
    .where(sql<boolean>`not exists (select 1 from by_name)`)
    .select(columns);
  const ordered =
    order === 'relevant'
      ? sql`best as (select id, sales from hits order by sales desc, id desc limit ${rankedWindow}),
    scored as (
      select b.id, b.sales, ${relevance(plan, 'g', localisedName('g', 'name', language))} as score
      from best as b join goods as g on g.id = b.id),
    ordered as (
      select id, row_number() over (order by score desc nulls last, sales desc, id desc) as place from scored
      union all
      select id, ${rankedWindow} + row_number() over (order by sales desc, id desc) from (
        select id, sales from hits order by sales desc, id desc offset ${rankedWindow} limit ${Math.max(offset + size - rankedWindow, 0)}) as rest)`
      : sql`ordered as (
      select id, row_number() over (order by ${hitOrder(order, 'top')}) as place from (
        select * from hits order by ${hitOrder(order, 'hits')} limit ${offset + size}) as top)`;
  const { rows } = await sql<Partial<GoodsCardRow> & { total: string; by_name: boolean }>`${PREPARED_ONE_PLAN}
    with by_name as materialized (${byName}),
    by_document as materialized (${byDocument}),
    hits as materialized (select * from by_name union all select * from by_document),
    ${ordered},
    page as (select id, place from ordered order by place limit ${size} offset ${offset})
    select r.*, counted.total, counted.by_name
    from (select (select count(*) from hits) as total, exists (select 1 from by_name) as by_name) as counted
    left join (page join (${selectCards(liveGoods(db))}) as r on r.id = page.id) on true
    order by page.place`.execute(db);
  const head = rows[0]!;
  return { rows: rows.filter((row) => row.id != null) as GoodsCardRow[], total: Number(head.total), scope: head.by_name ? 'main' : 'doc' };
}

/** The five categories with the most goods that have any word of the plan, the most first. */
export function categoriesWithAnyWord(db: Db, filter: GoodsFilter, plan: SearchPlan): Promise<Array<{ id: number; total: number }>> {
  return filtered(db, filter)
    .where(matches(plan, 'g', 'doc', true))
    .select(['g.category_id as id', (eb) => eb.fn.countAll<number>().as('total')])
    .groupBy('g.category_id')
    .orderBy('total', 'desc')
    .orderBy('g.category_id')
    .limit(5)
    .execute();
}

/** How many goods a filter keeps in each category. */
export function goodsPerCategory(db: Db, filter: GoodsFilter): Promise<Array<{ id: number; total: number }>> {
  return filtered(db, filter)
    .select(['g.category_id as id', (eb) => eb.fn.countAll<number>().as('total')])
    .groupBy('g.category_id')
    .execute();
}

/** What the suggestions show of goods a plan finds: how many, the most relevant, the categories and brands with the most. */
export interface SuggestedMatches {
  total: number;
  goods: number[];
  categories: Array<{ id: number; total: number }>;
  brands: Array<{ id: number; total: number }>;
}

/**
 * The suggestions of goods on sale a plan finds in one scope: how many, the six most relevant, the
 * four categories and three brands with the most. The matches are read once, in one statement.
 */
export async function suggestedMatches(db: Db, plan: SearchPlan, scope: SearchScope, language: Language): Promise<SuggestedMatches> {
  const hits = filtered(db, { onSale: true })
    .where(matches(plan, 'g', scope))
    .select(['g.id', 'g.category_id', 'g.brand_id', 'g.sales']);
  const { rows } = await sql<{
    total: number;
    goods: number[] | null;
    categories: Array<{ id: number; total: number }> | null;
    brands: Array<{ id: number; total: number }> | null;
  }>`${PREPARED_ONE_PLAN}
      with hits as materialized (${hits}),
      best as (select id, sales from hits order by sales desc, id desc limit ${RANKED_WINDOW})
      select (select count(*) from hits)::int as total,
             (select json_agg(id) from (
                select g.id from goods as g join best as b on b.id = g.id
                order by ${relevance(plan, 'g', localisedName('g', 'name', language))} desc, b.sales desc, g.id desc limit 6) as t) as goods,
             (select json_agg(json_build_object('id', id, 'total', total)) from (
                select category_id as id, count(*)::int as total from hits group by category_id order by total desc, category_id limit 4) as c) as categories,
             (select json_agg(json_build_object('id', id, 'total', total)) from (
                select brand_id as id, count(*)::int as total from hits where brand_id is not null group by brand_id order by total desc, brand_id limit 3) as b) as brands`.execute(
    db,
  );
  const row = rows[0];
  return { total: row?.total ?? 0, goods: row?.goods ?? [], categories: row?.categories ?? [], brands: row?.brands ?? [] };
}

/**
 * The HS codes goods on sale in the categories are declared under, with how many goods use each
 * and the category whose goods use it most, the most used first (at most `limit`).
 */
export async function hsCodesInCategories(db: Db, categoryIds: number[], limit: number): Promise<Array<{ hs_code: string; category_id: number; goods: number }>> {
  if (!categoryIds.length) return [];
  const { rows } = await sql<{ hs_code: string; category_id: number; goods: number }>`
    with used as (
      select g.hs_code, g.category_id, count(*)::int as goods
      from goods as g
      where g.deleted_at is null and g.audit_status = ${sql.lit(AUDIT_STATUS.passed)} and g.putaway and g.category_id in (${sql.join(categoryIds)})
      group by g.hs_code, g.category_id)
    select hs_code, (array_agg(category_id order by goods desc, category_id))[1] as category_id, sum(goods)::int as goods
    from used group by hs_code order by goods desc, hs_code limit ${limit}`.execute(db);
  return rows;
}

/** Goods' names and pictures, for suggestions, in no order. */
export function goodsNames(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom('goods').select(['id', 'name', 'original_language', 'machine_translated', 'images']).where('id', 'in', ids).execute() : Promise.resolve([]);
}

/** Brands' names and marks, for suggestions, in no order. */
export function brandNames(db: Db, ids: number[]) {
  return ids.length ? db.selectFrom('brands').select(['id', 'name', 'original_language', 'logo', 'type']).where('id', 'in', ids).execute() : Promise.resolve([]);
}

/** A brand not deleted, as goods saved with it are checked against: its owner and its review. */
export function brandForGoods(db: Db, id: number) {
  return db.selectFrom('brands').select(['owner_id', 'audit_status']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

export async function insertGoods(db: Db, values: Insertable<Database['goods']>): Promise<number> {
  return (await db.insertInto('goods').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateGoods(db: Db, id: number, values: Updateable<Database['goods']>): Promise<void> {
  await db.updateTable('goods').set(values).where('id', '=', id).execute();
}

/** Deletes goods: kept for the orders that name them, gone from every list. */
export async function deleteGoods(db: Db, id: number): Promise<void> {
  await db.updateTable('goods').set({ deleted_at: new Date(), putaway: false }).where('id', '=', id).execute();
}

/** Re-prices in dollars, for sorting, every goods priced in a currency at its new rate. */
export async function repriceGoods(db: Db, currency: string, perUsd: number): Promise<void> {
  await db
    .updateTable('goods')
    .set({ price_usd_minor: sql`round(price_minor / ${perUsd}::numeric)` })
    .where('currency', '=', currency)
    .execute();
}
