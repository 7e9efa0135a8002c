type RuntimeKind = 'react' | 'store';

declare global {
  interface Window {
    __PUENTE_RUNTIME__?: Partial<Record<RuntimeKind, Set<unknown>>>;
  }
}

/**
 * Records the React and store objects each app runs with. With the singletons shared as
 * they should be, every set holds one object; the e2e suite checks that across areas.
 */
export function recordRuntime(kind: RuntimeKind, value: unknown): void {
  if (typeof window === 'undefined') return;
  const runtime = (window.__PUENTE_RUNTIME__ ??= {});
  (runtime[kind] ??= new Set()).add(value);
}
