import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { build, BUYER, createAccount, daysFromNow, login, post, saveGoodsAs, SELLER } from './helpers';

/*
 * The landed-cost estimate through the API: each term's price and the import charges to a
 * country's port, for guests and buyers, from the seeded freight table and the shipped rules; and
 * the order placed with it.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
let seller: string;
let buyer: string;
let phonesId: number;
let panelsId: number;

type Line = { id: string; amount: number; rate?: string; legalName?: string; source: { asOf: string } | null };
type Estimate = {
  currency: string;
  terms: Array<{ term: string; amount: number; offered: boolean }>;
  lines: Line[];
  total: number;
  customsValue: number;
  charges: number;
  advances: number;
  shipment: { mode: string; containers: Array<{ unit: string; count: number }> };
  dates: { rules: string; freight: string | null; exchange: string; freightStale: boolean };
};

/** Goods of the demo seller, on sale at once (the test app passes review), with their shipping facts. */
async function goods(name: string, price: number, shipping: Record<string, unknown>) {
  const saved = await saveGoodsAs(app, seller, { name: { english: name }, price, minOrder: 1, stock: 100_000, tradeTerms: ['EXW', 'FOB', 'C&F', 'CIF'], shipping });
  expect(saved.body).toMatchObject({ result: 1 });
  return saved.body.data.id as number;
}

const estimate = (body: Record<string, unknown>, token?: string) => post(app, calls.trade.landedEstimate.path, body, token);
const termPrices = (e: Estimate) => Object.fromEntries(e.terms.map((t) => [t.term, t.amount])) as Record<string, number>;
const ids = (e: Estimate) => e.lines.map((l) => l.id);
const cents = (amount: number) => Math.round(amount * 100);

beforeAll(async () => {
  ({ app, close } = await build({ autoApprove: true }));
  seller = await login(app, SELLER);
  buyer = await login(app, BUYER);
  phonesId = await goods('5G smartphone', 120, { hsCode: '851713', cartonUnits: 20, cartonWeightKg: 8, cartonVolumeM3: 0.04, shipFrom: 'CNNGB' });
  panelsId = await goods('Solar module 550 W', 95, { hsCode: '854143', cartonUnits: 1, cartonWeightKg: 23, cartonVolumeM3: 0.1, shipFrom: 'CNNGB' });
});
afterAll(() => close());

