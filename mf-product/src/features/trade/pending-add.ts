/**
 * "Add to cart" or "Buy now" asked by a guest: kept in the tab's session storage while they log in,
 * and finished when the goods' page opens again signed in (the login brings them back to it): the
 * goods are added to the cart, or the buyer goes on to submit the order, with the quantity they
 * typed. It is taken once, for the same goods, within half an hour; a guest who comes back without
 * logging in finds the quantity they typed, and nothing is added or ordered.
 */
export interface PendingAdd {
  goodsId: number;
  quantity: number;
  /** What the guest pressed; an entry kept before "Buy now" was kept too has none, and adds. */
  action: PendingAction;
  at: number;
}

export type PendingAction = 'add' | 'buy';

export const PENDING_ADD_KEY = 'puente.pendingCartAdd';
export const PENDING_ADD_TTL_MS = 30 * 60_000;

/** The pending add a stored text holds for these goods, or null (another goods, too old, not one). */
export function readPendingAdd(raw: string | null, goodsId: number, now: number): PendingAdd | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { goodsId: id, quantity, action = 'add', at } = value as Record<string, unknown>;
  if (id !== goodsId || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  if (action !== 'add' && action !== 'buy') return null;
  if (typeof at !== 'number' || now - at > PENDING_ADD_TTL_MS || at > now + 60_000) return null;
  return { goodsId, quantity, action, at };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the add (or the purchase) a guest asked for while they log in. */
export function savePendingAdd(goodsId: number, quantity: number, action: PendingAction = 'add', now = Date.now()): void {
  try {
    storage()?.setItem(PENDING_ADD_KEY, JSON.stringify({ goodsId, quantity, action, at: now } satisfies PendingAdd));
  } catch {
    // Storage refused: the buyer adds again after logging in, as before.
  }
}

/** The add pending for these goods, removed as it is taken (so it is finished once); an old one is dropped. */
export function takePendingAdd(goodsId: number, now = Date.now()): PendingAdd | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(PENDING_ADD_KEY) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  const pending = readPendingAdd(raw, goodsId, now);
  if (pending || isOld(raw, now)) {
    try {
      store?.removeItem(PENDING_ADD_KEY);
    } catch {
      // Nothing to do: the entry ages out.
    }
  }
  return pending;
}

/** Whether a stored entry is past its time (or unreadable), whatever goods it is for. */
function isOld(raw: string, now: number): boolean {
  try {
    const { at } = JSON.parse(raw) as { at?: unknown };
    return typeof at !== 'number' || now - at > PENDING_ADD_TTL_MS;
  } catch {
    return true;
  }
}
