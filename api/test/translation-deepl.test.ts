import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { loadEnv } from '../src/config/env';
import { NoTranslationProvider, withTranslations, type TranslationOutcome } from '../src/services/translation';
import { DEEPL_BATCH, deeplBaseUrl, DeepLTranslationProvider } from '../src/services/translation-deepl';
import { translationProviderFor } from '../src/services/translation-providers';
import { build, login, post, saveGoodsAs, SELLER } from './helpers';

/**
 * DeepL as the translation service (PUENTE_TRANSLATION=deepl), against a stand-in of its endpoint on
 * loopback that holds requests to what DeepL's documentation asks and answers as DeepL does: texts
 * come back in order in the buyer's language, in batches DeepL accepts; every failure leaves the
 * texts untranslated with a reason that never carries the key, and a save goes on without them.
 */

const KEY = 'a0b1c2d3-e4f5-4a6b-8c7d-0e1f2a3b4c5d:fx';

interface Asked {
  texts: string[];
  source: string;
  target: string;
}

/** How the stand-in answers a request that passed its checks (the default: as DeepL, "[target] text"). */
type Behaviour = 'translate' | 'status' | 'hang' | 'not-json' | 'no-translations' | 'one-short';

class DeepLStandIn {
  readonly asked: Asked[] = [];
  /** Requests the stand-in refused: a wrong path, method, header or body. */
  readonly refused: string[] = [];
  behaviour: Behaviour = 'translate';
  status = 456;
  #server = http.createServer((request, response) => this.#answer(request, response));

  async start() {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url() {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #answer(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const refuse = (why: string, status = 400) => {
        this.refused.push(why);
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: why }));
      };
      if (request.method !== 'POST' || request.url !== '/v2/translate') return refuse(`${request.method} ${request.url}`, 404);
      if (request.headers.authorization !== `DeepL-Auth-Key ${KEY}`) return refuse('Authorization', 403);
      if (!request.headers['content-type']?.startsWith('application/json')) return refuse('Content-Type', 415);
      let body: { text?: unknown; source_lang?: unknown; target_lang?: unknown };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return refuse('body');
      }
      const { text, source_lang: source, target_lang: target } = body;
      if (!Array.isArray(text) || !text.every((t) => typeof t === 'string') || typeof source !== 'string' || typeof target !== 'string') return refuse('fields');
      if (text.length === 0 || text.length > DEEPL_BATCH) return refuse('too many texts', 413);
      this.asked.push({ texts: text, source, target });
      const json = (status: number, value: unknown) => response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
      const translations = (text as string[]).map((t) => ({ detected_source_language: source, text: `[${target}] ${t}` }));
      switch (this.behaviour) {
        case 'translate':
          return json(200, { translations });
        case 'status':
          // DeepL's error body; the key the stand-in was sent is echoed, as a careless proxy might.
          return json(this.status, { message: `failed for ${request.headers.authorization}` });
        case 'hang':
          return; // never answers
        case 'not-json':
          return response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>gateway</html>');
        case 'no-translations':
          return json(200, { message: 'ok' });
        case 'one-short':
          return json(200, { translations: translations.slice(1) });
      }
    });
  }
}

/** Every reason a failure gave, checked at the end for the key. */
const reasons: string[] = [];
function failed(outcome: TranslationOutcome): string {
  expect(outcome.translated).toBe(false);
  const reason = outcome.translated ? '' : outcome.reason;
  reasons.push(reason);
  expect(reason).not.toContain(KEY);
  expect(reason).not.toContain(KEY.slice(0, 8));
  return reason;
}

