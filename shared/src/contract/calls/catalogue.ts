import * as z from 'zod/mini';
import { AUDIT_STATUS, CONVERT_MAX, CURRENCIES, GOODS_SORTS, KEYWORD_MAX_LENGTH, PRICE_MAX, QUANTITY_MAX, QUANTITY_UNITS, TRADE_TERMS } from '../constants';
import {
  IdRequestSchema,
  IdSchema,
  ListReplySchema,
  LocalisedInputSchema,
  LocalisedNameSchema,
  LocalisedSchema,
  MachineTranslatedSchema,
  MissingLanguagesSchema,
  PriceSchema,
  TextSourceSchema,
  TranslationPlanSchema,
  UploadUrlSchema,
} from './common';
import { amountSchema, daySchema, defineCall, intSchema, PageRequestSchema, quantitySchema } from './define';
import { CategoryNodeSchema } from './site';
import { GoodsShippingSchema, ShippingInputSchema } from '../goods-shipping';

const AuditStatusSchema = z.enum([AUDIT_STATUS.underReview, AUDIT_STATUS.passed, AUDIT_STATUS.rejected, AUDIT_STATUS.cancelled]);
const SourceSchema = z.enum(['china', 'industry']);
const CountryCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, { error: 'validation.countryRequired' }));
const KeywordSchema = z.optional(z.string().check(z.trim(), z.maxLength(KEYWORD_MAX_LENGTH)));

/** A brand as goods and suggestions name it; `nameSource`: the language its name is shown in. */
export const BrandSummarySchema = z.object({ id: z.number(), name: z.string(), logo: z.string(), nameSource: z.optional(TextSourceSchema) });

/**
 * How a keyword search was read. `corrected`: the keyword as searched when a word was taken for a
 * typo of a catalogue word ("solar panel" for "soalr panel"). After no result, `didYouMean`: nearby
 * keywords that find goods, and `categories`: where goods like it are.
 */
const SearchCategorySchema = z.object({ id: z.number(), title: z.string(), total: z.number(), source: SourceSchema });

export const SearchHelpSchema = z.object({
  corrected: z.nullable(z.string()),
  /** Words of the keyword that did not narrow the list, as typed: how the buyer means to buy, what the goods are for (they rank), words the catalogue does not have. */
  setAside: z.optional(z.array(z.string())),
  /** The keyword asked for the cheapest ("barato", "cheap", "便宜"): the list comes cheapest first unless another order was chosen. */
  cheapestFirst: z.optional(z.boolean()),
  /** A nearby keyword; with `source`, the same keyword finds goods in the other source. */
  didYouMean: z.array(z.object({ keyword: z.string(), total: z.number(), source: z.optional(SourceSchema) })),
  categories: z.array(SearchCategorySchema),
});
export type SearchHelp = z.infer<typeof SearchHelpSchema>;

export const SellerSchema = z.object({ id: z.number(), nickname: z.string(), companyName: z.nullable(z.string()), countryCode: z.nullable(z.string()) });

/** Goods as lists show them. */
export const GoodsSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  summary: z.string(),
  image: z.string(),
  price: PriceSchema,
  unit: z.enum(QUANTITY_UNITS),
  minOrder: z.number(),
  source: SourceSchema,
  categoryId: z.number(),
  categoryTitle: z.string(),
  brand: z.nullable(BrandSummarySchema),
  seller: SellerSchema,
  countryCode: z.string(),
  sales: z.number(),
  createTime: z.number(),
  /** The language the name is shown in (the reader's unless the seller did not write it). */
  nameSource: z.optional(TextSourceSchema),
  /** The language the summary is shown in. */
  summarySource: z.optional(TextSourceSchema),
});
export type GoodsSummary = z.infer<typeof GoodsSummarySchema>;

export const GoodsDetailsSchema = z.extend(GoodsSummarySchema, {
  description: z.string(),
  images: z.array(z.string()),
  stock: z.number(),
  tradeTerms: z.array(z.enum(TRADE_TERMS)),
  attributes: z.array(z.object({ id: z.number(), name: z.string(), value: z.string() })),
  categoryPath: z.array(z.object({ id: z.number(), title: z.string() })),
  /** The language the description is shown in. */
  descriptionSource: z.optional(TextSourceSchema),
  /** What a landed-cost estimate reads: the HS code, the carton and the port the goods ship from. */
  shipping: GoodsShippingSchema,
});
export type GoodsDetails = z.infer<typeof GoodsDetailsSchema>;

