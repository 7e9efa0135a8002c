import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Data that is not an API call (a remote's manifest, the registry) through the same shared cache
 * as `useApiQuery`, with the same state shape for QueryView: loading, success, or error.
 */
export function useDataQuery<T>(key: readonly unknown[], load: (signal: AbortSignal) => Promise<T>, options: { refetchInterval?: number } = {}) {
  const query = useQuery<T, Error>({ queryKey: ['data', ...key], queryFn: ({ signal }) => load(signal), refetchInterval: options.refetchInterval, retry: false });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const state =
    query.status === 'error'
      ? { status: 'error' as const, error: query.error, data: query.data }
      : query.status === 'success'
        ? { status: 'success' as const, data: query.data, error: undefined }
        : { status: 'loading' as const, data: query.data, error: undefined };
  return { ...state, reload, fetching: query.isFetching, updatedAt: query.dataUpdatedAt || query.errorUpdatedAt };
}
