import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder, type SelectQueryBuilder } from 'kysely';
import {
  AUDIT_STATUS,
  CATEGORY_ROOTS,
  calls,
  toMinorUnits,
  type Currency,
  type GoodsDetails,
  type GoodsSummary,
  type Language,
  type SearchHelp,
  type SellerGoods,
} from '@puente/shared/contract';
import { message } from '@puente/shared/messages';
import type { Db } from '../db/database';
import { PREPARED } from '../db/prepared';
import type { AttributeTranslations, Database, PartialLocalised, UserRow } from '../db/schema';
import { loadCategories, onSaleByCategory, pathOf, withDescendants, type CategoryRow } from '../services/categories';
import { allLanguages, originalLanguage, pickText, searchText, shownText, storedText } from '../services/localised';
import { machineOf, missingOf, translationPlan, withTranslations, type TranslationProvider } from '../services/translation';
import { indexGoods } from '../services/search/documents';
import { keywordHelp } from '../services/search/help';
import { localisedName, matches, planSearch, relevance, searchWith, type SearchPlan, type SearchScope } from '../services/search/query';
import { attributeValueText, translatedText } from '../services/data-translations';
import { convertMinor, loadRates, priceOf, type Rates } from '../services/money';
import { assertOwnUploads } from '../services/uploads';
import { BusinessError } from '../services/business-error';
import { defineRoute } from './define-route';
import { MAX_PAGE } from '../repositories/paging';
import { holdsRole, isOwner, ownedBy } from '../services/policy';

type Q = SelectQueryBuilder<Database & { g: Database['goods']; u: Database['users']; b: Database['brands'] }, 'g' | 'u' | 'b', object>;

const ROOT_BY_SOURCE = CATEGORY_ROOTS;
const SOURCE_BY_ROOT = { [CATEGORY_ROOTS.china]: 'china', [CATEGORY_ROOTS.industry]: 'industry' } as const;

/** Goods not deleted: filters and counts read the goods alone; a page joins seller and brand (selectGoods). */
function baseQuery(db: Db) {
  return db.selectFrom('goods as g').where('g.deleted_at', 'is', null);
}

function selectGoods(query: ReturnType<typeof baseQuery>) {
  return query
    .innerJoin('users as u', 'u.id', 'g.seller_id')
    .leftJoin('brands as b', 'b.id', 'g.brand_id')
    .select([
      'g.id',
      'g.seller_id',
      'g.brand_id',
      'g.category_id',
      'g.root',
      'g.name',
      'g.description',
      'g.original_language',
      'g.machine_translated',
      'g.price_minor',
      'g.currency',
      'g.unit',
      'g.min_order',
      'g.stock',
      'g.images',
      'g.attributes',
      'g.trade_terms',
      'g.country_code',
      'g.audit_status',
      'g.audit_reason',
      'g.putaway',
      'g.sales',
      'g.created_at',
      'u.nickname as seller_nickname',
      'u.company_name as seller_company',
      'u.company_translations as seller_company_translations',
      'u.country_code as seller_country',
      'b.name as brand_name',
      'b.original_language as brand_original',
      'b.logo as brand_logo',
    ]);
}

type GoodsRow = Awaited<ReturnType<ReturnType<typeof selectGoods>['executeTakeFirstOrThrow']>>;

/** A list's longest summary, in characters: the description is cut to it (and marked) in the reply. */
const SUMMARY_CHARS = 160;

/**
 * What a goods card shows, for lists: the descriptions cut to a summary's length and the first
 * picture, read in the database, so a page of cards carries no full texts, attributes or terms.
 */
