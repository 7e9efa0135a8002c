import { sql, type Insertable, type SelectQueryBuilder, type Updateable } from 'kysely';
import type { Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { BusinessError } from '../services/business-error';
import { isOwner, ownedBy } from '../services/policy';
import { matches, relevance, type SearchPlan, type SearchScope } from '../services/search/query';
import type { PageAsked } from './paging';

/*
 * Buyers' requirements: every statement on the table but the search documents' (services/search)
 * and the seed's.
 */

function requirementQuery(db: Db) {
  return db
    .selectFrom('requirements as r')
    .innerJoin('users as u', 'u.id', 'r.owner_id')
    .select([
      'r.id',
      'r.owner_id',
      'r.kind',
      'r.title',
      'r.description',
      'r.language',
      'r.translations',
      'r.category_id',
      'r.quantity',
      'r.unit',
      sql<string>`r.delivery_date::text`.as('delivery_date'),
      'r.delivery_place',
      'r.need_type',
      'r.output_type',
      'r.budget_minor',
      'r.currency',
      'r.status',
      'r.views',
      'r.created_at',
      'u.nickname',
      'u.country_code as owner_country',
    ]);
}

/** A requirement with its owner's nickname and country, its delivery date as text (a Date would shift with the server's time zone). */
export type RequirementRow = Awaited<ReturnType<ReturnType<typeof requirementQuery>['executeTakeFirstOrThrow']>>;
type Rq = SelectQueryBuilder<Database & { r: Database['requirements']; u: Database['users'] }, 'r' | 'u', RequirementRow>;

async function countRows(query: Rq): Promise<number> {
  const row = await query
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return Number((row as unknown as { total: string }).total);
}

function paged(query: Rq, page: PageAsked): Rq {
  return page.everyNumber > 0 ? query.limit(page.everyNumber).offset((page.currentPage - 1) * page.everyNumber) : query;
}

/** The caller's own requirement, to change or withdraw (someone else's: services/policy.ts). */
export async function findOwnedRequirement(db: Db, user: UserRow, id: number) {
  return ownedBy(user, await db.selectFrom('requirements').select(['owner_id', 'status']).where('id', '=', id).executeTakeFirst(), 'owner_id');
}

/** A requirement someone may read: open ones for all, a withdrawn one for its owner only; to anyone else it is not found. */
export async function findReadableRequirement(db: Db, user: UserRow | null, id: number): Promise<RequirementRow> {
  const row = await requirementQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row || (row.status !== 'open' && !isOwner(user, row, 'owner_id'))) throw new BusinessError('resource.notFound');
  return row;
}

