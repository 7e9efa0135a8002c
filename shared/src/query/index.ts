export { invalidateCalls, queryClient } from './query-client';
export { useApiQuery } from './use-api-query';
export type { ApiQueryOptions, CallState } from './use-api-query';
