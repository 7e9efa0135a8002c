import { allOf, calls, useApiQuery, type CallReply, type ViewState } from '@puente/shared';

type SiteColumn = CallReply<typeof calls.listSiteColumns>['list'][number];

const POLICY_VAR = 'policyResearchColumns';

/**
 * The technology site's columns split between /newsInformation and /policyResearch. Which columns
 * are policy research is the site variable `policyResearchColumns` (comma-separated ids), so an
 * editor who adds a column decides where it appears.
 */
export function useNewsColumns(kind: 'news' | 'policy'): ViewState<SiteColumn[]> {
  const both = allOf(useApiQuery(calls.listSiteColumns, { siteid: calls.SITE_IDS.technology }), useApiQuery(calls.listSiteVars, { siteid: calls.SITE_IDS.technology }));
  if (!both.data) return { ...both, data: undefined };
  const [columns, vars] = both.data;
  const policyIds = new Set(
    (vars.list.find((v) => v.name === POLICY_VAR)?.value ?? '')
      .split(',')
      .map((id) => Number(id.trim()))
      .filter(Boolean),
  );
  return { ...both, data: columns.list.filter((column) => (kind === 'policy' ? policyIds.has(column.id) : !policyIds.has(column.id))) };
}
