import { GOODS_PAGE_SIZE } from './goods-search';

/*
 * A country pavilion's pages as their addresses carry them (/nationalPavilionIndex?code=,
 * /nationalPavilionlevel?code=&page=, /productCountry?code=&page=). Read here, in the contract,
 * because the page and the server that answers the page's first calls in its html (firstCallsOf)
 * must ask the very same goods.
 */

/** The country a pavilion page shows (`code`, or `countryCode` from older links), upper-cased. */
export const pavilionCodeOf = (params: URLSearchParams) => (params.get('code') ?? params.get('countryCode') ?? '').toUpperCase();

/** The page of a pavilion's paged goods (1 when absent or malformed). */
export function pavilionPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** A two-letter country code, as pavilions are keyed. */
export const isPavilionCode = (code: string) => /^[A-Z]{2}$/.test(code);

/** The goods a pavilion's home features above the link to all of them. */
export const PAVILION_FEATURED = 8;

/** The call body (nationalPavilionGoods) of one page of a country's goods. */
export const countryGoodsRequest = (code: string, page: number, everyNumber: number = GOODS_PAGE_SIZE) => ({ countryCode: code, currentPage: page, everyNumber });
