import { puenteEvents } from '../events';
import { puenteStore } from '../store/store';
import { createApiClient } from './api-client';

export { ApiError, createApiClient, newIdempotencyKey } from './api-client';
export type { ApiClient, ApiFailureKind, ApiReply, CallOptions } from './api-client';

/** The page's API client, bound to the one store and event bus. */
export const api = createApiClient(puenteStore, puenteEvents);
