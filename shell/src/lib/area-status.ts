import { atom } from 'jotai';
import type { RemoteArea } from '@puente/shared';

export type AreaState = { state: 'idle' } | { state: 'loading' } | { state: 'ready' } | { state: 'failed' } | { state: 'incompatible'; version: string | null };

/** How each area's remote is doing, so the outlet can show its loading state or fallback. */
export const areaStatusAtom = atom<Record<RemoteArea, AreaState>>({
  product: { state: 'idle' },
  technology: { state: 'idle' },
  comprehensive: { state: 'idle' },
  personal: { state: 'idle' },
});
areaStatusAtom.debugLabel = 'areaStatusAtom';
