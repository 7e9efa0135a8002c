import * as z from 'zod/mini';
import { AMOUNT_MAX, CURRENCIES, ORDER_KEYWORD_MAX_LENGTH, PRICE_MAX, QUANTITY_MAX, QUANTITY_UNITS, TRADE_TERMS, type TradeTerm } from '../constants';
import { ORDER_NODES, ORDER_STAGES, type OrderStageName } from '../order-machine';
import { PhoneSchema } from '../validators';
import { IdRequestSchema, IdSchema, ListReplySchema, PriceSchema, TextSourceSchema, UploadUrlSchema } from './common';
import { amountSchema, daySchema, defineCall, intSchema, measureSchema, PageRequestSchema, percentSchema, quantitySchema } from './define';

/** Required text: missing or blank says `error`; too long names the limit (the schema-wide error would stand for every failure). */
const text = (max: number, error = 'validation.required') =>
  z.string({ error: (issue) => (issue.code === 'invalid_type' ? error : undefined) }).check(z.trim(), z.minLength(1, { error }), z.maxLength(max));
const optionalText = (max: number) => z._default(z.string().check(z.trim(), z.maxLength(max)), '');
const TermSchema = z.enum(TRADE_TERMS, { error: 'order.termInvalid' });
const NodeSchema = z.enum(ORDER_NODES);
const EmptyReply = z.object({});

// Addresses.

export const AddressSchema = z.object({
  id: z.number(),
  kind: z.enum(['shipping', 'billing']),
  contactName: z.string(),
  phone: z.string(),
  countryCode: z.string(),
  province: z.string(),
  city: z.string(),
  street: z.string(),
  postalCode: z.string(),
  company: z.string(),
  taxId: z.string(),
  isDefault: z.boolean(),
});

export const listAddresses = defineCall({
  path: '/api/zlkjUser/list.json',
  auth: 'required',
  request: z.object({ kind: z.optional(z.enum(['shipping', 'billing'])) }),
  reply: z.object({ list: z.array(AddressSchema) }),
});

export const getAddress = defineCall({ path: '/api/zlkjUser/getAddress', auth: 'required', request: IdRequestSchema, reply: z.object({ data: AddressSchema }) });

export const saveAddress = defineCall({
  path: '/api/zlkjUser/save',
  auth: 'required',
  request: z.object({
    id: z.optional(IdSchema),
    kind: z._default(z.enum(['shipping', 'billing']), 'shipping'),
    contactName: text(60, 'address.contactRequired'),
    phone: PhoneSchema,
    countryCode: z.string({ error: 'validation.countryRequired' }).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, { error: 'validation.countryRequired' })),
    province: optionalText(80),
    city: text(80, 'address.cityRequired'),
    street: text(200, 'address.streetRequired'),
    postalCode: optionalText(20),
    company: optionalText(120),
    taxId: optionalText(40),
    isDefault: z._default(z.boolean(), false),
  }),
  reply: z.object({ data: z.object({ id: z.number() }) }),
});

export const deleteAddress = defineCall({ path: '/api/zlkjUser/delete', auth: 'required', request: IdRequestSchema, reply: EmptyReply });

// Cart.

export const CartItemSchema = z.object({
  id: z.number(),
  goodsId: z.number(),
  name: z.string(),
  image: z.string(),
  unit: z.enum(QUANTITY_UNITS),
  minOrder: z.number(),
  /** What can be ordered at most: the cart refuses more. */
  stock: z.number(),
  quantity: z.number(),
  selected: z.boolean(),
  price: PriceSchema,
  subtotal: PriceSchema,
  sellerId: z.number(),
  sellerName: z.string(),
  tradeTerms: z.array(z.enum(TRADE_TERMS)),
  /** False when the goods went off the shelf or out of review: the buyer must reselect. */
  available: z.boolean(),
  /** The language the goods' name is shown in (the reader's unless the seller did not write it). */
  nameSource: z.optional(TextSourceSchema),
});

export const myCart = defineCall({
  path: '/api/cart/myCart',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ list: z.array(CartItemSchema), count: z.number() }),
});

