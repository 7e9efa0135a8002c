import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { isContractCompatible, puenteStore, REMOTE_AREAS, type RemoteArea } from '@puente/shared';
import { areaStatusAtom, type AreaState } from './area-status';

export interface RegistryEntry {
  name: string;
  area: RemoteArea;
  entry: string;
}

/** The remote registry at /remotes.json: the only place a remote's location is written. */
export async function fetchRegistry(): Promise<RegistryEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as { remotes?: RegistryEntry[] };
  return (body.remotes ?? [])
    .filter((entry) => (REMOTE_AREAS as readonly string[]).includes(entry.area))
    .map((entry) => ({ ...entry, entry: new URL(entry.entry, window.location.origin).href }));
}

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly area: RemoteArea,
    readonly version: string | null,
  ) {
    super(`${area} was built against contract ${version ?? 'unknown'}; this shell speaks ${__PUENTE_CONTRACT__}`);
  }
}

function setStatus(area: RemoteArea, status: AreaState) {
  puenteStore.set(areaStatusAtom, (all) => ({ ...all, [area]: status }));
}

export function markFailed(area: RemoteArea) {
  const current = puenteStore.get(areaStatusAtom)[area];
  if (current.state !== 'incompatible') setStatus(area, { state: 'failed' });
}

export function markReady(area: RemoteArea) {
  setStatus(area, { state: 'ready' });
}

export function register(entries: RegistryEntry[]) {
  registerRemotes(
    entries.map(({ name, entry }) => ({ name, entry })),
    { force: true },
  );
}

interface Lifecycles {
  bootstrap: unknown;
  mount: unknown;
  unmount: unknown;
}

/**
 * single-spa's loader for one area: read the remote's manifest, refuse it if it was built
 * against another contract major, then load its `./app` lifecycles.
 */
export async function loadArea(entry: RegistryEntry): Promise<Lifecycles> {
  setStatus(entry.area, { state: 'loading' });
  try {
    const response = await fetch(entry.entry, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${entry.entry} answered ${response.status}`);
    const manifest = (await response.json()) as { metaData?: { puente?: { contract?: string } } };
    const version = manifest.metaData?.puente?.contract ?? null;
    if (!isContractCompatible(version, __PUENTE_CONTRACT__)) {
      setStatus(entry.area, { state: 'incompatible', version });
      throw new IncompatibleRemoteError(entry.area, version);
    }
    const lifecycles = await loadRemote<Lifecycles>(`${entry.name}/app`);
    if (!lifecycles) throw new Error(`${entry.name}/app loaded empty`);
    return lifecycles;
  } catch (error) {
    markFailed(entry.area);
    throw error;
  }
}
