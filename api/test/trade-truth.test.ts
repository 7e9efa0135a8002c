import { calls } from '@puente/shared/contract';
import type { FastifyInstance } from 'fastify';
import { build, BUYER, createAccount, login, PNG_PIXEL, post, SELLER, SHIPPING, upload } from './helpers';

/** Goods of the demo seller with the given minimum order and stock (the test app passes review at once). */
async function goodsWith(app: FastifyInstance, seller: string, minOrder: number, stock: number, extra: Record<string, unknown> = {}) {
  const image = (await upload(app, PNG_PIXEL, 'loom.png', seller)).url as string;
  return post(
    app,
    calls.saveGoods.path,
    {
      categoryId: 2101,
      name: { english: 'Rapier loom' },
      images: [image],
      price: 12_500,
      currency: 'USD',
      unit: 'set',
      minOrder,
      stock,
      tradeTerms: ['FOB'],
      shipping: SHIPPING,
      ...extra,
    },
    seller,
  );
}

describe('stock and minimum order, enforced on cart, preview and order', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let seller: string;
  let buyer: string;
  let goodsId: number;

  beforeAll(async () => {
    ({ app, close } = await build({ autoApprove: true }));
    seller = await login(app, SELLER);
    buyer = await login(app, BUYER);
    const saved = await goodsWith(app, seller, 10, 40);
    expect(saved.body).toMatchObject({ result: 1, data: { auditStatus: '1000' } });
    goodsId = saved.body.data.id;
  });
  afterAll(() => close());

  it('refuses a cart quantity below the minimum order or above the stock, naming the limit in the reader’s language', async () => {
    const below = await post(app, calls.trade.updateCart.path, { goodsId, quantity: 3, showLanguage: 'spanish' }, buyer);
    expect(below.body).toMatchObject({ result: 0, code: 'order.minOrder', info: 'El pedido mínimo es 10. Elige al menos 10' });
    const above = await post(app, calls.trade.updateCart.path, { goodsId, quantity: 41 }, buyer);
    expect(above.body).toMatchObject({ result: 0, code: 'order.stockExceeded', info: 'Only 40 are in stock. Choose at most 40' });
    expect((await post(app, calls.trade.updateCart.path, { goodsId, quantity: 10 }, buyer)).body.result).toBe(1);
    // Adding on top of what is in the cart counts the whole line against the stock.
    expect((await post(app, calls.trade.updateCart.path, { goodsId, quantity: 31, add: true }, buyer)).body.code).toBe('order.stockExceeded');
    const line = (await post(app, calls.trade.myCart.path, {}, buyer)).body.list.find((l: { goodsId: number }) => l.goodsId === goodsId);
    expect(line).toMatchObject({ quantity: 10, minOrder: 10, stock: 40 });
  });

  it('refuses the same quantities on the order preview and the order', async () => {
    for (const [quantity, code] of [
      [9, 'order.minOrder'],
      [41, 'order.stockExceeded'],
    ] as const) {
      expect((await post(app, calls.trade.orderPreview.path, { items: [{ goodsId, quantity }], tradeTerm: 'FOB' }, buyer)).body.code).toBe(code);
      const order = { items: [{ goodsId, quantity }], tradeTerm: 'FOB', shippingAddressId: 1, logisticsProvider: 'freightCarrier' };
      expect((await post(app, calls.trade.createOrder.path, order, buyer)).body.code).toBe(code);
    }
    expect((await post(app, calls.trade.orderPreview.path, { items: [{ goodsId, quantity: 40 }], tradeTerm: 'FOB' }, buyer)).body.result).toBe(1);
  });

  it('keeps cart lines in the order they were added while quantities and selection change', async () => {
    const shopper = await createAccount(app, 'buyer');
    const others = (await post(app, calls.listGoods.path, { everyNumber: 3, source: 'china' })).body.list as Array<{ id: number; minOrder: number }>;
    for (const goods of others)
      expect((await post(app, calls.trade.updateCart.path, { goodsId: goods.id, quantity: Math.max(1, goods.minOrder) }, shopper.token)).body.result).toBe(1);
    const order = async () => ((await post(app, calls.trade.myCart.path, {}, shopper.token)).body.list as Array<{ goodsId: number; selected: boolean }>).map((l) => l.goodsId);
    const before = await order();
    expect(before).toEqual(others.map((g) => g.id).reverse());
    await post(app, calls.trade.updateCart.path, { goodsId: others[0]!.id, quantity: Math.max(1, others[0]!.minOrder) + 1, selected: false }, shopper.token);
    expect(await order()).toEqual(before);
    const lines = (await post(app, calls.trade.myCart.path, {}, shopper.token)).body.list as Array<{ goodsId: number; selected: boolean }>;
    expect(lines.map((l) => l.selected)).toEqual(before.map((id) => id !== others[0]!.id));
  });

  it('refuses goods whose minimum order is above their stock', async () => {
    const saved = await goodsWith(app, seller, 50, 20, { showLanguage: 'portuguese' });
    expect(saved.body).toMatchObject({ result: 0, code: 'goods.minOrderAboveStock', info: 'O pedido mínimo não pode ser maior que o estoque (20)' });
  });

  it('says review passes at once where the marketplace does so (the demonstration setting)', async () => {
    expect((await post(app, calls.isItAllowedPublish.path, {}, seller)).body.data).toMatchObject({ allowed: true, reviewedAtOnce: true });
    expect((await goodsWith(app, seller, 1, 5)).body.data.auditStatus).toBe('1000');
  });

  it('holds names to 120 characters of plain text in every language, on both sides of the contract', async () => {
    const long = await goodsWith(app, seller, 1, 5, { name: { english: 'Loom', spanish: 'x'.repeat(121) }, showLanguage: 'spanish' });
    expect(long.body).toMatchObject({ result: 0, code: 'validation.tooLong', info: 'Usa como máximo 120 caracteres', field: 'name.spanish' });
    const markup = await goodsWith(app, seller, 1, 5, { name: { english: '<script>alert(1)</script>' } });
    expect(markup.body).toMatchObject({ result: 0, code: 'validation.noMarkup' });
    expect((await goodsWith(app, seller, 1, 5, { name: { english: 'y'.repeat(120) } })).body.result).toBe(1);
    // The browser checks with the same schema.
    expect(calls.saveGoods.request.safeParse({ name: { english: 'z'.repeat(121) } }).success).toBe(false);
  });
});

describe('honest review', () => {
  it('keeps submitted goods from buyers until the operators pass them', async () => {
    const { app, close } = await build({ autoApprove: false });
    const seller = await login(app, SELLER);
    expect((await post(app, calls.isItAllowedPublish.path, {}, seller)).body.data.reviewedAtOnce).toBe(false);
    const saved = await goodsWith(app, seller, 1, 5, { name: { english: 'Jacquard rapier loom, 190 cm reed width' } });
    expect(saved.body.data.auditStatus).toBe('0000');
    const id = saved.body.data.id as number;
    expect((await post(app, calls.goodsDetails.path, { id })).body.result).toBe(0);
    const found = (await post(app, calls.listGoods.path, { keyword: 'Jacquard rapier', everyNumber: 50 })).body.list as Array<{ id: number }>;
    expect(found.map((g) => g.id)).not.toContain(id);
    await close();
  });
});
