import * as z from 'zod/mini';
import { CURRENCIES } from '../constants';
import { CHINA_PORTS, DESTINATION_PORT_CODES, FREIGHT_LEGS, FREIGHT_UNITS, freightLaneProblem } from '../ports';
import { ListReplySchema, LocalisedSchema, MachineTranslatedSchema, MissingLanguagesSchema, TextSourceSchema } from './common';
import { amountSchema, daySchema, defineCall, intSchema, isCalendarDay, PageRequestSchema, todayFor, type RolePolicy } from './define';
import { ENQUIRY_STATUSES } from './enquiries';

// The operators' console (mf-operator): the platform's own decisions. Every call needs a signed-in
// operator (`OPERATORS_ONLY`); anyone else is refused with `operator.only`. Every decision is
// written to the audit log (who, what, when, before and after) in the transaction that makes it.

/** Who may make the console's calls: signed-in operators. */
export const OPERATORS_ONLY = { role: 'operator', refusal: 'operator.only' } as const satisfies RolePolicy;

/** What operators review before it is public. */
export const REVIEW_KINDS = ['goods', 'brands'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** The queues the overview counts, in the order the console lists them. */
export const OPERATOR_QUEUES = ['goods', 'brands', 'brokers', 'settlements', 'arbitrations', 'enquiries', 'complaints'] as const;
export type OperatorQueue = (typeof OPERATOR_QUEUES)[number];

/** The longest reason or reply an operator writes (a seller reads it whole). */
export const OPERATOR_TEXT_MAX = 1000;

/** An operator's reason, note or reply: required, plain text, at most OPERATOR_TEXT_MAX characters. */
const operatorText = z
  .string({ error: 'operator.reasonRequired' })
  .check(z.trim(), z.minLength(1, { error: 'operator.reasonRequired' }), z.maxLength(OPERATOR_TEXT_MAX), z.regex(/^[^<>]*$/, { error: 'validation.noMarkup' }));

/** The same text, optional (a note on a settlement). */
const optionalText = z.optional(z.string().check(z.trim(), z.maxLength(OPERATOR_TEXT_MAX), z.regex(/^[^<>]*$/, { error: 'validation.noMarkup' })));

const sortSchema = z._default(z.catch(z.enum(['oldest', 'newest']), 'oldest'), 'oldest');

/** A person as the console shows them beside a decision. */
export const OperatorPersonSchema = z.object({
  id: z.number(),
  nickname: z.string(),
  phone: z.string(),
  company: z.string(),
  country: z.string(),
});
export type OperatorPerson = z.infer<typeof OperatorPersonSchema>;

/** One line of the audit log: who decided what, when, and what it changed. */
export const AuditEntrySchema = z.object({
  id: z.number(),
  operator: z.string(),
  action: z.string(),
  subjectKind: z.string(),
  subjectId: z.number(),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  note: z.string(),
  /** Unix seconds. */
  time: z.number(),
  /** What the line concerns, as the reader reads it: the goods' or brand's name, the person, the order number, the letter's reference, the currency. */
  subjectName: z.optional(z.string()),
  /** The currency of the line's amounts in minor units (`heldMinor`, `refundMinor`): the order's. */
  currency: z.optional(z.enum(CURRENCIES)),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const overview = defineCall({
  path: '/api/operator/overview',
  auth: OPERATORS_ONLY,
  request: z.object({}),
  reply: z.object({
    data: z.object({
      queues: z.array(z.object({ queue: z.enum(OPERATOR_QUEUES), waiting: z.number(), /** Unix seconds of the oldest waiting item. */ oldest: z.nullable(z.number()) })),
      recent: z.array(AuditEntrySchema),
    }),
  }),
});

export const ReviewItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.number(),
  name: z.string(),
  image: z.string(),
  seller: OperatorPersonSchema,
  auditStatus: z.string(),
  /** Unix seconds: when it was last submitted. */
  submitted: z.number(),
  /** Goods: the buyer languages their name or description lacks. */
  missingLanguages: z.optional(MissingLanguagesSchema),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/** Goods or brands waiting for review (or in another review state), filtered by seller and age. */
export const reviewQueue = defineCall({
  path: '/api/operator/review/list',
  auth: OPERATORS_ONLY,
  request: z.extend(PageRequestSchema, {
    kind: z._default(z.catch(z.enum(REVIEW_KINDS), 'goods'), 'goods'),
    auditStatus: z._default(z.catch(z.enum(['0000', '1000', '2000', '3000']), '0000'), '0000'),
    sellerId: z.optional(intSchema(1, 2_147_483_647)),
    /** Only what has waited at least this many days. */
    olderThanDays: z.optional(intSchema(0, 3650)),
    sort: sortSchema,
  }),
  reply: ListReplySchema(ReviewItemSchema),
});

/**
 * A fact a reviewer reads: its label and value in the reader's language. A figure also comes as its
 * parts, for the page to write with the unit's word for the count ("US$12.50 / piece", "6.000
 * peças"): a price's `money` per one `unit`, a `quantity` of `unit`, a `country` code.
 */
export const ReviewFactSchema = z.object({
  label: z.string(),
  value: z.string(),
  money: z.optional(z.object({ amount: z.number(), currency: z.enum(CURRENCIES) })),
  quantity: z.optional(z.number()),
  unit: z.optional(z.string()),
  country: z.optional(z.string()),
});
export type ReviewFact = z.infer<typeof ReviewFactSchema>;

export const reviewDetails = defineCall({
  path: '/api/operator/review/details',
  auth: OPERATORS_ONLY,
  request: z.object({ kind: z.enum(REVIEW_KINDS, { error: 'validation.invalid' }), id: intSchema(1, 2_147_483_647) }),
  reply: z.object({
    data: z.object({
      kind: z.enum(REVIEW_KINDS),
      id: z.number(),
      names: LocalisedSchema,
      descriptions: LocalisedSchema,
      originalLanguage: z.string(),
      images: z.array(z.string()),
      category: z.string(),
      /** Goods: the price as the seller set it, e.g. "US$12.50 / pieces", the minimum order, the stock; brands: their type. */
      facts: z.array(ReviewFactSchema),
      seller: OperatorPersonSchema,
      auditStatus: z.string(),
      auditReason: z.string(),
      submitted: z.number(),
      history: z.array(AuditEntrySchema),
      /** Goods: the buyer languages their name or description lacks. */
      missingLanguages: z.optional(MissingLanguagesSchema),
      /** Goods: the languages a translation service wrote. */
      machineTranslated: z.optional(MachineTranslatedSchema),
    }),
  }),
});

export const decideReview = defineCall({
  path: '/api/operator/review/decide',
  auth: OPERATORS_ONLY,
  request: z.object({
    kind: z.enum(REVIEW_KINDS, { error: 'validation.invalid' }),
    id: intSchema(1, 2_147_483_647),
    decision: z.enum(['pass', 'reject'], { error: 'validation.invalid' }),
    /** Required to reject: the seller reads it. */
    reason: optionalText,
  }),
  reply: z.object({ data: z.object({ auditStatus: z.string() }) }),
});

export const BrokerApplicationSchema = z.object({
  id: z.number(),
  applicant: OperatorPersonSchema,
  /** 1: a person, 2: a company (spec section 5). */
  brokerType: z.number(),
  name: z.string(),
  /** Identity card and bank card numbers are shown masked to their last four characters. */
  idCard: z.string(),
  companyName: z.string(),
  businessAddress: z.string(),
  licence: z.string(),
  bank: z.string(),
  cardNumber: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string(),
  created: z.number(),
});
export type BrokerApplication = z.infer<typeof BrokerApplicationSchema>;

export const brokerApplications = defineCall({
  path: '/api/operator/brokerApplications/list',
  auth: OPERATORS_ONLY,
  request: z.extend(PageRequestSchema, { status: z._default(z.catch(z.enum(['pending', 'approved', 'rejected']), 'pending'), 'pending'), sort: sortSchema }),
  reply: ListReplySchema(BrokerApplicationSchema),
});

export const decideBrokerApplication = defineCall({
  path: '/api/operator/brokerApplications/decide',
  auth: OPERATORS_ONLY,
  request: z.object({ id: intSchema(1, 2_147_483_647), decision: z.enum(['approve', 'reject'], { error: 'validation.invalid' }), reason: optionalText }),
  reply: z.object({ data: z.object({ status: z.enum(['approved', 'rejected']) }) }),
});

/** Orders that wait for the platform: a settlement asked for, or an after-sales request sent to arbitration. */
export const PLATFORM_ORDER_QUEUES = ['settlement', 'arbitration'] as const;

export const PlatformOrderSchema = z.object({
  id: z.number(),
  orderNo: z.string(),
  buyer: OperatorPersonSchema,
  seller: OperatorPersonSchema,
  currency: z.enum(CURRENCIES),
  /** Major units. */
  total: z.number(),
  /** Held in escrow, major units. */
  held: z.number(),
  node: z.string(),
  afterSalesStatus: z.string(),
  /** Unix seconds: when it started waiting. */
  since: z.number(),
});
export type PlatformOrder = z.infer<typeof PlatformOrderSchema>;

export const platformOrders = defineCall({
  path: '/api/operator/orders/list',
  auth: OPERATORS_ONLY,
  request: z.extend(PageRequestSchema, { queue: z._default(z.catch(z.enum(PLATFORM_ORDER_QUEUES), 'settlement'), 'settlement'), sort: sortSchema }),
  reply: ListReplySchema(PlatformOrderSchema),
});

export const platformOrderDetails = defineCall({
  path: '/api/operator/orders/details',
  auth: OPERATORS_ONLY,
  request: z.object({ id: intSchema(1, 2_147_483_647) }),
  reply: z.object({
    data: z.extend(PlatformOrderSchema, {
      tradeTerm: z.string(),
      items: z.array(z.object({ name: z.string(), nameSource: z.optional(TextSourceSchema), quantity: z.number(), unit: z.string(), price: z.number() })),
      deposit: z.number(),
      balance: z.number(),
      /** The after-sales request: the buyer's reason and photos, the refund asked for, and how it stands. */
      afterSales: z.nullable(z.object({ reason: z.string(), photos: z.array(z.string()), refundAsked: z.number(), status: z.string(), note: z.string(), refunded: z.number() })),
      /** The order's steps and notes, both parties' and the platform's, oldest first. */
      events: z.array(z.object({ role: z.string(), who: z.string(), action: z.string(), note: z.string(), time: z.number() })),
      payments: z.array(z.object({ step: z.string(), amount: z.number(), status: z.string(), time: z.number() })),
      /** What the platform may do now. */
      canSettle: z.boolean(),
      canArbitrate: z.boolean(),
    }),
  }),
});

export const settleOrder = defineCall({
  path: '/api/operator/orders/settle',
  auth: OPERATORS_ONLY,
  request: z.object({ id: intSchema(1, 2_147_483_647), note: optionalText }),
  reply: z.object({ data: z.object({ node: z.string() }) }),
});

export const arbitrateOrder = defineCall({
  path: '/api/operator/orders/arbitrate',
  auth: OPERATORS_ONLY,
  request: z.object({
    id: intSchema(1, 2_147_483_647),
    /** Major units, at most what escrow holds; 0 refunds nothing. */
    refund: amountSchema(0, 1e12),
    note: operatorText,
  }),
  reply: z.object({ data: z.object({ refunded: z.number() }) }),
});

export const RateSchema = z.object({
  currency: z.enum(CURRENCIES),
  perUsd: z.number(),
  asOf: z.string(),
  source: z.string(),
  updated: z.number(),
  /** Whole days since `asOf`, on the server's clock (UTC). */
  ageDays: z.optional(z.number()),
  /** Older than RATE_STALE_DAYS: prices converted with it are out of date. */
  stale: z.optional(z.boolean()),
});
export type Rate = z.infer<typeof RateSchema>;

export const listRates = defineCall({
  path: '/api/operator/rates/list',
  auth: OPERATORS_ONLY,
  request: z.object({}),
  reply: z.object({ data: z.object({ current: z.array(RateSchema), history: z.array(z.extend(RateSchema, { operator: z.string() })) }) }),
});

export const setRate = defineCall({
  path: '/api/operator/rates/set',
  auth: OPERATORS_ONLY,
  request: z.object({
    currency: z.enum(['BRL', 'MXN', 'CNH'], { error: 'validation.invalid' }),
    perUsd: z.coerce.number({ error: 'operator.rateInvalid' }).check(z.gt(0, { error: 'operator.rateInvalid' }), z.lte(100000, { error: 'operator.rateInvalid' })),
    asOf: daySchema('untilToday', 'operator.dateInvalid'),
    source: z
      .string({ error: 'operator.sourceRequired' })
      .check(z.trim(), z.minLength(1, { error: 'operator.sourceRequired' }), z.maxLength(120), z.regex(/^[^<>]*$/, { error: 'validation.noMarkup' })),
  }),
  reply: z.object({ data: RateSchema }),
});

// The freight table: what haulage to a Chinese port, export clearance there and the ocean to a
// destination port cost, per container, per m³ shipped LCL or per shipment, each figure with its
// date and source. Insert-only: setting a rate adds a row, and the rows are its history.

/** The largest freight figure an operator may set, in US dollars (a 40 ft box peaked near 20,000 in 2021). */
export const FREIGHT_AMOUNT_MAX_USD = 100_000;
/** The longest source title. */
export const FREIGHT_SOURCE_TITLE_MAX = 200;
/** A figure older than this many days when set is no current rate: find a newer one. */
export const FREIGHT_MAX_AGE_DAYS = 365;

const DESTINATION_CODES = DESTINATION_PORT_CODES as [string, ...string[]];
const CHINA_PORT_CODES = CHINA_PORTS.map((port) => port.code) as [(typeof CHINA_PORTS)[number]['code'], ...Array<(typeof CHINA_PORTS)[number]['code']>];

/** The day `days` before `day` (YYYY-MM-DD), in UTC. */
function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The oldest day a freight figure may carry: a year before the reader's today. The API takes the
 * earliest today on Earth (UTC−12), so it never refuses a day a reader's form accepted.
 */
export function oldestFreightDay(now = new Date()): string {
  return daysBefore(todayFor('fromToday', now), FREIGHT_MAX_AGE_DAYS);
}

/** The lane a rate is for: the leg, the Chinese port, the destination port (ocean only) and the unit. */
const freightLaneFields = {
  leg: z.enum(FREIGHT_LEGS, { error: 'freight.legInvalid' }),
  origin: z.enum(CHINA_PORT_CODES, { error: 'freight.originInvalid' }),
  /** A destination port's code for the ocean leg; empty or null for haulage and clearance. */
  destination: z.pipe(
    z.optional(z.nullable(z.union([z.literal(''), z.enum(DESTINATION_CODES)], { error: 'freight.destinationInvalid' }))),
    z.transform((value: string | null | undefined) => (value ? value : null)),
  ),
  unit: z.enum(FREIGHT_UNITS, { error: 'freight.unitInvalid' }),
};

/** Refuses a leg, ports and unit that make no line of the table, at the field that breaks it. */
const laneCheck = z.superRefine((lane: { leg: string; origin: string; destination: string | null; unit: string }, ctx) => {
  const problem = freightLaneProblem(lane);
  if (problem === 'destination')
    ctx.addIssue({
      code: 'custom',
      path: ['destination'],
      message: lane.leg === 'ocean' ? 'freight.destinationRequired' : 'freight.destinationNotAllowed',
      input: lane.destination,
    });
  else if (problem === 'unit')
    ctx.addIssue({ code: 'custom', path: ['unit'], message: lane.leg === 'clearance' ? 'freight.unitPerShipment' : 'freight.unitPerContainer', input: lane.unit });
});

export const FreightLaneSchema = z.object({
  leg: z.enum(FREIGHT_LEGS),
  origin: z.enum(CHINA_PORT_CODES),
  destination: z.nullable(z.string()),
  unit: z.enum(FREIGHT_UNITS),
});
export type FreightLaneKey = z.infer<typeof FreightLaneSchema>;

/** One figure of the freight table, as the console shows it. */
export const FreightRateSchema = z.object({
  id: z.number(),
  /** US dollars (the table keeps cents). */
  amountUsd: z.number(),
  asOf: z.string(),
  sourceTitle: z.string(),
  sourceUrl: z.string(),
  /** Whole days since `asOf`, on the server's clock (UTC). */
  ageDays: z.number(),
  /** Older than FREIGHT_STALE_DAYS: an estimate priced with it is out of date. */
  stale: z.boolean(),
  /** The operator who set it; null for a figure the platform was seeded with. */
  setBy: z.nullable(z.string()),
  /** Unix seconds. */
  setAt: z.number(),
});
export type FreightRate = z.infer<typeof FreightRateSchema>;

/** A line of the table with its current figure (null: none set yet). */
export const FreightLineSchema = z.extend(FreightLaneSchema, { rate: z.nullable(FreightRateSchema) });
export type FreightLine = z.infer<typeof FreightLineSchema>;

/** The whole table: every lane of every Chinese port, each unit with its current figure. */
export const listFreightRates = defineCall({
  path: '/api/operator/freight/list',
  auth: OPERATORS_ONLY,
  request: z.object({}),
  reply: z.object({ data: z.object({ lines: z.array(FreightLineSchema) }) }),
});

/** Every figure one line of the table has had, newest first. */
export const freightRateHistory = defineCall({
  path: '/api/operator/freight/history',
  auth: OPERATORS_ONLY,
  request: z.object(freightLaneFields).check(laneCheck),
  reply: z.object({ data: z.object({ lane: FreightLaneSchema, history: z.array(FreightRateSchema) }) }),
});

/**
 * A new figure for one line of the table. The amount is in US dollars (cents at most); the source is
 * a title and a web address people can check; the date is the figure's own, not in the future and at
 * most a year old.
 */
export const setFreightRate = defineCall({
  path: '/api/operator/freight/set',
  auth: OPERATORS_ONLY,
  request: z
    .object({
      ...freightLaneFields,
      amountUsd: amountSchema(0.01, FREIGHT_AMOUNT_MAX_USD),
      // Only a missing title says "name the source"; a long one is told its limit.
      sourceTitle: z
        .string({ error: (issue) => (issue.code === 'invalid_type' ? 'freight.sourceTitleRequired' : undefined) })
        .check(z.trim(), z.minLength(1, { error: 'freight.sourceTitleRequired' }), z.maxLength(FREIGHT_SOURCE_TITLE_MAX), z.regex(/^[^<>]*$/, { error: 'validation.noMarkup' })),
      sourceUrl: z
        .string({ error: 'freight.sourceUrlInvalid' })
        .check(z.trim(), z.maxLength(2000), z.regex(/^https?:\/\/[^\s/?#<>"]+\.[^\s<>"]*$/i, { error: 'freight.sourceUrlInvalid' })),
      asOf: z.string({ error: 'freight.asOfInvalid' }).check(
        z.superRefine((value, ctx) => {
          if (!isCalendarDay(value) || value > todayFor('untilToday') || value < oldestFreightDay()) ctx.addIssue({ code: 'custom', message: 'freight.asOfInvalid', input: value });
        }),
      ),
    })
    .check(laneCheck),
  reply: z.object({ data: FreightLineSchema }),
});

/** Letters people sent the platform: service enquiries and complaints. */
export const INBOX_KINDS = ['enquiry', 'complaint'] as const;
export const INBOX_STATES = ['open', 'closed'] as const;

export const InboxItemSchema = z.object({
  kind: z.enum(INBOX_KINDS),
  id: z.number(),
  reference: z.string(),
  subject: z.string(),
  message: z.string(),
  name: z.string(),
  contact: z.string(),
  /** The sender's account, when they were signed in (the reply reaches their messages). */
  userId: z.nullable(z.number()),
  language: z.string(),
  images: z.array(z.string()),
  status: z.enum(ENQUIRY_STATUSES),
  reply: z.string(),
  created: z.number(),
});
export type InboxItem = z.infer<typeof InboxItemSchema>;

export const inbox = defineCall({
  path: '/api/operator/inbox/list',
  auth: OPERATORS_ONLY,
  request: z.extend(PageRequestSchema, {
    kind: z._default(z.catch(z.enum(INBOX_KINDS), 'enquiry'), 'enquiry'),
    state: z._default(z.catch(z.enum(INBOX_STATES), 'open'), 'open'),
    sort: sortSchema,
  }),
  reply: ListReplySchema(InboxItemSchema),
});

export const replyInbox = defineCall({
  path: '/api/operator/inbox/reply',
  auth: OPERATORS_ONLY,
  request: z.object({ kind: z.enum(INBOX_KINDS, { error: 'validation.invalid' }), id: intSchema(1, 2_147_483_647), reply: operatorText }),
  reply: z.object({ data: InboxItemSchema }),
});

export const closeInbox = defineCall({
  path: '/api/operator/inbox/close',
  auth: OPERATORS_ONLY,
  request: z.object({ kind: z.enum(INBOX_KINDS, { error: 'validation.invalid' }), id: intSchema(1, 2_147_483_647) }),
  reply: z.object({ data: InboxItemSchema }),
});

export const OperatorUserSchema = z.extend(OperatorPersonSchema, {
  username: z.string(),
  role: z.string(),
  broker: z.boolean(),
  disabled: z.boolean(),
  orders: z.number(),
  created: z.number(),
});
export type OperatorUser = z.infer<typeof OperatorUserSchema>;

export const findUsers = defineCall({
  path: '/api/operator/users/list',
  auth: OPERATORS_ONLY,
  request: z.extend(PageRequestSchema, { query: z._default(z.string().check(z.trim(), z.maxLength(60)), '') }),
  reply: ListReplySchema(OperatorUserSchema),
});

export const userDetails = defineCall({
  path: '/api/operator/users/details',
  auth: OPERATORS_ONLY,
  request: z.object({ id: intSchema(1, 2_147_483_647) }),
  reply: z.object({
    data: z.extend(OperatorUserSchema, {
      disabledReason: z.string(),
      recentOrders: z.array(z.object({ id: z.number(), orderNo: z.string(), role: z.string(), node: z.string(), currency: z.string(), total: z.number(), created: z.number() })),
      history: z.array(AuditEntrySchema),
    }),
  }),
});

export const setUserDisabled = defineCall({
  path: '/api/operator/users/setDisabled',
  auth: OPERATORS_ONLY,
  request: z.object({ id: intSchema(1, 2_147_483_647), disabled: z.boolean({ error: 'validation.invalid' }), reason: optionalText }),
  reply: z.object({ data: z.object({ disabled: z.boolean() }) }),
});