function selectSummaries(query: ReturnType<typeof baseQuery>) {
  return query
    .innerJoin('users as u', 'u.id', 'g.seller_id')
    .leftJoin('brands as b', 'b.id', 'g.brand_id')
    .select([
      'g.id',
      'g.seller_id',
      'g.brand_id',
      'g.category_id',
      'g.root',
      'g.name',
      sql<PartialLocalised>`coalesce((select jsonb_object_agg(k, left(v, ${SUMMARY_CHARS + 1})) from jsonb_each_text(g.description) as d(k, v)), '{}'::jsonb)`.as('description'),
      'g.original_language',
      'g.machine_translated',
      'g.price_minor',
      'g.currency',
      'g.unit',
      'g.min_order',
      sql<string[]>`case when jsonb_array_length(g.images) > 0 then jsonb_build_array(g.images -> 0) else '[]'::jsonb end`.as('images'),
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
    ]);
}

type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['executeTakeFirstOrThrow']>>;

/**
 * Buyers see goods that passed review and are on the shelf. Written as constants, not parameters:
 * the on-sale indexes are partial on exactly this, and a prepared statement's plan for any value
 * could not use them.
 */
function visible(eb: ExpressionBuilder<Database & { g: Database['goods'] }, 'g'>) {
  return eb.and([eb('g.audit_status', '=', sql.lit(AUDIT_STATUS.passed)), eb('g.putaway', '=', sql.lit(true))]);
}

interface MapContext {
  language: Language;
  currency: Currency;
  rates: Rates;
  categories: CategoryRow[];
}

/** A brand as goods and suggestions name it: its name in the reader's language, or the one it falls back to, and which it was. */
function brandSummaryOf(row: { id: number; name: PartialLocalised; original_language: string | null; logo: string | null }, language: Language) {
  const name = shownText(row.name, language, row.original_language);
  return { id: row.id, name: name.text, nameSource: name.source, logo: row.logo ?? '' };
}

/** A goods' text in the reader's language, or the one it falls back to, and which it was. */
function goodsText(row: Pick<SummaryRow, 'name' | 'description' | 'original_language' | 'machine_translated'>, field: 'name' | 'description', language: Language) {
  return shownText(row[field], language, row.original_language, row.machine_translated?.[field]);
}

function summaryOf(row: SummaryRow, ctx: MapContext): GoodsSummary {
  const description = goodsText(row, 'description', ctx.language);
  const name = goodsText(row, 'name', ctx.language);
  const category = ctx.categories.find((c) => c.id === row.category_id);
  return {
    id: row.id,
    name: name.text,
    nameSource: name.source,
    summary: description.text.length > SUMMARY_CHARS ? `${description.text.slice(0, SUMMARY_CHARS - 3)}…` : description.text,
    summarySource: description.source,
    image: row.images[0] ?? '',
    price: priceOf(row.price_minor, row.currency, ctx.currency, ctx.rates),
    unit: row.unit as GoodsSummary['unit'],
    minOrder: row.min_order,
    source: SOURCE_BY_ROOT[row.root as keyof typeof SOURCE_BY_ROOT] ?? 'china',
    categoryId: row.category_id,
    categoryTitle: category ? pickText(category.title, ctx.language) : '',
    brand:
      row.brand_id && row.brand_name ? brandSummaryOf({ id: row.brand_id, name: row.brand_name, original_language: row.brand_original, logo: row.brand_logo }, ctx.language) : null,
    seller: {
      id: row.seller_id,
      nickname: row.seller_nickname,
      companyName: row.seller_company === null ? null : translatedText(row.seller_company, row.seller_company_translations, ctx.language),
      countryCode: row.seller_country,
    },
    countryCode: row.country_code,
    sales: row.sales,
    createTime: Math.floor(new Date(row.created_at).getTime() / 1000),
  };
}

type AttributeDictionary = Map<number, { name: string; unit: string; translations: AttributeTranslations | null }>;

/** The attributes' names in the reader's language, with what localises their values. */
async function attributeNames(db: Db, language: Language): Promise<AttributeDictionary> {
  const rows = await db.selectFrom('attributes').select(['id', 'name', 'unit', 'translations']).execute();
  return new Map(rows.map((row) => [row.id, { name: pickText(row.name, language), unit: row.unit, translations: row.translations }]));
}

