import type { FastifyInstance } from 'fastify';
import { newOrderNo } from '../src/services/orders';
import { build, BUYER, createAccount, login, post, SELLER, sellerWithBalance, STEP_CALLS } from './helpers';

/*
 * Writes that are safe to retry and to race: a key sent again answers the first reply without
 * doing the work again, racing adds to a cart merge, order numbers never collide.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
let buyer: string;
let addressId: number;
let goods: { id: number; minOrder: number; stock: number };

beforeAll(async () => {
  ({ app, close } = await build());
  buyer = await login(app, BUYER);
  const seller = await login(app, SELLER);
  addressId = (
    await post(
      app,
      '/api/zlkjUser/save',
      { contactName: 'Lucía Hernández', phone: '+52-55-1234-5678', countryCode: 'MX', city: 'Monterrey', street: 'Av. Constitución 100', postalCode: '64000' },
      buyer,
    )
  ).body.data.id;
  const mine = (await post(app, '/api/goods/myProductList', { auditStatus: '1000', everyNumber: -1 }, seller)).body.list.filter(
    (g: { putaway: boolean; tradeTerms: string[] }) => g.putaway && g.tradeTerms.includes('FOB'),
  );
  // Goods whose stock holds five minimum orders, so that five adds at once all fit.
  for (const candidate of mine) {
    const details = (await post(app, '/api/goods/details', { id: candidate.id })).body.data;
    if (details.stock >= 6 * details.minOrder) {
      goods = { id: candidate.id, minOrder: details.minOrder, stock: details.stock };
      break;
    }
  }
});
afterAll(async () => close());

/** A call with an Idempotency-Key header, as the apps send one per user action. */
async function keyed(url: string, body: Record<string, unknown>, token: string, key: string) {
  const response = await app.inject({ method: 'POST', url, payload: body, headers: { authorization: `Bearer ${token}`, 'idempotency-key': key } });
  return { status: response.statusCode, body: response.json() as Record<string, any>, replayed: response.headers['idempotent-replayed'] === 'true' };
}

const orderBody = () => ({ items: [{ goodsId: goods.id, quantity: goods.minOrder }], tradeTerm: 'FOB', shippingAddressId: addressId, logisticsProvider: 'freightCarrier' });

