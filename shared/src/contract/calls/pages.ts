import * as z from 'zod/mini';
import { ListReplySchema } from './common';
import { defineCall, PageRequestSchema } from './define';

// Service and technology pages: the structured guides of the comprehensive and technology areas
// (company registration by country, visas, business inspection, land, the park showcase,
// consulting, cooperation, achievements, community) and the public trade bodies a trader can turn
// to (policy partners). Editors keep them in content files
// (api/content/site-pages/*.json); the API serves them in the caller's language.

/** Which set a page belongs to; each set has its list page in one area. */
export const SITE_PAGE_GROUPS = ['registration', 'visa', 'inspection', 'land', 'park', 'consulting', 'cooperation', 'achievement', 'community', 'policyPartner'] as const;
export type SitePageGroup = (typeof SITE_PAGE_GROUPS)[number];

/** A labelled fact shown as a key figure (timeline, capital, location, sectors…). */
export const SitePageFactSchema = z.object({ label: z.string(), value: z.string() });

export const SitePageSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  group: z.enum(SITE_PAGE_GROUPS),
  /** ISO 3166-1 alpha-2 code of the country the page is about, when it is about one. */
  countryCode: z.nullable(z.string()),
  title: z.string(),
  summary: z.string(),
  cover: z.string(),
  /** True for demo entries (parks, providers, cases) that illustrate the service and are not real listings. */
  illustrative: z.boolean(),
  facts: z.array(SitePageFactSchema),
});

export const SitePageSectionSchema = z.object({ heading: z.string(), paragraphs: z.array(z.string()), items: z.array(z.string()) });

export const SitePageSchema = z.extend(SitePageSummarySchema, {
  sections: z.array(SitePageSectionSchema),
  contact: z.nullable(z.object({ name: z.string(), email: z.string(), phone: z.string() })),
  /** Where the facts come from and what the reader should check, in the reader's language. */
  note: z.string(),
  updateTime: z.number(),
});

export const listSitePages = defineCall({
  path: '/api/sitePage/list',
  auth: 'none',
  request: z.extend(PageRequestSchema, {
    group: z.enum(SITE_PAGE_GROUPS, { error: 'validation.invalid' }),
    countryCode: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, { error: 'validation.countryRequired' }))),
  }),
  reply: ListReplySchema(SitePageSummarySchema),
});

export const sitePageDetails = defineCall({
  path: '/api/sitePage/details',
  auth: 'none',
  request: z.object({ slug: z.string({ error: 'validation.invalid' }).check(z.trim(), z.regex(/^[a-z0-9-]{1,80}$/, { error: 'validation.invalid' })) }),
  reply: z.object({ data: SitePageSchema }),
});

/** A group's pages as a page lists them (every one, or the first `limit`): the server asks the same for the html (firstCallsOf). */
export const sitePagesRequest = (group: SitePageGroup, limit?: number) => ({ group, everyNumber: limit ?? -1 });

/** A slug a page can have: any other is not asked for. */
export const isSitePageSlug = (slug: string) => /^[a-z0-9-]{1,80}$/.test(slug);

export type SitePage = z.infer<typeof SitePageSchema>;
export type SitePageSummary = z.infer<typeof SitePageSummarySchema>;
