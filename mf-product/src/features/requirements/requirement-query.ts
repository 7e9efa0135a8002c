import { parseRequirementSearch, requirementListRequest, useSearchParams } from '@puente/shared';

export type { RequirementKindFilter, RequirementSort } from '@puente/shared';

/**
 * The requirement list's search, kept in the address (sort, kind, keyword, page) so it can be
 * shared and reloaded: one reading (the contract's, which the server's first call reads too) for
 * the desktop list and the phone list.
 */
export function useRequirementQuery() {
  const [params, setParams] = useSearchParams();
  const search = parseRequirementSearch(params);
  /** Changes the search; any change but a page starts again from the first page. */
  const set = (change: Record<string, string | undefined>, keepPage = false) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!keepPage) next.delete('page');
    setParams(next);
  };
  const request = (currentPage: number, everyNumber: number) => requirementListRequest({ ...search, page: currentPage }, everyNumber);
  return { ...search, set, request };
}
