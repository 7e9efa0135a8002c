import axios, { AxiosError, type AxiosInstance, type AxiosProgressEvent } from 'axios';
import {
  CART_INVALID_GOODS_CODE,
  GOODS_NOT_ON_SALE_CODE,
  LANDING_PAGES,
  REQUEST_TIMEOUT_MS,
  RESULT,
  staleAfter,
  type CallDefinition,
  type CallReply,
  type CallRequest,
  type EventBus,
} from '../contract';
import { messageIn } from '../i18n/i18n';
import { invalidateCalls } from '../query/query-client';
import { currencyAtom, languageAtom, tokenAtom, visitModeAtom } from '../store/atoms';
import { clearSession, type PuenteStore } from '../store/store';

export type ApiFailureKind = 'business' | 'notLoggedIn' | 'network';

/** A call that did not succeed. Pages show their error state from it; the toast was already shown. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    message: string,
    readonly result?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a call resolves with: the reply's fields, plus the envelope for the one silent pass-through. */
export type ApiReply<C> = CallReply<C> & { result: number; info?: string; code?: string };

export interface ApiClient {
  call<C extends CallDefinition>(definition: C, body?: CallRequest<C>, options?: CallOptions): Promise<ApiReply<C>>;
  upload<C extends CallDefinition>(definition: C, form: FormData, options?: CallOptions): Promise<ApiReply<C>>;
  readonly http: AxiosInstance;
}

export interface CallOptions {
  onUploadProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /**
   * The user action this call carries out (the `Idempotency-Key` header): a retry of the same
   * action sends the same key and the API answers the first reply without doing it twice. Calls
   * made signed in get a new key of their own when none is given.
   */
  idempotencyKey?: string;
  /**
   * The page shows the server's refusal in place of what it asked for (a landed-cost estimate
   * refused for goods without an HS code): no toast on top of it. Other failures still toast.
   */
  quiet?: boolean;
}

/** A new action's key: 128 random bits, as a UUID where the browser makes one (secure contexts), else in hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The API client of spec sections 7 and 8: every call is a POST with the reader's currency and
 * language in the body (or the upload form). The token travels as an `Authorization: Bearer`
 * header, which the API accepts beside the spec's `token` query parameter: a header stays out
 * of server logs, proxies' logs and the browser's history, where an address would be written.
 */
export function createApiClient(store: PuenteStore, events: EventBus, baseURL = ''): ApiClient {
  const http = axios.create({ baseURL, timeout: REQUEST_TIMEOUT_MS });

  function handle<C extends CallDefinition>(data: unknown, options?: CallOptions): ApiReply<C> {
    const reply = (data ?? {}) as { result?: number; info?: string; code?: string };
    const language = store.get(languageAtom);
    if (reply.result === RESULT.ok) return reply as ApiReply<C>;
    if (reply.result === RESULT.notLoggedIn) {
      const text = messageIn(language, 'auth.pleaseLogin');
      events.emit('toast', { type: 'warning', message: text });
      clearSession(store);
      events.emit('navigate', { to: LANDING_PAGES[store.get(visitModeAtom)], replace: true });
      throw new ApiError('notLoggedIn', text, RESULT.notLoggedIn);
    }
    // The cart asks the buyer to reselect in its own words: pass it through without a toast.
    if (reply.code === CART_INVALID_GOODS_CODE) return reply as ApiReply<C>;
    const text = reply.info || messageIn(language, 'request.failed');
    // Goods no longer on sale are a state the product page shows in its own place, with goods like them.
    if (reply.code !== GOODS_NOT_ON_SALE_CODE && !options?.quiet) events.emit('toast', { type: 'error', message: text });
    throw new ApiError('business', text, reply.result, reply.code);
  }

  function fail(error: unknown): never {
    if (error instanceof ApiError) throw error;
    if (axios.isCancel(error)) throw new ApiError('network', 'cancelled');
    // The API away for a moment (503, in its envelope): its sentence as a toast, and the page's error state.
    const envelope = error instanceof AxiosError ? (error.response?.data as { info?: unknown; code?: unknown } | undefined) : undefined;
    if (typeof envelope?.info === 'string' && envelope.info) {
      events.emit('toast', { type: 'error', message: envelope.info });
      throw new ApiError('network', envelope.info, RESULT.failed, typeof envelope.code === 'string' ? envelope.code : undefined);
    }
    // Network errors are only logged (spec section 8); the page shows its own error state.
    console.error('[puente] request failed', error instanceof AxiosError ? error.message : error);
    throw new ApiError('network', messageIn(store.get(languageAtom), 'request.failed'));
  }

  function headers(definition?: CallDefinition, options?: CallOptions): Record<string, string> | undefined {
    const token = store.get(tokenAtom);
    if (!token) return undefined;
    // A signed-in call that writes is safe to retry under its action's key; reads ignore it.
    const key = definition && definition.auth !== 'none' ? (options?.idempotencyKey ?? newIdempotencyKey()) : undefined;
    return key ? { Authorization: `Bearer ${token}`, 'Idempotency-Key': key } : { Authorization: `Bearer ${token}` };
  }

  function progress(options?: CallOptions) {
    if (!options?.onUploadProgress) return undefined;
    const report = options.onUploadProgress;
    return (event: AxiosProgressEvent) => {
      if (event.total) report(Math.round((event.loaded / event.total) * 100));
    };
  }

  return {
    http,
    async call<C extends CallDefinition>(definition: C, body?: CallRequest<C>, options?: CallOptions): Promise<ApiReply<C>> {
      const payload = {
        ...(body ?? {}),
        showCurrency: store.get(currencyAtom),
        showLanguage: store.get(languageAtom),
      };
      let reply: ApiReply<C>;
      try {
        const response = await http.post(definition.path, payload, { headers: headers(definition, options), signal: options?.signal });
        reply = handle<C>(response.data, options);
      } catch (error) {
        return fail(error);
      }
      // A write makes stale the cached replies it changes, in every app (the contract's INVALIDATES).
      const stale = staleAfter(definition);
      if (stale.length) void invalidateCalls(stale);
      return reply;
    },
    async upload<C extends CallDefinition>(definition: C, form: FormData, options?: CallOptions): Promise<ApiReply<C>> {
      form.append('showCurrency', store.get(currencyAtom));
      form.append('showLanguage', store.get(languageAtom));
      try {
        const response = await http.post(definition.path, form, {
          headers: headers(definition, options),
          signal: options?.signal,
          onUploadProgress: progress(options),
        });
        return handle<C>(response.data, options);
      } catch (error) {
        return fail(error);
      }
    },
  };
}
