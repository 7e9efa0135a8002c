import type { FastifyInstance } from 'fastify';
import { calls, ORDER_NODES, ORDER_PATHS, ORDER_STAGES, orderStageName, TRADE_TERMS, type TradeTerm } from '@puente/shared/contract';
import { build, BROKER, BUYER, createAccount, daysFromNow, login, pay, post, SELLER, sellerWithBalance, stepAs } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let tokens: { buyer: string; seller: string };
let broker: string;
let brokerId: number;
let addressId: number;
let goodsByTerm: Record<TradeTerm, number>;

beforeAll(async () => {
  ({ app, close } = await build());
  tokens = { buyer: await login(app, BUYER), seller: await login(app, SELLER) };
  broker = await login(app, BROKER);
  brokerId = (await post(app, '/api/zlkjUser/getUserInfo.json', {}, broker)).body.user.id;
  addressId = (
    await post(
      app,
      '/api/zlkjUser/save',
      { contactName: 'Lucía Hernández', phone: '+52-55-1234-5678', countryCode: 'MX', city: 'Monterrey', street: 'Av. Constitución 100', postalCode: '64000' },
      tokens.buyer,
    )
  ).body.data.id;
  // The demo seller's goods on sale, one offering each trade term.
  const mine = (await post(app, '/api/goods/myProductList', { auditStatus: '1000', everyNumber: -1 }, tokens.seller)).body.list.filter((g: { putaway: boolean }) => g.putaway);
  goodsByTerm = Object.fromEntries(TRADE_TERMS.map((term) => [term, mine.find((g: { tradeTerms: string[] }) => g.tradeTerms.includes(term)).id])) as Record<TradeTerm, number>;
});
afterAll(async () => close());

async function minOrder(goodsId: number) {
  return (await post(app, '/api/goods/details', { id: goodsId })).body.data.minOrder as number;
}

async function newOrder(term: TradeTerm, overrides: Record<string, unknown> = {}, token = tokens.buyer) {
  const goodsId = goodsByTerm[term];
  return post(
    app,
    '/api/order/v2/createOrder',
    { items: [{ goodsId, quantity: await minOrder(goodsId) }], tradeTerm: term, shippingAddressId: addressId, logisticsProvider: 'freightCarrier', ...overrides },
    token,
  );
}

async function details(id: number, token = tokens.buyer) {
  return (await post(app, '/api/order/v2/details', { id }, token)).body;
}

async function ledgerSum(where: { orderId?: number; userId?: number; account: string }) {
  let query = app.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_minor'), eb.lit(0)).as('total'))
    .where('account', '=', where.account as never);
  if (where.orderId) query = query.where('order_id', '=', where.orderId);
  if (where.userId) query = query.where('user_id', '=', where.userId);
  return Number((await query.executeTakeFirstOrThrow()).total);
}

