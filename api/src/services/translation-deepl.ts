import { BUYER_LANGUAGES, type BuyerLanguage, type Language } from '@puente/shared/contract';
import { z } from 'zod';
import type { TranslationOutcome, TranslationProvider } from './translation';

/*
 * DeepL's text translation API (PUENTE_TRANSLATION=deepl), as its documentation describes it:
 * https://developers.deepl.com/docs/getting-started/auth (the key, sent as
 * `Authorization: DeepL-Auth-Key <key>`; a free account's key ends in `:fx` and is served by
 * https://api-free.deepl.com, a Pro key by https://api.deepl.com) and
 * https://developers.deepl.com/docs/api-reference/translate (`POST /v2/translate` with JSON
 * `{ text: [...], source_lang, target_lang }`, at most 50 texts a request, answered with
 * `{ translations: [{ detected_source_language, text }] }` in the order asked; 403 a refused key,
 * 429 too many requests, 456 the quota used up, 5xx the service failing).
 */

/** DeepL's source language codes: the bare language. */
const SOURCE: Record<Language, string> = { english: 'EN', chinese_simplified: 'ZH', portuguese: 'PT', spanish: 'ES' };
/** DeepL's target codes: American English, Brazilian Portuguese (the buyers are Brazilian), simplified Chinese. */
const TARGET: Record<Language, string> = { english: 'EN-US', chinese_simplified: 'ZH-HANS', portuguese: 'PT-BR', spanish: 'ES' };

/** The most texts DeepL takes in one request. */
export const DEEPL_BATCH = 50;
const FREE_URL = 'https://api-free.deepl.com';
const PRO_URL = 'https://api.deepl.com';

/** The server a key belongs to: a free account's key (`…:fx`) is served apart from a Pro key. */
export function deeplBaseUrl(authKey: string, apiUrl?: string): string {
  return (apiUrl || (authKey.trim().endsWith(':fx') ? FREE_URL : PRO_URL)).replace(/\/+$/, '');
}

const Reply = z.object({ translations: z.array(z.object({ detected_source_language: z.string().optional(), text: z.string() })) });

/** Why DeepL answered with an error status, in words an operator reads in the log. */
function statusReason(status: number): string {
  if (status === 403) return 'DeepL refused the key (403): check DEEPL_AUTH_KEY, and DEEPL_API_URL for a free or Pro key';
  if (status === 456) return 'DeepL quota exceeded (456): the account has translated all the characters it may this period';
  if (status === 429) return 'DeepL answered too many requests (429)';
  if (status >= 500) return `DeepL is unavailable (${status})`;
  return `DeepL answered ${status}`;
}

export interface DeepLOptions {
  authKey: string;
  /** DeepL's server; chosen from the key when not given (deeplBaseUrl). */
  apiUrl?: string;
  /** How long one request may take before the texts are left untranslated. */
  timeoutMs?: number;
  /**
   * How long DeepL is not asked again after it could not be reached, timed out, refused the key, was
   * out of quota, busy or failing: the goods saved meanwhile are saved at once, without its texts.
   */
  pauseMs?: number;
  now?: () => number;
}

/**
 * DeepL as the marketplace's translation service: it writes the three buyer languages. A failure of
 * any kind (network, timeout, an error status, a reply that is not DeepL's) is an outcome, never a
 * throw, so a save goes on without the texts; the key is never part of a reason.
 */
export class DeepLTranslationProvider implements TranslationProvider {
  readonly name = 'deepl';
  readonly languages: readonly BuyerLanguage[] = BUYER_LANGUAGES;
  readonly baseUrl: string;
  readonly #authKey: string;
  readonly #timeoutMs: number;
  readonly #pauseMs: number;
  readonly #now: () => number;
  /** Until when DeepL is not asked, and why, after a failure that the next request would repeat. */
  #paused: { until: number; reason: string } | undefined;

  constructor(options: DeepLOptions) {
    this.#authKey = options.authKey.trim();
    this.baseUrl = deeplBaseUrl(this.#authKey, options.apiUrl);
    this.#timeoutMs = options.timeoutMs ?? 8_000;
    this.#pauseMs = options.pauseMs ?? 30_000;
    this.#now = options.now ?? Date.now;
  }

  async translate(texts: string[], from: Language, to: Language): Promise<TranslationOutcome> {
    const outcome = await this.#translate(texts, from, to);
    // Nothing DeepL or the network said may carry the key into a log.
    return outcome.translated || !this.#authKey ? outcome : { translated: false, reason: outcome.reason.split(this.#authKey).join('[key]') };
  }

  async #translate(texts: string[], from: Language, to: Language): Promise<TranslationOutcome> {
    if (from === to) return { translated: false, reason: `the text is already in ${to}` };
    if (texts.length === 0) return { translated: true, texts: [] };
    if (this.#paused && this.#now() < this.#paused.until) return { translated: false, reason: `DeepL is not asked for a while: ${this.#paused.reason}` };
    this.#paused = undefined;
    const translated: string[] = [];
    for (let start = 0; start < texts.length; start += DEEPL_BATCH) {
      const batch = texts.slice(start, start + DEEPL_BATCH);
      const outcome = await this.#request(batch, from, to);
      if (!outcome.translated) return outcome;
      translated.push(...outcome.texts);
    }
    return { translated: true, texts: translated };
  }

  /** One request of at most DEEPL_BATCH texts. */
  async #request(texts: string[], from: Language, to: Language): Promise<TranslationOutcome> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/v2/translate`, {
        method: 'POST',
        headers: { Authorization: `DeepL-Auth-Key ${this.#authKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ text: texts, source_lang: SOURCE[from], target_lang: TARGET[to] }),
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') return this.#pause(`DeepL did not answer within ${this.#timeoutMs} ms`);
      const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
      return this.#pause(`DeepL could not be reached${typeof code === 'string' ? ` (${code})` : ''}`);
    }
    let body: unknown;
    try {
      if (!response.ok) {
        // The body is read so the connection is freed; its words are DeepL's, not needed here.
        await response.arrayBuffer().catch(() => undefined);
        const reason = statusReason(response.status);
        return [403, 429, 456].includes(response.status) || response.status >= 500 ? this.#pause(reason) : { translated: false, reason };
      }
      body = await response.json();
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') return this.#pause(`DeepL did not finish its reply within ${this.#timeoutMs} ms`);
      return { translated: false, reason: 'DeepL answered with something that is not JSON' };
    }
    const reply = Reply.safeParse(body);
    if (!reply.success) return { translated: false, reason: 'DeepL answered without translations' };
    if (reply.data.translations.length !== texts.length) {
      return { translated: false, reason: `DeepL answered ${reply.data.translations.length} translations for ${texts.length} texts` };
    }
    return { translated: true, texts: reply.data.translations.map((translation) => translation.text) };
  }

  #pause(reason: string): TranslationOutcome {
    if (this.#pauseMs > 0) this.#paused = { until: this.#now() + this.#pauseMs, reason };
    return { translated: false, reason };
  }
}
