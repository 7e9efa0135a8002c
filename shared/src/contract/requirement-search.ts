import { REQUIREMENT_SORTS } from './constants';
import { NEED_TYPES, OUTPUT_TYPES } from './calls/community';

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

/** What a technology requirement offers or asks for: an output type (offered) or a need type (wanted). */
export type TechnologyType = (typeof OUTPUT_TYPES)[number] | (typeof NEED_TYPES)[number];

/** Every technology type, offered first, as /technologyProduvt's tabs show them. */
export const TECHNOLOGY_TYPES: readonly TechnologyType[] = [...OUTPUT_TYPES, ...NEED_TYPES];

/** Technology requirements a list shows on one page (/technologyProduvt, /community). */
export const TECHNOLOGY_PAGE_SIZE = 8;

/**
 * The technology products' list as its address carries it (/technologyProduvt: type, page). Read
 * here, in the contract, because the page and the server that answers its first call in the html
 * (firstCallsOf) must ask the very same list.
 */
export interface TechnologySearch {
  type: TechnologyType | null;
  page: number;
}

/** Reads the technology products' type and page from the query; unknown or broken values fall back to all types, page 1. */
export function parseTechnologySearch(params: URLSearchParams): TechnologySearch {
  const page = Number(params.get('page'));
  return { type: TECHNOLOGY_TYPES.find((type) => type === params.get('type')) ?? null, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The call body (listRequirements) of one page of open technology requirements, newest first, of every type or of one. */
export function technologyRequirementsRequest({ type, page }: TechnologySearch, everyNumber = TECHNOLOGY_PAGE_SIZE) {
  const output = (OUTPUT_TYPES as readonly string[]).includes(type ?? '');
  return {
    kind: 'technology' as const,
    sort: 'newest' as const,
    everyNumber,
    currentPage: page,
    ...(type ? (output ? { outputType: type as (typeof OUTPUT_TYPES)[number] } : { needType: type as (typeof NEED_TYPES)[number] }) : {}),
  };
}
