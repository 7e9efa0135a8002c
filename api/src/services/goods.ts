import { AUDIT_STATUS, cm3Of, gramsOf, mayShipFrom, toMinorUnits, type calls, type Language, type SearchHelp } from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import * as catalogueRepository from '../repositories/catalogue';
import * as goodsRepository from '../repositories/goods';
import type { GoodsCardRow, GoodsFilter, GoodsRow, SuggestedMatches } from '../repositories/goods';
import type { PageAsked } from '../repositories/paging';
import { BusinessError } from './business-error';
import { loadCategories, onSaleByCategory, type CategoryRow } from './categories';
import { originalLanguage, searchText, storedText } from './localised';
import { convertMinor, loadRates } from './money';
import { isOwner } from './policy';
import { indexGoods } from './search/documents';
import { keywordHelp } from './search/help';
import { planSearch, searchWith, type SearchPlan, type SearchScope } from './search/query';
import { machineOf, missingOf, withTranslations, type GoodsTexts, type TranslationProvider } from './translation';
import { assertOwnUploads } from './uploads';

/** The rules of a seller's goods and of finding goods; routes/goods.ts maps calls to these. */

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/** A category goods may be filed under (of the kind asked, when given): refused as invalid when there is none. */
export function goodsCategory(categories: CategoryRow[], id: number, root?: number): CategoryRow {
  const category = categories.find((c) => c.id === id && (root === undefined || c.root === root));
  if (!category) throw new BusinessError('goods.categoryInvalid');
  return category;
}

/** Where the seller's goods come from: the seller's country, China when none is stated. */
function countryOfGoods(seller: UserRow): string {
  return seller.country_code ?? 'CN';
}

/**
 * The goods' shipping as the goods table keeps it: whole grams and cm³ from the kilograms and cubic
 * metres typed (their decimals are bounded by the contract, so nothing is lost). Goods from China
 * leave from a Chinese port.
 */
function shippingColumns(seller: UserRow, shipping: Input<typeof calls.saveGoods>['shipping']) {
  if (!mayShipFrom(countryOfGoods(seller), shipping.shipFrom)) throw new BusinessError('goods.shipFromChina');
  return {
    hs_code: shipping.hsCode,
    carton_units: shipping.cartonUnits,
    carton_weight_g: gramsOf(shipping.cartonWeightKg),
    carton_volume_cm3: cm3Of(shipping.cartonVolumeM3),
    ship_from: shipping.shipFrom,
  };
}

/**
 * The texts a save will store: the seller's, with the empty buyer languages the translation service
 * writes. Asked before the save's transaction opens (defineRoute's `prepare`), so that no
 * transaction, and on PGlite no other request, waits on the service; the goods as they stand are
 * read here too, for the marks of what the service wrote before. Null when the save will be
 * refused before it stores anything (the service is not asked for it).
 */
export async function translateGoodsTexts(
  db: Db,
  seller: UserRow,
  input: Input<typeof calls.saveGoods>,
  language: Language,
  translation: TranslationProvider,
  onFailure: (error: unknown) => void,
): Promise<GoodsTexts | null> {
  if (input.minOrder > input.stock || !mayShipFrom(countryOfGoods(seller), input.shipping.shipFrom)) return null;
  const before = input.id ? await goodsRepository.findOwnedGoods(db, seller, input.id).catch(() => undefined) : undefined;
  if (input.id && !before) return null;
  return withTranslations(
    translation,
    { name: storedText(input.name), description: storedText(input.description) },
    originalLanguage(input.name, language),
    before && { name: before.name, description: before.description, machine: before.machine_translated ?? {}, original: before.original_language },
    onFailure,
  );
}

/**
 * Creates or changes the seller's goods with the texts `translateGoodsTexts` made; every change goes
 * to review again, unless review passes at once (the demo setting, `autoApprove`).
 */