/** A seller's own goods: the details plus review state and every language, for editing. */
export const SellerGoodsSchema = z.extend(GoodsDetailsSchema, {
  auditStatus: AuditStatusSchema,
  auditReason: z.string(),
  putaway: z.boolean(),
  names: LocalisedSchema,
  descriptions: LocalisedSchema,
  attributeValues: z.array(z.object({ attributeId: z.number(), value: z.string() })),
  /** The buyer languages the seller has not written (nor a translation service filled). */
  missingLanguages: z.optional(MissingLanguagesSchema),
  /** The languages a translation service wrote. */
  machineTranslated: z.optional(MachineTranslatedSchema),
});
export type SellerGoods = z.infer<typeof SellerGoodsSchema>;

export const listGoods = defineCall({
  path: '/api/goods/list',
  auth: 'none',
  request: z.extend(PageRequestSchema, {
    keyword: KeywordSchema,
    source: z.optional(SourceSchema),
    /** A category at any level: its goods and its descendants'. */
    categoryId: z.optional(IdSchema),
    brandId: z.optional(IdSchema),
    countryCode: z.optional(CountryCodeSchema),
    sort: z._default(z.catch(z.enum(GOODS_SORTS), 'relevant'), 'relevant'),
  }),
  reply: z.extend(ListReplySchema(GoodsSummarySchema), {
    /** With a keyword: how it was read, and where to go when it found nothing. */
    search: z.optional(SearchHelpSchema),
  }),
});

/** Goods, categories and brands for what a buyer is typing (the header's suggestions). */
export const suggestGoods = defineCall({
  path: '/api/goods/suggest',
  auth: 'none',
  request: z.object({ keyword: z.string().check(z.trim(), z.minLength(1), z.maxLength(KEYWORD_MAX_LENGTH)) }),
  reply: z.object({
    goods: z.array(z.object({ id: z.number(), name: z.string(), image: z.string(), nameSource: z.optional(TextSourceSchema) })),
    categories: z.array(SearchCategorySchema),
    brands: z.array(z.extend(BrandSummarySchema, { source: SourceSchema })),
  }),
});

export const goodsDetails = defineCall({
  path: '/api/goods/details',
  auth: 'optional',
  request: IdRequestSchema,
  reply: z.object({ data: GoodsDetailsSchema }),
});

/**
 * Goods on sale in the same category as goods a buyer opened (goods taken off the shelf or out of
 * review among them: the product page offers these instead), the goods themselves left out.
 */
export const similarGoods = defineCall({
  path: '/api/goods/similar',
  auth: 'none',
  request: z.extend(IdRequestSchema, { everyNumber: z._default(z.catch(intSchema(1, 24), 8), 8) }),
  reply: z.object({ list: z.array(GoodsSummarySchema) }),
});

export const hotGoods = defineCall({
  path: '/api/goods/hotGoods',
  auth: 'none',
  request: z.object({ source: z.optional(SourceSchema), everyNumber: z._default(z.catch(intSchema(1, 50), 8), 8) }),
  reply: z.object({ list: z.array(GoodsSummarySchema) }),
});

export const nationalPavilionGoods = defineCall({
  path: '/api/goods/nationalPavilionGoods',
  auth: 'none',
  request: z.extend(PageRequestSchema, { countryCode: CountryCodeSchema, keyword: KeywordSchema }),
  reply: ListReplySchema(GoodsSummarySchema),
});

export const isItAllowedPublish = defineCall({
  path: '/api/goods/isItAllowedPublish',
  auth: 'required',
  request: z.object({}),
  reply: z.object({
    data: z.object({
      allowed: z.boolean(),
      reason: z.string(),
      /** True where the marketplace passes review at once (a demonstration setting): the form says so instead of promising a review. */
      reviewedAtOnce: z.boolean(),
      /** What a translation service does with the buyer languages goods are saved without: the form says they will be filled instead of warning. */
      translation: z.optional(TranslationPlanSchema),
    }),
  }),
});

