import * as z from 'zod/mini';
import { AMOUNT_MAX, CURRENCIES, KEYWORD_MAX_LENGTH, QUANTITY_UNITS, REQUIREMENT_SORTS } from '../constants';
import { brokerApplicationProblems, PhoneSchema } from '../validators';
import { IdRequestSchema, IdSchema, ListReplySchema, UploadUrlSchema } from './common';
import { amountSchema, daySchema, defineCall, intSchema, measureSchema, PageRequestSchema } from './define';

const KeywordSchema = z.optional(z.string().check(z.trim(), z.maxLength(KEYWORD_MAX_LENGTH)));
/** Required text: missing or blank says `error`; too long names the limit (the schema-wide error would stand for every failure). */
const text = (max: number, error = 'validation.required') =>
  z.string({ error: (issue) => (issue.code === 'invalid_type' ? error : undefined) }).check(z.trim(), z.minLength(1, { error }), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/** How a keyword was read, and after no result, nearby keywords that find something (requirements, news). */
export const KeywordHelpSchema = z.object({
  /** Words of the keyword that did not narrow the list. */
  setAside: z.array(z.string()),
  didYouMean: z.array(z.object({ keyword: z.string(), total: z.number() })),
});
export type KeywordHelp = z.infer<typeof KeywordHelpSchema>;

// Site content: news and policy research, policy documents, country pavilions.

export const NewsSummarySchema = z.object({
  id: z.number(),
  siteid: z.number(),
  columnId: z.number(),
  columnName: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  author: z.string(),
  publishTime: z.number(),
  views: z.number(),
});

export const listNews = defineCall({
  path: '/api/siteNews/list',
  auth: 'none',
  request: z.extend(PageRequestSchema, { siteid: intSchema(1, 99), columnid: z.optional(IdSchema), title: KeywordSchema }),
  /** With a title, `search`: how it was read and, after no article, nearby keywords that find some in the same column. */
  reply: z.extend(ListReplySchema(NewsSummarySchema), { search: z.optional(KeywordHelpSchema) }),
});

export const newsDetails = defineCall({
  path: '/api/siteNews/details',
  auth: 'none',
  request: IdRequestSchema,
  reply: z.object({ data: z.extend(NewsSummarySchema, { content: z.array(z.string()) }) }),
});

/** Policy documents 1–6: privacy policy, user agreement, invoice notice, secure payment, refund policy, return and refund. */
export const policyDocument = defineCall({
  path: '/api/common/details',
  auth: 'none',
  request: z.object({ type: intSchema(1, 6) }),
  reply: z.object({ data: z.object({ type: z.number(), title: z.string(), content: z.array(z.string()), updateTime: z.number() }) }),
});

export const PavilionSchema = z.object({ code: z.string(), alpha3: z.string(), name: z.string(), intro: z.string(), goodsCount: z.number() });

export const listPavilions = defineCall({
  path: '/api/nationalPavilion/list',
  auth: 'none',
  request: z.object({ keyword: KeywordSchema }),
  reply: z.object({ list: z.array(PavilionSchema) }),
});

export const checkPavilionCountryCode = defineCall({
  path: '/api/nationalPavilion/checkCountryCode',
  auth: 'none',
  request: z.object({ countryCode: z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2,3}$/, { error: 'validation.countryRequired' })) }),
  reply: z.object({ data: z.object({ exists: z.boolean(), pavilion: z.nullable(PavilionSchema) }) }),
});

// Product brokers.

export const BrokerSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string(),
  title: z.string(),
  countryCode: z.string(),
  languages: z.array(z.string()),
  specialties: z.array(z.string()),
  deals: z.number(),
  brokerType: z.enum(['individual', 'enterprise']),
  bio: z.string(),
});

export const listCelebrityBrokers = defineCall({
  path: '/api/middleman/getCelebrityAgentList',
  auth: 'none',
  request: z.extend(PageRequestSchema, { keyword: KeywordSchema, countryCode: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))) }),
  reply: ListReplySchema(BrokerSchema),
});

export const brokerDetails = defineCall({ path: '/api/middleman/details', auth: 'none', request: IdRequestSchema, reply: z.object({ data: BrokerSchema }) });

export const sendBrokerMail = defineCall({
  path: '/api/middleman/sendMail',
  auth: 'required',
  request: z.object({ id: IdSchema, subject: text(120), content: text(4000), contact: text(120) }),
  reply: z.object({}),
});

