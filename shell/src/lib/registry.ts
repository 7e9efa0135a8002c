import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { activeRouteTable, declareRoutes, isContractCompatible, puenteStore, type DeclaredRoute } from '@puente/shared';
import { areaLoadTimesAtom, areaStatusAtom, type AreaState } from './area-status';

export interface RegistryEntry {
  name: string;
  /** One of the catalogue's areas, or one the remote declares in its manifest. */
  area: string;
  entry: string;
}

/** Each registered remote's area, by its federation name (single-spa's application name). */
export const remoteNames = new Map<string, string>();

/** The federation name of an area's remote, once registered. */
export function remoteNameOf(area: string): string | undefined {
  for (const [name, owner] of remoteNames) if (owner === area) return name;
  return undefined;
}

const NAME = /^[A-Za-z_][\w]{0,63}$/;
const AREA = /^[a-z][a-zA-Z0-9]{1,30}$/;

/** The remote registry at /remotes.json: the only place a remote's location is written. */
export async function fetchRegistry(): Promise<RegistryEntry[]> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const body = (await response.json()) as { remotes?: RegistryEntry[] };
  return (body.remotes ?? [])
    .filter((entry) => typeof entry.entry === 'string' && NAME.test(String(entry.name)) && AREA.test(String(entry.area)))
    .map((entry) => ({ name: entry.name, area: entry.area, entry: new URL(entry.entry, window.location.origin).href }));
}

export class IncompatibleRemoteError extends Error {
  constructor(
    readonly area: string,
    readonly version: string | null,
  ) {
    super(`${area} was built against contract ${version ?? 'unknown'}; this shell speaks ${__PUENTE_CONTRACT__}`);
  }
}

function setStatus(area: string, status: AreaState) {
  puenteStore.set(areaStatusAtom, (all) => ({ ...all, [area]: status }));
}

export function markFailed(area: string) {
  const current = puenteStore.get(areaStatusAtom)[area];
  if (current?.state !== 'incompatible') setStatus(area, { state: 'failed' });
}

export function markReady(area: string) {
  setStatus(area, { state: 'ready' });
}

/**
 * Manifests the shell has just read (loadArea checks the contract in one), handed to the federation
 * runtime when it asks for the same address: it would otherwise fetch the manifest a second time,
 * one more round trip before the area's code. Each is handed over once; a retry reads afresh.
 */
const manifestsRead = new Map<string, unknown>();
let manifestsShared = false;

function shareManifests() {
  if (manifestsShared) return;
  manifestsShared = true;
  registerPlugins([
    {
      name: 'puente-manifests-read',
      fetch(url: string) {
        if (!manifestsRead.has(url)) return undefined;
        const manifest = manifestsRead.get(url);
        manifestsRead.delete(url);
        return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
      },
    },
  ]);
}

export function register(entries: RegistryEntry[]) {
  shareManifests();
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
 * against another contract major or a newer minor than this page's, then load its `./app` lifecycles
 * (on a phone its `./mobile` ones, when it has them).
 */
export async function loadArea(entry: RegistryEntry): Promise<Lifecycles> {
  setStatus(entry.area, { state: 'loading' });
  const started = performance.now();
  try {
    const response = await fetch(entry.entry, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${entry.entry} answered ${response.status}`);
    const manifest = (await response.json()) as { metaData?: { puente?: { contract?: string } }; exposes?: Array<{ path?: string }> };
    manifestsRead.set(entry.entry, manifest);
    const version = manifest.metaData?.puente?.contract ?? null;
    if (!isContractCompatible(version, __PUENTE_CONTRACT__)) {
      setStatus(entry.area, { state: 'incompatible', version });
      throw new IncompatibleRemoteError(entry.area, version);
    }
    // A phone loads the area's phone pages where the remote has them (its `./mobile`): a desktop never downloads them.
    const module = activeRouteTable() === 'mobile' && manifest.exposes?.some((exposed) => exposed.path === './mobile') ? 'mobile' : 'app';
    const lifecycles = await loadRemote<Lifecycles>(`${entry.name}/${module}`);
    if (!lifecycles) throw new Error(`${entry.name}/${module} loaded empty`);
    puenteStore.set(areaLoadTimesAtom, (all) => ({ ...all, [entry.area]: Math.round(performance.now() - started) }));
    return lifecycles;
  } catch (error) {
    markFailed(entry.area);
    throw error;
  }
}

/**
 * An area the catalogue does not know declares its routes in its manifest (`metaData.puente.routes`):
 * they join the catalogue before its remote is registered, so its paths open it. Returns how many
 * routes it added (none when the manifest cannot be read: the area's paths stay unknown).
 */
export async function declareArea(entry: RegistryEntry): Promise<number> {
  try {
    const response = await fetch(entry.entry, { cache: 'no-cache' });
    if (!response.ok) return 0;
    const manifest = (await response.json()) as { metaData?: { puente?: { routes?: DeclaredRoute[] } } };
    const added = declareRoutes(entry.area, manifest.metaData?.puente?.routes ?? []);
    if (added.length) setStatus(entry.area, { state: 'idle' });
    return added.length;
  } catch {
    return 0;
  }
}