export async function saveGoods(db: Db, seller: UserRow, input: Input<typeof calls.saveGoods>, language: Language, texts: GoodsTexts | null, autoApprove: boolean) {
  if (input.minOrder > input.stock) throw new BusinessError('goods.minOrderAboveStock', { stock: input.stock });
  const shipping = shippingColumns(seller, input.shipping);
  const category = goodsCategory(await loadCategories(db), input.categoryId);
  if (input.brandId) {
    const brand = await goodsRepository.brandForGoods(db, input.brandId);
    if (!brand || !isOwner(seller, brand, 'owner_id') || brand.audit_status !== AUDIT_STATUS.passed) throw new BusinessError('brand.invalid');
  }
  await assertOwnUploads(db, seller.id, input.images);
  if (input.attributes.length) {
    const ids = [...new Set(input.attributes.map((a) => a.attributeId))];
    if ((await catalogueRepository.countAttributes(db, ids)) !== ids.length) throw new BusinessError('validation.invalid');
  }
  const rates = await loadRates(db);
  const priceMinor = toMinorUnits(input.price);
  const original = originalLanguage(input.name, language);
  if (input.id) await goodsRepository.findOwnedGoods(db, seller, input.id);
  // Without prepared texts (a save refused before them), the seller's own texts: nothing is stored then anyway.
  const { name, description, machine } = texts ?? { name: storedText(input.name), description: storedText(input.description), machine: {} };
  const values = {
    brand_id: input.brandId ?? null,
    category_id: category.id,
    root: category.root,
    name: JSON.stringify(name),
    description: JSON.stringify(description),
    original_language: original,
    machine_translated: JSON.stringify(machine),
    search_text: searchText(name, description),
    price_minor: priceMinor,
    currency: input.currency,
    price_usd_minor: convertMinor(priceMinor, input.currency, 'USD', rates),
    unit: input.unit,
    min_order: input.minOrder,
    stock: input.stock,
    images: JSON.stringify(input.images),
    attributes: JSON.stringify(input.attributes),
    trade_terms: JSON.stringify([...new Set(input.tradeTerms)]),
    country_code: countryOfGoods(seller),
    ...shipping,
    // Every change is reviewed again, unless the demo setting passes it at once.
    audit_status: autoApprove ? AUDIT_STATUS.passed : AUDIT_STATUS.underReview,
    audit_reason: '',
    updated_at: new Date(),
  };
  const languages = { missingLanguages: missingOf({ name, description }), machineTranslated: machineOf(machine) };
  let id = input.id;
  if (id) await goodsRepository.updateGoods(db, id, values);
  else id = await goodsRepository.insertGoods(db, { ...values, seller_id: seller.id, putaway: autoApprove, deleted_at: null });
  await indexGoods(db, { ids: [id] });
  return { id, auditStatus: values.audit_status as '0000' | '1000', ...languages };
}

/** Deletes the seller's goods (kept for the orders that name them; gone from every list). */
export async function removeGoods(db: Db, seller: UserRow, id: number): Promise<void> {
  await goodsRepository.findOwnedGoods(db, seller, id);
  await goodsRepository.deleteGoods(db, id);
}

/** Puts the seller's goods on the shelf or takes them off (toggles when `putaway` is not given); only passed goods go on it. */
export async function setGoodsPutaway(db: Db, seller: UserRow, id: number, wanted: boolean | undefined): Promise<boolean> {
  const row = await goodsRepository.findOwnedGoods(db, seller, id);
  const putaway = wanted ?? !row.putaway;
  if (putaway && row.audit_status !== AUDIT_STATUS.passed) throw new BusinessError('goods.notPassed');
  await goodsRepository.updateGoods(db, id, { putaway, updated_at: new Date() });
  return putaway;
}

/** A seller's goods list: one review state when asked, goods with every word of a keyword when given. */
export async function sellerGoods(
  db: Db,
  seller: UserRow,
  input: PageAsked & { auditStatus?: string; keyword?: string },
  language: Language,
): Promise<{ rows: GoodsRow[]; total: number }> {
  const filter: GoodsFilter = { sellerId: seller.id, auditStatus: input.auditStatus };
  if (!input.keyword) return goodsRepository.listSellerGoods(db, filter, input);
  const plan = await planSearch(db, 'goods', input.keyword, { language });
  // A keyword with nothing to look for finds nothing.
  if (!plan) return { rows: [], total: 0 };
  return goodsRepository.listSellerGoods(db, filter, input, { plan, scope: 'doc' });
}

/**
 * One page of goods for a keyword: those whose names (or brand, seller, country, kind) have every
 * word, or when none does, those whose category or description has them.
 */
export async function searchPage(
  db: Db,
  filter: GoodsFilter,
  plan: SearchPlan,
  page: PageAsked & { sort: string },
  language: Language,
): Promise<{ rows: GoodsCardRow[]; total: number; scope: SearchScope }> {
  // "barato", "cheap", "便宜": the cheapest first, unless the reader chose another order.
  const order = plan.cheapest && page.sort === 'relevant' ? 'priceAsc' : page.sort;
  // No word of it is in the catalogue: nothing to ask the database.
  if (plan.unknown) return { rows: [], total: 0, scope: 'doc' };
  return goodsRepository.matchingGoodsPage(db, filter, plan, order, language, page);
}

/** A list's page for a keyword, its words checked together only when together they find nothing (`searchWith`). */
export async function searchGoods(
  db: Db,
  filter: GoodsFilter,
  keyword: string,
  page: PageAsked & { sort: string },
  language: Language,
): Promise<{ plan: SearchPlan | null; rows: GoodsCardRow[]; total: number }> {
  const wholeList = Object.entries(filter).every(([key, value]) => key === 'onSale' || value === undefined);
  const { plan, found } = await searchWith(db, 'goods', keyword, { language, wholeList }, (read) => searchPage(db, filter, read, page, language));
  return { plan, rows: found?.rows ?? [], total: found?.total ?? 0 };
}