describe('the landed-cost estimate', () => {
  it('gives a guest each term’s price, EXW ≤ FOB < C&F < CIF, and Mexico’s duty, DTA and IVA in the reader’s currency', async () => {
    const { body } = await estimate({ items: [{ goodsId: phonesId, quantity: 200 }], country: 'MX', showCurrency: 'MXN' });
    expect(body.result).toBe(1);
    const e = body.data as Estimate;
    expect(e.currency).toBe('MXN');
    const price = termPrices(e);
    expect(price.EXW! <= price.FOB! && price.FOB! < price['C&F']! && price['C&F']! < price.CIF!).toBe(true);
    expect(ids(e)).toEqual(['goods', 'haulage', 'clearance', 'freight', 'insurance', 'customsValue', 'duty', 'dta', 'iva']);
    expect(e.lines.find((l) => l.id === 'iva')).toMatchObject({ rate: '16', source: { asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) } });
    // The customs value is the CIF price; the lines add up to the total to the cent.
    expect(e.customsValue).toBe(price.CIF);
    expect(cents(e.total)).toBe(cents(e.customsValue) + cents(e.charges) + cents(e.advances));
    expect(e.shipment.mode).toBe('lcl');
    expect(e.dates).toMatchObject({ rules: expect.any(String), freight: expect.any(String), exchange: expect.any(String) });
  });

  it('switches from LCL to a container when the quantity fills one', async () => {
    // 12,000 phones: 600 cartons of 0.04 m³ = 24 m³, past what consolidators take.
    const { body } = await estimate({ items: [{ goodsId: phonesId, quantity: 12_000 }], country: 'MX' });
    expect(body.data.shipment.mode).toBe('fcl');
    expect(body.data.shipment.containers.length).toBeGreaterThan(0);
  });

  it('prices Brazil’s II, IPI, PIS, COFINS and ICMS on a solar module', async () => {
    const { body } = await estimate({ items: [{ goodsId: panelsId, quantity: 30 }], country: 'BR', port: 'BRSSZ', showCurrency: 'BRL', showLanguage: 'portuguese' });
    expect(body.result).toBe(1);
    expect(ids(body.data)).toEqual(expect.arrayContaining(['duty', 'ipi', 'pis', 'cofins', 'icms']));
    expect(body.data.lines.find((l: Line) => l.id === 'duty').legalName).toMatch(/Imposto de Importação/);
  });

  it('estimates an unlisted heading to Peru at Peru’s average duty, flagged as a fallback, with the rate’s date', async () => {
    const { body } = await estimate({ items: [{ goodsId: panelsId, quantity: 30 }], country: 'PE', showCurrency: 'USD' });
    expect(body.result).toBe(1);
    const e = body.data as Estimate & { headings: unknown[]; fallbackCharges: string[] };
    expect(e.headings).toEqual([{ goodsId: panelsId, hsCode: '8541.43', heading: null, fallback: true }]);
    expect(e.fallbackCharges).toEqual([]);
    const duty = e.lines.find((l) => l.id === 'duty')!;
    expect(duty).toMatchObject({ rate: '2.1', legalName: 'Derechos ad valorem', source: { asOf: '2026-11-28' } });
    // 2.1 % of the customs value (the CIF price), to the cent.
    expect(cents(duty.amount)).toBe(Math.round((cents(e.customsValue) * 21) / 1000));
    expect(ids(e)).toEqual(['goods', 'haulage', 'clearance', 'freight', 'insurance', 'customsValue', 'duty', 'igv', 'ipm']);
  });

  it('refuses bad input with a message in the reader’s language', async () => {
    const asked = async (body: Record<string, unknown>) => (await estimate({ showLanguage: 'spanish', ...body })).body;
    expect(await asked({ items: [{ goodsId: phonesId, quantity: 10 }], country: 'VE' })).toMatchObject({
      result: 0,
      code: 'landedCost.countryUnknown',
      info: expect.stringContaining('VE'),
    });
    expect(await asked({ items: [{ goodsId: phonesId, quantity: 10 }], country: 'MX', port: 'BRSSZ' })).toMatchObject({ result: 0, code: 'landedCost.portUnknown' });
    expect(await asked({ items: [], country: 'MX' })).toMatchObject({ result: 0 });
    expect(await asked({ items: [{ goodsId: phonesId, quantity: -3 }], country: 'MX' })).toMatchObject({ result: 0 });
    expect(await asked({ items: [{ goodsId: 987_654, quantity: 1 }], country: 'MX' })).toMatchObject({ result: 0, code: 'cart.invalidGoods' });
    expect(await asked({ items: [{ goodsId: phonesId, quantity: 1 }], country: '<script>' })).toMatchObject({ result: 0 });
  });
});

