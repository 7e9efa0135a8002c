import type { FastifyInstance } from 'fastify';
import { calls, type Language } from '@puente/shared/contract';
import type { TranslationOutcome, TranslationProvider } from '../src/services/translation';
import { BROKER, build, BUYER, login, OPERATOR, PNG_PIXEL, post, saveGoodsAs, SELLER, upload } from './helpers';

/**
 * Names a seller wrote in one language reach buyers beyond goods cards and pages: a brand's name
 * and description, the header's suggestions, a cart line, a quotation. Each reply says which
 * language the name is shown in, as goods do, and a name a translation service wrote says so; the
 * goods form is told what that service will write before the seller saves.
 */

/** A service for the tests that writes English alone: "[english] text". */
class EnglishTranslator implements TranslationProvider {
  readonly name = 'english-only';
  readonly languages = ['english'] as const;
  readonly asked: Language[] = [];

  async translate(texts: string[], _from: Language, to: Language): Promise<TranslationOutcome> {
    this.asked.push(to);
    return { translated: true, texts: texts.map((text) => `[${to}] ${text}`) };
  }
}

/** A run's first build seeds the demo marketplace, which takes more than a minute on a busy machine. */
const SEEDING = 240_000;
const CHINESE = { language: 'chinese_simplified' };

describe('names shown in another language than the reader’s', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let seller: string;
  let buyer: string;
  let broker: string;
  let brandId: number;
  let goodsId: number;
  const translator = new EnglishTranslator();

  beforeAll(async () => {
    ({ app, close } = await build({ translation: translator, autoApprove: true }));
    [seller, buyer, broker] = await Promise.all([login(app, SELLER), login(app, BUYER), login(app, BROKER)]);
    const logo = (await upload(app, PNG_PIXEL, 'logo.png', seller)).url as string;
    const brand = await post(app, calls.saveBrand.path, { name: { chinese_simplified: '声海音响' }, description: { chinese_simplified: '深圳的音响品牌。' }, logo }, seller);
    expect(brand.body.result).toBe(1);
    brandId = brand.body.data.id;
    const goods = await saveGoodsAs(app, seller, {
      brandId,
      name: { chinese_simplified: '声海蓝牙音箱' },
      description: { chinese_simplified: '防水的蓝牙音箱。' },
      showLanguage: 'chinese_simplified',
    });
    expect(goods.body.result).toBe(1);
    goodsId = goods.body.data.id;
  }, SEEDING);
  afterAll(async () => close());

  it('tells the seller’s form that a translation service will write English, and asks it for nothing else', async () => {
    const reply = calls.isItAllowedPublish.reply.parse((await post(app, calls.isItAllowedPublish.path, {}, seller)).body);
    expect(reply.data.translation).toEqual({ configured: true, languages: ['english'] });
    expect(new Set(translator.asked)).toEqual(new Set(['english']));
    const mine = (await post(app, calls.myGoodsDetails.path, { id: goodsId }, seller)).body.data;
    expect(mine.missingLanguages).toEqual({ name: ['portuguese', 'spanish'], description: ['portuguese', 'spanish'] });
  });

  it('says which language a brand’s name and description are shown in, in the brand list and on its page', async () => {
    const listed = calls.listBrands.reply.parse((await post(app, calls.listBrands.path, { currentPage: 1, everyNumber: 100, showLanguage: 'spanish' })).body);
    expect(listed.list.find((brand) => brand.id === brandId)).toMatchObject({ name: '声海音响', nameSource: CHINESE, descriptionSource: CHINESE });
    // A seeded brand written in Spanish is the reader's own.
    expect(listed.list.filter((brand) => brand.nameSource?.language === 'spanish').length).toBeGreaterThan(0);
    const details = calls.brandDetails.reply.parse((await post(app, calls.brandDetails.path, { id: brandId, showLanguage: 'portuguese' })).body);
    expect(details.data).toMatchObject({ name: '声海音响', nameSource: CHINESE, description: '深圳的音响品牌。', descriptionSource: CHINESE });
    const own = calls.brandDetails.reply.parse((await post(app, calls.brandDetails.path, { id: brandId, showLanguage: 'chinese_simplified' })).body);
    expect(own.data.nameSource).toEqual(CHINESE);
  });

  it('says which language a brand’s factory report is named and summed up in', async () => {
    const saved = await post(
      app,
      calls.saveFactoryInspection.path,
      {
        brandId,
        name: { chinese_simplified: '声海东莞工厂' },
        summary: { chinese_simplified: '年产五十万台。' },
        address: '东莞市长安镇',
        inspectedAt: '2026-10-01',
        inspector: 'SGS',
      },
      seller,
    );
    expect(saved.body.result).toBe(1);
    const details = calls.brandDetails.reply.parse((await post(app, calls.brandDetails.path, { id: brandId, showLanguage: 'spanish' })).body);
    expect(details.data.factories.find((factory) => factory.id === saved.body.data.id)).toMatchObject({
      name: '声海东莞工厂',
      nameSource: CHINESE,
      summary: '年产五十万台。',
      summarySource: CHINESE,
    });
  });

  it('says which language the goods page’s brand is named in', async () => {
    const details = calls.goodsDetails.reply.parse((await post(app, calls.goodsDetails.path, { id: goodsId, showLanguage: 'spanish' })).body);
    expect(details.data.brand).toMatchObject({ id: brandId, name: '声海音响', nameSource: CHINESE });
  });

  it('says which language each suggested goods and brand is named in, and that a service translated the English', async () => {
    const english = calls.suggestGoods.reply.parse((await post(app, calls.suggestGoods.path, { keyword: '声海蓝牙音箱', showLanguage: 'english' })).body);
    expect(english.goods.find((goods) => goods.id === goodsId)).toEqual({
      id: goodsId,
      name: '[english] 声海蓝牙音箱',
      nameSource: { language: 'english', translatedFrom: 'chinese_simplified' },
      image: expect.any(String),
    });
    expect(english.brands.find((brand) => brand.id === brandId)).toMatchObject({ name: '声海音响', nameSource: CHINESE });
    const spanish = calls.suggestGoods.reply.parse((await post(app, calls.suggestGoods.path, { keyword: '声海蓝牙音箱', showLanguage: 'spanish' })).body);
    expect(spanish.goods.find((goods) => goods.id === goodsId)).toMatchObject({ name: '声海蓝牙音箱', nameSource: CHINESE });
  });

  it('says which language a cart line’s goods are named in', async () => {
    expect((await post(app, calls.trade.updateCart.path, { goodsId, quantity: 10 }, buyer)).body.result).toBe(1);
    const spanish = calls.trade.myCart.reply.parse((await post(app, calls.trade.myCart.path, { showLanguage: 'spanish' }, buyer)).body);
    expect(spanish.list.find((line) => line.goodsId === goodsId)).toMatchObject({ name: '声海蓝牙音箱', nameSource: CHINESE });
    const english = calls.trade.myCart.reply.parse((await post(app, calls.trade.myCart.path, { showLanguage: 'english' }, buyer)).body);
    expect(english.list.find((line) => line.goodsId === goodsId)).toMatchObject({
      name: '[english] 声海蓝牙音箱',
      nameSource: { language: 'english', translatedFrom: 'chinese_simplified' },
    });
  });

  it('says which language an order line’s goods are named in, in the preview, the order and the lists, a service’s translation too', async () => {
    const items = [{ goodsId, quantity: 10 }];
    const preview = calls.trade.orderPreview.reply.parse((await post(app, calls.trade.orderPreview.path, { items, tradeTerm: 'FOB', showLanguage: 'spanish' }, buyer)).body);
    expect(preview.data.items[0]).toMatchObject({ name: '声海蓝牙音箱', nameSource: CHINESE });
    const address = { contactName: 'Lucía Hernández', phone: '+52-55-1234-5678', countryCode: 'MX', city: 'Monterrey', street: 'Av. Constitución 100', postalCode: '64000' };
    const shippingAddressId = (await post(app, calls.trade.saveAddress.path, address, buyer)).body.data.id;
    const placed = await post(app, calls.trade.createOrder.path, { items, tradeTerm: 'FOB', shippingAddressId, logisticsProvider: 'freightCarrier' }, buyer);
    expect(placed.body.result).toBe(1);
    const id = placed.body.data.id;

    const spanish = calls.trade.orderDetails.reply.parse((await post(app, calls.trade.orderDetails.path, { id, showLanguage: 'spanish' }, buyer)).body);
    expect(spanish.data.items[0]).toMatchObject({ name: '声海蓝牙音箱', nameSource: CHINESE });
    // English was written by the service when the goods were saved: the order keeps saying so.
    const english = calls.trade.orderDetails.reply.parse((await post(app, calls.trade.orderDetails.path, { id, showLanguage: 'english' }, buyer)).body);
    expect(english.data.items[0]).toMatchObject({ name: '[english] 声海蓝牙音箱', nameSource: { language: 'english', translatedFrom: 'chinese_simplified' } });
    const sales = calls.trade.listAgentOrders.reply.parse(
      (await post(app, calls.trade.listAgentOrders.path, { currentPage: 1, everyNumber: 10, showLanguage: 'chinese_simplified' }, seller)).body,
    );
    expect(sales.list.find((order) => order.id === id)?.items[0]).toMatchObject({ name: '声海蓝牙音箱', nameSource: CHINESE });
    // The console's order lines say it too.
    const operator = await login(app, OPERATOR);
    const consoleSpanish = calls.operator.platformOrderDetails.reply.parse(
      (await post(app, calls.operator.platformOrderDetails.path, { id, showLanguage: 'spanish' }, operator)).body,
    );
    expect(consoleSpanish.data.items[0]).toMatchObject({ name: '声海蓝牙音箱', nameSource: CHINESE });
    const consoleEnglish = calls.operator.platformOrderDetails.reply.parse(
      (await post(app, calls.operator.platformOrderDetails.path, { id, showLanguage: 'english' }, operator)).body,
    );
    expect(consoleEnglish.data.items[0]).toMatchObject({ name: '[english] 声海蓝牙音箱', nameSource: { language: 'english', translatedFrom: 'chinese_simplified' } });
  });

  it('says which language a quotation’s goods are named in, to the buyer, the broker and the seller', async () => {
    const request = { goodsId, quantity: 200, unit: 'pieces', tradeTerm: 'FOB', destination: 'Santos, Brasil' };
    for (const token of [buyer, broker]) expect((await post(app, calls.trade.saveQuotationRequest.path, request, token)).body.result).toBe(1);

    const buyers = calls.trade.listSubmittedQuotations.reply.parse(
      (await post(app, calls.trade.listSubmittedQuotations.path, { currentPage: 1, everyNumber: 10, showLanguage: 'spanish' }, buyer)).body,
    );
    expect(buyers.list.find((q) => q.goodsId === goodsId)).toMatchObject({ goodsName: '声海蓝牙音箱', goodsNameSource: CHINESE });
    const brokers = calls.trade.listSubmittedQuotations.reply.parse(
      (await post(app, calls.trade.listSubmittedQuotations.path, { currentPage: 1, everyNumber: 10, showLanguage: 'portuguese' }, broker)).body,
    );
    const brokersQuotation = brokers.list.find((q) => q.goodsId === goodsId)!;
    expect(brokersQuotation).toMatchObject({ goodsName: '声海蓝牙音箱', goodsNameSource: CHINESE });
    const opened = calls.trade.quotationDetails.reply.parse(
      (await post(app, calls.trade.quotationDetails.path, { id: brokersQuotation.id, showLanguage: 'english' }, broker)).body,
    );
    expect(opened.data).toMatchObject({ goodsName: '[english] 声海蓝牙音箱', goodsNameSource: { language: 'english', translatedFrom: 'chinese_simplified' } });

    const received = calls.trade.listReceivedQuotations.reply.parse(
      (await post(app, calls.trade.listReceivedQuotations.path, { currentPage: 1, everyNumber: 10, showLanguage: 'chinese_simplified' }, seller)).body,
    );
    expect(received.list.filter((q) => q.goodsId === goodsId).map((q) => q.goodsNameSource)).toEqual([CHINESE, CHINESE]);
  });
});
