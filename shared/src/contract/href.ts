import { findRoute, ROUTES, type RouteName } from './routes';

type Id = number | string;
/** A query value; `undefined` and `null` leave the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/**
 * The query of the routes whose pages read a known set of parameters: a link to one of these
 * must give what the page needs (`href('productInfo', { id })`) and nothing it would ignore.
 * Routes not listed here (searches and lists) take any parameters.
 */
export interface RouteQueries {
  login: { redirect?: string; type?: 'register' | 'reset' };
  messageDetails: { id: Id };
  productInfo: { id: Id; name?: string };
  productQuotation: { goodsId: Id; name?: string };
  productQuotationInfo: { id: Id };
  productEmption: { items: string; fromCart?: 1 };
  cashRegister: { id: Id; step?: 'deposit' | 'balance' };
  brokerInfo: { id: Id; name?: string };
  releaseInfo: { id: Id };
  releaseRequirements: { id?: Id; kind?: 'product' | 'technology' };
  nationalPavilionIndex: { code: string; name?: string };
  countryInfo: { code: string; name?: string; page?: number };
  newsInfo: { id: Id; name?: string };
  technologyGuide: { slug: string; name?: string };
  serviceGuide: { slug: string; name?: string };
  personalOrderDetails: { id: Id };
  personalOrderBrokerDetails: { id: Id };
  personalProductEdit: { id?: Id };
  personalBrandDetails: { id: Id };
  personalBrandEdit: { id?: Id };
  personalBrandFactory: { brandId: Id };
  personalBrandFactoryEdit: { brandId: Id; id?: Id };
  personalBrandFactoryDetails: { id: Id };
}

/** The query a link to the route takes. */
export type RouteQuery<N extends RouteName> = N extends keyof RouteQueries ? RouteQueries[N] : QueryParams | URLSearchParams;
/** The query is optional when the page needs none of its parameters. */
export type HrefArgs<N extends RouteName> = Record<string, never> extends RouteQuery<N> ? [query?: RouteQuery<N>] : [query: RouteQuery<N>];

const pathByName = new Map<string, string>(ROUTES.map((route) => [route.name, route.path]));

/** Whether a string names a route of the catalogue (for names built at run time, like `parkDetails3`). */
export function isRouteName(name: string): name is RouteName {
  return pathByName.has(name);
}

/**
 * The address of a route of the catalogue with its query: `href('productInfo', { id: 7, name })`
 * is `/productInfo?id=7&name=…`. Parameters keep their order and are encoded as a form query
 * (what URLSearchParams, and so every page, reads back: a space is `+`, a `+` is `%2B`);
 * `undefined` and `null` are left out. Every link and navigation is built here, so a
 * renamed or removed route fails the type check instead of leading to "not found".
 */
export function href<N extends RouteName>(name: N, ...[query]: HrefArgs<N>): string {
  const path = pathByName.get(name);
  if (!path) throw new Error(`No route is named ${name}`);
  const params = new URLSearchParams(query instanceof URLSearchParams ? query : undefined);
  if (query && !(query instanceof URLSearchParams)) {
    for (const [key, value] of Object.entries(query as QueryParams)) if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Whether a location's path is the named route (paths match case-insensitively, as routing does). */
export function isRoute(pathname: string, name: RouteName): boolean {
  return findRoute(pathname)?.name === name;
}
