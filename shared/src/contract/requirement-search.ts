import { REQUIREMENT_SORTS } from './constants';

export type RequirementSort = (typeof REQUIREMENT_SORTS)[number];
export type RequirementKindFilter = 'product' | 'technology' | undefined;

/**
 * The requirement centre's search as its address carries it (/releaseListAll: sort, kind, keyword,
 * page), so it can be shared and reloaded. Read here, in the contract, because the page and the
 * server that answers the page's first call in its html (firstCallsOf) must ask the very same list.
 */
export interface RequirementSearch {
  sort: RequirementSort;
  kind: RequirementKindFilter;
  keyword: string;
  page: number;
}

/** Requirements the centre shows on one page, or a phone adds with each "load more". */
export const REQUIREMENTS_PAGE_SIZE = 15;

/** Reads the centre's search from the query; unknown or broken values fall back to the defaults. */
export function parseRequirementSearch(params: URLSearchParams): RequirementSearch {
  const sort = params.get('sort') ?? '';
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    sort: (REQUIREMENT_SORTS as readonly string[]).includes(sort) ? (sort as RequirementSort) : 'relevant',
    kind: kind === 'product' || kind === 'technology' ? kind : undefined,
    keyword: (params.get('keyword') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The centre's call body (listRequirements) for one page of a search. */
export function requirementListRequest({ sort, kind, keyword, page }: RequirementSearch, everyNumber = REQUIREMENTS_PAGE_SIZE) {
  return { sort, kind, keyword: keyword || undefined, currentPage: page, everyNumber };
}
