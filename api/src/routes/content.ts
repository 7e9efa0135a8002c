import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { calls, LANGUAGE_TAGS, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import { translatedText } from '../services/data-translations';
import { pickText } from '../services/localised';
import { keywordHelp, NO_KEYWORD_HELP } from '../services/search/help';
import { matches, planSearch, relevance, type SearchPlan } from '../services/search/query';
import { BusinessError } from '../services/business-error';
import { defineRoute } from './define-route';

function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(code) ?? code;
}

function newsQuery(db: Db) {
  return db
    .selectFrom('site_news as n')
    .innerJoin('site_columns as c', 'c.id', 'n.column_id')
    .select([
      'n.id',
      'n.siteid',
      'n.column_id',
      'n.title',
      'n.summary',
      'n.content',
      'n.cover',
      'n.author',
      'n.author_translations',
      'n.views',
      'n.published_at',
      'c.name as column_name',
    ]);
}

type NewsRow = Awaited<ReturnType<ReturnType<typeof newsQuery>['executeTakeFirstOrThrow']>>;

function newsOf(row: NewsRow, language: Language) {
  return {
    id: row.id,
    siteid: row.siteid,
    columnId: row.column_id,
    columnName: pickText(row.column_name, language),
    title: pickText(row.title, language),
    summary: pickText(row.summary, language),
    cover: row.cover,
    author: translatedText(row.author, row.author_translations, language),
    publishTime: Math.floor(new Date(row.published_at).getTime() / 1000),
    views: row.views,
  };
}

async function pavilions(db: Db, language: Language) {
  const counts = await db
    .selectFrom('goods')
    .select(['country_code', (eb) => eb.fn.countAll<string>().as('n')])
    .where('audit_status', '=', '1000')
    .where('putaway', '=', true)
    .where('deleted_at', 'is', null)
    .groupBy('country_code')
    .execute();
  const byCountry = new Map(counts.map((row) => [row.country_code, Number(row.n)]));
  const rows = await db.selectFrom('national_pavilions').selectAll().orderBy('sort').execute();
  return rows
    .map((row) => ({ code: row.code, alpha3: row.alpha3, name: countryName(row.code, language), intro: pickText(row.intro, language), goodsCount: byCountry.get(row.code) ?? 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, LANGUAGE_TAGS[language]));
}

/** News and policy research, policy documents and the country pavilions. */
export async function contentRoutes(app: FastifyInstance) {
  defineRoute(
    app,
    calls.listNews,
    async ({ body, db, language }) => {
      let query = newsQuery(db).where('n.siteid', '=', body.siteid);
      if (body.columnid) query = query.where('n.column_id', '=', body.columnid);
      const count = async (q: typeof query) =>
        Number(
          (
            await q
              .clearSelect()
              .select((eb) => eb.fn.countAll<string>().as('total'))
              .executeTakeFirstOrThrow()
          ).total,
        );
      // A title search reads words as the goods search does: titles first, summaries when no title has them; best matches first.
      const found = async (search: SearchPlan) => {
        const byTitle = query.where(matches(search, 'n', 'main'));
        const titled = await count(byTitle);
        if (titled > 0) return { query: byTitle, total: titled };
        const byText = query.where(matches(search, 'n', 'doc'));
        return { query: byText, total: await count(byText) };
      };
      const plan = body.title ? await planSearch(db, 'site_news', body.title, { language }) : null;
      if (body.title && !plan) return { list: [], total: 0, search: NO_KEYWORD_HELP };
      const { query: searched, total } = plan ? await found(plan) : { query, total: await count(query) };
      let paged = (plan ? searched.orderBy(relevance(plan, 'n', sql<string>`coalesce(n.title ->> ${language}, '')`), 'desc') : searched)
        .orderBy('n.published_at', 'desc')
        .orderBy('n.id', 'desc');
      if (body.everyNumber > 0) paged = paged.limit(body.everyNumber).offset((body.currentPage - 1) * body.everyNumber);
      const list = (await paged.execute()).map((row) => newsOf(row, language));
      if (!plan) return { list, total };
      // After no article, keywords near it that find some in the same column, each counted as the list finds it: a suggestion's count is what it opens.
      const search = await keywordHelp({ db, table: 'site_news', plan, total, language, count: async (nearby) => (await found(nearby)).total });
      return { list, total, search };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.newsDetails,
    async ({ body, db, language }) => {
      const row = await newsQuery(db).where('n.id', '=', body.id).executeTakeFirst();
      if (!row) throw new BusinessError('resource.notFound');
      await db
        .updateTable('site_news')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', body.id)
        .execute();
      const content = row.content[language]?.length ? row.content[language]! : (row.content.english ?? Object.values(row.content).find((p) => p?.length) ?? []);
      return { data: { ...newsOf(row, language), views: row.views + 1, content } };
    },
    // A view counts; nothing a kept reply shows changes.
    { write: true, invalidates: false },
  );

  defineRoute(
    app,
    calls.policyDocument,
    async ({ body, db, language }) => {
      const row = await db.selectFrom('policy_documents').selectAll().where('type', '=', body.type).executeTakeFirst();
      if (!row) throw new BusinessError('resource.notFound');
      return {
        data: {
          type: row.type,
          title: pickText(row.title, language),
          content: row.content[language]?.length ? row.content[language] : row.content.english,
          updateTime: Math.floor(new Date(row.updated_at).getTime() / 1000),
        },
      };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.listPavilions,
    async ({ body, db, language }) => {
      const list = await pavilions(db, language);
      const keyword = body.keyword?.toLowerCase();
      return { list: keyword ? list.filter((p) => p.name.toLowerCase().includes(keyword) || p.code.toLowerCase() === keyword) : list };
    },
    { cache: true },
  );

  defineRoute(app, calls.checkPavilionCountryCode, async ({ body, db, language }) => {
    const pavilion = (await pavilions(db, language)).find((p) => p.code === body.countryCode || p.alpha3 === body.countryCode) ?? null;
    return { data: { exists: pavilion !== null, pavilion } };
  });
}
