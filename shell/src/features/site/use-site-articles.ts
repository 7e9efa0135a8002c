import { allOf, calls, useApiQuery } from '@puente/shared';

/** Site 1's columns, in their order: about, FAQ, contact (api seed, site-pages.json). */
const COLUMN = { about: 0, faq: 1, contact: 2 } as const;

/** The articles of one of site 1's columns (with the column list they are found through). */
export function useSiteArticles(column: keyof typeof COLUMN) {
  const columns = useApiQuery(calls.listSiteColumns, { siteid: 1 });
  const columnId = columns.status === 'success' ? columns.data.list[COLUMN[column]]?.id : undefined;
  const articles = useApiQuery(calls.listNews, { siteid: 1, columnid: columnId ?? 1, everyNumber: -1, currentPage: 1 }, { enabled: columnId !== undefined });
  return allOf(columns, articles);
}
