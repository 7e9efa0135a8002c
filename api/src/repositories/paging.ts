import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/database';

/** The most rows one page holds, also when a caller asks for every one (everyNumber -1). */
export const MAX_PAGE = 200;

/** The page a caller asks for (every list call's `currentPage` and `everyNumber`). */
export interface PageAsked {
  currentPage: number;
  everyNumber: number;
}

/**
 * One page of an ordered query and the total of all its rows, both read by the database (two
 * statements side by side): the page with LIMIT, so an index in the query's order stops the read
 * at the page's end, and a count that can use an index alone. Never every row loaded to be sliced.
 */
export async function pageOf<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>, page: PageAsked): Promise<{ rows: O[]; total: number }> {
  const size = page.everyNumber > 0 ? Math.min(page.everyNumber, MAX_PAGE) : MAX_PAGE;
  const [rows, counted] = await Promise.all([
    query
      .limit(size)
      .offset((page.currentPage - 1) * size)
      .execute(),
    sql<{ n: string }>`select count(*) as n from (${query.clearOrderBy()}) as q`.execute(db),
  ]);
  return { rows, total: Number(counted.rows[0]?.n ?? 0) };
}
