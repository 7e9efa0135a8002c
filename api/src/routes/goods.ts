import type { FastifyInstance } from 'fastify';
import { CATEGORY_ROOTS, calls, kgOf, m3Of, type Currency, type GoodsDetails, type GoodsSummary, type Language, type SearchHelp, type SellerGoods } from '@puente/shared/contract';
import { message } from '@puente/shared/messages';
import type { Db } from '../db/database';
import type { AttributeTranslations, PartialLocalised } from '../db/schema';
import * as catalogueRepository from '../repositories/catalogue';
import * as goodsRepository from '../repositories/goods';
import { SUMMARY_CHARS, type GoodsCardRow, type GoodsFilter, type GoodsRow } from '../repositories/goods';
import { loadCategories, pathOf, withDescendants, type CategoryRow } from '../services/categories';
import * as goodsService from '../services/goods';
import type { Listing } from '../services/goods';
import { allLanguages, pickText, shownText } from '../services/localised';
import { machineOf, missingOf, translationPlan, type GoodsTexts, type TranslationProvider } from '../services/translation';
import { planSearch } from '../services/search/query';
import { attributeValueText, translatedText } from '../services/data-translations';
import { loadRates, priceOf, type Rates } from '../services/money';
import { defineRoute } from './define-route';
import { holdsRole } from '../services/policy';

const ROOT_BY_SOURCE = CATEGORY_ROOTS;
const SOURCE_BY_ROOT = { [CATEGORY_ROOTS.china]: 'china', [CATEGORY_ROOTS.industry]: 'industry' } as const;

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
function goodsText(row: Pick<GoodsCardRow, 'name' | 'description' | 'original_language' | 'machine_translated'>, field: 'name' | 'description', language: Language) {
  return shownText(row[field], language, row.original_language, row.machine_translated?.[field]);
}