describe('DeepL as the translation service', () => {
  let deepl: DeepLStandIn;
  const provider = (options: { timeoutMs?: number; pauseMs?: number; now?: () => number } = {}) =>
    new DeepLTranslationProvider({ authKey: KEY, apiUrl: deepl.url, pauseMs: 0, ...options });

  beforeAll(async () => {
    deepl = await new DeepLStandIn().start();
  });
  afterAll(async () => deepl.stop());
  beforeEach(() => {
    deepl.asked.length = 0;
    deepl.refused.length = 0;
    deepl.behaviour = 'translate';
  });
  afterEach(() => expect(deepl.refused).toEqual([]));

  it('writes the three buyer languages, each with DeepL’s codes, the texts in the order asked', async () => {
    const translator = provider();
    expect(translator.name).toBe('deepl');
    expect(translator.languages).toEqual(['english', 'portuguese', 'spanish']);
    const texts = ['蓝牙音箱', '防水', '深圳制造'];
    expect(await translator.translate(texts, 'chinese_simplified', 'english')).toEqual({ translated: true, texts: texts.map((t) => `[EN-US] ${t}`) });
    expect(await translator.translate(texts, 'chinese_simplified', 'portuguese')).toEqual({ translated: true, texts: texts.map((t) => `[PT-BR] ${t}`) });
    expect(await translator.translate(texts, 'chinese_simplified', 'spanish')).toEqual({ translated: true, texts: texts.map((t) => `[ES] ${t}`) });
    expect(await translator.translate(['Speaker'], 'english', 'chinese_simplified')).toEqual({ translated: true, texts: ['[ZH-HANS] Speaker'] });
    expect(await translator.translate(['Altavoz'], 'spanish', 'portuguese')).toEqual({ translated: true, texts: ['[PT-BR] Altavoz'] });
    expect(await translator.translate(['Caixa de som'], 'portuguese', 'english')).toEqual({ translated: true, texts: ['[EN-US] Caixa de som'] });
    expect(deepl.asked.map(({ source, target }) => `${source}→${target}`)).toEqual(['ZH→EN-US', 'ZH→PT-BR', 'ZH→ES', 'EN→ZH-HANS', 'ES→PT-BR', 'PT→EN-US']);
    expect(deepl.asked[0]!.texts).toEqual(texts);
  });

  it('sends more than 50 texts in batches of at most 50, and keeps their order', async () => {
    const texts = Array.from({ length: 123 }, (_, i) => `商品 ${i}`);
    const outcome = await provider().translate(texts, 'chinese_simplified', 'spanish');
    expect(outcome).toEqual({ translated: true, texts: texts.map((t) => `[ES] ${t}`) });
    expect(deepl.asked.map((request) => request.texts.length)).toEqual([50, 50, 23]);
    expect(deepl.asked.flatMap((request) => request.texts)).toEqual(texts);
    expect(await provider().translate([], 'chinese_simplified', 'spanish')).toEqual({ translated: true, texts: [] });
    expect(deepl.asked).toHaveLength(3);
  });

  it.each([
    [456, /quota exceeded \(456\)/],
    [429, /too many requests \(429\)/],
    [403, /refused the key \(403\)/],
    [503, /unavailable \(503\)/],
    [400, /answered 400/],
  ])('leaves the texts untranslated when DeepL answers %i, without throwing or telling the key', async (status, reason) => {
    deepl.behaviour = 'status';
    deepl.status = status;
    expect(failed(await provider().translate(['蓝牙音箱'], 'chinese_simplified', 'english'))).toMatch(reason);
    expect(deepl.asked).toHaveLength(1);
  });

  it('leaves the texts untranslated when DeepL does not answer in time', async () => {
    deepl.behaviour = 'hang';
    const started = Date.now();
    expect(failed(await provider({ timeoutMs: 300 }).translate(['蓝牙音箱'], 'chinese_simplified', 'english'))).toMatch(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it.each([
    ['not-json', /not JSON/],
    ['no-translations', /without translations/],
    ['one-short', /answered 1 translations for 2 texts/],
  ] as const)('leaves the texts untranslated when the reply is malformed (%s)', async (behaviour, reason) => {
    deepl.behaviour = behaviour;
    expect(failed(await provider().translate(['蓝牙音箱', '防水'], 'chinese_simplified', 'english'))).toMatch(reason);
  });

  it('leaves the texts untranslated when DeepL cannot be reached', async () => {
    const closed = await new DeepLStandIn().start();
    const url = closed.url;
    await closed.stop();
    const translator = new DeepLTranslationProvider({ authKey: KEY, apiUrl: url });
    expect(failed(await translator.translate(['蓝牙音箱'], 'chinese_simplified', 'english'))).toMatch(/could not be reached/);
  });

  it('fails a whole request when one of its batches fails, rather than returning texts out of order', async () => {
    const translator = provider();
    let requests = 0;
    const realFetch = global.fetch;
    // The second batch of three meets a busy DeepL.
    const spy = jest.spyOn(global, 'fetch').mockImplementation(async (...args) => {
      requests += 1;
      deepl.behaviour = requests === 2 ? 'status' : 'translate';
      deepl.status = 429;
      return realFetch(...args);
    });
    try {
      failed(
        await translator.translate(
          Array.from({ length: 120 }, (_, i) => `${i}`),
          'chinese_simplified',
          'english',
        ),
      );
      expect(requests).toBe(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('does not ask DeepL again for a while after a failure the next request would repeat, so saves are not held up', async () => {
    let now = 1_000_000;
    const translator = provider({ pauseMs: 30_000, now: () => now });
    deepl.behaviour = 'status';
    deepl.status = 456;
    failed(await translator.translate(['一'], 'chinese_simplified', 'english'));
    deepl.behaviour = 'translate';
    expect(failed(await translator.translate(['二'], 'chinese_simplified', 'english'))).toMatch(/not asked for a while: DeepL quota exceeded/);
    expect(deepl.asked).toHaveLength(1);
    now += 30_000;
    expect(await translator.translate(['三'], 'chinese_simplified', 'english')).toEqual({ translated: true, texts: ['[EN-US] 三'] });
    expect(deepl.asked).toHaveLength(2);
  });

  it('saves goods texts without DeepL’s when it fails, and tells the log why, without the key', async () => {
    deepl.behaviour = 'status';
    deepl.status = 456;
    const errors: unknown[] = [];
    const texts = await withTranslations(
      provider(),
      { name: { chinese_simplified: '蓝牙音箱' }, description: { chinese_simplified: '防水的蓝牙音箱。' } },
      'chinese_simplified',
      undefined,
      (error) => errors.push(error),
    );
    expect(texts).toEqual({ name: { chinese_simplified: '蓝牙音箱' }, description: { chinese_simplified: '防水的蓝牙音箱。' }, machine: {} });
    expect(errors).toHaveLength(6);
    expect(String(errors[0])).toMatch(/deepl did not translate name into english: DeepL quota exceeded \(456\)/);
    for (const error of errors) expect(String(error)).not.toContain(KEY);
  });

  it('never put the key in a reason', () => {
    expect(reasons.length).toBeGreaterThan(10);
    for (const reason of reasons) expect(reason).not.toContain(KEY);
  });
});

describe('the DeepL settings', () => {
  it('refuses PUENTE_TRANSLATION=deepl without DEEPL_AUTH_KEY, saying what to set', () => {
    for (const key of [undefined, '', '   ']) {
      expect(() => loadEnv({ PUENTE_TRANSLATION: 'deepl', DEEPL_AUTH_KEY: key })).toThrow(
        /Invalid environment:\n {2}- DEEPL_AUTH_KEY: PUENTE_TRANSLATION=deepl needs the DeepL account's API key .*set DEEPL_AUTH_KEY/,
      );
    }
    expect(() => loadEnv({ PUENTE_TRANSLATION: 'google' })).toThrow(/PUENTE_TRANSLATION/);
    expect(loadEnv({ PUENTE_TRANSLATION: 'deepl', DEEPL_AUTH_KEY: KEY })).toMatchObject({ PUENTE_TRANSLATION: 'deepl', DEEPL_AUTH_KEY: KEY });
    expect(loadEnv({}).PUENTE_TRANSLATION).toBe('none');
  });

  it('does not print the key when another DeepL setting is wrong', () => {
    let message = '';
    try {
      loadEnv({ PUENTE_TRANSLATION: 'deepl', DEEPL_AUTH_KEY: KEY, DEEPL_API_URL: 'not a url' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/DEEPL_API_URL/);
    expect(message).not.toContain(KEY);
  });

  it('chooses DeepL’s free server for a free key (…:fx) and its Pro server otherwise, unless DEEPL_API_URL says', () => {
    expect(deeplBaseUrl('abc:fx')).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('abc')).toBe('https://api.deepl.com');
    expect(deeplBaseUrl('abc:fx', 'https://deepl.proxy.example/')).toBe('https://deepl.proxy.example');
    const free = translationProviderFor(loadEnv({ PUENTE_TRANSLATION: 'deepl', DEEPL_AUTH_KEY: KEY }));
    expect(free).toBeInstanceOf(DeepLTranslationProvider);
    expect((free as DeepLTranslationProvider).baseUrl).toBe('https://api-free.deepl.com');
    const pro = translationProviderFor(loadEnv({ PUENTE_TRANSLATION: 'deepl', DEEPL_AUTH_KEY: 'a0b1c2d3-e4f5-4a6b-8c7d-0e1f2a3b4c5d' }));
    expect((pro as DeepLTranslationProvider).baseUrl).toBe('https://api.deepl.com');
    const own = translationProviderFor(loadEnv({ PUENTE_TRANSLATION: 'deepl', DEEPL_AUTH_KEY: KEY, DEEPL_API_URL: 'http://127.0.0.1:9999' }));
    expect((own as DeepLTranslationProvider).baseUrl).toBe('http://127.0.0.1:9999');
    expect(translationProviderFor(loadEnv({}))).toBeInstanceOf(NoTranslationProvider);
  });
});

/** A run's first build seeds the demo marketplace, which takes more than a minute on a busy machine. */
const SEEDING = 240_000;

describe('goods saved in Chinese with DeepL as the service', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let deepl: DeepLStandIn;
  let seller: string;

  beforeAll(async () => {
    deepl = await new DeepLStandIn().start();
    ({ app, close } = await build({ translation: new DeepLTranslationProvider({ authKey: KEY, apiUrl: deepl.url }), autoApprove: true }));
    seller = await login(app, SELLER);
  }, SEEDING);
  afterAll(async () => {
    await close();
    await deepl.stop();
  });

  it('reads them in Spanish as DeepL wrote them, marked as translated from Chinese', async () => {
    const plan = calls.isItAllowedPublish.reply.parse((await post(app, calls.isItAllowedPublish.path, {}, seller)).body);
    expect(plan.data.translation).toEqual({ configured: true, languages: ['english', 'portuguese', 'spanish'] });
    const saved = await saveGoodsAs(app, seller, {
      name: { chinese_simplified: '声海蓝牙音箱' },
      description: { chinese_simplified: '防水的蓝牙音箱。' },
      showLanguage: 'chinese_simplified',
    });
    expect(saved.body.result).toBe(1);
    expect(deepl.refused).toEqual([]);
    expect(deepl.asked.map(({ source, target }) => `${source}→${target}`).sort()).toEqual(['ZH→EN-US', 'ZH→EN-US', 'ZH→ES', 'ZH→ES', 'ZH→PT-BR', 'ZH→PT-BR']);

    const spanish = calls.goodsDetails.reply.parse((await post(app, calls.goodsDetails.path, { id: saved.body.data.id, showLanguage: 'spanish' })).body);
    expect(spanish.data).toMatchObject({
      name: '[ES] 声海蓝牙音箱',
      nameSource: { language: 'spanish', translatedFrom: 'chinese_simplified' },
      description: '[ES] 防水的蓝牙音箱。',
      descriptionSource: { language: 'spanish', translatedFrom: 'chinese_simplified' },
    });
    const portuguese = calls.goodsDetails.reply.parse((await post(app, calls.goodsDetails.path, { id: saved.body.data.id, showLanguage: 'portuguese' })).body);
    expect(portuguese.data).toMatchObject({ name: '[PT-BR] 声海蓝牙音箱', nameSource: { language: 'portuguese', translatedFrom: 'chinese_simplified' } });
  });

  it('saves goods at once without translations when DeepL is out of quota', async () => {
    deepl.behaviour = 'status';
    deepl.status = 456;
    const saved = await saveGoodsAs(app, seller, {
      name: { chinese_simplified: '声海音箱二代' },
      description: { chinese_simplified: '第二代。' },
      price: 30,
      showLanguage: 'chinese_simplified',
    });
    expect(saved.body.result).toBe(1);
    const spanish = calls.goodsDetails.reply.parse((await post(app, calls.goodsDetails.path, { id: saved.body.data.id, showLanguage: 'spanish' })).body);
    expect(spanish.data).toMatchObject({ name: '声海音箱二代', nameSource: { language: 'chinese_simplified' } });
  });
});
