import type { FastifyInstance } from 'fastify';
import { build, post } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await build());
});
afterAll(async () => close());

describe('site content', () => {
  it('lists the footer’s variables, including the filing number icp', async () => {
    const { body } = await post(app, '/api/siteVar/list', { siteid: 1 });
    expect(body.result).toBe(1);
    expect(body.list.find((v: { name: string }) => v.name === 'icp').value).toMatch(/ICP/);
  });

  it('translates content to the caller’s language', async () => {
    const { body } = await post(app, '/api/carouselImage/list.json', { siteid: 3, showLanguage: 'portuguese' });
    expect(body.list[0].title).toBe('Tecnologia que atravessa o Pacífico');
    const columns = await post(app, '/api/siteColumn/list', { siteid: 4, showLanguage: 'chinese_simplified' });
    expect(columns.body.list.map((c: { name: string }) => c.name)).toContain('签证办理');
  });

  it('builds two-level category trees under the roots 1980 and 1981', async () => {
    const { body } = await post(app, '/api/shopGoodsType/getAllType', { goodsType: 1981, everyNumber: -1 });
    expect(body.list.length).toBeGreaterThan(1);
    expect(body.list[0]).toMatchObject({ type: 1981, title: 'Machinery and parts' });
    expect(body.list[0].childrenTypeList.length).toBeGreaterThan(0);
    const paged = await post(app, '/api/shopGoodsType/getAllType', { goodsType: 1980, everyNumber: 2, currentPage: 2 });
    expect(paged.body.list).toHaveLength(2);
  });

  it('refuses an unknown root with a clear message', async () => {
    const { body } = await post(app, '/api/shopGoodsType/getAllType', { goodsType: 5 });
    expect(body).toMatchObject({ result: 0, info: 'Some fields are not valid' });
  });

  it('answers an unknown call with an envelope', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing.json', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ result: 0, info: 'This call does not exist' });
  });
});

describe('platform status', () => {
  it('tells anyone the API’s version, contract, database kind and applied migrations, and nothing about people', async () => {
    const { CONTRACT_VERSION } = await import('@puente/shared/contract');
    const { MIGRATIONS } = await import('../src/db/migrations');
    const reply = await post(app, '/api/platform/status');
    expect(reply.body).toMatchObject({
      result: 1,
      data: { version: expect.stringMatching(/^\d+\.\d+\.\d+$/), contract: CONTRACT_VERSION, database: expect.stringMatching(/^(pglite|postgres)$/) },
    });
    expect(reply.body.data.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(reply.body.data.migrations).toEqual(Object.keys(MIGRATIONS).sort());
    expect(JSON.stringify(reply.body)).not.toMatch(/postgres:\/\/|password|token/i);
    // A stray body is refused with a clear message, never a 5xx.
    const bad = await post(app, '/api/platform/status', { extra: '<script>' } as never);
    expect(bad.status).toBeLessThan(500);
  });
});