export const updateCart = defineCall({
  path: '/api/cart/update',
  auth: 'required',
  /** Adds goods or sets their quantity (0 keeps the line but is refused: use remove). */
  request: z.object({
    goodsId: IdSchema,
    quantity: z.optional(quantitySchema(1, QUANTITY_MAX)),
    /** Adds to the quantity already in the cart instead of replacing it. */
    add: z._default(z.boolean(), false),
    selected: z.optional(z.boolean()),
  }),
  reply: z.object({ data: z.object({ count: z.number() }) }),
});

export const removeFromCart = defineCall({
  path: '/api/cart/remove',
  auth: 'required',
  request: z.object({ goodsIds: z.array(IdSchema).check(z.minLength(1, { error: 'validation.required' })) }),
  reply: z.object({ data: z.object({ count: z.number() }) }),
});

export const checkGoodsStatusBeforeOrder = defineCall({
  path: '/api/cart/checkGoodsStatusBeforeOrder',
  auth: 'required',
  request: z.object({ goodsIds: z.array(IdSchema).check(z.minLength(1, { error: 'validation.required' })) }),
  reply: z.object({ data: z.object({ invalidGoodsIds: z.array(z.number()) }) }),
});

// Orders.

export const OrderLineInput = z.object({ goodsId: IdSchema, quantity: quantitySchema(1, QUANTITY_MAX) });

const CreateOrderRequest = z.object({
  /** The goods and quantities; all from one seller. */
  items: z.array(OrderLineInput).check(z.minLength(1, { error: 'order.itemsRequired' }), z.maxLength(50)),
  tradeTerm: TermSchema,
  shippingAddressId: IdSchema,
  billingAddressId: z.optional(IdSchema),
  logisticsProvider: z.enum(['domesticExpress', 'freightCarrier'], { error: 'order.logisticsRequired' }),
  remark: optionalText(500),
  /** A broker who brought the order (their commission is credited on settlement). */
  brokerId: z.optional(IdSchema),
  /** Remove these goods from the cart once ordered. */
  fromCart: z._default(z.boolean(), false),
});

export const OrderLineSchema = z.object({
  goodsId: z.number(),
  name: z.string(),
  /** The language the goods' name is shown in (the reader's unless the seller did not write it). */
  nameSource: z.optional(TextSourceSchema),
  image: z.string(),
  unit: z.enum(QUANTITY_UNITS),
  quantity: z.number(),
  price: PriceSchema,
  subtotal: PriceSchema,
});

export const OrderSummarySchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  status: z.number(),
  node: NodeSchema,
  tradeTerm: z.enum(TRADE_TERMS),
  total: PriceSchema,
  deposit: PriceSchema,
  balance: PriceSchema,
  items: z.array(OrderLineSchema),
  buyer: z.object({ id: z.number(), nickname: z.string(), companyName: z.nullable(z.string()) }),
  seller: z.object({ id: z.number(), nickname: z.string(), companyName: z.nullable(z.string()) }),
  brokerId: z.nullable(z.number()),
  /** The broker's commission (rate in percent of the goods), shown to the broker and the seller only; null otherwise. */
  commission: z.nullable(
    z.object({
      rate: z.number(),
      amount: PriceSchema,
      status: z.enum(['expected', 'credited', 'void']),
      broker: z.nullable(z.object({ id: z.number(), nickname: z.string(), companyName: z.nullable(z.string()) })),
    }),
  ),
  afterSales: z.nullable(z.object({ status: z.string(), reason: z.string(), refund: z.nullable(PriceSchema), note: z.string() })),
  createTime: z.number(),
  updateTime: z.number(),
});

// Landed cost: what goods cost under each trade term, and delivered to the buyer's port and cleared.

const LandedSourceSchema = z.object({ title: z.string(), url: z.string(), asOf: z.string() });

/**
 * One line of a landed-cost estimate, in the reader's currency. `id` is goods, haulage, clearance,
 * freight, insurance, customsValue, duty, or a tax or fee of the destination country (its id in the
 * country's rules: iva, dta, ii, ipi, pis, cofins, icms, …); pages name lines by id in the reader's
 * language and show `legalName`, the law's own name of a duty or tax, beside it.
 */
