import type { FastifyInstance } from 'fastify';
import { calls, type Language } from '@puente/shared/contract';
import type { SitePagesTable } from '../db/schema';
import type { Selectable } from 'kysely';
import { pickText } from '../services/localised';
import { BusinessError } from '../services/business-error';
import { defineRoute } from './define-route';

type Row = Selectable<SitePagesTable>;

function summaryOf(row: Row, language: Language) {
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
      let query = db.selectFrom('site_pages').where('grp', '=', body.group);
      if (body.countryCode) query = query.where('country_code', '=', body.countryCode);
      const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
      let paged = query.selectAll().orderBy('sort').orderBy('id');
      if (body.everyNumber > 0) paged = paged.limit(body.everyNumber).offset((body.currentPage - 1) * body.everyNumber);
      const rows = await paged.execute();
      return { list: rows.map((row) => summaryOf(row, language)), total: Number(total) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.sitePageDetails,
    async ({ body, db, language }) => {
      const row = await db.selectFrom('site_pages').selectAll().where('slug', '=', body.slug).executeTakeFirst();
      if (!row) throw new BusinessError('resource.notFound');
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