async function countOrders(userId: number) {
  return Number(
    (
      await app.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('buyer_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );
}

describe('an Idempotency-Key', () => {
  it('creates an order once however often the key is sent, one after another or at once', async () => {
    const me = (await post(app, '/api/zlkjUser/getUserInfo.json', {}, buyer)).body.user.id as number;
    const before = await countOrders(me);
    const first = await keyed('/api/order/v2/createOrder', orderBody(), buyer, 'order-action-0001');
    expect(first.body.result).toBe(1);
    expect(first.replayed).toBe(false);
    const again = await keyed('/api/order/v2/createOrder', orderBody(), buyer, 'order-action-0001');
    expect(again.replayed).toBe(true);
    expect(again.body).toEqual(first.body);
    // A retry racing the first: one runs, the other waits for it and answers its reply.
    const racing = await Promise.all(Array.from({ length: 4 }, () => keyed('/api/order/v2/createOrder', orderBody(), buyer, 'order-action-0002')));
    expect(new Set(racing.map((r) => r.body.data.orderNo)).size).toBe(1);
    expect(racing.filter((r) => r.replayed)).toHaveLength(3);
    expect(await countOrders(me)).toBe(before + 2);
    // Another action, another key: another order.
    expect((await keyed('/api/order/v2/createOrder', orderBody(), buyer, 'order-action-0003')).body.data.orderNo).not.toBe(first.body.data.orderNo);
  });

  it('refuses the same key with another body, and a malformed key, in the caller language', async () => {
    await keyed('/api/order/v2/createOrder', orderBody(), buyer, 'order-action-0100');
    const other = await keyed('/api/order/v2/createOrder', { ...orderBody(), tradeTerm: 'EXW', showLanguage: 'spanish' }, buyer, 'order-action-0100');
    expect(other.body).toMatchObject({ result: 0, code: 'request.idempotencyKeyReused' });
    expect(other.body.info).toMatch(/clave de solicitud/);
    const malformed = await keyed('/api/order/v2/createOrder', { ...orderBody(), showLanguage: 'portuguese' }, buyer, 'short');
    expect(malformed.body).toMatchObject({ result: 0, code: 'request.idempotencyKeyInvalid' });
    expect(malformed.body.info).toMatch(/cabeçalho/);
  });

  it('is kept per user: another user with the same key makes their own order, and a stranger is still refused', async () => {
    const stranger = await createAccount(app, 'buyer');
    const theirs = await keyed('/api/order/v2/createOrder', { ...orderBody(), shippingAddressId: addressId }, stranger.token, 'order-action-0001');
    // The address is the demo buyer's: the stranger is refused, not answered the buyer's order.
    expect(theirs.body.result).toBe(0);
    expect(theirs.replayed).toBe(false);
    expect(theirs.body.data).toBeUndefined();
    const notLoggedIn = await app.inject({ method: 'POST', url: '/api/order/v2/createOrder', payload: orderBody(), headers: { 'idempotency-key': 'order-action-0001' } });
    expect(notLoggedIn.json()).toMatchObject({ result: 2 });
  });

  it('lets a refused request run again under its key once the reason is gone', async () => {
    const body = { ...orderBody(), items: [{ goodsId: goods.id, quantity: goods.stock + 1 }] };
    expect((await keyed('/api/order/v2/createOrder', body, buyer, 'order-action-0200')).body.code).toBe('order.stockExceeded');
    // Nothing was kept for a refusal (it rolled back with its write): the same request is refused again, not replayed.
    const again = await keyed('/api/order/v2/createOrder', body, buyer, 'order-action-0200');
    expect(again.replayed).toBe(false);
    expect(again.body.code).toBe('order.stockExceeded');
  });

  it('opens one payment for a retried pay, and withdraws once for a retried withdrawal', async () => {
    const order = (await keyed('/api/order/v2/createOrder', orderBody(), buyer, 'order-action-0300')).body.data.id as number;
    const seller = await login(app, SELLER);
    for (const step of ['confirm', 'configure'] as const) expect((await post(app, STEP_CALLS[step]!.path, { id: order, ...STEP_CALLS[step]!.body }, seller)).body.result).toBe(1);
    expect((await post(app, STEP_CALLS.confirmConfiguration!.path, { id: order }, buyer)).body.result).toBe(1);
    const pays = await Promise.all([1, 2, 3].map(() => keyed('/api/shopOrder/toPay', { id: order, step: 'deposit' }, buyer, 'pay-action-0300')));
    expect(new Set(pays.map((p) => p.body.data?.paymentId)).size).toBe(1);
    expect(pays.every((p) => p.body.result === 1)).toBe(true);
    const payments = await app.db.selectFrom('payments').select('id').where('order_id', '=', order).execute();
    expect(payments).toHaveLength(1);

    const { token: earner, accountId: account } = await sellerWithBalance(app, 10_000);
    const withdraw = () => keyed('/api/zlkjWithdrawal/apply', { accountId: account, amount: 60, currency: 'USD' }, earner, 'withdraw-action-0001');
    const replies = [await withdraw(), ...(await Promise.all([withdraw(), withdraw()])), await withdraw()];
    expect(replies.every((r) => r.body.result === 1 && r.body.data.available === 40)).toBe(true);
    expect((await post(app, '/api/zlkjWithdrawal/list', { everyNumber: -1 }, earner)).body.total).toBe(1);
    // A second withdrawal is a second action: its own key, refused for the balance it would overdraw.
    expect((await keyed('/api/zlkjWithdrawal/apply', { accountId: account, amount: 60, currency: 'USD' }, earner, 'withdraw-action-0002')).body.code).toBe(
      'withdrawal.insufficient',
    );
  });
});

describe('racing writes', () => {
  it('merges adds of the same goods to a cart made at once, none refused', async () => {
    const shopper = await createAccount(app, 'buyer');
    const replies = await Promise.all(Array.from({ length: 5 }, () => post(app, '/api/cart/update', { goodsId: goods.id, quantity: goods.minOrder, add: true }, shopper.token)));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(replies.map((r) => r.body.result)).toEqual([1, 1, 1, 1, 1]);
    const row = await app.db.selectFrom('cart_items').select('quantity').where('user_id', '=', shopper.id).where('goods_id', '=', goods.id).executeTakeFirstOrThrow();
    expect(row.quantity).toBe(5 * goods.minOrder);
    const cart = (await post(app, '/api/cart/myCart', {}, shopper.token)).body;
    expect(cart.list).toHaveLength(1);
  });

  // 20,000 on the PostgreSQL server (CI's pass); the embedded database answers one query at a time, so it checks a tenth.
  const ORDERS_A_DAY = process.env.DATABASE_URL ? 20_000 : 2_000;

  it(`numbers ${ORDERS_A_DAY.toLocaleString('en')} orders of one day without a collision`, async () => {
    const day = new Date('2026-11-27T12:00:00Z');
    const numbers = new Set<string>();
    for (let batch = 0; batch < ORDERS_A_DAY / 500; batch += 1) {
      const made = await Promise.all(Array.from({ length: 500 }, () => newOrderNo(app.db, day)));
      for (const number of made) numbers.add(number);
    }
    expect(numbers.size).toBe(ORDERS_A_DAY);
    for (const number of numbers) expect(number).toMatch(/^PU20261127\d{7,}$/);
  });
});
