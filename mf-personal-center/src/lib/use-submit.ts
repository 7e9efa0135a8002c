import { notify } from '@puente/shared';
import { useCallback, useState } from 'react';

/**
 * Runs a write and tracks its busy state. A refused call was already announced by the API
 * client (its toast carries the server's localized message), so a failure only ends the busy
 * state and resolves undefined.
 */
export function useSubmit() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async <T,>(work: () => Promise<T>, success?: string): Promise<T | undefined> => {
    setBusy(true);
    try {
      const result = await work();
      if (success) notify('success', success);
      return result;
    } catch {
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