export const LandedLineSchema = z.object({
  id: z.string(),
  kind: z.enum(['value', 'duty', 'tax', 'fee', 'advance']),
  legalName: z.optional(z.string()),
  amount: z.number(),
  /** The percentage applied, as the rule writes it ("16", "0.008"). */
  rate: z.optional(z.string()),
  capped: z.optional(z.boolean()),
  source: z.nullable(LandedSourceSchema),
});
export type LandedLine = z.infer<typeof LandedLineSchema>;

export const LandedEstimateSchema = z.object({
  /** The destination country (ISO 3166-1 alpha-2) and port of entry, and the Chinese port the goods leave from. */
  country: z.string(),
  destinationPort: z.string(),
  originPort: z.string(),
  currency: z.enum(CURRENCIES),
  /** Units in the estimate (all lines). */
  quantity: z.number(),
  shipment: z.object({
    cartons: z.number(),
    weightKg: z.number(),
    volumeM3: z.number(),
    /** Shipped as part of a shared container (priced per m³, or per tonne when heavier) or in whole containers. */
    mode: z.enum(['lcl', 'fcl']),
    containers: z.array(z.object({ unit: z.enum(['20ft', '40ft', '40hq']), count: z.number() })),
    /** What LCL is charged on: the larger of the cubic metres and the tonnes, at least one. */
    chargeableM3: z.nullable(z.number()),
  }),
  /** The term the goods' price already includes: EXW for the catalogue's prices, the requested term for a quotation's. */
  priceTerm: TermSchema,
  /** The seller's price under each trade term from `priceTerm` on: EXW the goods; FOB with haulage and export clearance; C&F with ocean freight; CIF with insurance. */
  terms: z.array(z.object({ term: TermSchema, amount: z.number(), offered: z.boolean() })),
  /** Goods, haulage, clearance, freight, insurance, customs value, then the duty and each tax and fee in the order the law applies them. */
  lines: z.array(LandedLineSchema),
  customsValue: z.number(),
  /** Duty, taxes and fees the country keeps. */
  charges: z.number(),
  /** Paid at customs and credited later against the buyer's own taxes (Argentina's perceptions). */
  advances: z.number(),
  /** Everything to have the goods at the port of entry, cleared. */
  total: z.number(),
  perUnit: z.number(),
  /** The HS code of each goods and whether the country's general rate stood in for an unlisted heading. */
  headings: z.array(z.object({ goodsId: z.number(), hsCode: z.string(), heading: z.nullable(z.string()), fallback: z.boolean() })),
  /** Charges whose general rate stood in because no rate for the heading is verified. */
  fallbackCharges: z.array(z.string()),
  preference: z.object({ applied: z.boolean(), agreement: z.nullable(z.string()) }),
  dates: z.object({
    /** The oldest date among the import rules used. */
    rules: z.string(),
    /** The oldest date among the freight rates used (none when the price's term covers the way to the port), and whether it is older than FREIGHT_STALE_DAYS. */
    freight: z.nullable(z.string()),
    freightStale: z.boolean(),
    /** The exchange rates' date. */
    exchange: z.string(),
  }),
});
export type LandedEstimate = z.infer<typeof LandedEstimateSchema>;

export const OrderDetailsSchema = z.extend(OrderSummarySchema, {
  /** The caller's role on this order. */
  role: z.enum(['buyer', 'seller', 'broker', 'platform']),
  /** The order calls the caller may make now (e.g. "confirm", "payDeposit", "cancel", "requestAfterSales"). */
  actions: z.array(z.string()),
  nodes: z.array(z.object({ node: NodeSchema, role: z.string(), done: z.boolean(), current: z.boolean(), time: z.nullable(z.number()) })),
  timeline: z.array(z.object({ action: z.string(), role: z.string(), actor: z.string(), note: z.string(), time: z.number() })),
  configuration: z.nullable(
    z.object({ depositRatio: z.number(), deliveryDate: z.string(), packaging: z.string(), freight: PriceSchema, insurance: PriceSchema, note: z.string() }),
  ),
  shippingAddress: z.nullable(AddressSchema),
  billingAddress: z.nullable(AddressSchema),
  logisticsProvider: z.string(),
  logistics: z.object({ carrier: z.string(), trackingNumber: z.string(), vessel: z.string(), eta: z.string(), note: z.string() }),
  customs: z.object({ declarationNumber: z.string(), note: z.string() }),
  insurance: z.object({ policyNumber: z.string(), insurer: z.string() }),
  remark: z.string(),
  payments: z.array(z.object({ step: z.enum(['deposit', 'balance']), status: z.string(), amount: PriceSchema, time: z.nullable(z.number()) })),
  /**
   * The landed-cost estimate the order was placed with (in the order's currency), and the freight and
   * insurance it priced the term with; `configuration` holds what the seller confirmed. Null for an
   * order placed without an estimate (a destination Puente has no rules or freight for).
   */
  estimate: z.optional(z.nullable(z.object({ landed: LandedEstimateSchema, freight: PriceSchema, insurance: PriceSchema }))),
});