/** How many goods a plan finds, as the list reads it: by their names, else by their whole documents. */
async function searchCount(db: Db, filter: GoodsFilter, plan: SearchPlan): Promise<number> {
  const byName = await goodsRepository.countGoods(db, filter, { plan, scope: 'main' });
  return byName > 0 ? byName : goodsRepository.countGoods(db, filter, { plan, scope: 'doc' });
}

/**
 * What a list's filters keep, when the kept per-category counts can answer for them (a source, a
 * category); null when they cannot (a brand, a country): the database counts.
 */
export interface Kept {
  root?: number;
  categories?: number[];
}

/** A list's goods (its filters) and what of them the kept counts can answer for. */
export interface Listing {
  filter: GoodsFilter;
  kept: Kept | null;
}

/** A category's goods count, for the search help. */
export interface CategoryCount {
  id: number;
  total: number;
}

/** Where goods like the keyword are: the categories of goods with any of its words, else the top ones. */
async function categoriesFor(db: Db, filter: GoodsFilter, plan: SearchPlan | null, categories: CategoryRow[], kept: Kept | null): Promise<CategoryCount[]> {
  // Goods with any of its words (none when no word of it is in the catalogue).
  let rows: CategoryCount[] = plan && !plan.unknown ? await goodsRepository.categoriesWithAnyWord(db, filter, plan) : [];
  if (!rows.length) {
    const top = new Map(categories.filter((c) => c.parent_id === null).map((c) => [c.id, c]));
    const byCategory = new Map(categories.map((c) => [c.id, c]));
    const counts = kept
      ? [...(await onSaleByCategory(db))]
          .filter(([id]) => (kept.root === undefined || byCategory.get(id)?.root === kept.root) && (!kept.categories || kept.categories.includes(id)))
          .map(([id, total]) => ({ id, total }))
      : await goodsRepository.goodsPerCategory(db, filter);
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
  return rows;
}

/** How a keyword was read, and after no result, nearby keywords that find goods and where goods like it are (categories by id). */
export async function searchHelp(
  db: Db,
  { filter, kept }: Listing,
  plan: SearchPlan | null,
  total: number,
  categories: CategoryRow[],
  language: Language,
  elsewhere: { source: 'china' | 'industry'; listing: Listing; keyword: string } | null,
): Promise<Omit<SearchHelp, 'categories'> & { categories: CategoryCount[] }> {
  const read = { corrected: plan?.corrected ?? null, setAside: plan?.setAside ?? [], cheapestFirst: Boolean(plan?.cheapest) };
  if (total > 0) return { ...read, didYouMean: [], categories: [] };
  // The same keyword in the other source ("coffee" among China's brands is among industrial goods).
  if (plan && elsewhere) {
    const found = await searchCount(db, elsewhere.listing.filter, plan);
    if (found > 0)
      return {
        ...read,
        corrected: null,
        didYouMean: [{ keyword: plan.corrected ?? elsewhere.keyword, total: found, source: elsewhere.source }],
        categories: await categoriesFor(db, elsewhere.listing.filter, plan, categories, elsewhere.listing.kept),
      };
  }
  const didYouMean = plan ? (await keywordHelp({ db, table: 'goods', plan, total, language, count: (nearby) => searchCount(db, filter, nearby) })).didYouMean : [];
  // A single word found nothing here: no goods have "any of its words" either.
  const anyWord = plan && plan.terms.length > 1 ? plan : null;
  return { ...read, corrected: null, didYouMean, categories: await categoriesFor(db, filter, anyWord, categories, kept) };
}

/** What the suggestions show for a plan, where the list would find goods: by their names, else by their whole documents. */
async function suggestionsOf(db: Db, plan: SearchPlan, language: Language): Promise<SuggestedMatches> {
  for (const scope of ['main', 'doc'] as const) {
    const found = await goodsRepository.suggestedMatches(db, plan, scope, language);
    if (found.total) return found;
  }
  return { total: 0, goods: [], categories: [], brands: [] };
}

/**
 * The suggestions for a keyword being typed: what pressing Enter would list (the whole catalogue,
 * the keyword read as the list reads it), so that the suggestions count the same goods; else the
 * start of the word being typed. Null when nothing is found.
 */
export async function suggestionsFor(db: Db, keyword: string, language: Language): Promise<SuggestedMatches | null> {
  let { found } = await searchWith(db, 'goods', keyword, { language }, (read) => suggestionsOf(db, read, language));
  if (!found?.total) {
    const typing = await planSearch(db, 'goods', keyword, { typing: true, language });
    if (typing) found = await suggestionsOf(db, typing, language);
  }
  return found?.total ? found : null;
}
