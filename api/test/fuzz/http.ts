/** Sends one request over loopback and judges the answer against the envelope every reply must be. */
import type { Payload } from './bodies';

/** A reply slower than this is a hang. */
export const REPLY_TIMEOUT_MS = 5000;

export type Outcome = { ok: true; status: number; text: string; json: unknown; ms: number } | { ok: false; error: 'hang' | 'no response'; detail: string; ms: number };

export interface Credentials {
  token: string;
  /** Where the token travels: both are accepted (spec section 7). */
  via: 'header' | 'query';
}

export async function send(origin: string, path: string, payload: Payload, credentials: Credentials | null): Promise<Outcome> {
  const query = [payload.query, credentials?.via === 'query' ? `token=${encodeURIComponent(credentials.token)}` : undefined].filter(Boolean).join('&');
  // Uncompressed replies: gzip would only cost time on both ends of the loopback.
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...payload.headers };
  if (payload.contentType !== null) headers['content-type'] = payload.contentType;
  if (credentials?.via === 'header') headers.authorization = `Bearer ${credentials.token}`;
  const started = performance.now();
  try {
    const response = await fetch(`${origin}${path}${query ? `?${query}` : ''}`, {
      method: 'POST',
      headers,
      // A Buffer is a Uint8Array; only its generic type (ArrayBufferLike) keeps it out of BodyInit.
      body: payload.body as BodyInit | null,
      signal: AbortSignal.timeout(REPLY_TIMEOUT_MS),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { ok: true, status: response.status, text, json, ms: performance.now() - started };
  } catch (error) {
    const name = (error as Error).name;
    const hang = name === 'TimeoutError' || name === 'AbortError';
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return {
      ok: false,
      error: hang ? 'hang' : 'no response',
      detail: hang ? `no reply within ${REPLY_TIMEOUT_MS} ms` : `${(error as Error).message}${cause ? `: ${cause.code ?? ''} ${cause.message ?? ''}` : ''}`,
      ms: performance.now() - started,
    };
  }
}

export type Problem = '5xx' | 'not an envelope' | 'hang' | 'no response';

/** What is wrong with an answer, or null: status under 500 and a JSON object with an integer result. */
export function problemOf(outcome: Outcome): Problem | null {
  if (!outcome.ok) return outcome.error;
  if (outcome.status >= 500) return '5xx';
  const body = outcome.json as { result?: unknown; info?: unknown } | undefined;
  const envelope = typeof body === 'object' && body !== null && !Array.isArray(body) && Number.isInteger(body.result) && (body.info === undefined || typeof body.info === 'string');
  return envelope ? null : 'not an envelope';
}

export const resultOf = (outcome: Outcome): unknown => (outcome.ok ? (outcome.json as { result?: unknown } | undefined)?.result : undefined);