export const orderPreview = defineCall({
  path: '/api/shopOrder/confirmOrder',
  auth: 'required',
  request: z.object({
    items: z.array(OrderLineInput).check(z.minLength(1, { error: 'order.itemsRequired' })),
    tradeTerm: TermSchema,
    /** The caller's shipping address: the term's freight and insurance are then estimated to its country, and the total, deposit and balance follow. */
    shippingAddressId: z.optional(IdSchema),
  }),
  reply: z.object({
    data: z.object({
      items: z.array(OrderLineSchema),
      /** The landed-cost estimate to the shipping address's country, in the order's currency; null with `landedRefusal` saying why when none can be given. */
      landed: z.optional(z.nullable(LandedEstimateSchema)),
      landedRefusal: z.optional(z.string()),
      total: PriceSchema,
      deposit: PriceSchema,
      balance: PriceSchema,
      tradeTerms: z.array(z.enum(TRADE_TERMS)),
      logisticsProviders: z.array(z.object({ id: z.enum(['domesticExpress', 'freightCarrier']), name: z.string() })),
      includes: z.array(NodeSchema),
    }),
  }),
});

export const createShopOrder = defineCall({
  path: '/api/shopOrder/createOrder',
  auth: 'required',
  request: CreateOrderRequest,
  reply: z.object({ data: z.object({ id: z.number(), orderNo: z.string() }) }),
});
export const createOrder = defineCall({
  path: '/api/order/v2/createOrder',
  auth: 'required',
  request: CreateOrderRequest,
  reply: z.object({ data: z.object({ id: z.number(), orderNo: z.string() }) }),
});

export const orderStatistics = defineCall({
  path: '/api/shopOrder/orderDataStatistics',
  auth: 'required',
  request: z.object({ side: z._default(z.enum(['buyer', 'seller']), 'buyer') }),
  reply: z.object({
    data: z.object({
      byStatus: z.record(z.string(), z.number()),
      /** The orders at each stage of ORDER_STAGES (the order machine's names every screen shows), every stage listed. */
      byStage: z.record(z.string(), z.number()),
      total: z.number(),
    }),
  }),
});

const OrderListRequest = z.extend(PageRequestSchema, {
  status: z.optional(intSchema(0, 8)),
  /** The orders at one stage of ORDER_STAGES: what the lists' tabs filter by. */
  stage: z.optional(z.enum(ORDER_STAGES as [OrderStageName, ...OrderStageName[]], { error: 'validation.invalid' })),
  tradeTerm: z.optional(TermSchema),
  keyword: z.optional(z.string().check(z.trim(), z.maxLength(ORDER_KEYWORD_MAX_LENGTH))),
});

export const listBuyerOrders = defineCall({ path: '/api/order/v2/getOrdersList', auth: 'required', request: OrderListRequest, reply: ListReplySchema(OrderSummarySchema) });
export const listAgentOrders = defineCall({ path: '/api/order/v2/getAgentOrdersList', auth: 'required', request: OrderListRequest, reply: ListReplySchema(OrderSummarySchema) });
export const orderDetails = defineCall({ path: '/api/order/v2/details', auth: 'required', request: IdRequestSchema, reply: z.object({ data: OrderDetailsSchema }) });

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
const transition = <E extends Record<string, z.ZodMiniType> = {}>(path: string, extra?: E) =>
  defineCall({
    path,
    auth: 'required',
    request: z.extend(z.extend(IdRequestSchema, { note: optionalText(500) }), (extra ?? {}) as E),
    reply: z.object({ data: z.object({ status: z.number(), node: NodeSchema }) }),
  });

