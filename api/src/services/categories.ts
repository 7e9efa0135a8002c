import type { Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import * as catalogueRepository from '../repositories/catalogue';
import type { CategoryRow } from '../repositories/catalogue';
import { keepsFresh } from './read-cache';
import { pickText } from './localised';

export type { CategoryRow };

const CACHE_MS = 30_000;
let cached: { at: number; db: Db; rows: CategoryRow[] } | null = null;

/** The whole category table (a few dozen rows), re-read every 30 seconds. */
export async function loadCategories(db: Db): Promise<CategoryRow[]> {
  if (cached && cached.db === db && Date.now() - cached.at < CACHE_MS && keepsFresh(db)) return cached.rows;
  const rows = await catalogueRepository.allCategories(db);
  cached = { at: Date.now(), db, rows };
  return rows;
}

let onSale: { at: number; db: Db; counts: Map<number, number> } | null = null;

/**
 * How many goods are on sale in each category, kept like the categories (until the data moves):
 * what a search that finds nothing offers to browse. Read from the on-sale category index.
 */
export async function onSaleByCategory(db: Db): Promise<Map<number, number>> {
  if (onSale && onSale.db === db && Date.now() - onSale.at < CACHE_MS && keepsFresh(db)) return onSale.counts;
  const rows = await catalogueRepository.onSaleCountsByCategory(db);
  const counts = new Map(rows.map((row) => [row.category_id, Number(row.total)]));
  onSale = { at: Date.now(), db, counts };
  return counts;
}

/** Drops the kept table and counts: the next read sees the categories as stored. */
export function forgetCategories(): void {
  cached = null;
  onSale = null;
}

/** A category and everything below it. */
export function withDescendants(rows: CategoryRow[], id: number): number[] {
  const ids = [id];
  for (let i = 0; i < ids.length; i += 1) for (const row of rows) if (row.parent_id === ids[i]) ids.push(row.id);
  return ids;
}

/** The trail from the top category down to this one. */
export function pathOf(rows: CategoryRow[], id: number, language: Language): Array<{ id: number; title: string }> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const trail: Array<{ id: number; title: string }> = [];
  for (let node = byId.get(id); node; node = node.parent_id === null ? undefined : byId.get(node.parent_id)) {
    trail.unshift({ id: node.id, title: pickText(node.title, language) });
  }
  return trail;
}