function summaryOf(row: GoodsCardRow, ctx: MapContext): GoodsSummary {
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
  const rows = await catalogueRepository.allAttributes(db);
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
    shipping: {
      hsCode: row.hs_code,
      cartonUnits: row.carton_units,
      cartonWeightKg: kgOf(row.carton_weight_g),
      cartonVolumeM3: m3Of(row.carton_volume_cm3),
      shipFrom: row.ship_from,
    },
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

function categoryItem(row: { id: number; total: number | string }, ctx: MapContext): SearchHelp['categories'][number] {
  const category = ctx.categories.find((c) => c.id === row.id);
  const source = SOURCE_BY_ROOT[category?.root as keyof typeof SOURCE_BY_ROOT] ?? 'china';
  return { id: row.id, title: pickText(category?.title, ctx.language), total: Number(row.total), source };
}

function cardsOf(rows: GoodsCardRow[], ctx: MapContext): GoodsSummary[] {
  return rows.map((row) => summaryOf(row, ctx));
}

export async function goodsRoutes(app: FastifyInstance, options: { autoApprove: boolean; translation: TranslationProvider }) {
  defineRoute(
    app,
    calls.listGoods,
    async ({ body, db, language, currency }) => {
      const ctx = await context(db, language, currency);
      const filtered = (source: 'china' | 'industry' | undefined): Listing => {
        const categories = body.categoryId ? withDescendants(ctx.categories, body.categoryId) : undefined;
        const filter: GoodsFilter = {
          onSale: true,
          root: source ? ROOT_BY_SOURCE[source] : undefined,
          categoryIds: categories,
          brandId: body.brandId,
          countryCode: body.countryCode,
        };
        const kept = body.brandId || body.countryCode ? null : { root: source ? ROOT_BY_SOURCE[source] : undefined, categories };
        return { filter, kept };
      };
      const listing = filtered(body.source);
      if (!body.keyword) {
        const { rows, total } = await goodsRepository.listGoods(db, listing.filter, body, body.sort);
        return { list: cardsOf(rows, ctx), total };
      }
      const { plan, rows, total } = await goodsService.searchGoods(db, listing.filter, body.keyword, body, language);
      const other: 'china' | 'industry' = body.source === 'china' ? 'industry' : 'china';
      const elsewhere = body.source && !body.categoryId && !body.brandId ? { source: other, listing: filtered(other), keyword: body.keyword } : null;
      const help = await goodsService.searchHelp(db, listing, plan, total, ctx.categories, language, elsewhere);
      return { list: cardsOf(rows, ctx), total, search: { ...help, categories: help.categories.map((c) => categoryItem(c, ctx)) } };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.suggestGoods,
    async ({ body, db, language, currency }) => {
      const found = await goodsService.suggestionsFor(db, body.keyword, language);
      if (!found) return { goods: [], categories: [], brands: [] };
      const ctx = await context(db, language, currency);
      const [goods, brands] = await Promise.all([
        goodsRepository.goodsNames(db, found.goods),
        goodsRepository.brandNames(
          db,
          found.brands.map((b) => b.id),
        ),
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
      const row = await goodsRepository.findReadableGoods(db, user, body.id);
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
      const categoryId = await goodsRepository.categoryOfGoods(db, body.id);
      if (categoryId === undefined) return { list: [] };
      const ctx = await context(db, language, currency);
      const rows = await goodsRepository.similarGoods(db, body.id, categoryId, body.everyNumber);
      return { list: cardsOf(rows, ctx) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.hotGoods,
    async ({ body, db, language, currency }) => {
      const ctx = await context(db, language, currency);
      const rows = await goodsRepository.hotGoods(db, body.source ? ROOT_BY_SOURCE[body.source] : undefined, body.everyNumber);
      return { list: cardsOf(rows, ctx) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.nationalPavilionGoods,
    async ({ body, db, language, currency }) => {
      const ctx = await context(db, language, currency);
      const filter: GoodsFilter = { onSale: true, countryCode: body.countryCode };
      if (!body.keyword) {
        const { rows, total } = await goodsRepository.listGoods(db, filter, body, 'relevant');
        return { list: cardsOf(rows, ctx), total };
      }
      const plan = await planSearch(db, 'goods', body.keyword, { language });
      if (!plan) return { list: [], total: 0 };
      const { rows, total } = await goodsService.searchPage(db, filter, plan, { ...body, sort: 'relevant' }, language);
      return { list: cardsOf(rows, ctx), total };
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

  defineRoute<typeof calls.saveGoods, GoodsTexts | null>(
    app,
    calls.saveGoods,
    async ({ body, db, user, language, prepared }) => ({ data: await goodsService.saveGoods(db, user, body, language, prepared, options.autoApprove) }),
    {
      write: true,
      // The translation service is asked before the save's transaction opens: nothing waits on it holding the database.
      prepare: ({ body, db, user, language }) =>
        goodsService.translateGoodsTexts(db, user, body, language, options.translation, (error) =>
          app.log.warn({ err: error, provider: options.translation.name }, 'translation failed; the goods are saved without it'),
        ),
    },
  );

  defineRoute(app, calls.goodsHsCodes, async ({ body, db, language }) => {
    const categories = await loadCategories(db);
    goodsService.goodsCategory(categories, body.categoryId);
    const rows = await goodsRepository.hsCodesInCategories(db, withDescendants(categories, body.categoryId), 8);
    return {
      list: rows.map((row) => ({
        hsCode: row.hs_code,
        categoryId: row.category_id,
        categoryTitle: pickText(categories.find((c) => c.id === row.category_id)?.title, language),
        goods: Number(row.goods),
      })),
    };
  });

  defineRoute(app, calls.myGoodsList, async ({ body, db, user, language, currency }) => {
    const ctx = await context(db, language, currency);
    const { rows, total } = await goodsService.sellerGoods(db, user, body, language);
    const names = await attributeNames(db, language);
    return { list: rows.map((row) => sellerGoodsOf(row, ctx, names)), total };
  });

  defineRoute(app, calls.myGoodsDetails, async ({ body, db, user, language, currency }) => {
    const row = await goodsRepository.findOwnedGoods(db, user, body.id);
    const ctx = await context(db, language, currency);
    return { data: sellerGoodsOf(row, ctx, await attributeNames(db, language)) };
  });

  defineRoute(
    app,
    calls.deleteGoods,
    async ({ body, db, user }) => {
      await goodsService.removeGoods(db, user, body.id);
      return {};
    },
    { write: true },
  );

  defineRoute(app, calls.updateGoodsPutaway, async ({ body, db, user }) => ({ data: { putaway: await goodsService.setGoodsPutaway(db, user, body.id, body.putaway) } }), {
    write: true,
  });
}
