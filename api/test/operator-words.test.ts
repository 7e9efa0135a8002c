import type { FastifyInstance } from 'fastify';
import { RATE_STALE_DAYS } from '@puente/shared/contract';
import { rateAgeDays } from '../src/services/rate-age';
import { build, login, OPERATOR, post } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let operator: string;

beforeAll(async () => {
  ({ app, close } = await build());
  operator = await login(app, OPERATOR);
  // A fresh seeded database: slow on a busy two-core machine.
}, 300_000);
afterAll(async () => close?.());

/** The day `days` before today, in UTC, as a rate is dated. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('a rate’s age', () => {
  it('counts whole days in UTC, today being 0', () => {
    const noon = Date.parse('2026-11-27T12:00:00Z');
    expect(rateAgeDays('2026-11-27', noon)).toBe(0);
    expect(rateAgeDays('2026-11-28', noon)).toBe(0);
    expect(rateAgeDays('2026-11-20', noon)).toBe(7);
    expect(rateAgeDays('2026-02-06', noon)).toBe(294);
  });

  it('flags a rate older than RATE_STALE_DAYS on the console, not one of that age, and never the dollar', async () => {
    expect(RATE_STALE_DAYS).toBe(7);
    const set = (currency: string, asOf: string) => post(app, '/api/operator/rates/set', { currency, perUsd: 5, asOf, source: 'Test' }, operator);
    const reply = await set('BRL', daysAgo(RATE_STALE_DAYS + 1));
    expect(reply.body.data).toMatchObject({ currency: 'BRL', ageDays: RATE_STALE_DAYS + 1, stale: true });
    await set('MXN', daysAgo(RATE_STALE_DAYS));
    await set('CNH', daysAgo(0));
    const { body } = await post(app, '/api/operator/rates/list', {}, operator);
    const byCurrency = Object.fromEntries((body.data.current as Array<{ currency: string }>).map((rate) => [rate.currency, rate]));
    expect(byCurrency.BRL).toMatchObject({ ageDays: 8, stale: true });
    expect(byCurrency.MXN).toMatchObject({ ageDays: 7, stale: false });
    expect(byCurrency.CNH).toMatchObject({ ageDays: 0, stale: false });
    expect(byCurrency.USD).not.toHaveProperty('stale');
  });

  it('shows the oldest rate on the status page, marked stale, and current once every rate is', async () => {
    await post(app, '/api/operator/rates/set', { currency: 'BRL', perUsd: 5, asOf: daysAgo(300), source: 'Test' }, operator);
    const stale = await post(app, '/api/platform/status', {});
    expect(stale.body.data.oldestRate).toEqual({ currency: 'BRL', asOf: daysAgo(300), ageDays: 300, stale: true, staleAfterDays: RATE_STALE_DAYS });
    for (const currency of ['BRL', 'MXN', 'CNH']) await post(app, '/api/operator/rates/set', { currency, perUsd: 5, asOf: daysAgo(1), source: 'Test' }, operator);
    const fresh = await post(app, '/api/platform/status', {});
    expect(fresh.body.data.oldestRate).toMatchObject({ ageDays: 1, stale: false });
  });
});

describe('the latest decisions', () => {
  it('name what they concern in the reader’s language', async () => {
    await post(app, '/api/operator/review/decide', { kind: 'goods', id: 2, decision: 'reject', reason: 'Blurred photos' }, operator);
    const { body } = await post(app, '/api/operator/overview', { showLanguage: 'spanish' }, operator);
    const goods = (body.data.recent as Array<{ subjectKind: string; subjectId: number; subjectName?: string }>).find((line) => line.subjectKind === 'goods')!;
    const names = await app.db.selectFrom('goods').select('name').where('id', '=', 2).executeTakeFirstOrThrow();
    expect(goods.subjectName).toBe((names.name as { spanish?: string }).spanish);
    const rate = (body.data.recent as Array<{ subjectKind: string; subjectName?: string }>).find((line) => line.subjectKind === 'rate')!;
    expect(rate.subjectName).toBe('CNH');
  });
});

describe('a review’s facts', () => {
  it('come with their figures’ parts, and a display value in the reader’s number format', async () => {
    const { body } = await post(app, '/api/operator/review/details', { kind: 'goods', id: 3, showLanguage: 'portuguese' }, operator);
    const goods = await app.db.selectFrom('goods').select(['price_minor', 'currency', 'unit', 'min_order']).where('id', '=', 3).executeTakeFirstOrThrow();
    const [price, minOrder] = body.data.facts as Array<Record<string, unknown>>;
    expect(price).toMatchObject({ label: 'Preço', money: { amount: Number(goods.price_minor) / 100, currency: goods.currency }, unit: goods.unit });
    expect(price!.value).not.toMatch(/^(USD|BRL|MXN|CNH) /);
    expect(minOrder).toMatchObject({ label: 'Pedido mínimo', quantity: Number(goods.min_order), unit: goods.unit });
    expect(minOrder!.value).toBe(`${Number(goods.min_order).toLocaleString('pt-BR')} ${goods.unit}`);
  });
});
