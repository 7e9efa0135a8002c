import { CATEGORY_ROOTS, GOODS_SORTS, href, type GoodsSource } from '@puente/shared';

export type GoodsSort = (typeof GOODS_SORTS)[number];

/** What a goods search shows, as the address carries it (so a search can be shared and reloaded). */
export interface SearchState {
  source: GoodsSource;
  /** The category root of the source (1980 China brands, 1981 industrial goods). */
  type: number;
  /** The chosen category, at any level. */
  id?: number;
  keyword: string;
  sort: GoodsSort;
  page: number;
  brandId?: number;
  countryCode?: string;
}

export const PAGE_SIZE = 20;

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads a search from the query; unknown or broken values fall back to the defaults. */
export function parseSearch(params: URLSearchParams): SearchState {
  const source: GoodsSource = params.get('source') === 'industry' ? 'industry' : 'china';
  const sort = params.get('sort');
  const country = (params.get('countryCode') ?? '').toUpperCase();
  return {
    source,
    type: CATEGORY_ROOTS[source],
    id: positive(params.get('id')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    sort: (GOODS_SORTS as readonly string[]).includes(sort ?? '') ? (sort as GoodsSort) : 'relevant',
    page: positive(params.get('page')) ?? 1,
    brandId: positive(params.get('brandId')),
    countryCode: /^[A-Z]{2}$/.test(country) ? country : undefined,
  };
}

/** Writes a search back to a query string, leaving defaults out. */
export function searchQuery(state: SearchState): string {
  const params = new URLSearchParams({ source: state.source, type: String(CATEGORY_ROOTS[state.source]) });
  if (state.id) params.set('id', String(state.id));
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.sort !== 'relevant') params.set('sort', state.sort);
  if (state.brandId) params.set('brandId', String(state.brandId));
  if (state.countryCode) params.set('countryCode', state.countryCode);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** A change of filter or sort starts again from the first page; a page change keeps the rest. */
export function updateSearch(state: SearchState, change: Partial<SearchState>): SearchState {
  const next = { ...state, ...change };
  if (change.source && change.source !== state.source) {
    next.type = CATEGORY_ROOTS[change.source];
    next.id = change.id;
  }
  if (!('page' in change)) next.page = 1;
  return next;
}

/** The call body for the goods list. */
export function listRequest(state: SearchState) {
  return {
    source: state.source,
    categoryId: state.id,
    keyword: state.keyword || undefined,
    sort: state.sort,
    brandId: state.brandId,
    countryCode: state.countryCode,
    currentPage: state.page,
    everyNumber: PAGE_SIZE,
  };
}

/** The classification page of a source, opened on a category and a sort. */
export function classificationHref(source: GoodsSource, id?: number, sort?: string): string {
  return href('classificationlanding', { source, type: CATEGORY_ROOTS[source], id, sort });
}
