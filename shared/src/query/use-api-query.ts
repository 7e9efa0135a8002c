import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { api, type ApiError, type ApiReply } from '../client';
import { callKey, type CallDefinition, type CallRequest } from '../contract';
import { currencyAtom, languageAtom, tokenAtom } from '../store/atoms';
import { firstReply, FIRST_REPLIES_FRESH_MS } from './first-replies';

export type CallState<C> =
  | { status: 'loading'; data?: ApiReply<C>; error?: undefined }
  | { status: 'success'; data: ApiReply<C>; error?: undefined }
  | { status: 'error'; data?: ApiReply<C>; error: ApiError };

export interface ApiQueryOptions {
  enabled?: boolean;
  /** Ask again every so many milliseconds while shown (the bell's poll). */
  refetchInterval?: number;
  /** The page shows the server's refusal in its place: no toast (CallOptions.quiet). */
  quiet?: boolean;
}

/**
 * A call's reply for a page, from the shared cache: asked again when the body, the currency or
 * the language changes, when a write call makes it stale, and on `reload` (the error state's
 * retry). While a new reply is on its way the previous one stays shown.
 */
export function useApiQuery<C extends CallDefinition>(
  definition: C,
  body?: CallRequest<C>,
  options: ApiQueryOptions = {},
): CallState<C> & { reload: () => void; fetching: boolean } {
  const currency = useAtomValue(currencyAtom);
  const language = useAtomValue(languageAtom);
  const signedIn = useAtomValue(tokenAtom) !== null;
  // A landing's first calls may be answered in its html already (first-replies.ts).
  const sent = signedIn ? undefined : (firstReply(definition.path, body, currency, language) as ApiReply<C> | undefined);
  const query = useQuery<ApiReply<C>, ApiError>({
    queryKey: [...callKey(definition, body), currency, language, signedIn],
    queryFn: ({ signal }) => api.call(definition, body, { signal, quiet: options.quiet }),
    initialData: sent,
    initialDataUpdatedAt: sent ? performance.timeOrigin : undefined,
    staleTime: sent ? FIRST_REPLIES_FRESH_MS : 0,
    enabled: options.enabled ?? true,
    refetchInterval: options.refetchInterval,
    placeholderData: keepPreviousData,
  });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const fetching = query.isFetching;
  if (query.status === 'error') return { status: 'error', error: query.error, data: query.data, reload, fetching };
  if (query.status === 'success' && !query.isPlaceholderData) return { status: 'success', data: query.data, reload, fetching };
  return { status: 'loading', data: query.data, reload, fetching };
}
