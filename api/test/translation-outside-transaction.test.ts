import type { FastifyInstance } from 'fastify';
import { calls, type Language } from '@puente/shared/contract';
import type { TranslationOutcome, TranslationProvider } from '../src/services/translation';
import { build, login, PNG_PIXEL, post, saveGoodsAs, SELLER, SHIPPING, upload } from './helpers';

/**
 * A translation service can take seconds. The goods save asks it before its transaction opens: on
 * PGlite (one connection) a transaction held while the service answers would stop every other
 * request, and on PostgreSQL hold locks and a connection for as long.
 */

/** A service that, while it is asked, has the server answer another request first. */
class PatientTranslator implements TranslationProvider {
  readonly name = 'patient';
  readonly languages = ['english'] as const;
  app: FastifyInstance | null = null;
  readonly answeredMeanwhile: number[] = [];

  async translate(texts: string[], _from: Language, to: Language): Promise<TranslationOutcome> {
    const reply = await this.app!.inject({ method: 'POST', url: calls.listBrands.path, payload: { currentPage: 1, everyNumber: 1 } });
    this.answeredMeanwhile.push(reply.json().result);
    return { translated: true, texts: texts.map((text) => `[${to}] ${text}`) };
  }
}

describe('saving goods with a translation service', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const translator = new PatientTranslator();

  beforeAll(async () => {
    ({ app, close } = await build({ translation: translator, autoApprove: true }));
    translator.app = app;
  }, 240_000);
  afterAll(async () => close());

  it('asks the service with no transaction open: the server answers others meanwhile, and the goods keep the translation', async () => {
    const seller = await login(app, SELLER);
    const saved = await saveGoodsAs(app, seller, {
      name: { chinese_simplified: '耐心的蓝牙音箱' },
      description: { chinese_simplified: '慢慢翻译的音箱。' },
      showLanguage: 'chinese_simplified',
    });
    expect(saved.body.result).toBe(1);
    expect(translator.answeredMeanwhile).toEqual([1, 1]);
    const details = calls.goodsDetails.reply.parse((await post(app, calls.goodsDetails.path, { id: saved.body.data.id, showLanguage: 'english' })).body);
    expect(details.data).toMatchObject({ name: '[english] 耐心的蓝牙音箱', nameSource: { language: 'english', translatedFrom: 'chinese_simplified' } });
  }, 60_000);

  it('does not ask the service for a save it refuses before storing anything', async () => {
    const seller = await login(app, SELLER);
    const image = (await upload(app, PNG_PIXEL, 'photo.png', seller)).url as string;
    const before = translator.answeredMeanwhile.length;
    const goods = {
      categoryId: 2101,
      name: { chinese_simplified: '没有的商品' },
      images: [image],
      price: 1,
      currency: 'USD',
      unit: 'pieces',
      tradeTerms: ['FOB'],
      shipping: SHIPPING,
    };
    // Goods that are not there, a minimum order above the stock, goods from China shipped from abroad: refused, the service not asked.
    expect((await post(app, calls.saveGoods.path, { ...goods, id: 999_999, minOrder: 1, stock: 1 }, seller)).body.code).toBe('resource.notFound');
    expect((await post(app, calls.saveGoods.path, { ...goods, minOrder: 10, stock: 1 }, seller)).body.code).toBe('goods.minOrderAboveStock');
    expect((await post(app, calls.saveGoods.path, { ...goods, stock: 10, shipping: { ...SHIPPING, shipFrom: 'BRSSZ' } }, seller)).body.code).toBe('goods.shipFromChina');
    expect(translator.answeredMeanwhile.length).toBe(before);
  });
});
