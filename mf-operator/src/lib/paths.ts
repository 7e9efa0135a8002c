import { useSearchParams } from '@puente/shared';

/**
 * The console's routes, as routes.json declares them (a test keeps the two alike). The catalogue's
 * `href` knows only the catalogue's routes, so the area builds its own links here.
 */
export const OPERATOR_PATHS = {
  operator: '/operator',
  operatorReview: '/operatorReview',
  operatorReviewDetails: '/operatorReviewDetails',
  operatorBrokers: '/operatorBrokers',
  operatorOrders: '/operatorOrders',
  operatorOrderDetails: '/operatorOrderDetails',
  operatorRates: '/operatorRates',
  // The freight table's page sits under the console's own path (a route's name is its path without the slash).
  'operator/freight': '/operator/freight',
  operatorInbox: '/operatorInbox',
  operatorUsers: '/operatorUsers',
  operatorUserDetails: '/operatorUserDetails',
} as const;
export type OperatorRoute = keyof typeof OPERATOR_PATHS;

/** The console's menu: every page but the details, which open from their lists. */
export const OPERATOR_MENU: readonly OperatorRoute[] = [
  'operator',
  'operatorReview',
  'operatorBrokers',
  'operatorOrders',
  'operatorRates',
  'operator/freight',
  'operatorInbox',
  'operatorUsers',
];

type Query = Readonly<Record<string, string | number | null | undefined>>;

/** A query from values (undefined, null and empty values are left out). */
export function queryOf(query: Query): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.append(key, String(value));
  return params;
}

/** The address of a console page with its query. */
export function operatorHref(name: OperatorRoute, query: Query = {}): string {
  const search = queryOf(query).toString();
  return search ? `${OPERATOR_PATHS[name]}?${search}` : OPERATOR_PATHS[name];
}

/** A positive whole query parameter (an id, a page), or null when absent or malformed. */
export function useIntParam(name: string): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}

/** A query parameter that must be one of `options`, else the first. */
export function useChoiceParam<T extends string>(name: string, options: readonly T[]): T {
  const [params] = useSearchParams();
  const value = params.get(name);
  return (options as readonly string[]).includes(value ?? '') ? (value as T) : options[0]!;
}

/** Page lists ask for this many rows at a time. */
export const PAGE_SIZE = 20;