function detailsOf(row: GoodsRow, ctx: MapContext, names: AttributeDictionary): GoodsDetails {
  return {
    ...summaryOf(row, ctx),
    ...(({ text, source }) => ({ description: text, descriptionSource: source }))(goodsText(row, 'description', ctx.language)),
    images: row.images,
    stock: row.stock,
    tradeTerms: row.trade_terms as GoodsDetails['tradeTerms'],
    attributes: row.attributes.map((a) => {
      const attribute = names.get(a.attributeId);
      return { id: a.attributeId, name: attribute?.name ?? '', value: attribute ? attributeValueText(a.value, attribute, ctx.language) : a.value };
    }),
    categoryPath: pathOf(ctx.categories, row.category_id, ctx.language),
  };
}

function sellerGoodsOf(row: GoodsRow, ctx: MapContext, names: AttributeDictionary): SellerGoods {
  return {
    ...detailsOf(row, ctx, names),
    auditStatus: row.audit_status as SellerGoods['auditStatus'],
    auditReason: row.audit_reason,
    putaway: row.putaway,
    names: allLanguages(row.name),
    descriptions: allLanguages(row.description),
    attributeValues: row.attributes,
    missingLanguages: missingOf(row),
    machineTranslated: machineOf(row.machine_translated),
  };
}

async function context(db: Db, language: Language, currency: Currency): Promise<MapContext> {
  const [rates, categories] = await Promise.all([loadRates(db), loadCategories(db)]);
  return { language, currency, rates, categories };
}