export const confirmOrder = transition('/api/order/v2/confirmOrder');
export const cancelOrder = transition('/api/order/v2/cancel');
/**
 * The charges a seller adds to an order's goods when configuring it, by trade term: under FOB
 * `freight` is the haulage to the port of loading and export clearance; under C&F and CIF it also
 * holds the ocean freight; insurance belongs to CIF; under EXW the buyer arranges all of it. The
 * API counts only these and the configuration form asks only for these.
 */
export const TERM_CHARGES: Record<TradeTerm, ReadonlyArray<'freight' | 'insurance'>> = { EXW: [], FOB: ['freight'], 'C&F': ['freight'], CIF: ['freight', 'insurance'] };
export const configureOrder = transition('/api/order/v2/peiZhi', {
  depositRatio: z._default(percentSchema(10, 100, 'order.depositRatioInvalid'), 30),
  deliveryDate: daySchema('fromToday', 'requirement.deliveryDateInvalid'),
  packaging: optionalText(200),
  /** The charges of TERM_CHARGES, in the order's currency, major units; the others are ignored. */
  freight: z._default(amountSchema(0, PRICE_MAX), 0),
  insurance: z._default(amountSchema(0, PRICE_MAX), 0),
});
export const confirmConfiguration = transition('/api/order/v2/queRenPeiZhi');
export const prepareStock = transition('/api/order/v2/beiHuo');
export const declareCustoms = transition('/api/order/v2/baoGuan', { declarationNumber: text(60, 'order.declarationRequired') });
export const confirmCustomsDeclaration = transition('/api/shopOrder/confirmCustomsDeclaration');
export const shipDomestic = transition('/api/order/v2/jingNeiFaHuo', { carrier: text(80, 'order.carrierRequired'), trackingNumber: text(80, 'order.trackingRequired') });
export const submitInsurance = transition('/api/order/v2/tuiJiaoXianDan', { insurer: text(120, 'order.insurerRequired'), policyNumber: text(80, 'order.policyRequired') });
export const shipOverseas = transition('/api/order/v2/jingWaiWuLiu', { vessel: text(80, 'order.vesselRequired'), eta: daySchema('fromToday') });
export const confirmArrival = transition('/api/order/v2/daoGangHuiDan');
export const pickUpOrder = transition('/api/order/v2/daoGangTiHuo');
export const completeOrder = transition('/api/order/v2/dingDanWanCheng');
export const applySettlement = transition('/api/shopOrder/applySettlement');
export const requestAfterSales = transition('/api/order/v2/shenQingShouHou', {
  reason: text(1000, 'order.reasonRequired'),
  refund: z._default(amountSchema(0, AMOUNT_MAX), 0),
  images: z._default(z.array(UploadUrlSchema).check(z.maxLength(6)), []),
});
export const reviewAfterSales = transition('/api/order/v2/shouHouShenHe', { accept: z.boolean({ error: 'validation.invalid' }) });
export const requestArbitration = transition('/api/order/v2/shenQingZhongCai', { reason: text(1000, 'order.reasonRequired') });

/** Logistics details the seller enters for the web (carrier, tracking, vessel, ETA), without moving the order. */
export const enterLogisticsInfo = defineCall({
  path: '/api/order/v2/wuLiuXiaDanInputInfoForWeb',
  auth: 'required',
  request: z.extend(IdRequestSchema, {
    carrier: optionalText(80),
    trackingNumber: optionalText(80),
    vessel: optionalText(80),
    eta: z._default(z.union([daySchema('fromToday'), z.literal('')]), ''),
    note: optionalText(500),
  }),
  reply: EmptyReply,
});

// Payments at the cashier.

export const PaymentSessionSchema = z.object({
  paymentId: z.number(),
  orderId: z.number(),
  orderNo: z.string(),
  step: z.enum(['deposit', 'balance']),
  amount: PriceSchema,
  status: z.enum(['pending', 'succeeded', 'failed']),
  provider: z.string(),
  /** What the cashier shows to complete the payment (the sandbox needs nothing more). */
  redirectUrl: z.string(),
});

