import type { Currency, Language } from '../contract';

/**
 * Replies the server sent inside the page's html for the page's first calls (the contract's
 * firstCallsOf): a landing shows its goods without waiting for an API round trip. They are the
 * replies for a reader who is not signed in, in one language and currency, and count only while
 * the page is young: a page restored later asks the API as usual.
 */
export const FIRST_REPLIES_ELEMENT_ID = 'puente-first-replies';

/** How long after the page opened its first replies stand as fresh. */
export const FIRST_REPLIES_FRESH_MS = 30_000;

interface FirstReplies {
  language: string;
  currency: string;
  replies: Array<{ path: string; body: unknown; reply: unknown }>;
}

let sent: FirstReplies | null | undefined;

/**
 * A body's keys in one order, so the page's body and the server's compare as equal. A key whose
 * value is undefined is left out, as the html's JSON leaves it out of the server's body.
 */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

function read(): FirstReplies | null {
  if (sent !== undefined) return sent;
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_REPLIES_ELEMENT_ID)?.textContent;
    sent = text ? (JSON.parse(text) as FirstReplies) : null;
  } catch {
    sent = null;
  }
  return sent;
}

/** The reply the html holds for this call and body, in this language and currency, while the page is young. */
export function firstReply(path: string, body: unknown, currency: Currency, language: Language): unknown {
  const replies = read();
  if (!replies || replies.language !== language || replies.currency !== currency) return undefined;
  if (performance.now() > FIRST_REPLIES_FRESH_MS) return undefined;
  const wanted = stableJson(body ?? {});
  return replies.replies.find((entry) => entry.path === path && stableJson(entry.body ?? {}) === wanted)?.reply;
}

/** Forgets what was read (tests put a new element in the document). */
export function resetFirstReplies(): void {
  sent = undefined;
}
