import { AUDIT_STATUS } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { Localised } from '../db/schema';
import { pageOf, type PageAsked } from './paging';

/*
 * The catalogue's reference tables a seller files goods with: the categories and the attribute
 * dictionary. (services/categories.ts keeps the categories and their counts for 30 seconds; the
 * exchange rates are money's, repositories/money.ts.)
 */

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  root: number;
  title: Localised;
  sort: number;
}

/** The whole category table (a few dozen rows), in its own order. */
export async function allCategories(db: Db): Promise<CategoryRow[]> {
  return (await db.selectFrom('goods_types').selectAll().orderBy('sort').orderBy('id').execute()) as CategoryRow[];
}

/** How many goods are on sale in each category that has any. */
export function onSaleCountsByCategory(db: Db) {
  return db
    .selectFrom('goods')
    .select(['category_id', (eb) => eb.fn.countAll<string>().as('total')])
    .where('audit_status', '=', AUDIT_STATUS.passed)
    .where('putaway', '=', true)
    .where('deleted_at', 'is', null)
    .groupBy('category_id')
    .execute();
}

/** Every attribute's name, unit and what localises its values. */
export function allAttributes(db: Db) {
  return db.selectFrom('attributes').select(['id', 'name', 'unit', 'translations']).execute();
}

/** A page of the attribute dictionary in its own order, with the total. */
export function listAttributes(db: Db, page: PageAsked) {
  return pageOf(db, db.selectFrom('attributes').selectAll().orderBy('sort').orderBy('id'), page);
}

/** How many of the (distinct) attribute ids exist. */
export async function countAttributes(db: Db, ids: number[]): Promise<number> {
  return (await db.selectFrom('attributes').select('id').where('id', 'in', ids).execute()).length;
}
