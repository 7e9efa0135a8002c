import type { GoodsSource } from './constants';

/**
 * The partner brands' list as its address carries it (/cooperateList: type, page). Read here, in
 * the contract, because the page and the server that answers the page's first call in its html
 * (firstCallsOf) must ask the very same list.
 */
export interface BrandSearch {
  /** The brands of one source (Chinese goods, industrial goods), or of both. */
  type: GoodsSource | undefined;
  page: number;
}

/** Brands the partners' list shows on one page. */
export const BRANDS_PAGE_SIZE = 24;

/** Reads the partners' search from the query; unknown or broken values fall back to every brand, page 1. */
export function parseBrandSearch(params: URLSearchParams): BrandSearch {
  const type = params.get('type');
  const page = Number(params.get('page'));
  return { type: type === 'china' || type === 'industry' ? type : undefined, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The partners' call body (listBrands) for one page of a search. */
export function brandListRequest({ type, page }: BrandSearch) {
  return { type, currentPage: page, everyNumber: BRANDS_PAGE_SIZE };
}
