import { BREADCRUMB_TRAILS_MAX } from '../contract';

export interface Crumb {
  /** Path with its query, as the page was opened. */
  href: string;
  title: string;
}

export interface TrailStore {
  /** Trail keys, oldest first (the oldest is dropped past 30). */
  order: string[];
  trails: Record<string, Crumb[]>;
}

export const EMPTY_TRAILS: TrailStore = { order: [], trails: {} };

/** The breadcrumb key a page was opened with: the `bc` query parameter, or `breadcrumb`. */
export function trailKeyOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get('bc') || params.get('breadcrumb');
}

function pathOf(href: string): string {
  return href.split('?')[0]!.toLowerCase();
}

/**
 * The trail after opening a page. Opened with a key, the page continues that trail: an earlier
 * crumb's page cuts the trail back to it (clicking it returns there); a new page is appended.
 * Opened without a key, the page starts a trail of its own.
 */
export function openPage(store: TrailStore, key: string, crumb: Crumb): { store: TrailStore; trail: Crumb[] } {
  const previous = store.trails[key] ?? [];
  const at = previous.findIndex((c) => pathOf(c.href) === pathOf(crumb.href));
  const trail = at >= 0 ? [...previous.slice(0, at), crumb] : [...previous, crumb];
  const order = [...store.order.filter((k) => k !== key), key];
  const dropped = order.length > BREADCRUMB_TRAILS_MAX ? order.slice(0, order.length - BREADCRUMB_TRAILS_MAX) : [];
  const trails = { ...store.trails, [key]: trail };
  for (const old of dropped) delete trails[old];
  return { store: { order: order.slice(dropped.length), trails }, trail };
}

/** A link that continues the current trail. */
export function withTrail(href: string, key: string | null): string {
  if (!key) return href;
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set('bc', key);
  return `${path}?${params.toString()}`;
}

/** Header fade (spec section 9): 0 (transparent) at or above the range's start, 1 (solid) at its end. */
export function headerSolidity(scrollY: number, [start, end]: readonly [number, number]): number {
  if (scrollY <= start) return 0;
  if (scrollY >= end) return 1;
  return (scrollY - start) / (end - start);
}