describe('an order placed with the estimate', () => {
  let addressId: number;

  beforeAll(async () => {
    const saved = await post(
      app,
      '/api/zlkjUser/save',
      { contactName: 'Lucía Hernández', phone: '+52-55-1234-5678', countryCode: 'MX', city: 'Guadalajara', street: 'Av. Juárez 10', postalCode: '44100' },
      buyer,
    );
    addressId = saved.body.data.id;
  });

  it('previews the term’s total with the estimated freight and insurance, and the deposit follows it', async () => {
    const { body: e } = await estimate({ items: [{ goodsId: phonesId, quantity: 200 }], country: 'MX' }, buyer);
    const cif = termPrices(e.data).CIF!;
    const preview = await post(app, calls.trade.orderPreview.path, { items: [{ goodsId: phonesId, quantity: 200 }], tradeTerm: 'CIF', shippingAddressId: addressId }, buyer);
    expect(preview.body.data.total.amount).toBe(cif);
    expect(cents(preview.body.data.deposit.amount)).toBe(Math.round(cents(cif) * 0.3));
    expect(preview.body.data.landed.total).toBe(e.data.total);
    // Without an address the preview is the goods alone, as before.
    const bare = await post(app, calls.trade.orderPreview.path, { items: [{ goodsId: phonesId, quantity: 200 }], tradeTerm: 'CIF' }, buyer);
    expect(bare.body.data.total.amount).toBe(24_000);
    expect(bare.body.data.landed).toBeUndefined();
  });

  it('records the estimate on the order, which the seller’s confirmed charges then replace beside it', async () => {
    const { body: e } = await estimate({ items: [{ goodsId: phonesId, quantity: 200 }], country: 'MX' }, buyer);
    const fob = termPrices(e.data).FOB!;
    const created = await post(
      app,
      calls.trade.createOrder.path,
      { items: [{ goodsId: phonesId, quantity: 200 }], tradeTerm: 'FOB', shippingAddressId: addressId, logisticsProvider: 'freightCarrier' },
      buyer,
    );
    expect(created.body.result).toBe(1);
    const id = created.body.data.id as number;
    const placed = (await post(app, calls.trade.orderDetails.path, { id }, buyer)).body.data;
    expect(placed.total.amount).toBe(fob);
    expect(placed.estimate.landed.total).toBe(e.data.total);
    expect(cents(placed.estimate.freight.amount)).toBe(cents(fob) - 2_400_000);
    // The seller confirms other figures at the configure step; the estimate stays beside them.
    expect((await post(app, calls.trade.confirmOrder.path, { id }, seller)).body.result).toBe(1);
    expect((await post(app, calls.trade.configureOrder.path, { id, depositRatio: 30, deliveryDate: daysFromNow(20), freight: 150 }, seller)).body.result).toBe(1);
    const configured = (await post(app, calls.trade.orderDetails.path, { id }, buyer)).body.data;
    expect(configured.configuration.freight.amount).toBe(150);
    expect(configured.total.amount).toBe(24_150);
    expect(configured.estimate.freight.amount).toBe(placed.estimate.freight.amount);
  });

  it('estimates goods whose heading Mexico’s tables do not list at Mexico’s average duty, and flags the fallback', async () => {
    const { body } = await estimate({ items: [{ goodsId: panelsId, quantity: 30 }], country: 'MX' }, buyer);
    expect(body.result).toBe(1);
    expect(body.data.headings).toEqual([{ goodsId: panelsId, hsCode: '8541.43', heading: null, fallback: true }]);
    expect(body.data.lines.find((l: Line) => l.id === 'duty')).toMatchObject({ rate: '6.7', source: { asOf: '2026-11-28' } });
    // The order preview to the buyer's Mexican address carries the same estimate, flagged the same way.
    const preview = await post(app, calls.trade.orderPreview.path, { items: [{ goodsId: panelsId, quantity: 30 }], tradeTerm: 'CIF', shippingAddressId: addressId }, buyer);
    expect(preview.body.data.landed.total).toBe(body.data.total);
    expect(preview.body.data.landed.headings).toEqual(body.data.headings);
  });

  it('still prices the term’s freight and insurance where only a heading’s own tax is unknown', async () => {
    // Brazil's tables price no IPI for smartphones yet: no landed cost, but the CIF price stands.
    const saved = await post(
      app,
      '/api/zlkjUser/save',
      { contactName: 'João Pereira', phone: '+55-11-91234-5678', countryCode: 'BR', city: 'São Paulo', street: 'Av. Paulista 1000', postalCode: '01310-100' },
      buyer,
    );
    expect(saved.body.result).toBe(1);
    const refused = await estimate({ items: [{ goodsId: phonesId, quantity: 30 }], country: 'BR' }, buyer);
    expect(refused.body).toMatchObject({ result: 0, code: 'landedCost.headingUnknown' });
    const mexico = (await estimate({ items: [{ goodsId: phonesId, quantity: 30 }], country: 'MX' }, buyer)).body.data as Estimate;
    expect(termPrices(mexico).CIF).toBeGreaterThan(3_600);
    const preview = await post(
      app,
      calls.trade.orderPreview.path,
      { items: [{ goodsId: phonesId, quantity: 30 }], tradeTerm: 'CIF', shippingAddressId: saved.body.data.id, showLanguage: 'portuguese' },
      buyer,
    );
    expect(preview.body.data.landed).toBeNull();
    expect(preview.body.data.landedRefusal).toMatch(/8517/);
    // 30 phones at US$120 = 3,600, plus the way to Santos and its insurance; the deposit follows the total.
    expect(preview.body.data.total.amount).toBeGreaterThan(3_600);
    expect(cents(preview.body.data.deposit.amount)).toBe(Math.round(cents(preview.body.data.total.amount) * 0.3));
  });

  it('refuses a preview to another user’s address, and asks a guest to log in', async () => {
    const stranger = (await createAccount(app, 'buyer')).token;
    const theirs = await post(app, calls.trade.orderPreview.path, { items: [{ goodsId: phonesId, quantity: 200 }], tradeTerm: 'CIF', shippingAddressId: addressId }, stranger);
    expect(theirs.body.result).toBe(0);
    const guest = await post(app, calls.trade.orderPreview.path, { items: [{ goodsId: phonesId, quantity: 200 }], tradeTerm: 'CIF', shippingAddressId: addressId });
    expect(guest.body.result).toBe(2);
  });
});

