type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return typeof window === 'undefined' ? null : kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be refused (private modes, sandboxed frames): the platform still works in memory.
    return null;
  }
}

export function readStored(kind: Area, key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: Area, key: string, value: string | null): void {
  try {
    const storage = area(kind);
    if (!storage) return;
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // A full or refused storage only loses persistence, never the session in memory.
  }
}
