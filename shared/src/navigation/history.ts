import { ROUTE_HISTORY_MAX } from '../contract';

export interface HistoryEntry {
  path: string;
  title: string;
}

/** Pages whose visit is not remembered (spec section 2). */
const IGNORED = new Set(['/', '/productemption']);

/** Entering these starts the history afresh: home, country pavilions, news, policy research, about, personal centre. */
function clears(path: string): boolean {
  const p = path.toLowerCase();
  return (
    p === '/home' ||
    p.startsWith('/nationalpavilion') ||
    p === '/newsinformation' ||
    p === '/newsinfo' ||
    p === '/policyresearch' ||
    p === '/aboutus' ||
    p.startsWith('/personal')
  );
}

/**
 * The recent-page history after a visit: at most six distinct titles, newest first, each with
 * its path. Ignored pages leave it as it was.
 */
export function visit(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const path = entry.path.split('?')[0]!;
  if (IGNORED.has(path.toLowerCase()) || !entry.title) return [...history];
  const base = clears(path) ? [] : history.filter((item) => item.title !== entry.title);
  return [entry, ...base].slice(0, ROUTE_HISTORY_MAX);
}
