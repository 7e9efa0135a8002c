import { calls, useApiQuery } from '@puente/shared';

const POLICY_VAR = 'policyResearchColumns';

/**
 * The technology site's columns split between /newsInformation and /policyResearch. Which columns
 * are policy research is the site variable `policyResearchColumns` (comma-separated ids), so an
 * editor who adds a column decides where it appears.
 */
export function useNewsColumns(kind: 'news' | 'policy') {
  const columns = useApiQuery(calls.listSiteColumns, { siteid: calls.SITE_IDS.technology });
  const vars = useApiQuery(calls.listSiteVars, { siteid: calls.SITE_IDS.technology });
  const reload = () => {
    columns.reload();
    vars.reload();
  };
  if (columns.status === 'error' || vars.status === 'error') return { status: 'error' as const, reload };
  if (columns.status !== 'success' || vars.status !== 'success') return { status: 'loading' as const, reload };
  const policyIds = new Set(
    (vars.data.list.find((v) => v.name === POLICY_VAR)?.value ?? '')
      .split(',')
      .map((id) => Number(id.trim()))
      .filter(Boolean),
  );
  const list = columns.data.list.filter((column) => (kind === 'policy' ? policyIds.has(column.id) : !policyIds.has(column.id)));
  return { status: 'success' as const, columns: list, reload };
}
