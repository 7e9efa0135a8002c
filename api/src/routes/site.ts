import type { FastifyInstance } from 'fastify';
import type { CategoryNode, Language } from '@puente/shared/contract';
import type { Localised } from '../db/schema';
import { calls } from '@puente/shared/contract';
import { defineRoute } from './define-route';

/** The text in the reader's language, falling back to English. */
export function pick(text: Localised | null | undefined, language: Language): string {
  if (!text) return '';
  return text[language] || text.english || '';
}

export async function siteRoutes(app: FastifyInstance) {
  defineRoute(app, calls.listSiteVars, async ({ body, db, language }) => {
    const rows = await db.selectFrom('site_vars').select(['name', 'value', 'translations']).where('siteid', '=', body.siteid).orderBy('id').execute();
    return { list: rows.map((row) => ({ name: row.name, value: row.translations ? pick(row.translations, language) : row.value })) };
  });

  defineRoute(app, calls.listSiteColumns, async ({ body, db, language }) => {
    const rows = await db.selectFrom('site_columns').selectAll().where('siteid', '=', body.siteid).orderBy('sort').orderBy('id').execute();
    return {
      list: rows.map((row) => ({ id: row.id, siteid: row.siteid, name: pick(row.name, language), summary: pick(row.summary, language) })),
    };
  });

  defineRoute(app, calls.listCarouselImages, async ({ body, db, language }) => {
    const rows = await db.selectFrom('carousel_images').selectAll().where('siteid', '=', body.siteid).orderBy('sort').orderBy('id').execute();
    return {
      list: rows.map((row) => ({
        id: row.id,
        title: pick(row.title, language),
        subtitle: pick(row.subtitle, language),
        imageUrl: row.image_url,
        link: row.link,
      })),
    };
  });

  defineRoute(app, calls.getAllCategoryTypes, async ({ body, db, language }) => {
    const rows = await db.selectFrom('goods_types').selectAll().where('root', '=', body.goodsType).orderBy('sort').orderBy('id').execute();
    const nodes = new Map<number, CategoryNode>();
    for (const row of rows) nodes.set(row.id, { id: row.id, title: pick(row.title, language), type: row.root, childrenTypeList: [] });
    const top: CategoryNode[] = [];
    for (const row of rows) {
      const node = nodes.get(row.id)!;
      const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
      if (parent) parent.childrenTypeList.push(node);
      else top.push(node);
    }
    const list = body.everyNumber > 0 ? top.slice((body.currentPage - 1) * body.everyNumber, body.currentPage * body.everyNumber) : top;
    return { list };
  });
}
