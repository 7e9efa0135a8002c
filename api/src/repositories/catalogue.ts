import type { Db } from '../db/database';
import { pageOf, type PageAsked } from './paging';

/*
 * The catalogue's reference tables a seller files goods with: the attribute dictionary. (Categories
 * and exchange rates are read, and kept, by services/categories.ts and services/money.ts.)
 */

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
