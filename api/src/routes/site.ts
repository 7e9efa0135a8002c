import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { CONTRACT_VERSION, RATE_STALE_DAYS, type CategoryNode, type Language } from '@puente/shared/contract';
import { WORKSPACE_ROOT } from '../config/env';
import { carouselImages, siteColumns, siteVars } from '../repositories/content';
import { appliedMigrations, oldestExchangeRate } from '../repositories/platform';
import { loadCategories, type CategoryRow } from '../services/categories';
import { pickText } from '../services/localised';
import { rateFreshness } from '../services/rate-age';
import { calls } from '@puente/shared/contract';
import { defineRoute } from './define-route';

/** Nested category nodes below `parentId` (null: the top level). */
export function categoryTree(rows: CategoryRow[], language: Language, parentId: number | null): CategoryNode[] {
  return rows
    .filter((row) => row.parent_id === parentId)
    .map((row) => ({ id: row.id, title: pickText(row.title, language), type: row.root, childrenTypeList: categoryTree(rows, language, row.id) }));
}

const API_VERSION = (JSON.parse(fs.readFileSync(path.join(WORKSPACE_ROOT, 'api', 'package.json'), 'utf8')) as { version: string }).version;
const STARTED_AT = Math.floor(Date.now() / 1000);

export async function siteRoutes(app: FastifyInstance) {
  // The platform status page's view of the API: its version, contract, database kind, applied migrations
  // and the oldest exchange rate (every converted price is as old as the rate it used).
  defineRoute(app, calls.platformStatus, async ({ db }) => {
    const migrations = await appliedMigrations(db);
    const oldest = await oldestExchangeRate(db);
    return {
      data: {
        version: API_VERSION,
        contract: CONTRACT_VERSION,
        database: app.dbKind,
        migrations,
        startedAt: STARTED_AT,
        listener: app.readCache.isListening ? ('live' as const) : ('lost' as const),
        oldestRate: oldest ? { currency: oldest.currency, asOf: oldest.as_of, ...rateFreshness(oldest.as_of), staleAfterDays: RATE_STALE_DAYS } : null,
      },
    };
  });

  defineRoute(
    app,
    calls.listSiteVars,
    async ({ body, db, language }) => {
      const rows = await siteVars(db, body.siteid);
      return { list: rows.map((row) => ({ name: row.name, value: row.translations ? pickText(row.translations, language) : row.value })) };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.listSiteColumns,
    async ({ body, db, language }) => {
      const rows = await siteColumns(db, body.siteid);
      return {
        list: rows.map((row) => ({ id: row.id, siteid: row.siteid, name: pickText(row.name, language), summary: pickText(row.summary, language) })),
      };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.listCarouselImages,
    async ({ body, db, language }) => {
      const rows = await carouselImages(db, body.siteid);
      return {
        list: rows.map((row) => ({
          id: row.id,
          title: pickText(row.title, language),
          subtitle: pickText(row.subtitle, language),
          imageUrl: row.image_url,
          link: row.link,
        })),
      };
    },
    { cache: true },
  );

  defineRoute(
    app,
    calls.getAllCategoryTypes,
    async ({ body, db, language }) => {
      const rows = (await loadCategories(db)).filter((row) => row.root === body.goodsType);
      const top = categoryTree(rows, language, null);
      const list = body.everyNumber > 0 ? top.slice((body.currentPage - 1) * body.everyNumber, body.currentPage * body.everyNumber) : top;
      return { list };
    },
    { cache: true },
  );
}
