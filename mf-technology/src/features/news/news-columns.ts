import { allOf, calls, href, POLICY_COLUMNS_VAR, useApiQuery, type CallReply, type ViewState } from '@puente/shared';

/** A column of the technology site (technology going overseas, deals, news, policy research…). */
export type SiteColumn = CallReply<typeof calls.listSiteColumns>['list'][number];

/** The two lists of the technology site's articles: news (/newsInformation) and policy research (/policyResearch). */
export type NewsKind = 'news' | 'policy';

/** The route that lists each kind, on a desktop and on a phone alike. */
export const NEWS_ROUTES = { news: 'newsInformation', policy: 'policyResearch' } as const;

/**
 * The technology site's columns split between /newsInformation and /policyResearch. Which columns
 * are policy research is the site variable `policyResearchColumns` (comma-separated ids), so an
 * editor who adds a column decides where it appears.
 */
export function useNewsColumns(kind: NewsKind): ViewState<SiteColumn[]> {
  const both = allOf(useApiQuery(calls.listSiteColumns, { siteid: calls.SITE_IDS.technology }), useApiQuery(calls.listSiteVars, { siteid: calls.SITE_IDS.technology }));
  if (!both.data) return { ...both, data: undefined };
  const [columns, vars] = both.data;
  const policyIds = new Set(
    (vars.list.find((v) => v.name === POLICY_COLUMNS_VAR)?.value ?? '')
      .split(',')
      .map((id) => Number(id.trim()))
      .filter(Boolean),
  );
  return { ...both, data: columns.list.filter((column) => (kind === 'policy' ? policyIds.has(column.id) : !policyIds.has(column.id))) };
}

/**
 * The column a list shows: the one its address asks for (`?column=`). Otherwise the news list shows
 * every article of the site (no column), and policy research its first column.
 */
export function chosenColumn(columns: readonly SiteColumn[], kind: NewsKind, asked: number | undefined): SiteColumn | undefined {
  return columns.find((column) => column.id === asked) ?? (kind === 'policy' ? columns[0] : undefined);
}

/** The address of a kind's list on a column (every column when null), with its keyword and, on a desktop, a page. */
export function columnListHref(kind: NewsKind, columnId: number | null, { page, keyword }: { page?: number; keyword?: string } = {}): string {
  return href(NEWS_ROUTES[kind], { column: columnId || undefined, keyword: keyword || undefined, page });
}
