import type { FastifyInstance } from 'fastify';
import { calls, type Language } from '@puente/shared/contract';
import { findSitePage, listSitePages, type SitePageRow } from '../repositories/site-pages';
import { pickText } from '../services/localised';
import { defineRoute } from './define-route';

function summaryOf(row: SitePageRow, language: Language) {
  return {
    id: row.id,
    slug: row.slug,
    group: row.grp as (typeof calls.SITE_PAGE_GROUPS)[number],
    countryCode: row.country_code,
    title: pickText(row.title, language),
    summary: pickText(row.summary, language),
    cover: row.cover,
    illustrative: row.illustrative,
    facts: row.facts.map((fact) => ({ label: pickText(fact.label, language), value: pickText(fact.value, language) })),
  };
}

/** The service and technology pages (content files loaded at start, see db/site-pages.ts). */
export async function sitePageRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    calls.listSitePages,
    async ({ body, db, language }) => {
      const { rows, total } = await listSitePages(db, { group: body.group, countryCode: body.countryCode }, body);
      return { list: rows.map((row) => summaryOf(row, language)), total };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.sitePageDetails,
    async ({ body, db, language }) => {
      const row = await findSitePage(db, body.slug);
      const lines = (text: Partial<Record<Language, string[]>> | undefined) => text?.[language] ?? text?.english ?? [];
      return {
        data: {
          ...summaryOf(row, language),
          sections: row.sections.map((section) => ({ heading: pickText(section.heading, language), paragraphs: lines(section.paragraphs), items: lines(section.items) })),
          contact: row.contact ? { name: pickText(row.contact.name, language), email: row.contact.email, phone: row.contact.phone } : null,
          note: pickText(row.note, language),
          updateTime: Math.floor(new Date(row.updated_at).getTime() / 1000),
        },
      };
    },
    { cache: true },
  );
}