export const startPayment = defineCall({
  path: '/api/shopOrder/toPay',
  auth: 'required',
  request: z.object({ id: IdSchema, step: z.enum(['deposit', 'balance'], { error: 'validation.invalid' }) }),
  reply: z.object({ data: PaymentSessionSchema }),
});

export const completePayment = defineCall({
  path: '/api/order/v2/zhiFu',
  auth: 'required',
  request: z.object({
    id: IdSchema,
    step: z.enum(['deposit', 'balance'], { error: 'validation.invalid' }),
    paymentId: IdSchema,
    /** The same key for a retried submit: the step is charged once. */
    idempotencyKey: z.string().check(z.trim(), z.minLength(8, { error: 'validation.invalid' }), z.maxLength(80)),
    /** Sandbox only: the outcome the buyer picks on the test cashier. */
    outcome: z._default(z.enum(['succeed', 'fail']), 'succeed'),
  }),
  reply: z.object({ data: z.object({ status: z.number(), node: NodeSchema, payment: z.enum(['succeeded', 'failed']) }) }),
});

// Quotations.

export const QuotationSchema = z.object({
  id: z.number(),
  goodsId: z.number(),
  goodsName: z.string(),
  goodsImage: z.string(),
  buyer: z.object({ id: z.number(), nickname: z.string(), companyName: z.nullable(z.string()) }),
  seller: z.object({ id: z.number(), nickname: z.string(), companyName: z.nullable(z.string()) }),
  quantity: z.number(),
  unit: z.enum(QUANTITY_UNITS),
  tradeTerm: z.enum(TRADE_TERMS),
  destination: z.string(),
  message: z.string(),
  requestFile: z.string(),
  targetPrice: z.nullable(PriceSchema),
  status: z.enum(['pendingSeller', 'quoted']),
  quotedPrice: z.nullable(PriceSchema),
  quotationFile: z.string(),
  sellerNote: z.string(),
  validUntil: z.string(),
  viewedBySeller: z.boolean(),
  viewedByBuyer: z.boolean(),
  createTime: z.number(),
  quoteTime: z.nullable(z.number()),
  /** The language the goods' name is shown in. */
  goodsNameSource: z.optional(TextSourceSchema),
});

export const saveQuotationRequest = defineCall({
  path: '/api/goods/saveProductQuotation.json',
  auth: 'required',
  request: z.object({
    goodsId: IdSchema,
    quantity: measureSchema(QUANTITY_MAX),
    unit: z.enum(QUANTITY_UNITS, { error: 'goods.unitInvalid' }),
    tradeTerm: TermSchema,
    destination: text(200, 'requirement.deliveryPlaceRequired'),
    message: optionalText(2000),
    targetPrice: z.optional(amountSchema(0.01, PRICE_MAX)),
    currency: z._default(z.enum(CURRENCIES), 'USD'),
    file: z.optional(z.union([UploadUrlSchema, z.literal('')])),
  }),
  reply: z.object({ data: z.object({ id: z.number() }) }),
});

export const listReceivedQuotations = defineCall({
  path: '/api/platform/productQuotation/getReceivedList',
  auth: 'required',
  request: PageRequestSchema,
  reply: ListReplySchema(QuotationSchema),
});
export const listSubmittedQuotations = defineCall({
  path: '/api/platform/productQuotation/getSubmittedList',
  auth: 'required',
  request: PageRequestSchema,
  reply: ListReplySchema(QuotationSchema),
});
/** Unviewed received quotation requests (seller or broker side). */
export const sellerQuotationViewCount = defineCall({
  path: '/api/platform/productQuotation/brokerCheckViewNum',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ data: z.object({ count: z.number() }) }),
});
/** Unviewed answers to the buyer's quotation requests. */
export const buyerQuotationViewCount = defineCall({
  path: '/api/platform/productQuotation/userCheckViewNum',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ data: z.object({ count: z.number() }) }),
});
export const quotationDetails = defineCall({
  path: '/api/platform/productQuotation/details',
  auth: 'required',
  request: IdRequestSchema,
  reply: z.object({ data: QuotationSchema }),
});
export const uploadQuotationFile = defineCall({
  path: '/api/platform/productQuotation/uploadQuotationFile',
  auth: 'required',
  request: z.object({
    id: IdSchema,
    /** The seller's quotation document, when they have one: a price and its validity answer the request on their own. */
    file: z.optional(UploadUrlSchema),
    price: amountSchema(0.01, PRICE_MAX),
    currency: z.enum(CURRENCIES, { error: 'currency.unknown' }),
    validUntil: daySchema('fromToday'),
    note: optionalText(2000),
  }),
  reply: EmptyReply,
});

