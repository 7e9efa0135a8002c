import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { decide, setRate } from '../src/services/review';
import { OutboxSmsSender } from '../src/services/sms';
import { build, login, PNG_PIXEL, post, SELLER, upload } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let databaseUrl: string | undefined;

beforeAll(async () => {
  ({ app, close, databaseUrl } = await build());
});
afterAll(async () => close());

/** Asks again until the answer is `wanted` or two seconds have passed; the last answer. */
async function settlesTo<T>(ask: () => Promise<T>, wanted: T): Promise<T> {
  const until = Date.now() + 2000;
  let answer = await ask();
  while (answer !== wanted && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await ask();
  }
  return answer;
}

const list = (on: FastifyInstance, body: Record<string, unknown> = {}) => post(on, '/api/goods/list', { keyword: 'solar module', everyNumber: 20, ...body });

describe('kept replies to public reads', () => {
  it('serves a read again from what it kept, gzipped for a caller that accepts it, until the data moves on', async () => {
    const ask = () => app.inject({ method: 'POST', url: '/api/goods/list', payload: { sort: 'hottest', everyNumber: 20 } });
    const first = await ask();
    const top = first.json().list[0].id as number;
    // Behind the API's back (no write call, no announcement): the kept reply still answers.
    await app.db.updateTable('goods').set({ sales: 0 }).where('id', '=', top).execute();
    expect((await ask()).body).toBe(first.body);
    const zipped = await app.inject({ method: 'POST', url: '/api/goods/list', payload: { sort: 'hottest', everyNumber: 20 }, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    // Once the data's version moves on, the next read is made afresh.
    await app.readCache.changed();
    expect((await ask()).json().list[0].id).not.toBe(top);
  });

  it('never answers a reader in another language or currency with what it kept for the first', async () => {
    const english = (await list(app, { showLanguage: 'english', showCurrency: 'USD' })).body;
    const spanish = (await list(app, { showLanguage: 'spanish', showCurrency: 'BRL' })).body;
    expect(english.list[0].name).toMatch(/solar module/);
    expect(spanish.list[0].name).toMatch(/Módulo solar/);
    expect(english.list[0].price.showCurrency).toBe('USD');
    expect(spanish.list[0].price.showCurrency).toBe('BRL');
    expect((await list(app, { showLanguage: 'english', showCurrency: 'USD' })).body).toEqual(english);
  });

  it('shows a seller their own goods before review while buyers never see them, kept or not', async () => {
    const { app: reviewed, close: closeReviewed } = await build({ autoApprove: false });
    try {
      const seller = await login(reviewed, SELLER);
      const mine = (await post(reviewed, '/api/goods/myProductList', { auditStatus: '0000', everyNumber: 5 }, seller)).body.list as Array<{ id: number }>;
      const id = mine[0]!.id;
      for (let i = 0; i < 2; i++) {
        expect((await post(reviewed, '/api/goods/details', { id })).body.result).toBe(0);
        expect((await post(reviewed, '/api/goods/details', { id }, seller)).body.data.id).toBe(id);
      }
    } finally {
      await closeReviewed();
    }
  });

  it('shows a write on the next read: a price, a rate, goods off the shelf, a review decision', async () => {
    const seller = await login(app, SELLER);
    const own = (await post(app, '/api/goods/myProductList', { everyNumber: 50 }, seller)).body.list as Array<Record<string, any>>;
    const goods = own.find((g) => g.auditStatus === '1000' && g.putaway)!;
    const priceOf = async (currency: string) =>
      (
        (await post(app, '/api/goods/list', { sort: 'newest', everyNumber: 200, showCurrency: currency })).body.list as Array<{
          id: number;
          price: { amount: number; showAmount: number };
        }>
      ).find((g) => g.id === goods.id)?.price;
    expect((await priceOf('USD'))!.amount).toBe(goods.price.amount);
    // The seller changes the price.
    const saved = await post(
      app,
      '/api/goods/save',
      {
        id: goods.id,
        categoryId: goods.categoryId,
        brandId: goods.brand?.id ?? null,
        name: goods.names,
        description: goods.descriptions,
        images: [(await upload(app, PNG_PIXEL, 'photo.png', seller)).url as string],
        price: goods.price.amount + 1,
        currency: goods.price.currency,
        unit: goods.unit,
        minOrder: goods.minOrder,
        stock: goods.stock,
        tradeTerms: goods.tradeTerms,
        attributes: goods.attributeValues,
        shipping: goods.shipping,
      },
      seller,
    );
    expect([saved.body.result, saved.body.info]).toEqual([1, undefined]);
    if (saved.body.data.auditStatus !== '1000') await decide(app.db, 'goods', goods.id, 'pass');
    expect((await priceOf('USD'))!.amount).toBe(goods.price.amount + 1);
    // A rate set by the operators' tool (outside the API): the next read in BRL follows it.
    await setRate(app.db, 'BRL', 7.5, '2026-11-21', 'test');
    const usd = (await priceOf('USD'))!.showAmount;
    expect((await priceOf('BRL'))!.showAmount).toBeCloseTo(usd * 7.5, 0);
    // Off the shelf, then a review decision putting it back on sale: each shows at once.
    await post(app, '/api/goods/updatePutaway', { id: goods.id, putaway: false }, seller);
    expect(await priceOf('USD')).toBeUndefined();
    await decide(app.db, 'goods', goods.id, 'pass');
    expect(await priceOf('USD')).toBeDefined();
    await setRate(app.db, 'BRL', 5.24, '2026-02-06', 'ECB');
  });

  (process.env.DATABASE_URL ? it : it.skip)('keeps several processes on one PostgreSQL in step: a write in one is seen by the next read in the other', async () => {
    const other = await buildApp({ databaseUrl, dataDir: 'memory', seed: false, serveApps: false, sms: new OutboxSmsSender() });
    await other.ready();
    try {
      const seller = await login(app, SELLER);
      const own = (await post(app, '/api/goods/myProductList', { everyNumber: 50 }, seller)).body.list as Array<{ id: number; auditStatus: string; putaway: boolean }>;
      const goods = own.find((g) => g.auditStatus === '1000' && g.putaway)!;
      const visibleIn = async (on: FastifyInstance) =>
        ((await post(on, '/api/goods/list', { sort: 'newest', everyNumber: 200 })).body.list as Array<{ id: number }>).some((g) => g.id === goods.id);
      expect(await visibleIn(other)).toBe(true);
      expect(await visibleIn(other)).toBe(true);
      await post(app, '/api/goods/updatePutaway', { id: goods.id, putaway: false }, seller);
      // The other process hears of the write from PostgreSQL (NOTIFY), within moments.
      expect(await settlesTo(() => visibleIn(other), false)).toBe(false);
      await post(app, '/api/goods/updatePutaway', { id: goods.id, putaway: true }, seller);
      expect(await settlesTo(() => visibleIn(other), true)).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('one answer for a crowd, pages from indexes', () => {
  it('keeps nothing when told not to (PUENTE_READ_CACHE=0): every read is made afresh', async () => {
    const { app: fresh, close: closeFresh } = await build({ keepReplies: false });
    try {
      const ask = async () => (await post(fresh, '/api/goods/list', { sort: 'hottest', everyNumber: 5 })).body.list[0].id as number;
      const top = await ask();
      await fresh.db.updateTable('goods').set({ sales: 0 }).where('id', '=', top).execute();
      expect(await ask()).not.toBe(top);
    } finally {
      await closeFresh();
    }
  });

  it('makes a reply once for callers asking the same at once, and again after the data moved on', async () => {
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { json: `{"made":${made}}` };
    };
    const replies = await Promise.all(Array.from({ length: 20 }, () => app.readCache.share('crowd-test', make)));
    expect(made).toBe(1);
    expect(new Set(replies.map((r) => r!.json))).toEqual(new Set(['{"made":1}']));
    expect((await app.readCache.share('crowd-test', make))!.json).toBe('{"made":1}');
    await app.readCache.changed();
    expect((await app.readCache.share('crowd-test', make))!.json).toBe('{"made":2}');
  });

  it('reads a page of goods in each sort, and of a buyer’s orders, from an index that stops at the page’s end', async () => {
    const { sql } = await import('kysely');
    const explain = async (statement: ReturnType<typeof sql>) =>
      (
        await app.db.transaction().execute(async (trx) => {
          await sql`analyze goods`.execute(trx);
          await sql`analyze orders`.execute(trx);
          await sql`set local enable_seqscan = off`.execute(trx);
          await sql`set local enable_bitmapscan = off`.execute(trx);
          return sql<{ 'QUERY PLAN': string }>`explain ${statement}`.execute(trx);
        })
      ).rows
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    const onSale = sql`audit_status = '1000' and putaway and deleted_at is null`;
    expect(await explain(sql`select id from goods where ${onSale} order by created_at desc, id desc limit 20 offset 40`)).toMatch(/goods_newest_idx/);
    expect(await explain(sql`select id from goods where ${onSale} order by sales desc, id desc limit 20`)).toMatch(/goods_hottest_idx/);
    expect(await explain(sql`select id from goods where ${onSale} order by price_usd_minor, id limit 20`)).toMatch(/goods_price_idx/);
    expect(await explain(sql`select id from orders where buyer_id = 1 order by created_at desc, id desc limit 10`)).toMatch(/orders_buyer_newest_idx/);
  });
});
