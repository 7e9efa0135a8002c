import type { FastifyInstance } from 'fastify';
import { calls, LANGUAGE_TAGS, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import * as contentRepository from '../repositories/content';
import type { NewsRow } from '../repositories/content';
import { translatedText } from '../services/data-translations';
import { pickText } from '../services/localised';
import { listNews } from '../services/news';
import { defineRoute } from './define-route';

function countryName(code: string, language: Language): string {
  return new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(code) ?? code;
}

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
  const byCountry = await contentRepository.goodsOnSaleByCountry(db);
  const rows = await contentRepository.pavilionRows(db);
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
      const { rows, total, search } = await listNews(db, { siteid: body.siteid, columnId: body.columnid }, body.title, language, body);
      const list = rows.map((row) => newsOf(row, language));
      return search ? { list, total, search } : { list, total };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.newsDetails,
    async ({ body, db, language }) => {
      const row = await contentRepository.findNews(db, body.id);
      await contentRepository.addNewsView(db, body.id);
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
      const row = await contentRepository.findPolicyDocument(db, body.type);
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
