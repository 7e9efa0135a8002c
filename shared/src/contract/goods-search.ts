import { CATEGORY_ROOTS, GOODS_SORTS, type GoodsSource } from './constants';

export type GoodsSort = (typeof GOODS_SORTS)[number];

/**
 * A goods search as its address carries it (/classificationlanding, /productList), so a search
 * can be shared and reloaded. Read here, in the contract, because the page and the server that
 * answers the page's first call in its html (firstCallsOf) must ask the very same search.
 */
export interface GoodsSearch {
  /** The source the reader chose; absent, the whole catalogue (the header's search). */
  source?: GoodsSource;
  /** The category root of the source (1980 China brands, 1981 industrial goods), with it. */
  type?: number;
  /** The chosen category, at any level. */
  id?: number;
  keyword: string;
  sort: GoodsSort;
  page: number;
  brandId?: number;
  countryCode?: string;
}

/** Goods a search shows on one page, or a phone adds with each "load more". */
export const GOODS_PAGE_SIZE = 20;

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** Reads a search from the query; unknown or broken values fall back to the defaults. */
export function parseGoodsSearch(params: URLSearchParams): GoodsSearch {
  const chosen = params.get('source');
  const source: GoodsSource | undefined = chosen === 'china' || chosen === 'industry' ? chosen : undefined;
  const sort = params.get('sort');
  const country = (params.get('countryCode') ?? '').toUpperCase();
  return {
    source,
    type: source ? CATEGORY_ROOTS[source] : undefined,
    id: positive(params.get('id')),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 100),
    sort: (GOODS_SORTS as readonly string[]).includes(sort ?? '') ? (sort as GoodsSort) : 'relevant',
    page: positive(params.get('page')) ?? 1,
    brandId: positive(params.get('brandId')),
    countryCode: /^[A-Z]{2}$/.test(country) ? country : undefined,
  };
}

/** The goods list's call body for a search (listGoods). */
export function goodsListRequest(search: GoodsSearch) {
  return {
    source: search.source,
    categoryId: search.id,
    keyword: search.keyword || undefined,
    sort: search.sort,
    brandId: search.brandId,
    countryCode: search.countryCode,
    currentPage: search.page,
    everyNumber: GOODS_PAGE_SIZE,
  };
}