export const applyForBroker = defineCall({
  path: '/api/middleman/applyForBroker',
  auth: 'required',
  /** The fields spec section 5 requires (by broker type), each refused at its own field, in the section's order. */
  request: z
    .object({
      type: z._default(z.literal(0), 0),
      brokerType: z.union([z.literal(1), z.literal(2)], { error: 'validation.invalid' }),
      name: optionalText(60),
      idCard: optionalText(40),
      companyName: optionalText(120),
      businessAddress: optionalText(300),
      businessLicense: z.optional(z.union([UploadUrlSchema, z.literal('')])),
      receivingAccountBank: optionalText(120),
      receivingOpenAccountBank: optionalText(120),
      receivingAccountBankCardNumber: optionalText(40),
    })
    .check(
      z.superRefine(
        (body, ctx) => {
          for (const [field, key] of brokerApplicationProblems({ ...body, type: 0 })) ctx.addIssue({ code: 'custom', message: key, path: [field], input: body[field] });
        },
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    ),
  reply: z.object({ data: z.object({ status: z.enum(['pending', 'approved']) }) }),
});

// Procurement requirements (product and technology).

export const NEED_TYPES = ['equipmentUpgrade', 'technologyUpgrade', 'projectFinancing'] as const;
export const OUTPUT_TYPES = ['equipmentExport', 'technologyExport', 'overseasInvestment'] as const;

export const RequirementSchema = z.object({
  id: z.number(),
  kind: z.enum(['product', 'technology']),
  title: z.string(),
  description: z.string(),
  categoryId: z.nullable(z.number()),
  categoryTitle: z.string(),
  quantity: z.number(),
  unit: z.enum(QUANTITY_UNITS),
  deliveryDate: z.string(),
  deliveryPlace: z.string(),
  needType: z.nullable(z.enum(NEED_TYPES)),
  outputType: z.nullable(z.enum(OUTPUT_TYPES)),
  budget: z.nullable(z.object({ amount: z.number(), currency: z.string(), showAmount: z.number(), showCurrency: z.string() })),
  status: z.enum(['open', 'withdrawn']),
  views: z.number(),
  owner: z.object({ id: z.number(), nickname: z.string(), countryCode: z.nullable(z.string()) }),
  createTime: z.number(),
});

const RequirementListRequest = z.extend(PageRequestSchema, {
  keyword: KeywordSchema,
  kind: z.optional(z.enum(['product', 'technology'])),
  categoryId: z.optional(IdSchema),
  sort: z._default(z.catch(z.enum(REQUIREMENT_SORTS), 'relevant'), 'relevant'),
  /** Technology requirements of one need or output type. */
  needType: z.optional(z.enum(NEED_TYPES)),
  outputType: z.optional(z.enum(OUTPUT_TYPES)),
});

export const requirementHome = defineCall({
  path: '/api/procurementRequirements/getHomeInformation',
  auth: 'none',
  request: z.object({ everyNumber: z._default(z.catch(intSchema(1, 20), 6), 6) }),
  reply: z.object({ data: z.object({ open: z.number(), thisMonth: z.number(), countries: z.number(), latest: z.array(RequirementSchema), hottest: z.array(RequirementSchema) }) }),
});

export const listRequirements = defineCall({
  path: '/api/procurementRequirements/list',
  auth: 'none',
  request: RequirementListRequest,
  reply: z.extend(ListReplySchema(RequirementSchema), { search: z.optional(KeywordHelpSchema) }),
});

export const myRequirements = defineCall({
  path: '/api/procurementRequirements/getRequirementList',
  auth: 'required',
  request: z.extend(PageRequestSchema, { status: z.optional(z.enum(['open', 'withdrawn'])) }),
  reply: ListReplySchema(RequirementSchema),
});

export const saveRequirement = defineCall({
  path: '/api/procurementRequirements/save',
  auth: 'required',
  request: z
    .object({
      id: z.optional(IdSchema),
      kind: z._default(z.enum(['product', 'technology']), 'product'),
      title: text(120, 'requirement.titleRequired'),
      description: z._default(z.string().check(z.trim(), z.maxLength(4000)), ''),
      categoryId: z.optional(z.nullable(IdSchema)),
      quantity: measureSchema(1_000_000_000),
      unit: z.enum(QUANTITY_UNITS, { error: 'goods.unitInvalid' }),
      deliveryDate: daySchema('fromToday', 'requirement.deliveryDateInvalid'),
      deliveryPlace: text(200, 'requirement.deliveryPlaceRequired'),
      needType: z.optional(z.nullable(z.enum(NEED_TYPES))),
      outputType: z.optional(z.nullable(z.enum(OUTPUT_TYPES))),
      budget: z.optional(z.nullable(amountSchema(0.01, AMOUNT_MAX))),
      currency: z._default(z.enum(CURRENCIES), 'USD'),
    })
    .check(
      // A technology requirement is either a need or an output, of one type; checked along with every other field.
      z.refine((body) => body.kind !== 'technology' || !body.needType !== !body.outputType, {
        error: 'requirement.typeRequired',
        path: ['needType'],
        when: (payload) => typeof payload.value === 'object' && payload.value !== null,
      }),
    ),
  reply: z.object({ data: z.object({ id: z.number() }) }),
});

export const requirementDetails = defineCall({
  path: '/api/procurementRequirements/details',
  auth: 'optional',
  request: IdRequestSchema,
  reply: z.object({ data: RequirementSchema }),
});

export const withdrawRequirement = defineCall({
  path: '/api/procurementRequirements/withdrawalDemand',
  auth: 'required',
  request: IdRequestSchema,
  reply: z.object({}),
});

// Profile and complaints.

export const BusinessInformationSchema = z.object({
  companyName: z.string(),
  businessLicense: z.string(),
  address: z.string(),
  industry: z.string(),
  website: z.string(),
  taxId: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
});

export const savePersonalInformation = defineCall({
  path: '/api/zlkjUser/savePersonalInformation.json',
  auth: 'required',
  request: z.object({
    nickname: z
      .string({ error: 'validation.nicknameRequired' })
      .check(z.trim(), z.minLength(1, { error: 'validation.nicknameRequired' }), z.maxLength(40, { error: 'validation.nicknameTooLong' })),
    head: z.optional(z.union([UploadUrlSchema, z.literal('')])),
    email: z.optional(z.union([z.email({ error: 'validation.emailInvalid' }), z.literal('')])),
  }),
  reply: z.object({ user: z.object({ nickname: z.string(), head: z.string(), email: z.string() }) }),
});

/** The signed-in user's business information, as saveBusinessInformation last stored it (empty fields before). */
export const getBusinessInformation = defineCall({
  path: '/api/zlkjUser/getBusinessInformation.json',
  auth: 'required',
  request: z.object({}),
  reply: z.object({ data: BusinessInformationSchema }),
});

export const saveBusinessInformation = defineCall({
  path: '/api/zlkjUser/saveBusinessInformation.json',
  auth: 'required',
  request: z.object({
    companyName: text(120, 'broker.companyNameRequired'),
    businessLicense: z.optional(z.union([UploadUrlSchema, z.literal('')])),
    address: text(300, 'broker.addressRequired'),
    industry: optionalText(80),
    website: optionalText(200),
    taxId: optionalText(40),
    contactName: optionalText(60),
    contactPhone: z.optional(z.union([PhoneSchema, z.literal('')])),
  }),
  reply: z.object({ data: BusinessInformationSchema }),
});

export const COMPLAINT_TYPES = { product: 1, order: 2, service: 3, suggestion: 4 } as const;

/** How to reach someone: an email address, or a phone number as people write it (+52 81 1234-5678). Service enquiries take it too. */
export const ContactSchema = z.pipe(
  text(120, 'complaint.contactRequired'),
  z.union([z.email({ error: 'complaint.contactInvalid' }), z.string().check(z.regex(/^\+?\(?\d[\d\s().-]{4,22}\d$/, { error: 'complaint.contactInvalid' }))]),
);

export const saveComplaint = defineCall({
  path: '/api/complaint/save',
  auth: 'optional',
  request: z.object({
    type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'validation.invalid' }),
    contactInformation: ContactSchema,
    contactName: text(60, 'broker.nameRequired'),
    content: text(4000, 'complaint.contentRequired'),
    imageUrls: z._default(z.array(UploadUrlSchema).check(z.maxLength(6)), []),
  }),
  reply: z.object({ data: z.object({ id: z.number() }) }),
});