// Money.

const MoneySchema = z.object({ currency: z.string(), amount: z.number() });

export const revenueStatistics = defineCall({
  path: '/api/zlkjUserAssets/revenueDetailStatistics.json',
  auth: 'required',
  request: z.object({}),
  reply: z.object({
    data: z.object({
      balances: z.array(z.object({ currency: z.string(), available: z.number(), pending: z.number(), withdrawn: z.number(), earned: z.number() })),
      /** Everything in the reader's currency at the stored rates. */
      show: z.object({ currency: z.string(), available: z.number(), pending: z.number(), withdrawn: z.number(), earned: z.number() }),
    }),
  }),
});

export const LedgerEntrySchema = z.object({
  id: z.number(),
  kind: z.string(),
  amount: MoneySchema,
  /** The amount with its value in the reader's currency at the platform's rates (as goods prices are shown). */
  price: z.optional(PriceSchema),
  orderNo: z.string(),
  note: z.string(),
  createTime: z.number(),
});

export const listRevenueRecords = defineCall({ path: '/api/revenueRecords/list.json', auth: 'required', request: PageRequestSchema, reply: ListReplySchema(LedgerEntrySchema) });
export const listCapitalFlow = defineCall({ path: '/api/flow/list.json', auth: 'required', request: PageRequestSchema, reply: ListReplySchema(LedgerEntrySchema) });

export const WithdrawalSchema = z.object({
  id: z.number(),
  amount: MoneySchema,
  status: z.enum(['pending', 'processing', 'paid', 'failed', 'canceled']),
  account: z.string(),
  createTime: z.number(),
});
export const listWithdrawals = defineCall({ path: '/api/zlkjWithdrawal/list', auth: 'required', request: PageRequestSchema, reply: ListReplySchema(WithdrawalSchema) });
export const applyWithdrawal = defineCall({
  path: '/api/zlkjWithdrawal/apply',
  auth: 'required',
  request: z.object({
    accountId: z.coerce
      .number({ error: 'withdrawal.accountRequired' })
      .check(z.int({ error: 'withdrawal.accountRequired' }), z.gte(1, { error: 'withdrawal.accountRequired' }), z.lte(2_147_483_647, { error: 'withdrawal.accountRequired' })),
    amount: amountSchema(0.01, AMOUNT_MAX),
    currency: z.enum(CURRENCIES, { error: 'currency.unknown' }),
  }),
  reply: z.object({ data: z.object({ id: z.number(), available: z.number() }) }),
});

export const ReceivingAccountSchema = z.object({
  id: z.number(),
  kind: z.enum(['bank', 'pingpong']),
  holderName: z.string(),
  bankName: z.string(),
  branch: z.string(),
  /** Only the last four digits are shown. */
  accountNumber: z.string(),
  swift: z.string(),
  countryCode: z.string(),
  currency: z.string(),
});
export const listReceivingAccounts = defineCall({
  path: '/api/zlkjReceivingAccount/list',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ list: z.array(ReceivingAccountSchema) }),
});
export const saveReceivingAccount = defineCall({
  path: '/api/zlkjReceivingAccount/save',
  auth: 'required',
  request: z.object({
    id: z.optional(IdSchema),
    holderName: text(120, 'account.holderRequired'),
    bankName: text(120, 'broker.bankRequired'),
    branch: text(120, 'broker.branchRequired'),
    accountNumber: z.string({ error: 'account.numberInvalid' }).check(z.trim(), z.regex(/^[A-Z0-9 -]{4,40}$/i, { error: 'account.numberInvalid' })),
    swift: z._default(z.union([z.string().check(z.trim(), z.regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/i, { error: 'account.swiftInvalid' })), z.literal('')]), ''),
    countryCode: z.string({ error: 'validation.countryRequired' }).check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, { error: 'validation.countryRequired' })),
    currency: z.enum(CURRENCIES, { error: 'currency.unknown' }),
  }),
  reply: z.object({ data: z.object({ id: z.number() }) }),
});
export const deleteReceivingAccount = defineCall({ path: '/api/zlkjReceivingAccount/delete', auth: 'required', request: IdRequestSchema, reply: EmptyReply });
/** Opens a PingPong virtual account (a receiving account) through the payout adapter. */
export const openVirtualAccount = defineCall({
  path: '/api/zlkjReceivingAccount/ppva',
  auth: 'required',
  request: z.object({ currency: z.enum(CURRENCIES, { error: 'currency.unknown' }) }),
  reply: z.object({ data: ReceivingAccountSchema }),
});

