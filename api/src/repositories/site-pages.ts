import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { SitePagesTable } from '../db/schema';
import { BusinessError } from '../services/business-error';
import type { PageAsked } from './paging';

/*
 * The service and technology pages: every read of the table (they are written by the content
 * files' loader, db/site-pages.ts).
 */

export type SitePageRow = Selectable<SitePagesTable>;

export interface SitePageFilter {
  group: string;
  countryCode?: string;
}

/** A page of one group's site pages (those of one country), in the editors' order, with their total. */
export async function listSitePages(db: Db, filter: SitePageFilter, page: PageAsked): Promise<{ rows: SitePageRow[]; total: number }> {
  let query = db.selectFrom('site_pages').where('grp', '=', filter.group);
  if (filter.countryCode) query = query.where('country_code', '=', filter.countryCode);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  let paged = query.selectAll().orderBy('sort').orderBy('id');
  if (page.everyNumber > 0) paged = paged.limit(page.everyNumber).offset((page.currentPage - 1) * page.everyNumber);
  const rows = await paged.execute();
  return { rows, total: Number(total) };
}

/** A site page by its slug; not found when absent. */
export async function findSitePage(db: Db, slug: string): Promise<SitePageRow> {
  const row = await db.selectFrom('site_pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw new BusinessError('resource.notFound');
  return row;
}

/** The group (the service) a site page belongs to; undefined when there is no such page. */
export async function sitePageGroup(db: Db, slug: string): Promise<string | undefined> {
  return (await db.selectFrom('site_pages').select('grp').where('slug', '=', slug).executeTakeFirst())?.grp;
}