export const SaveGoodsRequestSchema = z.object({
  id: z.optional(IdSchema),
  categoryId: IdSchema,
  brandId: z.optional(z.nullable(IdSchema)),
  name: LocalisedNameSchema,
  description: z.optional(LocalisedInputSchema),
  images: z.array(UploadUrlSchema).check(z.minLength(1, { error: 'goods.imagesRequired' }), z.maxLength(10, { error: 'goods.imagesRequired' })),
  /** Major units, e.g. 12.5. */
  price: amountSchema(0.01, PRICE_MAX),
  currency: z.enum(CURRENCIES, { error: 'currency.unknown' }),
  unit: z.enum(QUANTITY_UNITS, { error: 'goods.unitInvalid' }),
  minOrder: z._default(quantitySchema(1, 1_000_000), 1),
  stock: z._default(quantitySchema(0, QUANTITY_MAX), 0),
  attributes: z._default(z.array(z.object({ attributeId: IdSchema, value: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) })).check(z.maxLength(30)), []),
  tradeTerms: z.array(z.enum(TRADE_TERMS)).check(z.minLength(1, { error: 'goods.tradeTermsRequired' })),
  /** The HS code ("8415.10" or "841510"), units per carton, the carton's gross kg and m³, and the port it ships from. */
  shipping: ShippingInputSchema,
});

export const saveGoods = defineCall({
  path: '/api/goods/save',
  auth: { role: 'seller', refusal: 'goods.publishSellerOnly' },
  request: SaveGoodsRequestSchema,
  reply: z.object({
    data: z.object({
      id: z.number(),
      auditStatus: AuditStatusSchema,
      /** The buyer languages still missing after saving (buyers of them read another language). */
      missingLanguages: z.optional(MissingLanguagesSchema),
      /** The languages a translation service filled while saving. */
      machineTranslated: z.optional(MachineTranslatedSchema),
    }),
  }),
});

/**
 * The HS codes the goods on sale of a category (and of the categories under it) are declared
 * under, the most used first, each with the category whose goods use it most: what the goods form
 * suggests once a category is chosen.
 */
export const goodsHsCodes = defineCall({
  path: '/api/goods/hsCodes',
  auth: { role: 'seller', refusal: 'goods.publishSellerOnly' },
  request: z.object({ categoryId: IdSchema }),
  reply: z.object({ list: z.array(z.object({ hsCode: z.string(), categoryId: z.number(), categoryTitle: z.string(), goods: z.number() })) }),
});

export const myGoodsList = defineCall({
  path: '/api/goods/myProductList',
  auth: 'required',
  request: z.extend(PageRequestSchema, { auditStatus: z.optional(AuditStatusSchema), keyword: KeywordSchema }),
  reply: ListReplySchema(SellerGoodsSchema),
});

export const myGoodsDetails = defineCall({
  path: '/api/goods/myProductDetails',
  auth: 'required',
  request: IdRequestSchema,
  reply: z.object({ data: SellerGoodsSchema }),
});

export const deleteGoods = defineCall({ path: '/api/goods/delete', auth: 'required', request: IdRequestSchema, reply: z.object({}) });

export const updateGoodsPutaway = defineCall({
  path: '/api/goods/updatePutaway',
  auth: 'required',
  /** Without `putaway`, the shelf state flips. */
  request: z.extend(IdRequestSchema, { putaway: z.optional(z.boolean()) }),
  reply: z.object({ data: z.object({ putaway: z.boolean() }) }),
});

// Brands and their factory inspections.

export const BrandSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  logo: z.string(),
  type: SourceSchema,
  countryCode: z.string(),
  ownerId: z.number(),
  goodsCount: z.number(),
  factoryCount: z.number(),
  /** The language the name is shown in (the reader's unless the seller did not write it). */
  nameSource: z.optional(TextSourceSchema),
  /** The language the description is shown in. */
  descriptionSource: z.optional(TextSourceSchema),
});

export const OwnBrandSchema = z.extend(BrandSchema, {
  auditStatus: AuditStatusSchema,
  auditReason: z.string(),
  putaway: z.boolean(),
  names: LocalisedSchema,
  descriptions: LocalisedSchema,
});

export const listBrands = defineCall({
  path: '/api/brand/list',
  auth: 'optional',
  request: z.extend(PageRequestSchema, {
    keyword: KeywordSchema,
    type: z.optional(SourceSchema),
    /** 1: the signed-in seller's own brands, in every review state. */
    mine: z.optional(intSchema(0, 1)),
  }),
  reply: ListReplySchema(OwnBrandSchema),
});

export const listBrandsForGoodsEdit = defineCall({
  path: '/api/brand/listForGoodsEdit',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ list: z.array(BrandSummarySchema) }),
});

export const saveBrand = defineCall({
  path: '/api/brand/save',
  auth: { role: 'seller', refusal: 'brand.sellerOnly' },
  request: z.object({
    id: z.optional(IdSchema),
    name: LocalisedNameSchema,
    description: z.optional(LocalisedInputSchema),
    logo: UploadUrlSchema,
    type: z._default(SourceSchema, 'china'),
    countryCode: z._default(CountryCodeSchema, 'CN'),
  }),
  reply: z.object({ data: z.object({ id: z.number(), auditStatus: AuditStatusSchema }) }),
});

