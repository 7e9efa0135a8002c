export { invalidateCalls, queryClient } from './query-client';
export { useApiQuery } from './use-api-query';
export { useDataQuery } from './use-data-query';
export type { ApiQueryOptions, CallState } from './use-api-query';
export { useApiMutation } from './use-api-mutation';
export type { ApiMutation, ApiMutationOptions } from './use-api-mutation';
