/**
 * The typed event contract: one-off notifications between the shell and the areas. State that
 * lasts lives in the store (the session, the currency, the language: whoever needs to follow
 * them subscribes to their atoms, as the server-state cache does); events only say that
 * something happened.
 */
export interface PuenteEvents {
  /** Go to a path inside the platform without reloading the page. */
  navigate: { to: string; replace?: boolean };
  /** Show a notification for NOTIFICATION_DURATION_MS. */
  toast: { type: 'success' | 'error' | 'warning' | 'info'; message: string };
}

export type PuenteEventName = keyof PuenteEvents;

/** The contract's events by name, for the contract gate (the record makes the compiler keep it complete). */
export const EVENT_NAMES = Object.keys({ navigate: true, toast: true } satisfies Record<PuenteEventName, true>) as PuenteEventName[];
type Listener<K extends PuenteEventName> = (payload: PuenteEvents[K]) => void;

export interface EventBus {
  on<K extends PuenteEventName>(name: K, listener: Listener<K>): () => void;
  emit<K extends PuenteEventName>(name: K, payload: PuenteEvents[K]): void;
}

export function createEventBus(): EventBus {
  const listeners = new Map<PuenteEventName, Set<(payload: never) => void>>();
  return {
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(name, set);
      return () => set.delete(listener as (payload: never) => void);
    },
    emit(name, payload) {
      for (const listener of [...(listeners.get(name) ?? [])]) {
        try {
          (listener as Listener<typeof name>)(payload);
        } catch (error) {
          // One failing listener must not keep the others from hearing the event.
          console.error(`[puente] listener of ${name} failed`, error);
        }
      }
    },
  };
}