/** The seller's own goods, to read or change (someone else's: services/policy.ts). */
async function ownGoods(db: Db, seller: UserRow, id: number): Promise<GoodsRow> {
  return ownedBy(seller, await selectGoods(baseQuery(db).where('g.id', '=', id)).executeTakeFirst(), 'seller_id');
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

function page<T extends Q>(query: T, currentPage: number, everyNumber: number): T {
  // At most a page's worth, also when a caller asks for every one (everyNumber -1).
  const size = everyNumber > 0 ? everyNumber : MAX_PAGE;
  return query.limit(size).offset((currentPage - 1) * size) as T;
}

async function countOf(query: ReturnType<typeof baseQuery>): Promise<number> {
  const row = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * One page and the total: the page with LIMIT (an index in the sort's order stops the read at the
 * page's end) beside a count that needs no sort, two statements at once.
 */
async function pageWithTotal(
  query: ReturnType<typeof baseQuery>,
  body: { currentPage: number; everyNumber: number },
  sort: (q: Q) => Q,
  ctx: MapContext,
): Promise<{ list: GoodsSummary[]; total: number }> {
  const [rows, total] = await Promise.all([
    page(sort(selectSummaries(query) as unknown as Q), body.currentPage, body.everyNumber).execute() as Promise<SummaryRow[]>,
    countOf(query),
  ]);
  return { list: rows.map((row) => summaryOf(row, ctx)), total };
}

type BaseQuery = ReturnType<typeof baseQuery>;

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
 * One page of matches in the order asked, with the goods' rows, and how many match, in one
 * statement: the matches are read once from the text index (never by walking a sort's index and
 * testing each row), with the sort's columns; for relevance, the best-selling matches
 * (RANKED_WINDOW) are scored from the names' document and come first, best first.
 */
async function matchesPage(
  db: Db,
  query: BaseQuery,
  plan: SearchPlan,
  scope: SearchScope,
  order: string,
  language: Language,
  body: { currentPage: number; everyNumber: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const size = body.everyNumber > 0 ? body.everyNumber : MAX_PAGE;
  const hits = query.where(matches(plan, 'g', scope)).select(['g.id', 'g.sales', 'g.price_usd_minor', 'g.created_at', 'g.weight']);
  const ranked = order === 'relevant';
  const pageOrder = ranked ? sql`s.score desc nulls last, h.sales desc, h.id desc` : hitOrder(order, 'h');
  const { rows } = await sql<SummaryRow & { total: number }>`${PREPARED}
    with hits as materialized (${hits}),
    ${
      ranked
        ? sql`best as (select id from hits order by sales desc, id desc limit ${RANKED_WINDOW}),
    scored as (
      select g.id, ${relevance(plan, 'g', localisedName('g', 'name', language))} as score
      from goods as g where g.id in (select id from best)),`
        : sql``
    }
    page as (
      select h.id, count(*) over () as total, row_number() over (order by ${pageOrder}) as place
      from hits as h ${ranked ? sql`left join scored as s on s.id = h.id` : sql``}
      order by place limit ${size} offset ${(body.currentPage - 1) * size})
    select r.*, page.total from page join (${selectSummaries(baseQuery(db))}) as r on r.id = page.id order by page.place`.execute(db);
  if (rows.length) return { rows, total: Number(rows[0]!.total) };
  // Past the last page: the count alone.
  return { rows: [], total: body.currentPage > 1 ? await countOf(query.where(matches(plan, 'g', scope))) : 0 };
}

/**
 * One page of goods for a keyword: those whose names (or brand, seller, country, kind) have every
 * word, or when none does, those whose category or description has them.
 */
async function searchPage(
  db: Db,
  query: BaseQuery,
  plan: SearchPlan,
  body: { currentPage: number; everyNumber: number; sort: string },
  ctx: MapContext,
): Promise<{ list: GoodsSummary[]; total: number; scope: SearchScope }> {
  // "barato", "cheap", "便宜": the cheapest first, unless the reader chose another order.
  const order = plan.cheapest && body.sort === 'relevant' ? 'priceAsc' : body.sort;
  // No word of it is in the catalogue: nothing to ask the database.
  if (plan.unknown) return { list: [], total: 0, scope: 'doc' };
  let scope: SearchScope = 'main';
  let found = await matchesPage(db, query, plan, scope, order, ctx.language, body);
  if (!found.total) {
    scope = 'doc';
    found = await matchesPage(db, query, plan, scope, order, ctx.language, body);
  }
  return { list: found.rows.map((row) => summaryOf(row, ctx)), total: found.total, scope };
}

/** How many goods a plan finds, as the list reads it: by their names, else by their whole documents. */
async function searchCount(query: BaseQuery, plan: SearchPlan): Promise<number> {
  const byName = await countOf(query.where(matches(plan, 'g', 'main')));
  return byName > 0 ? byName : countOf(query.where(matches(plan, 'g', 'doc')));
}

/**
 * What a list's filters keep, when the kept per-category counts can answer for them (a source, a
 * category); null when they cannot (a brand, a country): the database counts.
 */
interface Kept {
  root?: number;
  categories?: number[];
}

/** A list's goods (its filters applied) and what of them the kept counts can answer for. */
interface Listing {
  query: BaseQuery;
  kept: Kept | null;
}

/** Where goods like the keyword are: the categories of goods with any of its words, else the top ones. */
async function categoriesFor(db: Db, query: BaseQuery, plan: SearchPlan | null, ctx: MapContext, kept: Kept | null): Promise<SearchHelp['categories']> {
  // Goods with any of its words (none when no word of it is in the catalogue).
  let rows =
    plan && !plan.unknown
      ? await query
          .where(matches(plan, 'g', 'doc', true))
          .select(['g.category_id as id', (eb) => eb.fn.countAll<number>().as('total')])
          .groupBy('g.category_id')
          .orderBy('total', 'desc')
          .orderBy('g.category_id')
          .limit(5)
          .execute()
      : [];
  if (!rows.length) {
    const top = new Map(ctx.categories.filter((c) => c.parent_id === null).map((c) => [c.id, c]));
    const byCategory = new Map(ctx.categories.map((c) => [c.id, c]));
    const counts = kept
      ? [...(await onSaleByCategory(db))]
          .filter(([id]) => (kept.root === undefined || byCategory.get(id)?.root === kept.root) && (!kept.categories || kept.categories.includes(id)))
          .map(([id, total]) => ({ id, total }))
      : await query
          .select(['g.category_id as id', (eb) => eb.fn.countAll<number>().as('total')])
          .groupBy('g.category_id')
          .execute();
    const byTop = new Map<number, number>();
    for (const row of counts) {
      let node = byCategory.get(row.id);
      while (node && node.parent_id !== null) node = byCategory.get(node.parent_id);
      if (node && top.has(node.id)) byTop.set(node.id, (byTop.get(node.id) ?? 0) + Number(row.total));
    }
    rows = [...byTop]
      .map(([id, total]) => ({ id, total }))
      .sort((a, b) => b.total - a.total || a.id - b.id)
      .slice(0, 6);
  }
  return rows.map((row) => categoryItem(row, ctx));
}

function categoryItem(row: { id: number; total: number | string }, ctx: MapContext): SearchHelp['categories'][number] {
  const category = ctx.categories.find((c) => c.id === row.id);
  const source = SOURCE_BY_ROOT[category?.root as keyof typeof SOURCE_BY_ROOT] ?? 'china';
  return { id: row.id, title: pickText(category?.title, ctx.language), total: Number(row.total), source };
}

/** How a keyword was read, and after no result, nearby keywords that find goods and where goods like it are. */
async function searchHelp(
  db: Db,
  { query, kept }: Listing,
  plan: SearchPlan | null,
  total: number,
  ctx: MapContext,
  elsewhere: { source: 'china' | 'industry'; listing: Listing; keyword: string } | null,
): Promise<SearchHelp> {
  const read = { corrected: plan?.corrected ?? null, setAside: plan?.setAside ?? [], cheapestFirst: Boolean(plan?.cheapest) };
  if (total > 0) return { ...read, didYouMean: [], categories: [] };
  // The same keyword in the other source ("coffee" among China's brands is among industrial goods).
  if (plan && elsewhere) {
    const found = await searchCount(elsewhere.listing.query, plan);
    if (found > 0)
      return {
        ...read,
        corrected: null,
        didYouMean: [{ keyword: plan.corrected ?? elsewhere.keyword, total: found, source: elsewhere.source }],
        categories: await categoriesFor(db, elsewhere.listing.query, plan, ctx, elsewhere.listing.kept),
      };
  }
  const didYouMean = plan ? (await keywordHelp({ db, table: 'goods', plan, total, language: ctx.language, count: (nearby) => searchCount(query, nearby) })).didYouMean : [];
  // A single word found nothing here: no goods have "any of its words" either.
  const anyWord = plan && plan.terms.length > 1 ? plan : null;
  return { ...read, corrected: null, didYouMean, categories: await categoriesFor(db, query, anyWord, ctx, kept) };
}

/**
 * What the suggestions show for a plan, where the list would find goods (names, else whole
 * documents): how many, the six most relevant, the four categories and three brands with the most.
 * The matches are read once, in one statement.
 */
async function suggestionsOf(
  db: Db,
  query: BaseQuery,
  plan: SearchPlan,
  language: Language,
): Promise<{ total: number; goods: number[]; categories: Array<{ id: number; total: number }>; brands: Array<{ id: number; total: number }> }> {
  for (const scope of ['main', 'doc'] as const) {
    const hits = query.where(matches(plan, 'g', scope)).select(['g.id', 'g.category_id', 'g.brand_id', 'g.sales']);
    const { rows } = await sql<{
      total: number;
      goods: number[] | null;
      categories: Array<{ id: number; total: number }> | null;
      brands: Array<{ id: number; total: number }> | null;
    }>`${PREPARED}
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
    if (row?.total) return { total: row.total, goods: row.goods ?? [], categories: row.categories ?? [], brands: row.brands ?? [] };
  }
  return { total: 0, goods: [], categories: [], brands: [] };
}

export async function goodsRoutes(app: FastifyInstance, options: { autoApprove: boolean; translation: TranslationProvider }) {
  defineRoute(
    app,
    calls.listGoods,
    async ({ body, db, language, currency }) => {
      const ctx = await context(db, language, currency);
      const filtered = (source: 'china' | 'industry' | undefined): Listing => {
        let q = baseQuery(db).where(visible);
        const categories = body.categoryId ? withDescendants(ctx.categories, body.categoryId) : undefined;
        if (source) q = q.where('g.root', '=', ROOT_BY_SOURCE[source]);
        if (categories) q = q.where('g.category_id', 'in', categories);
        if (body.brandId) q = q.where('g.brand_id', '=', body.brandId);
        if (body.countryCode) q = q.where('g.country_code', '=', body.countryCode);
        const kept = body.brandId || body.countryCode ? null : { root: source ? ROOT_BY_SOURCE[source] : undefined, categories };
        return { query: q, kept };
      };
      const listing = filtered(body.source);
      const query = listing.query;
      if (!body.keyword) return pageWithTotal(query, body, (q) => sortGoods(q, body.sort), ctx);
      const { plan, found } = await searchWith(db, 'goods', body.keyword, { language }, (read) => searchPage(db, query, read, body, ctx));
      const { list, total } = found ?? { list: [], total: 0 };
      const other: 'china' | 'industry' = body.source === 'china' ? 'industry' : 'china';
      const elsewhere = body.source && !body.categoryId && !body.brandId ? { source: other, listing: filtered(other), keyword: body.keyword } : null;
      return { list, total, search: await searchHelp(db, listing, plan, total, ctx, elsewhere) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.suggestGoods,
    async ({ body, db, language, currency }) => {
      const visibleGoods = baseQuery(db).where(visible);
      // What pressing Enter would list (the whole catalogue, the keyword read as the list reads
      // it), so that the suggestions count the same goods; else the start of the word being typed.
      let { found } = await searchWith(db, 'goods', body.keyword, { language }, (read) => suggestionsOf(db, visibleGoods, read, language));
      if (!found?.total) {
        const typing = await planSearch(db, 'goods', body.keyword, { typing: true, language });
        if (typing) found = await suggestionsOf(db, visibleGoods, typing, language);
      }
      if (!found?.total) return { goods: [], categories: [], brands: [] };
      const ctx = await context(db, language, currency);
      const [goods, brands] = await Promise.all([
        found.goods.length ? db.selectFrom('goods').select(['id', 'name', 'original_language', 'machine_translated', 'images']).where('id', 'in', found.goods).execute() : [],
        found.brands.length
          ? db
              .selectFrom('brands')
              .select(['id', 'name', 'original_language', 'logo', 'type'])
              .where(
                'id',
                'in',
                found.brands.map((b) => b.id),
              )
              .execute()
          : [],
      ]);
      const goodsById = new Map(goods.map((g) => [g.id, g]));
      const brandsById = new Map(brands.map((b) => [b.id, b]));
      return {
        goods: found.goods.flatMap((id) => {
          const g = goodsById.get(id);
          if (!g) return [];
          const name = shownText(g.name, language, g.original_language, g.machine_translated?.name);
          return [{ id: g.id, name: name.text, nameSource: name.source, image: g.images[0] ?? '' }];
        }),
        categories: found.categories.map((c) => categoryItem(c, ctx)),
        brands: found.brands.flatMap(({ id }) => {
          const b = brandsById.get(id);
          return b ? [{ ...brandSummaryOf(b, language), source: b.type === 'industry' ? ('industry' as const) : ('china' as const) }] : [];
        }),
      };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.goodsDetails,
    async ({ body, db, language, currency, user }) => {
      const row = await selectGoods(baseQuery(db).where('g.id', '=', body.id)).executeTakeFirst();
      const isVisible = row && row.audit_status === AUDIT_STATUS.passed && row.putaway;
      // Sellers may preview their own goods before review; to anybody else goods that once were (off the
      // shelf, out of review, deleted) are no longer on sale, a clear answer the page offers similar goods for.
      if (!row || (!isVisible && !isOwner(user, row, 'seller_id'))) {
        const known = await db.selectFrom('goods').select('id').where('id', '=', body.id).executeTakeFirst();
        throw new BusinessError(known ? 'goods.notOnSale' : 'resource.notFound');
      }
      const ctx = await context(db, language, currency);
      return { data: detailsOf(row, ctx, await attributeNames(db, language)) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.similarGoods,
    async ({ body, db, language, currency }) => {
      // Deleted goods keep their row (orders name them), so their category still leads to goods like them.
      const goods = await db.selectFrom('goods').select('category_id').where('id', '=', body.id).executeTakeFirst();
      if (!goods) return { list: [] };
      const ctx = await context(db, language, currency);
      const rows = await selectSummaries(baseQuery(db).where(visible).where('g.category_id', '=', goods.category_id).where('g.id', '!=', body.id))
        .orderBy('g.sales', 'desc')
        .orderBy('g.id', 'desc')
        .limit(body.everyNumber)
        .execute();
      return { list: rows.map((row) => summaryOf(row, ctx)) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.hotGoods,
    async ({ body, db, language, currency }) => {
      const ctx = await context(db, language, currency);
      let query = baseQuery(db).where(visible);
      if (body.source) query = query.where('g.root', '=', ROOT_BY_SOURCE[body.source]);
      const rows = await selectSummaries(query).orderBy('g.sales', 'desc').orderBy('g.id', 'desc').limit(body.everyNumber).execute();
      return { list: rows.map((row) => summaryOf(row, ctx)) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.nationalPavilionGoods,
    async ({ body, db, language, currency }) => {
      const ctx = await context(db, language, currency);
      const query = baseQuery(db).where(visible).where('g.country_code', '=', body.countryCode);
      if (!body.keyword) return pageWithTotal(query, body, (q) => sortGoods(q, 'relevant'), ctx);
      const plan = await planSearch(db, 'goods', body.keyword, { language });
      if (!plan) return { list: [], total: 0 };
      const { list, total } = await searchPage(db, query, plan, { ...body, sort: 'relevant' }, ctx);
      return { list, total };
    },
    { cache: true },
  );

  defineRoute(app, calls.isItAllowedPublish, async ({ user, language }) => {
    const allowed = holdsRole(user, 'seller');
    return {
      data: {
        allowed,
        reason: allowed ? '' : message('goods.publishSellerOnly', language),
        reviewedAtOnce: options.autoApprove,
        translation: translationPlan(options.translation),
      },
    };
  });

  defineRoute(
    app,
    calls.saveGoods,
    async ({ body, db, user, language }) => {
      const seller = user;
      if (body.minOrder > body.stock) throw new BusinessError('goods.minOrderAboveStock', { stock: body.stock });
      const categories = await loadCategories(db);
      const category = categories.find((c) => c.id === body.categoryId);
      if (!category) throw new BusinessError('goods.categoryInvalid');
      if (body.brandId) {
        const brand = await db.selectFrom('brands').select(['owner_id', 'audit_status']).where('id', '=', body.brandId).where('deleted_at', 'is', null).executeTakeFirst();
        if (!brand || !isOwner(seller, brand, 'owner_id') || brand.audit_status !== AUDIT_STATUS.passed) throw new BusinessError('brand.invalid');
      }
      await assertOwnUploads(db, seller.id, body.images);
      if (body.attributes.length) {
        const ids = [...new Set(body.attributes.map((a) => a.attributeId))];
        const found = await db.selectFrom('attributes').select('id').where('id', 'in', ids).execute();
        if (found.length !== ids.length) throw new BusinessError('validation.invalid');
      }
      const rates = await loadRates(db);
      const priceMinor = toMinorUnits(body.price);
      const original = originalLanguage(body.name, language);
      const before = body.id ? await ownGoods(db, seller, body.id) : undefined;
      const { name, description, machine } = await withTranslations(
        options.translation,
        { name: storedText(body.name), description: storedText(body.description) },
        original,
        before && { name: before.name, description: before.description, machine: before.machine_translated ?? {}, original: before.original_language },
        (error) => app.log.warn({ err: error, provider: options.translation.name }, 'translation failed; the goods are saved without it'),
      );
      const values = {
        brand_id: body.brandId ?? null,
        category_id: category.id,
        root: category.root,
        name: JSON.stringify(name),
        description: JSON.stringify(description),
        original_language: original,
        machine_translated: JSON.stringify(machine),
        search_text: searchText(name, description),
        price_minor: priceMinor,
        currency: body.currency,
        price_usd_minor: convertMinor(priceMinor, body.currency, 'USD', rates),
        unit: body.unit,
        min_order: body.minOrder,
        stock: body.stock,
        images: JSON.stringify(body.images),
        attributes: JSON.stringify(body.attributes),
        trade_terms: JSON.stringify([...new Set(body.tradeTerms)]),
        country_code: seller.country_code ?? 'CN',
        // Every change is reviewed again, unless the demo setting passes it at once.
        audit_status: options.autoApprove ? AUDIT_STATUS.passed : AUDIT_STATUS.underReview,
        audit_reason: '',
        updated_at: new Date(),
      };
      const languages = { missingLanguages: missingOf({ name, description }), machineTranslated: machineOf(machine) };
      if (body.id) {
        await db.updateTable('goods').set(values).where('id', '=', body.id).execute();
        await indexGoods(db, { ids: [body.id] });
        return { data: { id: body.id, auditStatus: values.audit_status as '0000' | '1000', ...languages } };
      }
      const inserted = await db
        .insertInto('goods')
        .values({ ...values, seller_id: seller.id, putaway: options.autoApprove, deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      await indexGoods(db, { ids: [inserted.id] });
      return { data: { id: inserted.id, auditStatus: values.audit_status as '0000' | '1000', ...languages } };
    },
    { write: true },
  );

  defineRoute(app, calls.myGoodsList, async ({ body, db, user, language, currency }) => {
    const ctx = await context(db, language, currency);
    let query = baseQuery(db).where('g.seller_id', '=', user.id);
    if (body.auditStatus) query = query.where('g.audit_status', '=', body.auditStatus);
    if (body.keyword) {
      const plan = await planSearch(db, 'goods', body.keyword, { language });
      query = plan ? query.where(matches(plan, 'g', 'doc')) : query.where(sql<boolean>`false`);
    }
    const total = await countOf(query);
    const rows = await page(selectGoods(query).orderBy('g.updated_at', 'desc').orderBy('g.id', 'desc'), body.currentPage, body.everyNumber).execute();
    const names = await attributeNames(db, language);
    return { list: rows.map((row) => sellerGoodsOf(row, ctx, names)), total };
  });

  defineRoute(app, calls.myGoodsDetails, async ({ body, db, user, language, currency }) => {
    const row = await ownGoods(db, user, body.id);
    const ctx = await context(db, language, currency);
    return { data: sellerGoodsOf(row, ctx, await attributeNames(db, language)) };
  });

  defineRoute(
    app,
    calls.deleteGoods,
    async ({ body, db, user }) => {
      await ownGoods(db, user, body.id);
      // Kept for the orders that name it; gone from every list.
      await db.updateTable('goods').set({ deleted_at: new Date(), putaway: false }).where('id', '=', body.id).execute();
      return {};
    },
    { write: true },
  );

  defineRoute(
    app,
    calls.updateGoodsPutaway,
    async ({ body, db, user }) => {
      const row = await ownGoods(db, user, body.id);
      const putaway = body.putaway ?? !row.putaway;
      if (putaway && row.audit_status !== AUDIT_STATUS.passed) throw new BusinessError('goods.notPassed');
      await db.updateTable('goods').set({ putaway, updated_at: new Date() }).where('id', '=', body.id).execute();
      return { data: { putaway } };
    },
    { write: true },
  );
}
