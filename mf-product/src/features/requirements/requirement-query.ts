import { REQUIREMENT_SORTS, useSearchParams } from '@puente/shared';

export type RequirementSort = (typeof REQUIREMENT_SORTS)[number];
export type RequirementKindFilter = 'product' | 'technology' | undefined;

/**
 * The requirement list's search, kept in the address (sort, kind, keyword, page) so it can be
 * shared and reloaded: one reading for the desktop list and the phone list.
 */
export function useRequirementQuery() {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort') as RequirementSort | null;
  const sort: RequirementSort = sortParam && REQUIREMENT_SORTS.includes(sortParam) ? sortParam : 'relevant';
  const kindParam = params.get('kind');
  const kind: RequirementKindFilter = kindParam === 'product' || kindParam === 'technology' ? kindParam : undefined;
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
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
  const request = (currentPage: number, everyNumber: number) => ({ sort, kind, keyword: keyword || undefined, currentPage, everyNumber });
  return { sort, kind, keyword, page, set, request };
}
