import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { AUDIT_STATUS } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { containsPattern } from '../services/localised';
import { BusinessError } from '../services/business-error';
import { isOwner, ownedBy } from '../services/policy';
import { pageOf, type PageAsked } from './paging';

/*
 * Brands and their factory inspections: every statement on the two tables but the search
 * documents' (services/search) and the console's cross-table read models (repositories/console.ts).
 */

export type BrandRow = Selectable<Database['brands']>;
/** A brand with how many goods on sale and factory reports it has. */
export type CountedBrandRow = BrandRow & { goods_count: string | number | null; factory_count: string | number | null };
/** A factory inspection with its date as text (a Date would shift with the server's time zone). */
export type FactoryRow = Omit<Selectable<Database['factory_inspections']>, 'inspected_at'> & { inspected_at: string };

function factories(db: Db) {
  return db
    .selectFrom('factory_inspections')
    .selectAll()
    .select(sql<string>`inspected_at::text`.as('inspected_at'))
    .where('deleted_at', 'is', null);
}

function brandsWithCounts(db: Db) {
  return db
    .selectFrom('brands')
    .selectAll('brands')
    .select((eb) => [
      eb
        .selectFrom('goods')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('goods.brand_id', '=', 'brands.id')
        .where('goods.deleted_at', 'is', null)
        .where('goods.audit_status', '=', AUDIT_STATUS.passed)
        .where('goods.putaway', '=', true)
        .as('goods_count'),
      eb
        .selectFrom('factory_inspections')
        .select(eb.fn.countAll<string>().as('n'))
        .whereRef('factory_inspections.brand_id', '=', 'brands.id')
        .where('factory_inspections.deleted_at', 'is', null)
        .as('factory_count'),
    ])
    .where('brands.deleted_at', 'is', null);
}

const isPublic = (row: { audit_status: string; putaway: boolean }) => row.audit_status === AUDIT_STATUS.passed && row.putaway;

/** A brand not deleted, whoever owns it (the console's review); undefined when there is none. */
export function findBrand(db: Db, id: number): Promise<BrandRow | undefined> {
  return db.selectFrom('brands').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
}

/** The caller's own brand, to change (someone else's: services/policy.ts). */
export async function findOwnedBrand(db: Db, user: UserRow, id: number): Promise<BrandRow> {
  return ownedBy(user, await findBrand(db, id), 'owner_id');
}

/** A brand someone may read: public ones for all, hidden ones for their owner; to anyone else it is not found. */
export async function findReadableBrand(db: Db, user: UserRow | null, id: number): Promise<BrandRow> {
  const row = await findBrand(db, id);
  if (!row || (!isPublic(row) && !isOwner(user, row, 'owner_id'))) throw new BusinessError('resource.notFound');
  return row;
}

export interface BrandFilter {
  /** One owner's brands, whatever their state; else the public ones. */
  ownerId?: number;
  type?: BrandRow['type'];
  keyword?: string;
}

/** A page of brands with their counts, oldest first. */
export function listBrands(db: Db, filter: BrandFilter, page: PageAsked) {
  let query = brandsWithCounts(db);
  query =
    filter.ownerId !== undefined
      ? query.where('brands.owner_id', '=', filter.ownerId)
      : query.where('brands.audit_status', '=', AUDIT_STATUS.passed).where('brands.putaway', '=', true);
  if (filter.type) query = query.where('brands.type', '=', filter.type);
  if (filter.keyword) query = query.where(sql<boolean>`brands.search_text ilike ${containsPattern(filter.keyword)}`);
  return pageOf(db, query.orderBy('brands.id', 'asc'), page);
}

/** A brand with its counts (the caller has checked it may be read). */
export function countedBrand(db: Db, id: number): Promise<CountedBrandRow> {
  return brandsWithCounts(db).where('brands.id', '=', id).executeTakeFirstOrThrow();
}

/** An owner's brands that passed review, the ones goods may carry. */
export function passedBrandsOf(db: Db, ownerId: number) {
  return db
    .selectFrom('brands')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('audit_status', '=', AUDIT_STATUS.passed)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function insertBrand(db: Db, values: Insertable<Database['brands']>): Promise<number> {
  return (await db.insertInto('brands').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateBrand(db: Db, id: number, values: Updateable<Database['brands']>): Promise<void> {
  await db.updateTable('brands').set(values).where('id', '=', id).execute();
}

/** Whether any goods not deleted carry the brand. */
export async function brandInUse(db: Db, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('goods').select('id').where('brand_id', '=', id).where('deleted_at', 'is', null).limit(1).executeTakeFirst());
}

/** Deletes a brand and its factory inspections (kept as deleted, for the orders and audit lines that name them). */
export async function deleteBrand(db: Db, id: number): Promise<void> {
  await db.updateTable('brands').set({ deleted_at: new Date(), putaway: false }).where('id', '=', id).execute();
  await db.updateTable('factory_inspections').set({ deleted_at: new Date() }).where('brand_id', '=', id).execute();
}

/** A brand's factory inspections, newest first. */
export function factoriesOf(db: Db, brandId: number): Promise<FactoryRow[]> {
  return factories(db).where('brand_id', '=', brandId).orderBy('factory_inspections.inspected_at', 'desc').execute();
}

/** A factory inspection not deleted; not found when absent. */
export async function findFactory(db: Db, id: number): Promise<FactoryRow> {
  const row = await factories(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('resource.notFound');
  return row;
}

/** A factory inspection of one of the caller's brands, to change. */
export async function findOwnedFactory(db: Db, user: UserRow, id: number): Promise<FactoryRow> {
  const row = await findFactory(db, id);
  await findOwnedBrand(db, user, row.brand_id);
  return row;
}

export async function insertFactory(db: Db, values: Insertable<Database['factory_inspections']>): Promise<number> {
  return (await db.insertInto('factory_inspections').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateFactory(db: Db, id: number, values: Updateable<Database['factory_inspections']>): Promise<void> {
  await db.updateTable('factory_inspections').set(values).where('id', '=', id).execute();
}

export async function deleteFactory(db: Db, id: number): Promise<void> {
  await db.updateTable('factory_inspections').set({ deleted_at: new Date() }).where('id', '=', id).execute();
}