/** Counts one more view of a requirement. */
export async function addRequirementView(db: Db, id: number): Promise<void> {
  await db
    .updateTable('requirements')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The open requirements' figures: how many, how many posted in the last 30 days, from how many countries. */
export async function openRequirementStats(db: Db): Promise<{ open: number; thisMonth: number; countries: number }> {
  const stats = await db
    .selectFrom('requirements as r')
    .innerJoin('users as u', 'u.id', 'r.owner_id')
    .select((eb) => [
      eb.fn.countAll<string>().as('open'),
      eb.fn.count<string>('u.country_code').distinct().as('countries'),
      sql<string>`count(*) filter (where r.created_at > now() - interval '30 days')`.as('month'),
    ])
    .where('r.status', '=', 'open')
    .executeTakeFirstOrThrow();
  return { open: Number(stats.open), thisMonth: Number(stats.month), countries: Number(stats.countries) };
}

/** The newest open requirements. */
export function latestOpenRequirements(db: Db, limit: number): Promise<RequirementRow[]> {
  return requirementQuery(db).where('r.status', '=', 'open').orderBy('r.created_at', 'desc').limit(limit).execute();
}

/** The most viewed open requirements. */
export function hottestOpenRequirements(db: Db, limit: number): Promise<RequirementRow[]> {
  return requirementQuery(db).where('r.status', '=', 'open').orderBy('r.views', 'desc').limit(limit).execute();
}

export interface RequirementFilter {
  kind?: RequirementRow['kind'];
  needType?: string;
  outputType?: string;
  /** A category and those below it. */
  categoryIds?: number[];
}

/** Which of a keyword's documents the open requirements must match: the titles and places (`main`) or everything (`doc`). */
export interface RequirementMatch {
  plan: SearchPlan;
  scope: SearchScope;
}

function openRequirements(db: Db, filter: RequirementFilter, match: RequirementMatch | undefined): Rq {
  let query = requirementQuery(db).where('r.status', '=', 'open') as Rq;
  if (filter.kind) query = query.where('r.kind', '=', filter.kind);
  if (filter.needType) query = query.where('r.need_type', '=', filter.needType);
  if (filter.outputType) query = query.where('r.output_type', '=', filter.outputType);
  if (filter.categoryIds) query = query.where('r.category_id', 'in', filter.categoryIds);
  if (match) query = query.where(matches(match.plan, 'r', match.scope));
  return query;
}

/** How many open requirements the filter (and keyword) finds. */
export function countOpenRequirements(db: Db, filter: RequirementFilter, match?: RequirementMatch): Promise<number> {
  return countRows(openRequirements(db, filter, match));
}

function sortRequirements(query: Rq, sort: string, search: { plan: SearchPlan; language: Language } | null): Rq {
  switch (sort) {
    case 'newest':
      return query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
    case 'hottest':
      return query.orderBy('r.views', 'desc').orderBy('r.id', 'desc');
    case 'deliveryNearest':
      return query.orderBy('r.delivery_date', 'asc').orderBy('r.id', 'asc');
    case 'deliveryFarthest':
      return query.orderBy('r.delivery_date', 'desc').orderBy('r.id', 'desc');
    case 'quantityAsc':
      return query.orderBy('r.quantity', 'asc').orderBy('r.id', 'asc');
    case 'quantityDesc':
      return query.orderBy('r.quantity', 'desc').orderBy('r.id', 'desc');
    case 'weight':
      return query.orderBy('r.weight', 'desc').orderBy('r.id', 'desc');
    default:
      // Most relevant: how well it matches the keyword, then the platform's weighting and the newest.
      return (search ? query.orderBy(relevance(search.plan, 'r', sql<string>`coalesce(r.translations -> ${search.language} ->> 'title', r.title)`), 'desc') : query)
        .orderBy('r.weight', 'desc')
        .orderBy('r.created_at', 'desc');
  }
}

/** A page of the open requirements the filter (and keyword) finds, in the order asked (`sort`; else the most relevant). */
export function openRequirementsPage(
  db: Db,
  filter: RequirementFilter,
  match: RequirementMatch | undefined,
  sort: string,
  language: Language,
  page: PageAsked,
): Promise<RequirementRow[]> {
  const search = match ? { plan: match.plan, language } : null;
  return paged(sortRequirements(openRequirements(db, filter, match), sort, search), page).execute();
}

/** A page of one owner's requirements (all, or those in one status), newest first, with their total. */
export async function requirementsOf(db: Db, ownerId: number, status: string | undefined, page: PageAsked): Promise<{ rows: RequirementRow[]; total: number }> {
  let query = requirementQuery(db).where('r.owner_id', '=', ownerId) as Rq;
  if (status) query = query.where('r.status', '=', status);
  const total = await countRows(query);
  const rows = await paged(query.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc'), page).execute();
  return { rows, total };
}

export async function insertRequirement(db: Db, values: Insertable<Database['requirements']>): Promise<number> {
  return (await db.insertInto('requirements').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateRequirement(db: Db, id: number, values: Updateable<Database['requirements']>): Promise<void> {
  await db.updateTable('requirements').set(values).where('id', '=', id).execute();
}
