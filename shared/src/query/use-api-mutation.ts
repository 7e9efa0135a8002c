import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { api, newIdempotencyKey, type ApiError, type ApiReply } from '../client';
import { RESULT, type CallDefinition, type CallRequest } from '../contract';
import { notify } from '../ui/notify';

export interface ApiMutationOptions<C extends CallDefinition> {
  /** The success notification, or a function of the reply and the body giving it (nothing when it gives undefined). */
  success?: string | ((reply: ApiReply<C>, body: CallRequest<C>) => string | undefined);
  /** Runs after the write succeeded (after the success notification). */
  onSuccess?: (reply: ApiReply<C>, body: CallRequest<C>) => void;
}

export interface ApiMutation<C extends CallDefinition> {
  /**
   * Sends the write. Resolves with the reply, or with undefined when it was refused or failed: the
   * API client has already said why (its toast carries the server's message), so callers only act
   * on success.
   */
  run: (body: CallRequest<C>) => Promise<ApiReply<C> | undefined>;
  /** Sends the write; rejects with the ApiError when it was refused or failed. */
  mutateAsync: (body: CallRequest<C>) => Promise<ApiReply<C>>;
  /** True while the write is on its way. */
  busy: boolean;
  /** The last attempt's failure, null once it succeeded or before any attempt. */
  error: ApiError | null;
  /** Forgets the last attempt's error. */
  reset: () => void;
}

/**
 * A write call for a page: its busy and error state, an optional success notification, and the
 * cache kept right. The API client invalidates, in every app at once, the read calls the
 * contract's INVALIDATES map says the write changes, so pages never reload by hand after a write.
 */
export function useApiMutation<C extends CallDefinition>(definition: C, options: ApiMutationOptions<C> = {}): ApiMutation<C> {
  const { success, onSuccess } = options;
  // One key per user action: pressing again with the same body after a reply was lost on the way
  // (a network failure) is the same action, which the API answers once; anything else is a new one.
  const action = useRef<{ body: string; key: string; lost: boolean } | null>(null);
  const mutation = useMutation<ApiReply<C>, ApiError, CallRequest<C>>({
    mutationFn: async (body) => {
      const text = JSON.stringify(body ?? {});
      const last = action.current;
      const key = last && last.lost && last.body === text ? last.key : newIdempotencyKey();
      action.current = { body: text, key, lost: false };
      try {
        return await api.call(definition, body, { idempotencyKey: key });
      } catch (error) {
        if ((error as ApiError).kind === 'network' && action.current?.key === key) action.current.lost = true;
        throw error;
      }
    },
    onSuccess: (reply, body) => {
      // A reply passed through unrefused but not done (the cart's ask-to-reselect) is no success.
      if (reply.result !== RESULT.ok) return;
      const text = typeof success === 'function' ? success(reply, body) : success;
      if (text) notify('success', text);
      onSuccess?.(reply, body);
    },
  });
  const { mutateAsync, reset } = mutation;
  const run = useCallback((body: CallRequest<C>) => mutateAsync(body).catch(() => undefined), [mutateAsync]);
  return { run, mutateAsync, busy: mutation.isPending, error: mutation.error, reset };
}
