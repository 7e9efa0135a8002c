export { EMPTY_TRAILS, headerSolidity, openPage, trailKeyOf, withTrail } from './breadcrumbs';
export type { Crumb, TrailStore } from './breadcrumbs';
export { visit } from './history';
export type { HistoryEntry } from './history';
