import type { FastifyInstance } from 'fastify';
import { build, BROKER, BUYER, createAccount, login, post, SELLER } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;

// Building the app seeds a fresh database: slower than jest's default on a busy machine.
beforeAll(async () => {
  ({ app, close } = await build());
}, 60_000);
afterAll(async () => close());

describe('business information for the personal centre', () => {
  it('reads back what was saved, only for its owner', async () => {
    const buyer = await login(app, BUYER);
    const before = await post(app, '/api/zlkjUser/getBusinessInformation.json', {}, buyer);
    expect(before.body.result).toBe(1);
    // Before anything is saved the company of the registration fills in the name.
    expect(before.body.data).toMatchObject({ companyName: 'Importadora Lucero S.A. de C.V.', address: '', taxId: '' });

    const saved = await post(
      app,
      '/api/zlkjUser/saveBusinessInformation.json',
      { companyName: 'Lucero Importaciones', address: 'Av. Reforma 100, CDMX', taxId: 'LUC010101AAA', website: 'https://lucero.example' },
      buyer,
    );
    expect(saved.body.result).toBe(1);
    const after = await post(app, '/api/zlkjUser/getBusinessInformation.json', {}, buyer);
    expect(after.body.data).toEqual({
      companyName: 'Lucero Importaciones',
      businessLicense: '',
      address: 'Av. Reforma 100, CDMX',
      industry: '',
      website: 'https://lucero.example',
      taxId: 'LUC010101AAA',
      contactName: '',
      contactPhone: '',
    });

    // Someone else reads their own, never the buyer's.
    const seller = await login(app, SELLER);
    expect((await post(app, '/api/zlkjUser/getBusinessInformation.json', {}, seller)).body.data.companyName).toBe('Shenzhen Haiqiao Electronics Co., Ltd.');
    const stranger = await createAccount(app, 'buyer');
    expect((await post(app, '/api/zlkjUser/getBusinessInformation.json', {}, stranger.token)).body.data).toMatchObject({ companyName: 'buyer company', address: '', taxId: '' });
  });

  it('refuses a guest with result 2 and ignores unknown fields', async () => {
    expect((await post(app, '/api/zlkjUser/getBusinessInformation.json')).body.result).toBe(2);
    const buyer = await login(app, BUYER);
    expect((await post(app, '/api/zlkjUser/getBusinessInformation.json', { userId: 2 }, buyer)).body.data.companyName).not.toBe('Shenzhen Haiqiao Electronics Co., Ltd.');
  });
});

describe('order statistics for the overview', () => {
  it('counts the seller side as the agent list shows it, brokers included', async () => {
    const broker = await login(app, BROKER);
    const counts = await post(app, '/api/shopOrder/orderDataStatistics', { side: 'seller' }, broker);
    const listed = await post(app, '/api/order/v2/getAgentOrdersList', { everyNumber: -1 }, broker);
    expect(counts.body.data.total).toBeGreaterThan(0);
    expect(counts.body.data.total).toBe(listed.body.total);
    const buyer = await login(app, BUYER);
    const mine = await post(app, '/api/shopOrder/orderDataStatistics', { side: 'buyer' }, buyer);
    expect(mine.body.data.total).toBe((await post(app, '/api/order/v2/getOrdersList', { everyNumber: -1 }, buyer)).body.total);
    const byStatus = mine.body.data.byStatus as Record<string, number>;
    expect(Object.values(byStatus).reduce((a, b) => a + b, 0)).toBe(mine.body.data.total);
    expect((await post(app, '/api/shopOrder/orderDataStatistics', { side: 'seller' })).body.result).toBe(2);
  });
});