export const FactoryInspectionSchema = z.object({
  id: z.number(),
  brandId: z.number(),
  name: z.string(),
  /** The language the name is shown in (the reader's unless the seller did not write it). */
  nameSource: z.optional(TextSourceSchema),
  address: z.string(),
  inspectedAt: z.string(),
  inspector: z.string(),
  summary: z.string(),
  summarySource: z.optional(TextSourceSchema),
  reportUrl: z.string(),
  images: z.array(z.string()),
  names: LocalisedSchema,
  summaries: LocalisedSchema,
});

export const brandDetails = defineCall({
  path: '/api/brand/details',
  auth: 'optional',
  request: IdRequestSchema,
  reply: z.object({ data: z.extend(OwnBrandSchema, { factories: z.array(FactoryInspectionSchema) }) }),
});

export const updateBrandPutaway = defineCall({
  path: '/api/brand/putaway',
  auth: 'required',
  request: z.extend(IdRequestSchema, { putaway: z.optional(z.boolean()) }),
  reply: z.object({ data: z.object({ putaway: z.boolean() }) }),
});

export const deleteBrand = defineCall({ path: '/api/brand/delete', auth: 'required', request: IdRequestSchema, reply: z.object({}) });

export const listFactoryInspections = defineCall({
  path: '/api/brandFactoryInspection/list',
  auth: 'optional',
  request: z.object({ brandId: IdSchema }),
  reply: z.object({ list: z.array(FactoryInspectionSchema) }),
});

export const saveFactoryInspection = defineCall({
  path: '/api/brandFactoryInspection/save',
  auth: { role: 'seller', refusal: 'brand.sellerOnly' },
  request: z.object({
    id: z.optional(IdSchema),
    brandId: IdSchema,
    name: LocalisedNameSchema,
    address: z.string().check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(300)),
    inspectedAt: daySchema('untilToday'),
    inspector: z.string().check(z.trim(), z.minLength(1, { error: 'validation.required' }), z.maxLength(120)),
    summary: z.optional(LocalisedInputSchema),
    reportUrl: z.optional(UploadUrlSchema),
    images: z._default(z.array(UploadUrlSchema).check(z.maxLength(10)), []),
  }),
  reply: z.object({ data: z.object({ id: z.number() }) }),
});

export const factoryInspectionDetails = defineCall({
  path: '/api/brandFactoryInspection/details',
  auth: 'optional',
  request: IdRequestSchema,
  reply: z.object({ data: FactoryInspectionSchema }),
});

export const deleteFactoryInspection = defineCall({
  path: '/api/brandFactoryInspection/delete',
  auth: 'required',
  request: IdRequestSchema,
  reply: z.object({}),
});

// Categories and attributes.

export const listCategories = defineCall({
  path: '/api/shopGoodsType/list',
  auth: 'none',
  request: z.object({ goodsType: z.optional(intSchema(0)), parentId: z.optional(IdSchema) }),
  reply: z.object({ list: z.array(z.object({ id: z.number(), title: z.string(), type: z.number(), parentId: z.nullable(z.number()) })) }),
});

export const getAllChildCategoryTypes = defineCall({
  path: '/api/shopGoodsType/getAllChildType',
  auth: 'none',
  request: z.object({ goodsType: intSchema(0), id: IdSchema }),
  reply: z.object({ list: z.array(CategoryNodeSchema) }),
});

export const listAttributes = defineCall({
  path: '/api/attribute/list',
  auth: 'none',
  request: PageRequestSchema,
  reply: ListReplySchema(z.object({ id: z.number(), name: z.string(), unit: z.string(), values: z.array(z.string()) })),
});

// Money and files.

export const currencyConvert = defineCall({
  path: '/api/common/currencyConvert',
  auth: 'none',
  request: z.object({ amount: amountSchema(0, CONVERT_MAX), currency: z.enum(CURRENCIES, { error: 'currency.unknown' }) }),
  reply: z.object({ data: z.object({ amount: z.number(), currency: z.string(), showAmount: z.number(), showCurrency: z.string(), rate: z.number(), asOf: z.string() }) }),
});

export const uploadFile = defineCall({
  path: '/api/common/uploadFile.json',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ url: z.string() }),
  multipart: true,
});
