import { allOf, calls, SITE_ARTICLE_COLUMNS, siteArticlesRequest, useApiQuery, type SiteArticleColumn } from '@puente/shared';

/** The articles of one of site 1's columns (with the column list they are found through), asked as the server asks them for the html (firstCallsOf). */
export function useSiteArticles(column: SiteArticleColumn) {
  const columns = useApiQuery(calls.listSiteColumns, { siteid: calls.SITE_IDS.footer });
  const columnId = columns.status === 'success' ? columns.data.list[SITE_ARTICLE_COLUMNS[column]]?.id : undefined;
  const articles = useApiQuery(calls.listNews, siteArticlesRequest(columnId ?? 1), { enabled: columnId !== undefined });
  return allOf(columns, articles);
}