const PingPongSchema = z.object({ registered: z.boolean(), merchantId: z.string(), status: z.string(), companyName: z.string(), createTime: z.nullable(z.number()) });
export const pingpongRegistered = defineCall({
  path: '/api/pingpong/registered',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ data: z.object({ registered: z.boolean() }) }),
});
export const pingpongMerchant = defineCall({
  path: '/api/pingpong/merchant',
  auth: 'required',
  request: z.object({ companyName: text(120, 'broker.companyNameRequired'), contactEmail: z.email({ error: 'validation.emailInvalid' }) }),
  reply: z.object({ data: PingPongSchema }),
});
export const pingpongDetails = defineCall({ path: '/api/pingpong/registeredDetails', auth: 'required', request: z.object({}), reply: z.object({ data: PingPongSchema }) });

// Messages.

export const MessageSegmentSchema = z.object({ content: z.string(), type: z.enum(['text', 'link']), link: z.string(), params: z.record(z.string(), z.string()) });
export const MessageSchema = z.object({ id: z.number(), title: z.string(), content: z.array(MessageSegmentSchema), createTime: z.number(), isRead: z.boolean() });

export const unreadMessageCount = defineCall({
  path: '/api/message/quantity.json',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ data: z.object({ count: z.number() }) }),
});
export const listMessages = defineCall({
  path: '/api/message/list',
  auth: 'required',
  request: z.extend(PageRequestSchema, { isRead: z.optional(intSchema(0, 1)) }),
  reply: z.object({ list: z.array(MessageSchema), total: z.number() }),
});
export const messageDetails = defineCall({ path: '/api/message/details', auth: 'required', request: IdRequestSchema, reply: z.object({ data: MessageSchema }) });
export const readMessages = defineCall({
  path: '/api/message/read',
  auth: 'required',
  request: z.object({ ids: z.array(IdSchema).check(z.minLength(1, { error: 'validation.required' }), z.maxLength(500)) }),
  reply: z.object({ data: z.object({ count: z.number() }) }),
});

/**
 * The landed-cost estimate of goods from one seller to a country, for guests too: priced in the
 * reader's currency (`showCurrency`), to the country's main port unless `port` names another.
 */
/** Where an estimate goes: a destination country (ISO alpha-2) and, optionally, one of its ports of entry (its main port else). */
const EstimateDestination = {
  country: z.string({ error: 'landedCost.countryUnknown' }).check(z.trim(), z.length(2, { error: 'landedCost.countryUnknown' })),
  port: z.optional(z.string().check(z.trim(), z.maxLength(5))),
};

export const landedEstimate = defineCall({
  path: '/api/goods/landedEstimate',
  auth: 'optional',
  request: z.object({
    items: z.array(OrderLineInput).check(z.minLength(1, { error: 'order.itemsRequired' }), z.maxLength(50)),
    ...EstimateDestination,
  }),
  reply: z.object({ data: LandedEstimateSchema }),
});

/**
 * The landed cost of a seller's answer to a quotation request, for its buyer and its seller: the
 * quoted unit price for the requested quantity under the requested term (`priceTerm`: what the
 * price already covers is not added again), to a port of entry of `country`, in the reader's
 * currency. Refused while the request is unanswered; anyone else is told it is not found.
 */
export const quotationLandedEstimate = defineCall({
  path: '/api/platform/productQuotation/landedEstimate',
  auth: 'required',
  request: z.object({
    id: IdSchema,
    ...EstimateDestination,
  }),
  reply: z.object({ data: LandedEstimateSchema }),
});
