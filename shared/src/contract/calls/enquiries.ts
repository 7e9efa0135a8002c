import * as z from 'zod/mini';
import { MEMBER_COUNTRIES } from '../constants';
import { ContactSchema } from './community';
import { ListReplySchema } from './common';
import { defineCall, PageRequestSchema } from './define';
import type { SitePageGroup } from './pages';

// Service enquiries: the form that ends every service page of the comprehensive area (company
// registration, inspections, visas, land, parks) and the technology desk's consulting and
// cooperation pages. Guests may send one, as they may send a complaint: someone asking how to
// register a company in Brazil is often not a member yet, and an account with an SMS check is a
// wall before a first question. The enquiry carries its own contact, so the desk can answer
// anyone; a signed-in sender also finds it, with its status, in the personal centre.

/** The page sets whose pages take enquiries (each a desk's service); the other sets lead elsewhere. */
export const ENQUIRY_SERVICES = ['registration', 'inspection', 'visa', 'land', 'park', 'consulting', 'cooperation'] as const satisfies readonly SitePageGroup[];
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

/** Where an enquiry stands: received, being handled by the desk, answered, or closed. Operators move it on. */
export const ENQUIRY_STATUSES = ['received', 'inProgress', 'answered', 'closed'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** Countries a sender can be in: those members register from. */
export const ENQUIRY_COUNTRIES = MEMBER_COUNTRIES;

/** The lengths an enquiry's texts keep to: a message long enough to act on, short enough to read. */
export const ENQUIRY_LIMITS = { subject: 200, name: 60, company: 120, messageMin: 20, messageMax: 2000 } as const;

/** The number a sender quotes when they write about an enquiry. */
export function enquiryReference(id: number): string {
  return `ENQ-${String(id).padStart(6, '0')}`;
}

/** Required text: missing or blank says `error`; too long names the limit. */
const text = (max: number, error: string) =>
  z.string({ error: (issue) => (issue.code === 'invalid_type' ? error : undefined) }).check(z.trim(), z.minLength(1, { error }), z.maxLength(max));

export const sendEnquiry = defineCall({
  path: '/api/serviceEnquiry/save',
  auth: 'optional',
  request: z.object({
    service: z.enum(ENQUIRY_SERVICES, { error: 'validation.invalid' }),
    /** The service page the enquiry was sent from (a country's guide, a park…); none from a service's own page. */
    slug: z.optional(z.string().check(z.trim(), z.regex(/^[a-z0-9-]{1,80}$/, { error: 'validation.invalid' }))),
    subject: text(ENQUIRY_LIMITS.subject, 'enquiry.subjectRequired'),
    name: text(ENQUIRY_LIMITS.name, 'broker.nameRequired'),
    company: z.optional(z.string().check(z.trim(), z.maxLength(ENQUIRY_LIMITS.company))),
    contact: ContactSchema,
    country: z.enum(ENQUIRY_COUNTRIES, { error: 'validation.countryRequired' }),
    message: text(ENQUIRY_LIMITS.messageMax, 'enquiry.messageRequired').check(z.minLength(ENQUIRY_LIMITS.messageMin)),
  }),
  reply: z.object({ data: z.object({ id: z.number(), reference: z.string(), status: z.enum(ENQUIRY_STATUSES) }) }),
});

export const EnquirySchema = z.object({
  id: z.number(),
  reference: z.string(),
  service: z.enum(ENQUIRY_SERVICES),
  slug: z.nullable(z.string()),
  subject: z.string(),
  name: z.string(),
  company: z.string(),
  contact: z.string(),
  country: z.string(),
  message: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  /** Unix seconds. */
  createTime: z.number(),
  /** Unix seconds: when the status last changed. */
  updateTime: z.number(),
});
export type Enquiry = z.infer<typeof EnquirySchema>;

/** The signed-in user's own enquiries, newest first. */
export const listMyEnquiries = defineCall({
  path: '/api/serviceEnquiry/myList',
  auth: 'required',
  request: PageRequestSchema,
  reply: ListReplySchema(EnquirySchema),
});
