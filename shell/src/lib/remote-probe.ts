import { contractRefusal, type RemoteArea } from '@puente/shared';
import type { RegistryEntry } from './registry';

/** What a remote's manifest says of its build, and whether (and how fast) it answered just now. */
export interface RemoteProbe {
  answers: boolean;
  ms: number;
  status: number | null;
  contract: string | null;
  version: string | null;
  builtAt: string | null;
  /** Why the page would refuse it (null: it runs here). */
  refusal: ReturnType<typeof contractRefusal>;
}

/** Fetches a remote's manifest now (never from a cache) and reads its Puente metadata. */
export async function probeRemote(entry: RegistryEntry, hostContract: string, signal?: AbortSignal): Promise<RemoteProbe> {
  const started = performance.now();
  try {
    const response = await fetch(entry.entry, { cache: 'no-store', signal });
    const ms = Math.round(performance.now() - started);
    if (!response.ok) return { answers: false, ms, status: response.status, contract: null, version: null, builtAt: null, refusal: contractRefusal(null, hostContract) };
    const body = (await response.json()) as { metaData?: { puente?: { contract?: string; version?: string; builtAt?: string } } };
    const info = body.metaData?.puente ?? {};
    return {
      answers: true,
      ms,
      status: response.status,
      contract: info.contract ?? null,
      version: info.version ?? null,
      builtAt: info.builtAt ?? null,
      refusal: contractRefusal(info.contract, hostContract),
    };
  } catch {
    return { answers: false, ms: Math.round(performance.now() - started), status: null, contract: null, version: null, builtAt: null, refusal: 'unknown' };
  }
}

export type { RemoteArea };
