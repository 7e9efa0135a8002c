import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { api, type ApiError, type ApiReply } from '../client';
import type { CallDefinition, CallRequest } from '../contract';
import { currencyAtom, languageAtom, tokenAtom } from '../store/atoms';

export type CallState<C> =
  | { status: 'loading'; data?: ApiReply<C>; error?: undefined }
  | { status: 'success'; data: ApiReply<C>; error?: undefined }
  | { status: 'error'; data?: ApiReply<C>; error: ApiError };

/**
 * Loads a call's reply for a page, again whenever the body, the session, the currency or the
 * language changes; `reload` asks again (the error state's retry).
 */
export function useCall<C extends CallDefinition>(
  definition: C,
  body?: CallRequest<C>,
  options: { enabled?: boolean } = {},
): CallState<C> & { reload: () => void } {
  const enabled = options.enabled ?? true;
  const currency = useAtomValue(currencyAtom);
  const language = useAtomValue(languageAtom);
  const token = useAtomValue(tokenAtom);
  const key = JSON.stringify(body ?? {});
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CallState<C>>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', data: previous.data }));
    api.call(definition, JSON.parse(key) as CallRequest<C>, { signal: controller.signal }).then(
      (data) => live && setState({ status: 'success', data }),
      (error: ApiError) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
      controller.abort();
    };
  }, [definition, key, currency, language, token, attempt, enabled]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
