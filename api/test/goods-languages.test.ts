import type { FastifyInstance } from 'fastify';
import type { Language } from '@puente/shared/contract';
import type { TranslationOutcome, TranslationProvider } from '../src/services/translation';
import { build, login, OPERATOR, PNG_PIXEL, post, SELLER, SHIPPING, upload } from './helpers';

/**
 * Goods a seller wrote in one language: the seller, the operator and the buyer are each told which
 * buyer languages are missing or which language the text is shown in; a translation service, when
 * one is configured, fills them and its text is marked as translated.
 */

/** A service for the tests: it writes "[to] text" and cannot translate into Portuguese. */
class BracketTranslator implements TranslationProvider {
  readonly name = 'brackets';
  readonly asked: Array<{ texts: string[]; from: Language; to: Language }> = [];

  async translate(texts: string[], from: Language, to: Language): Promise<TranslationOutcome> {
    this.asked.push({ texts, from, to });
    if (to === 'portuguese') return { translated: false, reason: 'unsupported' };
    return { translated: true, texts: texts.map((text) => `[${to}] ${text}`) };
  }
}

/** A run's first build seeds the demo marketplace, which takes more than a minute on a busy machine. */
const SEEDING = 240_000;

const CHINESE_ONLY = {
  categoryId: 2101,
  name: { chinese_simplified: '测试手机', spanish: 'Teléfono de prueba' },
  description: { chinese_simplified: '为测试制造的手机。' },
  price: 99.5,
  currency: 'USD',
  unit: 'pieces',
  minOrder: 10,
  stock: 100,
  tradeTerms: ['FOB'],
  shipping: SHIPPING,
};

async function save(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  const image = (await upload(app, PNG_PIXEL, 'photo.png', token)).url as string;
  return post(app, '/api/goods/save', { ...CHINESE_ONLY, images: [image], showLanguage: 'chinese_simplified', ...body }, token);
}

describe('goods without a translation service', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let seller: string;
  let operator: string;
  let id: number;

  beforeAll(async () => {
    ({ app, close } = await build());
    seller = await login(app, SELLER);
    operator = await login(app, OPERATOR);
    const saved = await save(app, seller, {});
    expect(saved.body.result).toBe(1);
    id = saved.body.data.id;
  }, SEEDING);
  afterAll(async () => close());

  it('tells the seller which buyer languages are missing, and invents none', async () => {
    const saved = await save(app, seller, { id });
    expect(saved.body.data).toMatchObject({
      missingLanguages: { name: ['english', 'portuguese'], description: ['english', 'portuguese', 'spanish'] },
      machineTranslated: { name: [], description: [] },
    });
    const mine = await post(app, '/api/goods/myProductDetails', { id }, seller);
    expect(mine.body.data.missingLanguages).toEqual({ name: ['english', 'portuguese'], description: ['english', 'portuguese', 'spanish'] });
    expect(mine.body.data.names).toMatchObject({ english: '', portuguese: '', chinese_simplified: '测试手机' });
  });

  it('flags the missing languages in the operator’s queue and on the details', async () => {
    const queue = await post(app, '/api/operator/review/list', { kind: 'goods', sort: 'newest' }, operator);
    const item = queue.body.list.find((entry: { id: number }) => entry.id === id);
    expect(item.missingLanguages).toEqual({ name: ['english', 'portuguese'], description: ['english', 'portuguese', 'spanish'] });
    const details = await post(app, '/api/operator/review/details', { kind: 'goods', id }, operator);
    expect(details.body.data.missingLanguages).toEqual({ name: ['english', 'portuguese'], description: ['english', 'portuguese', 'spanish'] });
  });

  it('says to each buyer which language the goods text is shown in', async () => {
    expect((await post(app, '/api/operator/review/decide', { kind: 'goods', id, decision: 'pass' }, operator)).body.result).toBe(1);
    const english = (await post(app, '/api/goods/details', { id, showLanguage: 'english' })).body.data;
    expect(english).toMatchObject({
      name: '测试手机',
      nameSource: { language: 'chinese_simplified' },
      description: '为测试制造的手机。',
      descriptionSource: { language: 'chinese_simplified' },
      summarySource: { language: 'chinese_simplified' },
    });
    const spanish = (await post(app, '/api/goods/details', { id, showLanguage: 'spanish' })).body.data;
    expect(spanish).toMatchObject({ name: 'Teléfono de prueba', nameSource: { language: 'spanish' }, descriptionSource: { language: 'chinese_simplified' } });
    const listed = await post(app, '/api/goods/list', { keyword: '测试手机', showLanguage: 'portuguese' });
    expect(listed.body.list.find((goods: { id: number }) => goods.id === id)).toMatchObject({ nameSource: { language: 'chinese_simplified' } });
  });
});

describe('goods with a translation service', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let seller: string;
  const translator = new BracketTranslator();

  beforeAll(async () => {
    ({ app, close } = await build({ translation: translator, autoApprove: true }));
    seller = await login(app, SELLER);
  }, SEEDING);
  afterAll(async () => close());

  it('fills the missing buyer languages from the original, marks them, and leaves what it cannot translate missing', async () => {
    const saved = await save(app, seller, {});
    expect(saved.body.data).toMatchObject({
      missingLanguages: { name: ['portuguese'], description: ['portuguese'] },
      machineTranslated: { name: ['english'], description: ['english', 'spanish'] },
    });
    expect(translator.asked).toContainEqual({ texts: ['测试手机'], from: 'chinese_simplified', to: 'english' });
    const id = saved.body.data.id;
    const english = (await post(app, '/api/goods/details', { id, showLanguage: 'english' })).body.data;
    expect(english).toMatchObject({ name: '[english] 测试手机', nameSource: { language: 'english', translatedFrom: 'chinese_simplified' } });
    // The seller's own Spanish name is theirs, not the service's.
    const spanish = (await post(app, '/api/goods/details', { id, showLanguage: 'spanish' })).body.data;
    expect(spanish.nameSource).toEqual({ language: 'spanish' });
    expect(spanish.descriptionSource).toEqual({ language: 'spanish', translatedFrom: 'chinese_simplified' });
  });

  it('keeps the mark on text left as translated, drops it for the seller’s own words, and translates changed text again', async () => {
    const first = await save(app, seller, {});
    const id = first.body.data.id;
    const mine = (await post(app, '/api/goods/myProductDetails', { id }, seller)).body.data;
    expect(mine.machineTranslated).toEqual({ name: ['english'], description: ['english', 'spanish'] });

    // Saved back as the form shows it: still the service's text.
    const again = await save(app, seller, { id, name: mine.names, description: mine.descriptions });
    expect(again.body.data.machineTranslated).toEqual({ name: ['english'], description: ['english', 'spanish'] });

    // The seller rewrites the English name: it is theirs now.
    const rewritten = await save(app, seller, { id, name: { ...mine.names, english: 'Test handset' }, description: mine.descriptions });
    expect(rewritten.body.data.machineTranslated).toEqual({ name: [], description: ['english', 'spanish'] });

    // The Chinese description changes: the old translations no longer say the same and are made again.
    const changed = await save(app, seller, { id, name: { ...mine.names, english: 'Test handset' }, description: { ...mine.descriptions, chinese_simplified: '新的描述。' } });
    expect(changed.body.data.machineTranslated.description).toEqual(['english', 'spanish']);
    const details = (await post(app, '/api/goods/myProductDetails', { id }, seller)).body.data;
    expect(details.descriptions.english).toBe('[english] 新的描述。');
    expect(details.names.english).toBe('Test handset');
  });
});