describe('a quotation’s landed estimate', () => {
  const ask = (body: Record<string, unknown>, token?: string) => post(app, calls.trade.quotationLandedEstimate.path, body, token);
  let quotationId: number;

  beforeAll(async () => {
    // A buyer asks for 200 phones at C&F to Manzanillo; the seller answers US$110 a phone.
    const asked = await post(
      app,
      calls.trade.saveQuotationRequest.path,
      { goodsId: phonesId, quantity: 200, unit: 'pieces', tradeTerm: 'C&F', destination: 'Manzanillo, México', currency: 'USD' },
      buyer,
    );
    expect(asked.body.result).toBe(1);
    quotationId = asked.body.data.id;
  });

  it('refuses a request the seller has not answered yet, in the reader’s language', async () => {
    expect((await ask({ id: quotationId, country: 'MX', showLanguage: 'spanish' }, buyer)).body).toMatchObject({
      result: 0,
      code: 'landedCost.notQuoted',
      info: expect.stringContaining('vendedor'),
    });
  });

  it('prices the quoted C&F price without adding its freight again: insurance on 110 %, then Mexico’s charges', async () => {
    const answered = await post(app, calls.trade.uploadQuotationFile.path, { id: quotationId, price: 110, currency: 'USD', validUntil: daysFromNow(10) }, seller);
    expect(answered.body.result).toBe(1);
    const { body } = await ask({ id: quotationId, country: 'MX', showCurrency: 'USD' }, buyer);
    expect(body.result).toBe(1);
    const e = body.data as Estimate & { priceTerm: string };
    expect(e.priceTerm).toBe('C&F');
    // The quoted price covers the haulage, clearance and ocean freight: none is added again.
    expect(ids(e)).toEqual(['goods', 'insurance', 'customsValue', 'duty', 'dta', 'iva']);
    expect(e.lines.find((l) => l.id === 'goods')!.amount).toBe(22_000);
    // CIF insurance: 0.3 % of 110 % of 22,000 = 72.60.
    expect(e.lines.find((l) => l.id === 'insurance')!.amount).toBe(72.6);
    expect(e.customsValue).toBe(22_072.6);
    expect(termPrices(e)).toEqual({ 'C&F': 22_000, CIF: 22_072.6 });
    expect(cents(e.total)).toBe(cents(e.customsValue) + cents(e.charges) + cents(e.advances));
    // No freight rate was used, so the estimate gives no freight date.
    expect(e.dates.freight).toBeNull();
    // The seller reads the same figures.
    expect((await ask({ id: quotationId, country: 'MX', showCurrency: 'USD' }, seller)).body.data.total).toBe(e.total);
  });

  it('estimates a quotation counted in containers as containers full of the goods’ cartons', async () => {
    const asked = await post(
      app,
      calls.trade.saveQuotationRequest.path,
      { goodsId: phonesId, quantity: 2, unit: 'container40hq', tradeTerm: 'FOB', destination: 'Manzanillo', currency: 'USD' },
      buyer,
    );
    const id = asked.body.data.id as number;
    expect((await post(app, calls.trade.uploadQuotationFile.path, { id, price: 150_000, currency: 'USD', validUntil: daysFromNow(5) }, seller)).body.result).toBe(1);
    const reply = (await ask({ id, country: 'MX', showCurrency: 'USD' }, buyer)).body;
    expect(reply).toMatchObject({ result: 1 });
    const e = reply.data;
    expect(e.priceTerm).toBe('FOB');
    expect(e.quantity).toBe(2);
    expect(e.lines.find((l: Line) => l.id === 'goods').amount).toBe(300_000);
    // 1,700 cartons of 0.04 m³ fill each 68 m³ container: two containers' worth, carried in whole containers.
    expect(e.shipment).toMatchObject({ cartons: 2, mode: 'fcl' });
    expect(e.shipment.volumeM3).toBeCloseTo(136, 5);
    expect(ids(e).slice(0, 3)).toEqual(['goods', 'freight', 'insurance']);
  });

  it('asks a guest to log in, refuses anyone else’s quotation as not found, and refuses a country it cannot estimate', async () => {
    expect((await ask({ id: quotationId, country: 'MX' })).body.result).toBe(2);
    const stranger = (await createAccount(app, 'buyer')).token;
    expect((await ask({ id: quotationId, country: 'MX' }, stranger)).body).toMatchObject({ result: 0, code: 'resource.notFound' });
    expect((await ask({ id: quotationId, country: 'VE', showLanguage: 'portuguese' }, buyer)).body).toMatchObject({ result: 0, code: 'landedCost.countryUnknown' });
    expect((await ask({ id: quotationId, country: 'MX', port: 'BRSSZ' }, buyer)).body).toMatchObject({ result: 0, code: 'landedCost.portUnknown' });
    expect((await ask({ id: -1, country: 'MX' }, buyer)).body.result).toBe(0);
  });
});