describe('the order machine', () => {
  it.each(TRADE_TERMS)('walks the whole legal path of %s to completed and settled, with the money where it belongs', async (term) => {
    const created = await newOrder(term, { brokerId });
    expect(created.body.result).toBe(1);
    const id = created.body.data.id;
    // The broker and the seller see the commission they will be paid and pay; the buyer does not.
    const asBroker = await details(id, broker);
    expect(asBroker.data.commission).toMatchObject({ rate: 3, status: 'expected', broker: { id: brokerId } });
    expect((await details(id, tokens.seller)).data.commission).toMatchObject({ rate: 3, status: 'expected' });
    expect((await details(id)).data.commission).toBeNull();
    for (const step of ORDER_PATHS[term].slice(1)) {
      if (step.role === 'platform') continue;
      const before = await details(id, step.role === 'buyer' ? tokens.buyer : tokens.seller);
      expect(before.data.actions).toContain(step.action);
      const reply = await stepAs(app, tokens, step.action, id, step.role as 'buyer' | 'seller');
      expect(reply.body).toMatchObject({ result: 1, data: { node: step.action === 'requestSettlement' ? 'settlementRequested' : step.node } });
    }
    // The demo build settles on request only with auto-approval; here the platform settles.
    const { settle } = await import('../src/services/orders');
    await app.db.transaction().execute((trx) => settle(trx, id));
    const order = await details(id);
    expect(order.data).toMatchObject({ status: 7, node: 'settled' });
    expect(order.data.nodes.every((n: { done: boolean }) => n.done)).toBe(true);
    expect(order.data.timeline.map((e: { action: string }) => e.action)).toEqual(ORDER_PATHS[term].map((s) => s.action));
    // Escrow is empty, and seller + broker + platform add up to what the buyer paid.
    expect(await ledgerSum({ orderId: id, account: 'escrow' })).toBe(0);
    const paid = (await app.db.selectFrom('payments').select('amount_minor').where('order_id', '=', id).where('status', '=', 'succeeded').execute()).reduce(
      (s, p) => s + p.amount_minor,
      0,
    );
    const sellerShare = await ledgerSum({ orderId: id, account: 'available', userId: (await post(app, '/api/zlkjUser/getUserInfo.json', {}, tokens.seller)).body.user.id });
    const commission = await ledgerSum({ orderId: id, account: 'available', userId: brokerId });
    const fee = await ledgerSum({ orderId: id, account: 'platform' });
    expect(sellerShare + commission + fee).toBe(paid);
    expect(commission).toBeGreaterThan(0);
    // What the broker was shown is what was credited, and it now says so, on the order and in the broker's list.
    const settled = await details(id, broker);
    expect(settled.data.commission).toMatchObject({ status: 'credited', amount: { currency: settled.data.total.currency } });
    expect(Math.round(settled.data.commission.amount.amount * 100)).toBe(commission);
    const listed = (await post(app, '/api/order/v2/getAgentOrdersList', { everyNumber: 50 }, broker)).body.list.find((o: { id: number }) => o.id === id);
    expect(listed.commission).toMatchObject({ status: 'credited', rate: 3 });
  });

  it('voids the commission of a cancelled order and shows none on an order without a broker', async () => {
    const withBroker = (await newOrder('FOB', { brokerId })).body.data.id;
    expect((await post(app, '/api/order/v2/cancel', { id: withBroker, note: 'Ordered the wrong model' }, tokens.buyer)).body.result).toBe(1);
    expect((await details(withBroker, broker)).data.commission).toMatchObject({ status: 'void' });
    const without = (await newOrder('FOB')).body.data.id;
    expect((await details(without, tokens.seller)).data.commission).toBeNull();
  });

  it('refuses steps out of order or by the wrong role, changing nothing', async () => {
    const id = (await newOrder('FOB')).body.data.id;
    expect((await stepAs(app, tokens, 'confirm', id, 'buyer')).body.code).toBe('order.notAllowed');
    expect((await stepAs(app, tokens, 'prepareStock', id, 'seller')).body.code).toBe('order.notAllowed');
    expect((await pay(app, tokens.buyer, id, 'deposit')).body.code).toBe('payment.notDue');
    const order = await details(id);
    expect(order.data).toMatchObject({ status: 0, node: 'created' });
    expect(order.data.timeline).toHaveLength(1);
  });

  it('random calls by random roles never reach a state the machine does not define', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const actions = [
      'confirm',
      'configure',
      'confirmConfiguration',
      'payDeposit',
      'prepareStock',
      'declareCustoms',
      'confirmCustoms',
      'payBalance',
      'shipDomestic',
      'submitInsurance',
      'shipOverseas',
      'confirmArrival',
      'pickUp',
      'complete',
      'requestSettlement',
    ];
    for (let run = 0; run < 4; run += 1) {
      const term = TRADE_TERMS[run % 4]!;
      const id = (await newOrder(term)).body.data.id;
      for (let i = 0; i < 45; i += 1) {
        const action = actions[Math.floor(random() * actions.length)]!;
        const role = random() < 0.5 ? 'buyer' : 'seller';
        const before = await app.db.selectFrom('orders').select(['status', 'node']).where('id', '=', id).executeTakeFirstOrThrow();
        const reply = await stepAs(app, tokens, action, id, role);
        const after = await app.db.selectFrom('orders').select(['status', 'node']).where('id', '=', id).executeTakeFirstOrThrow();
        expect([0, 1, 2, 3, 4, 5, 6, 7, 8]).toContain(after.status);
        expect(ORDER_PATHS[term].map((s) => s.node)).toContain(after.node);
        expect((ORDER_NODES as readonly string[]).includes(after.node)).toBe(true);
        if (reply.body.result !== 1) expect(after).toEqual(before);
        else {
          const step = ORDER_PATHS[term].find((s) => s.node === after.node)!;
          expect(step.action === action || (action === 'payDeposit' && step.action === 'payDeposit') || (action === 'payBalance' && step.action === 'payBalance')).toBe(true);
          expect(step.status).toBe(after.status);
        }
      }
    }
  });

  it('cancels before the deposit and refunds after it only through the platform', async () => {
    const id = (await newOrder('EXW')).body.data.id;
    expect((await post(app, '/api/order/v2/cancel', { id, note: 'Changed supplier' }, tokens.buyer)).body.data.status).toBe(8);
    expect((await stepAs(app, tokens, 'confirm', id, 'seller')).body.code).toBe('order.notAllowed');
    const paidId = (await newOrder('EXW')).body.data.id;
    for (const [action, role] of [
      ['confirm', 'seller'],
      ['configure', 'seller'],
      ['confirmConfiguration', 'buyer'],
      ['payDeposit', 'buyer'],
    ] as const) {
      expect((await stepAs(app, tokens, action, paidId, role)).body.result).toBe(1);
    }
    expect((await post(app, '/api/order/v2/cancel', { id: paidId }, tokens.buyer)).body.code).toBe('order.notAllowed');
    const { cancel } = await import('../src/services/orders');
    await app.db.transaction().execute((trx) => cancel(trx, paidId, { userId: null, role: 'platform' }, 'Seller cannot deliver', async () => undefined));
    expect(await ledgerSum({ orderId: paidId, account: 'escrow' })).toBe(0);
  });

  it('runs after-sales, its review and arbitration, and holds settlement while open', async () => {
    const id = (await newOrder('EXW')).body.data.id;
    for (const step of ORDER_PATHS.EXW.slice(1)) {
      if (step.action === 'requestSettlement') break;
      expect((await stepAs(app, tokens, step.action, id, step.role as 'buyer' | 'seller')).body.result).toBe(1);
    }
    expect((await post(app, '/api/order/v2/shenQingShouHou', { id, reason: 'Two units arrived damaged', refund: 999999999 }, tokens.buyer)).body.code).toBe('order.refundTooLarge');
    expect((await post(app, '/api/order/v2/shenQingShouHou', { id, reason: 'Two units arrived damaged', refund: 10 }, tokens.seller)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/order/v2/shenQingShouHou', { id, reason: 'Two units arrived damaged', refund: 10 }, tokens.buyer)).body.result).toBe(1);
    expect((await stepAs(app, tokens, 'requestSettlement', id, 'seller')).body.code).toBe('order.afterSalesOpen');
    expect((await post(app, '/api/order/v2/shouHouShenHe', { id, accept: false, note: 'Damage happened after pickup' }, tokens.seller)).body.result).toBe(1);
    expect((await details(id, tokens.seller)).data.actions).toContain('requestArbitration');
    expect((await post(app, '/api/order/v2/shenQingZhongCai', { id, reason: 'Photos at pickup show the damage' }, tokens.buyer)).body.result).toBe(1);
    expect((await details(id)).data.afterSales.status).toBe('arbitration');
    const { arbitrate } = await import('../src/services/orders');
    await app.db.transaction().execute((trx) => arbitrate(trx, id, 3, 'Half of the claim: damage partly after pickup'));
    expect((await details(id)).data.afterSales.status).toBe('resolved');
    expect((await stepAs(app, tokens, 'requestSettlement', id, 'seller')).body.result).toBe(1);

    const accepted = (await newOrder('EXW')).body.data.id;
    for (const step of ORDER_PATHS.EXW.slice(1)) {
      if (step.action === 'requestSettlement') break;
      await stepAs(app, tokens, step.action, accepted, step.role as 'buyer' | 'seller');
    }
    await post(app, '/api/order/v2/shenQingShouHou', { id: accepted, reason: 'One carton missing', refund: 5 }, tokens.buyer);
    const held = await ledgerSum({ orderId: accepted, account: 'escrow' });
    expect((await post(app, '/api/order/v2/shouHouShenHe', { id: accepted, accept: true }, tokens.seller)).body.result).toBe(1);
    expect(await ledgerSum({ orderId: accepted, account: 'escrow' })).toBe(held - 500);
    expect((await stepAs(app, tokens, 'requestSettlement', accepted, 'seller')).body.result).toBe(1);
  });

  it('records each transition on the timeline and tells the other party', async () => {
    const before = (await post(app, '/api/message/quantity.json', {}, tokens.seller)).body.data.count;
    const id = (await newOrder('CIF')).body.data.id;
    expect((await post(app, '/api/message/quantity.json', {}, tokens.seller)).body.data.count).toBe(before + 1);
    const message = (await post(app, '/api/message/list', { isRead: 0, everyNumber: 1, showLanguage: 'spanish' }, tokens.seller)).body.list[0];
    expect(message.title).toMatch(/Nuevo pedido/);
    expect(message.content[1]).toMatchObject({ type: 'link', link: '/personalOrderBrokerDetails', params: { id: String(id) } });
    await stepAs(app, tokens, 'confirm', id, 'seller');
    const buyerMessages = (await post(app, '/api/message/list', { everyNumber: 1 }, tokens.buyer)).body.list[0];
    expect(buyerMessages.content[1].link).toBe('/personalOrderDetails');
  });

  it('previews an order with totals, terms offered and what the term includes', async () => {
    const goodsId = goodsByTerm.CIF;
    const { body } = await post(
      app,
      '/api/shopOrder/confirmOrder',
      { items: [{ goodsId, quantity: await minOrder(goodsId) }], tradeTerm: 'CIF', showCurrency: 'BRL' },
      tokens.buyer,
    );
    expect(body.data.total.showCurrency).toBe('BRL');
    expect(body.data.deposit.amount + body.data.balance.amount).toBeCloseTo(body.data.total.amount, 2);
    expect(body.data.includes).toContain('insuranceSubmitted');
    expect(body.data.logisticsProviders).toHaveLength(2);
  });

  it('refuses orders that break the rules', async () => {
    const goodsId = goodsByTerm.FOB;
    const min = await minOrder(goodsId);
    const base = { items: [{ goodsId, quantity: min }], tradeTerm: 'FOB', shippingAddressId: addressId, logisticsProvider: 'freightCarrier' };
    expect((await post(app, '/api/order/v2/createOrder', { ...base, items: [{ goodsId, quantity: 1 }] }, tokens.buyer)).body.code).toBe(min > 1 ? 'order.minOrder' : undefined);
    expect((await post(app, '/api/order/v2/createOrder', { ...base, tradeTerm: 'DDP' }, tokens.buyer)).body.code).toBe('order.termInvalid');
    expect((await post(app, '/api/order/v2/createOrder', base, tokens.seller)).body.code).toBe('order.ownGoods');
    expect((await post(app, '/api/order/v2/createOrder', base)).body.result).toBe(2);
    const stranger = await createAccount(app, 'buyer');
    expect((await post(app, '/api/order/v2/createOrder', base, stranger.token)).body.code).toBe('order.addressRequired');
    const other = (await post(app, '/api/goods/list', { countryCode: 'BR', everyNumber: 1 })).body.list[0];
    expect(
      (
        await post(
          app,
          '/api/order/v2/createOrder',
          {
            ...base,
            items: [
              { goodsId, quantity: min },
              { goodsId: other.id, quantity: other.minOrder },
            ],
          },
          tokens.buyer,
        )
      ).body.code,
    ).toBe('order.oneSeller');
  });
});

describe('concurrency', () => {
  it('charges a step once when the payment is submitted twice, or twice at once', async () => {
    const id = (await newOrder('EXW')).body.data.id;
    for (const [action, role] of [
      ['confirm', 'seller'],
      ['configure', 'seller'],
      ['confirmConfiguration', 'buyer'],
    ] as const)
      await stepAs(app, tokens, action, id, role);
    const session = (await post(app, '/api/shopOrder/toPay', { id, step: 'deposit' }, tokens.buyer)).body.data;
    const submit = (key: string) => post(app, '/api/order/v2/zhiFu', { id, step: 'deposit', paymentId: session.paymentId, idempotencyKey: key }, tokens.buyer);
    const replies = await Promise.all([submit('same-key-123'), submit('same-key-123'), submit('other-key-456')]);
    expect(replies.filter((r) => r.body.result === 1 && r.body.data.payment === 'succeeded').length).toBeGreaterThanOrEqual(1);
    const paid = await app.db.selectFrom('payments').selectAll().where('order_id', '=', id).where('status', '=', 'succeeded').execute();
    expect(paid).toHaveLength(1);
    expect(await ledgerSum({ orderId: id, account: 'escrow' })).toBe(paid[0]!.amount_minor);
    expect((await details(id)).data.node).toBe('depositPaid');
    // The winning submit's key, sent again later, is answered, not charged.
    expect((await submit(paid[0]!.idempotency_key!)).body.data.payment).toBe('succeeded');
    expect(await ledgerSum({ orderId: id, account: 'escrow' })).toBe(paid[0]!.amount_minor);
  });

  it('confirms an order once when the seller clicks twice at once', async () => {
    const id = (await newOrder('FOB')).body.data.id;
    const replies = await Promise.all([stepAs(app, tokens, 'confirm', id, 'seller'), stepAs(app, tokens, 'confirm', id, 'seller')]);
    expect(replies.filter((r) => r.body.result === 1)).toHaveLength(1);
    expect((await details(id)).data.timeline.filter((e: { action: string }) => e.action === 'confirm')).toHaveLength(1);
  });

  it('never lets 50 simultaneous withdrawals take more than the balance', async () => {
    const seller = await sellerWithBalance(app, 100_000);
    const account = seller.accountId;
    const replies = await Promise.all(Array.from({ length: 50 }, () => post(app, '/api/zlkjWithdrawal/apply', { accountId: account, amount: 30, currency: 'USD' }, seller.token)));
    const accepted = replies.filter((r) => r.body.result === 1).length;
    expect(accepted).toBe(33);
    expect(replies.filter((r) => r.body.code === 'withdrawal.insufficient')).toHaveLength(17);
    expect(await ledgerSum({ userId: seller.id, account: 'available' })).toBe(100_000 - 33 * 3000);
    expect((await post(app, '/api/zlkjWithdrawal/list', { everyNumber: -1 }, seller.token)).body.total).toBe(33);
  });
});

describe('authorization matrix', () => {
  it('keeps buyers to their own orders, addresses, quotations and messages, and sellers to their own orders', async () => {
    const stranger = await createAccount(app, 'buyer');
    const strangerSeller = await createAccount(app, 'seller');
    const id = (await newOrder('FOB')).body.data.id;
    for (const token of [stranger.token, strangerSeller.token]) {
      expect((await post(app, '/api/order/v2/details', { id }, token)).body.code).toBe('resource.notFound');
      expect((await post(app, '/api/order/v2/confirmOrder', { id }, token)).body.code).toBe('resource.notFound');
      expect((await post(app, '/api/order/v2/cancel', { id }, token)).body.code).toBe('resource.notFound');
      expect((await post(app, '/api/shopOrder/toPay', { id, step: 'deposit' }, token)).body.code).toBe('resource.notFound');
      expect((await post(app, '/api/order/v2/getOrdersList', { everyNumber: -1 }, token)).body.total).toBe(0);
      expect((await post(app, '/api/order/v2/getAgentOrdersList', { everyNumber: -1 }, token)).body.total).toBe(0);
      expect((await post(app, '/api/zlkjUser/getAddress', { id: addressId }, token)).body.code).toBe('resource.forbidden');
      expect((await post(app, '/api/zlkjUser/delete', { id: addressId }, token)).body.code).toBe('resource.forbidden');
    }
    // The buyer's cart and messages are theirs alone.
    await post(app, '/api/cart/update', { goodsId: goodsByTerm.EXW, quantity: await minOrder(goodsByTerm.EXW) }, tokens.buyer);
    expect((await post(app, '/api/cart/myCart', {}, stranger.token)).body.list).toEqual([]);
    await post(app, '/api/cart/remove', { goodsIds: [goodsByTerm.EXW] }, stranger.token);
    expect((await post(app, '/api/cart/myCart', {}, tokens.buyer)).body.list.map((i: { goodsId: number }) => i.goodsId)).toContain(goodsByTerm.EXW);
    const message = (await post(app, '/api/message/list', { everyNumber: 1 }, tokens.buyer)).body.list[0];
    expect((await post(app, '/api/message/details', { id: message.id }, stranger.token)).body.code).toBe('resource.notFound');
    expect((await post(app, '/api/message/read', { ids: [message.id] }, stranger.token)).body.data.count).toBe(0);
    const quotation = (
      await post(
        app,
        '/api/goods/saveProductQuotation.json',
        { goodsId: goodsByTerm.FOB, quantity: 500, unit: 'pieces', tradeTerm: 'FOB', destination: 'Manzanillo' },
        tokens.buyer,
      )
    ).body.data.id;
    expect((await post(app, '/api/platform/productQuotation/details', { id: quotation }, stranger.token)).body.code).toBe('resource.notFound');
    expect(
      (
        await post(
          app,
          '/api/platform/productQuotation/uploadQuotationFile',
          { id: quotation, file: '/uploads/0123456789abcdef0123456789abcdef.pdf', price: 1, currency: 'USD', validUntil: '2027-01-01' },
          strangerSeller.token,
        )
      ).body.code,
    ).toBe('resource.forbidden');
    // A broker sees the orders they brought, and cannot act for the buyer.
    const brought = (await newOrder('EXW', { brokerId })).body.data.id;
    expect((await post(app, '/api/order/v2/getAgentOrdersList', { everyNumber: -1 }, broker)).body.list.map((o: { id: number }) => o.id)).toContain(brought);
    expect((await post(app, '/api/order/v2/details', { id: brought }, broker)).body.data.role).toBe('broker');
    expect((await post(app, '/api/order/v2/queRenPeiZhi', { id: brought }, broker)).body.code).toBe('order.notAllowed');
  });
});

describe('the demo trade data', () => {
  it('gives the demo accounts orders in every status and trade term, quotations, messages and money', async () => {
    const stats = (await post(app, '/api/shopOrder/orderDataStatistics', { side: 'buyer' }, tokens.buyer)).body.data.byStatus;
    for (let status = 0; status <= 8; status += 1) expect(stats[String(status)]).toBeGreaterThan(0);
    const orders = (await post(app, '/api/order/v2/getOrdersList', { everyNumber: -1 }, tokens.buyer)).body.list;
    expect(new Set(orders.map((o: { tradeTerm: string }) => o.tradeTerm))).toEqual(new Set(TRADE_TERMS));
    expect((await post(app, '/api/order/v2/getAgentOrdersList', { everyNumber: -1 }, broker)).body.total).toBeGreaterThan(0);
    expect((await post(app, '/api/platform/productQuotation/getReceivedList', {}, tokens.seller)).body.total).toBeGreaterThanOrEqual(3);
    const submitted = (await post(app, '/api/platform/productQuotation/getSubmittedList', {}, tokens.buyer)).body.list;
    expect(submitted.some((q: { status: string; quotationFile: string }) => q.status === 'quoted' && q.quotationFile)).toBe(true);
    const messages = (await post(app, '/api/message/list', { everyNumber: -1 }, tokens.seller)).body.list;
    expect(messages.some((m: { isRead: boolean }) => m.isRead)).toBe(true);
    expect(messages.some((m: { isRead: boolean }) => !m.isRead)).toBe(true);
    const revenue = (await post(app, '/api/zlkjUserAssets/revenueDetailStatistics.json', { showCurrency: 'USD' }, tokens.seller)).body.data;
    expect(revenue.show.earned).toBeGreaterThan(0);
    expect(revenue.show.withdrawn).toBeGreaterThan(0);
    expect((await post(app, '/api/revenueRecords/list.json', { everyNumber: -1 }, broker)).body.total).toBeGreaterThan(0);
    // Each movement carries its value in the reader's currency at the platform's rates, signed as the movement.
    const flow = calls.trade.listCapitalFlow.reply.parse((await post(app, calls.trade.listCapitalFlow.path, { everyNumber: -1, showCurrency: 'BRL' }, tokens.seller)).body).list;
    expect(flow.length).toBeGreaterThan(0);
    const rates = (await post(app, calls.currencyConvert.path, { amount: 1, currency: 'USD', showCurrency: 'BRL' })).body.data.rate as number;
    for (const line of flow) {
      expect(line.price).toMatchObject({ amount: line.amount.amount, currency: line.amount.currency, showCurrency: 'BRL' });
      expect(Math.sign(line.price!.showAmount)).toBe(Math.sign(line.amount.amount));
      if (line.amount.currency === 'USD') expect(line.price!.showAmount).toBeCloseTo(line.amount.amount * rates, 1);
    }
    expect((await post(app, '/api/zlkjWithdrawal/list', {}, tokens.seller)).body.total).toBe(1);
    expect((await post(app, '/api/zlkjReceivingAccount/list', {}, tokens.seller)).body.list[0].accountNumber).toMatch(/^•••• \d{4}$/);
    expect((await post(app, '/api/pingpong/registered', {}, tokens.seller)).body.data.registered).toBe(true);
  });
});

describe('order stages', () => {
  it('files every order under the one stage its page and the cashier name: the counts and the stage filter agree', async () => {
    for (const [side, path, token] of [
      ['buyer', '/api/order/v2/getOrdersList', tokens.buyer],
      ['seller', '/api/order/v2/getAgentOrdersList', tokens.seller],
    ] as const) {
      const stats = (await post(app, '/api/shopOrder/orderDataStatistics', { side }, token)).body.data;
      expect(Object.keys(stats.byStage).sort()).toEqual([...ORDER_STAGES].sort());
      expect(Object.values(stats.byStage as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(stats.total);
      for (const stage of ORDER_STAGES) {
        const listed = (await post(app, path, { stage, everyNumber: -1 }, token)).body;
        expect([stage, listed.total]).toEqual([stage, stats.byStage[stage]]);
        for (const order of listed.list) expect([order.orderNo, orderStageName(order)]).toEqual([order.orderNo, stage]);
      }
    }
    // The demo buyer has an order whose deposit is paid: it waits for the goods, whatever its status code says.
    const preparing = (await post(app, '/api/order/v2/getOrdersList', { stage: 'prepareStock', everyNumber: -1 }, tokens.buyer)).body.list;
    expect(preparing.length).toBeGreaterThan(0);
    expect((await post(app, '/api/order/v2/getOrdersList', { stage: 'packing' }, tokens.buyer)).body.code).toBe('validation.invalid');
  });
});

describe('cart, money and messages calls', () => {
  it('answers the cart with its ask-to-reselect when goods leave the shelf', async () => {
    const shopper = await createAccount(app, 'buyer');
    const goodsId = goodsByTerm.FOB;
    const least = await minOrder(goodsId);
    expect((await post(app, '/api/cart/update', { goodsId, quantity: least }, shopper.token)).body.data.count).toBe(1);
    expect((await post(app, '/api/cart/update', { goodsId, quantity: 2, add: true }, shopper.token)).body.result).toBe(1);
    expect((await post(app, '/api/cart/myCart', {}, shopper.token)).body.list[0].quantity).toBe(least + 2);
    await post(app, '/api/goods/updatePutaway', { id: goodsId, putaway: false }, tokens.seller);
    const cart = (await post(app, '/api/cart/myCart', { showLanguage: 'portuguese' }, shopper.token)).body;
    expect(cart).toMatchObject({ result: 0, code: 'cart.invalidGoods' });
    expect(cart.info).toMatch(/selecione/);
    expect(cart.list[0].available).toBe(false);
    const check = (await post(app, '/api/cart/checkGoodsStatusBeforeOrder', { goodsIds: [goodsId] }, shopper.token)).body;
    expect(check).toMatchObject({ code: 'cart.invalidGoods', data: { invalidGoodsIds: [goodsId] } });
    await post(app, '/api/goods/updatePutaway', { id: goodsId, putaway: true }, tokens.seller);
    expect((await post(app, '/api/cart/remove', { goodsIds: [goodsId] }, shopper.token)).body.data.count).toBe(0);
    expect((await post(app, '/api/cart/myCart', {})).body.result).toBe(2);
  });

  it('keeps payee accounts, opens a virtual account and registers a PingPong merchant', async () => {
    const seller = await createAccount(app, 'seller');
    expect(
      (await post(app, '/api/zlkjReceivingAccount/save', { holderName: 'A', bankName: 'B', branch: 'C', accountNumber: '12', countryCode: 'CN', currency: 'USD' }, seller.token))
        .body.code,
    ).toBe('account.numberInvalid');
    expect(
      (
        await post(
          app,
          '/api/zlkjReceivingAccount/save',
          { holderName: 'A', bankName: 'B', branch: 'C', accountNumber: '123456', swift: 'nope', countryCode: 'CN', currency: 'USD' },
          seller.token,
        )
      ).body.code,
    ).toBe('account.swiftInvalid');
    const virtual = (await post(app, '/api/zlkjReceivingAccount/ppva', { currency: 'USD' }, seller.token)).body.data;
    expect(virtual).toMatchObject({ kind: 'pingpong', currency: 'USD' });
    expect((await post(app, '/api/zlkjReceivingAccount/delete', { id: virtual.id }, tokens.seller)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/zlkjWithdrawal/apply', { accountId: virtual.id, amount: 1, currency: 'USD' }, seller.token)).body.code).toBe('withdrawal.insufficient');
    expect((await post(app, '/api/zlkjWithdrawal/apply', { accountId: virtual.id, amount: 1, currency: 'USD' }, tokens.seller)).body.code).toBe('resource.forbidden');
    expect((await post(app, '/api/pingpong/registered', {}, seller.token)).body.data.registered).toBe(false);
    expect((await post(app, '/api/pingpong/merchant', { companyName: 'Test Co', contactEmail: 'bad' }, seller.token)).body.code).toBe('validation.emailInvalid');
    expect((await post(app, '/api/pingpong/merchant', { companyName: 'Test Co', contactEmail: 'pay@test.example' }, seller.token)).body.data).toMatchObject({
      registered: true,
      status: 'active',
    });
    expect((await post(app, '/api/pingpong/registeredDetails', {}, seller.token)).body.data.companyName).toBe('Test Co');
    expect((await post(app, '/api/zlkjReceivingAccount/list', {})).body.result).toBe(2);
  });

  it('counts, lists, opens and marks messages read', async () => {
    const count = (await post(app, '/api/message/quantity.json', {}, tokens.buyer)).body.data.count;
    const unread = (await post(app, '/api/message/list', { isRead: 0, everyNumber: -1 }, tokens.buyer)).body.list;
    expect(unread).toHaveLength(count);
    const opened = (await post(app, '/api/message/details', { id: unread[0].id }, tokens.buyer)).body.data;
    expect(opened.isRead).toBe(true);
    expect((await post(app, '/api/message/read', { ids: unread.slice(1).map((m: { id: number }) => m.id) }, tokens.buyer)).body.data.count).toBe(count - 1);
    expect((await post(app, '/api/message/quantity.json', {}, tokens.buyer)).body.data.count).toBe(0);
    expect((await post(app, '/api/message/read', { ids: [] }, tokens.buyer)).body.code).toBe('validation.required');
  });

  it('answers a quotation request with a file and counts what is unseen', async () => {
    const asked = (
      await post(
        app,
        '/api/goods/saveProductQuotation.json',
        { goodsId: goodsByTerm.CIF, quantity: 200, unit: 'pieces', tradeTerm: 'CIF', destination: 'Callao, Peru', targetPrice: 50 },
        tokens.buyer,
      )
    ).body.data.id;
    const unseen = (await post(app, '/api/platform/productQuotation/brokerCheckViewNum', {}, tokens.seller)).body.data.count;
    expect(unseen).toBeGreaterThan(0);
    await post(app, '/api/platform/productQuotation/details', { id: asked }, tokens.seller);
    expect((await post(app, '/api/platform/productQuotation/brokerCheckViewNum', {}, tokens.seller)).body.data.count).toBe(unseen - 1);
    const { upload, PNG_PIXEL } = await import('./helpers');
    const file = (await upload(app, Buffer.from('%PDF-1.4\n%%EOF\n'), 'quote.pdf', tokens.seller)).url;
    expect(
      (await post(app, '/api/platform/productQuotation/uploadQuotationFile', { id: asked, file, price: 0, currency: 'USD', validUntil: daysFromNow(30) }, tokens.seller)).body.code,
    ).toBe('validation.amountInvalid');
    expect(
      (
        await post(
          app,
          '/api/platform/productQuotation/uploadQuotationFile',
          { id: asked, file, price: 48.5, currency: 'USD', validUntil: daysFromNow(30), note: 'Includes cartons' },
          tokens.seller,
        )
      ).body.result,
    ).toBe(1);
    expect((await post(app, '/api/platform/productQuotation/userCheckViewNum', {}, tokens.buyer)).body.data.count).toBeGreaterThan(0);
    const seen = (await post(app, '/api/platform/productQuotation/details', { id: asked, showCurrency: 'MXN' }, tokens.buyer)).body.data;
    expect(seen).toMatchObject({ status: 'quoted', quotedPrice: { amount: 48.5, currency: 'USD', showCurrency: 'MXN' }, quotationFile: file });
    expect(
      (await post(app, '/api/goods/saveProductQuotation.json', { goodsId: goodsByTerm.CIF, quantity: 0, unit: 'pieces', tradeTerm: 'CIF', destination: 'x' }, tokens.buyer)).body
        .code,
    ).toBe('requirement.quantityInvalid');
    expect(
      (await post(app, '/api/goods/saveProductQuotation.json', { goodsId: goodsByTerm.CIF, quantity: 1, unit: 'pieces', tradeTerm: 'CIF', destination: 'x' })).body.result,
    ).toBe(2);
    void PNG_PIXEL;
  });

  it('keeps addresses with one default per kind', async () => {
    const shopper = await createAccount(app, 'buyer');
    const a = (await post(app, '/api/zlkjUser/save', { contactName: 'A', phone: '123', countryCode: 'pe', city: 'Lima', street: 'Av. 1' }, shopper.token)).body.data.id;
    const b = (await post(app, '/api/zlkjUser/save', { contactName: 'B', phone: '456', countryCode: 'PE', city: 'Lima', street: 'Av. 2', isDefault: true }, shopper.token)).body
      .data.id;
    await post(
      app,
      '/api/zlkjUser/save',
      { kind: 'billing', contactName: 'C', phone: '789', countryCode: 'PE', city: 'Lima', street: 'Av. 3', taxId: '20123456789' },
      shopper.token,
    );
    const list = (await post(app, '/api/zlkjUser/list.json', { kind: 'shipping' }, shopper.token)).body.list;
    expect(list.map((x: { id: number; isDefault: boolean }) => [x.id, x.isDefault])).toEqual([
      [b, true],
      [a, false],
    ]);
    expect((await post(app, '/api/zlkjUser/list.json', { kind: 'billing' }, shopper.token)).body.list[0]).toMatchObject({ isDefault: true, taxId: '20123456789' });
    expect((await post(app, '/api/zlkjUser/save', { contactName: 'A', phone: 'abc', countryCode: 'PE', city: 'Lima', street: 'x' }, shopper.token)).body.code).toBe(
      'validation.phoneChars',
    );
    expect((await post(app, '/api/zlkjUser/save', { contactName: 'A', phone: '1', countryCode: 'PE', city: '', street: 'x' }, shopper.token)).body.code).toBe(
      'address.cityRequired',
    );
    expect((await post(app, '/api/zlkjUser/delete', { id: a }, shopper.token)).body.result).toBe(1);
    expect((await post(app, '/api/zlkjUser/getAddress', { id: a }, shopper.token)).body.code).toBe('resource.notFound');
  });
});
