import { CATEGORY_ROOTS, href, type GoodsSearch, type GoodsSource } from '@puente/shared';

/** Writes a search back to a query string, leaving defaults out (parseGoodsSearch reads it). */
export function searchQuery(state: GoodsSearch): string {
  // No source: the whole catalogue.
  const params = new URLSearchParams(state.source ? { source: state.source, type: String(CATEGORY_ROOTS[state.source]) } : {});
  if (state.id) params.set('id', String(state.id));
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.sort !== 'relevant') params.set('sort', state.sort);
  if (state.brandId) params.set('brandId', String(state.brandId));
  if (state.countryCode) params.set('countryCode', state.countryCode);
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** A change of filter or sort starts again from the first page; a page change keeps the rest. */
export function updateSearch(state: GoodsSearch, change: Partial<GoodsSearch>): GoodsSearch {
  const next = { ...state, ...change };
  if ('source' in change && change.source !== state.source) {
    next.type = change.source ? CATEGORY_ROOTS[change.source] : undefined;
    next.id = change.id;
  }
  if (!('page' in change)) next.page = 1;
  return next;
}

/** The classification page of a source, opened on a category and a sort. */
export function classificationHref(source: GoodsSource, id?: number, sort?: string): string {
  return href('classificationlanding', { source, type: CATEGORY_ROOTS[source], id, sort });
}
