import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { build, BUYER, BROKER, login, post, SELLER } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let buyer: string;
let seller: string;

beforeAll(async () => {
  ({ app, close } = await build());
  buyer = await login(app, BUYER);
  seller = await login(app, SELLER);
});
afterAll(async () => close());

type Page = { list: Array<{ id: number }>; total: number };
const ids = (page: Page) => page.list.map((item) => item.id);

describe('lists read one page from the database, with the total of all', () => {
  it('pages quotation requests for the buyer who sent them and the seller who received them, and nobody else', async () => {
    const goods = (
      (await post(app, '/api/goods/myProductList', { auditStatus: '1000', everyNumber: 50 }, seller)).body.list as Array<{ id: number; putaway: boolean; tradeTerms: string[] }>
    ).find((g) => g.putaway && g.tradeTerms.includes('FOB'))!;
    const sent: number[] = [];
    for (const quantity of [20, 30, 40]) {
      const { body } = await post(
        app,
        calls.trade.saveQuotationRequest.path,
        { goodsId: goods.id, quantity, unit: 'pieces', tradeTerm: 'FOB', destination: 'Santos, Brazil' },
        buyer,
      );
      sent.push(body.data.id as number);
    }
    const submitted = (await post(app, calls.trade.listSubmittedQuotations.path, { currentPage: 1, everyNumber: -1 }, buyer)).body as Page;
    expect(ids(submitted)).toEqual(expect.arrayContaining(sent));
    // Newest first, one at a time, the total unchanged on every page.
    const second = (await post(app, calls.trade.listSubmittedQuotations.path, { currentPage: 2, everyNumber: 1 }, buyer)).body as Page;
    expect(second.total).toBe(submitted.total);
    expect(ids(second)).toEqual([ids(submitted)[1]]);
    const past = (await post(app, calls.trade.listSubmittedQuotations.path, { currentPage: 99, everyNumber: 10 }, buyer)).body as Page;
    expect(past).toMatchObject({ list: [], total: submitted.total });
    const received = (await post(app, calls.trade.listReceivedQuotations.path, { currentPage: 1, everyNumber: 200 }, seller)).body as Page;
    expect(ids(received)).toEqual(expect.arrayContaining(sent));
    const broker = await login(app, BROKER);
    expect(ids((await post(app, calls.trade.listReceivedQuotations.path, { currentPage: 1, everyNumber: 200 }, broker)).body as Page)).not.toEqual(expect.arrayContaining(sent));
    expect((await post(app, calls.trade.listSubmittedQuotations.path, { currentPage: 1, everyNumber: 10 })).body.result).toBe(2);
  });

  it('pages a buyer’s orders and messages the same way', async () => {
    for (const path of [calls.trade.listBuyerOrders.path, calls.trade.listMessages.path]) {
      const all = (await post(app, path, { currentPage: 1, everyNumber: 200 }, buyer)).body as Page;
      expect(all.total).toBeGreaterThan(2);
      const page = (await post(app, path, { currentPage: 2, everyNumber: 2 }, buyer)).body as Page;
      expect([path, page.total, ids(page)]).toEqual([path, all.total, ids(all).slice(2, 4)]);
    }
  });
});
