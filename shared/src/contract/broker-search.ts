/**
 * The brokers' list as its address carries it (/brokerList: keyword, page). Read here, in the
 * contract, because the page and the server that answers the page's first call in its html
 * (firstCallsOf) must ask the very same list.
 */
export interface BrokerSearch {
  keyword: string;
  page: number;
}

/** Brokers the list shows on one page. */
export const BROKERS_PAGE_SIZE = 12;

/** Reads the brokers' search from the query; broken values fall back to the defaults. */
export function parseBrokerSearch(params: URLSearchParams): BrokerSearch {
  const page = Number(params.get('page'));
  return { keyword: (params.get('keyword') ?? '').trim(), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The brokers' call body (listCelebrityBrokers) for a search. */
export function brokerListRequest({ keyword, page }: BrokerSearch) {
  return { keyword: keyword || undefined, currentPage: page, everyNumber: BROKERS_PAGE_SIZE };
}
