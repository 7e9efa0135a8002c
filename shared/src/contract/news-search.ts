import { SITE_IDS } from './calls/site';

/**
 * A list of the technology site's articles as its address carries it (/newsInformation,
 * /policyResearch): the column, the keyword and, on a desktop, the page. Read here, in the contract,
 * because the page and the server that answers the page's first call in its html (firstCallsOf)
 * must ask the very same list.
 */
export interface NewsSearch {
  /** The column the address asks for; the page shows it when it is one of the list's columns. */
  column?: number;
  keyword: string;
  page: number;
}

/** Articles a list shows on one page, or a phone adds with each "load more". */
export const NEWS_PAGE_SIZE = 8;

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads a list of articles from the query; unknown or broken values fall back to the defaults. */
export function parseNewsSearch(params: URLSearchParams): NewsSearch {
  return { column: positive(params.get('column')), keyword: (params.get('keyword') ?? '').trim(), page: positive(params.get('page')) ?? 1 };
}

/** The articles' call body (listNews) for one page of a column (every column when none) and a keyword; a list's own page size, else a list page's. */
export function newsListRequest({ columnId, keyword, page, pageSize = NEWS_PAGE_SIZE }: { columnId: number | undefined; keyword: string; page: number; pageSize?: number }) {
  return { siteid: SITE_IDS.technology, columnid: columnId, title: keyword || undefined, everyNumber: pageSize, currentPage: page };
}

/** The technology site's variable listing its policy-research columns' ids ("4,5"); the other columns are news. */
export const POLICY_COLUMNS_VAR = 'policyResearchColumns';

/** Site 1's columns by what they hold, as places in its list of columns (api seed, site-pages.json). */
export const SITE_ARTICLE_COLUMNS = { about: 0, faq: 1, contact: 2 } as const;
export type SiteArticleColumn = keyof typeof SITE_ARTICLE_COLUMNS;

/** Every article of one of site 1's columns (about us, the questions, the contact page), as their pages ask them. */
export function siteArticlesRequest(columnId: number) {
  return { siteid: SITE_IDS.footer, columnid: columnId, everyNumber: -1, currentPage: 1 };
}
