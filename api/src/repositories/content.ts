import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { BusinessError } from '../services/business-error';
import { matches, relevance, type SearchPlan, type SearchScope } from '../services/search/query';
import type { PageAsked } from './paging';

/*
 * The site's content: its variables, columns and carousel, news and policy research, policy
 * documents and the country pavilions. Every read of their tables (the seed writes them); the
 * search documents of news are services/search's. Site pages: repositories/site-pages.ts.
 */

// Site variables, columns and carousel.

/** A site's variables (texts and settings), in the order they were made. */
export function siteVars(db: Db, siteid: number) {
  return db.selectFrom('site_vars').select(['name', 'value', 'translations']).where('siteid', '=', siteid).orderBy('id').execute();
}

/** A site's news columns, in the editors' order. */
export function siteColumns(db: Db, siteid: number): Promise<Array<Selectable<Database['site_columns']>>> {
  return db.selectFrom('site_columns').selectAll().where('siteid', '=', siteid).orderBy('sort').orderBy('id').execute();
}

/** A site's carousel images, in the editors' order. */
export function carouselImages(db: Db, siteid: number): Promise<Array<Selectable<Database['carousel_images']>>> {
  return db.selectFrom('carousel_images').selectAll().where('siteid', '=', siteid).orderBy('sort').orderBy('id').execute();
}

// News.

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

/** An article with its column's name. */
export type NewsRow = Awaited<ReturnType<ReturnType<typeof newsQuery>['executeTakeFirstOrThrow']>>;
type Nq = SelectQueryBuilder<Database & { n: Database['site_news']; c: Database['site_columns'] }, 'n' | 'c', NewsRow>;

export interface NewsFilter {
  siteid: number;
  columnId?: number;
}

/** Which of a keyword's documents the articles must match: the titles (`main`) or everything (`doc`). */
export interface NewsMatch {
  plan: SearchPlan;
  scope: SearchScope;
}

function news(db: Db, filter: NewsFilter, match: NewsMatch | undefined): Nq {
  let query = newsQuery(db).where('n.siteid', '=', filter.siteid) as Nq;
  if (filter.columnId) query = query.where('n.column_id', '=', filter.columnId);
  if (match) query = query.where(matches(match.plan, 'n', match.scope));
  return query;
}

/** How many articles the filter (and keyword) finds. */
export async function countNews(db: Db, filter: NewsFilter, match?: NewsMatch): Promise<number> {
  const row = await news(db, filter, match)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number((row as unknown as { total: string }).total);
}

/** A page of the articles the filter (and keyword) finds: best matches first, then the newest. */
export function newsPage(db: Db, filter: NewsFilter, match: NewsMatch | undefined, language: Language, page: PageAsked): Promise<NewsRow[]> {
  const query = news(db, filter, match);
  let paged = (match ? query.orderBy(relevance(match.plan, 'n', sql<string>`coalesce(n.title ->> ${language}, '')`), 'desc') : query)
    .orderBy('n.published_at', 'desc')
    .orderBy('n.id', 'desc');
  if (page.everyNumber > 0) paged = paged.limit(page.everyNumber).offset((page.currentPage - 1) * page.everyNumber);
  return paged.execute();
}

/** An article; not found when absent. */
export async function findNews(db: Db, id: number): Promise<NewsRow> {
  const row = await newsQuery(db).where('n.id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('resource.notFound');
  return row;
}

/** Counts one more view of an article. */
export async function addNewsView(db: Db, id: number): Promise<void> {
  await db
    .updateTable('site_news')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

// Policy documents and pavilions.

/** A policy document (terms, privacy…) by its type; not found when absent. */
export async function findPolicyDocument(db: Db, type: number): Promise<Selectable<Database['policy_documents']>> {
  const row = await db.selectFrom('policy_documents').selectAll().where('type', '=', type).executeTakeFirst();
  if (!row) throw new BusinessError('resource.notFound');
  return row;
}

/** How many goods are on sale from each country. */
export async function goodsOnSaleByCountry(db: Db): Promise<Map<string, number>> {
  const counts = await db
    .selectFrom('goods')
    .select(['country_code', (eb) => eb.fn.countAll<string>().as('n')])
    .where('audit_status', '=', '1000')
    .where('putaway', '=', true)
    .where('deleted_at', 'is', null)
    .groupBy('country_code')
    .execute();
  return new Map(counts.map((row) => [row.country_code, Number(row.n)]));
}

/** The country pavilions, in the editors' order. */
export function pavilionRows(db: Db): Promise<Array<Selectable<Database['national_pavilions']>>> {
  return db.selectFrom('national_pavilions').selectAll().orderBy('sort').execute();
}
