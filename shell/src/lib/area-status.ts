import { atom } from 'jotai';

export type AreaState = { state: 'idle' } | { state: 'loading' } | { state: 'ready' } | { state: 'failed' } | { state: 'incompatible'; version: string | null };

/** How each area's remote is doing (the catalogue's four, and any area a remote declares), so the outlet can show its loading state or fallback. */
export const areaStatusAtom = atom<Record<string, AreaState>>({
  product: { state: 'idle' },
  technology: { state: 'idle' },
  comprehensive: { state: 'idle' },
  personal: { state: 'idle' },
});
areaStatusAtom.debugLabel = 'areaStatusAtom';

/** How long each area's remote took to load on this page (manifest, entry and `./app`), in milliseconds. */
export const areaLoadTimesAtom = atom<Partial<Record<string, number>>>({});
areaLoadTimesAtom.debugLabel = 'areaLoadTimesAtom';
