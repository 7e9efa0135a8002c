import { findRoute, ROUTE_HISTORY_MAX, type RouteName } from '../contract';

export interface HistoryEntry {
  path: string;
  title: string;
}

/** Pages whose visit is not remembered (spec section 2). */
const IGNORED: ReadonlySet<RouteName> = new Set<RouteName>(['root', 'productEmption']);

/** Entering these starts the history afresh: home, country pavilions, news, policy research, about… */
const CLEARS: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'nationalPavilion',
  'nationalPavilionIndex',
  'nationalPavilionlevel',
  'newsInformation',
  'newsInfo',
  'policyResearch',
  'aboutUs',
]);

/** …and the personal centre's pages named `personal…`. */
function clears(name: RouteName): boolean {
  return CLEARS.has(name) || name.startsWith('personal');
}

/**
 * The recent-page history after a visit: at most six distinct titles, newest first, each with
 * its path. Ignored pages leave it as it was.
 */
export function visit(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const name = findRoute(entry.path.split('?')[0]!)?.name;
  if ((name && IGNORED.has(name)) || !entry.title) return [...history];
  const base = name && clears(name) ? [] : history.filter((item) => item.title !== entry.title);
  return [entry, ...base].slice(0, ROUTE_HISTORY_MAX);
}
