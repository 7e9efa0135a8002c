import type { FastifyInstance } from 'fastify';
import { calls, todayFor } from '@puente/shared/contract';
import { build, BUYER, createAccount, daysFromNow, login, post, SELLER } from './helpers';

/**
 * The rules the personal centre's forms check with the contract's schemas hold at the API too:
 * each refusal names its field and its limit, in the caller's language.
 */
let app: FastifyInstance;
let close: () => Promise<void>;
let buyer: string;
let seller: string;
let addressId: number;
let goodsByTerm: Record<'FOB' | 'CIF', number>;

beforeAll(async () => {
  ({ app, close } = await build());
  buyer = await login(app, BUYER);
  seller = await login(app, SELLER);
  addressId = (
    await post(
      app,
      '/api/zlkjUser/save',
      { contactName: 'Lucía Hernández', phone: '+52-55-1234-5678', countryCode: 'MX', city: 'Monterrey', street: 'Av. Constitución 100' },
      buyer,
    )
  ).body.data.id;
  const mine = (await post(app, '/api/goods/myProductList', { auditStatus: '1000', everyNumber: -1 }, seller)).body.list.filter((g: { putaway: boolean }) => g.putaway);
  const offering = (term: string) => mine.find((g: { tradeTerms: string[] }) => g.tradeTerms.includes(term)).id as number;
  goodsByTerm = { FOB: offering('FOB'), CIF: offering('CIF') };
});
afterAll(async () => close());

/** A new order of the demo buyer, confirmed by the seller: ready to be configured. */
async function confirmedOrder(term: 'FOB' | 'CIF'): Promise<number> {
  const goodsId = goodsByTerm[term];
  const minOrder = (await post(app, '/api/goods/details', { id: goodsId })).body.data.minOrder as number;
  const created = await post(
    app,
    calls.trade.createOrder.path,
    { items: [{ goodsId, quantity: minOrder }], tradeTerm: term, shippingAddressId: addressId, logisticsProvider: 'freightCarrier' },
    buyer,
  );
  const id = created.body.data.id as number;
  expect((await post(app, calls.trade.confirmOrder.path, { id }, seller)).body.result).toBe(1);
  return id;
}

describe('dates from today on, and until today', () => {
  it('takes, at the API, the day still current (or already current) somewhere on Earth', () => {
    // 05:00 UTC: it is still the day before west of UTC−5, so that day is not yet in the past.
    expect(todayFor('fromToday', new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-21');
    expect(todayFor('fromToday', new Date('2026-11-22T13:00:00Z'))).toBe('2026-11-22');
    // 15:00 UTC: it is already the next day east of UTC+9, so that day is not yet in the future.
    expect(todayFor('untilToday', new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
    expect(todayFor('untilToday', new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
  });
});

describe('configuring an order', () => {
  it('refuses a deposit outside 10–100 % and a past delivery date, each at its field and naming the limit', async () => {
    const id = await confirmedOrder('FOB');
    const over = await post(app, calls.trade.configureOrder.path, { id, depositRatio: 150, deliveryDate: daysFromNow(30), showLanguage: 'english' }, seller);
    expect(over.body).toMatchObject({ result: 0, code: 'order.depositRatioInvalid', field: 'depositRatio', info: 'Enter a deposit between 10 and 100 %, as a whole number' });
    const spanish = await post(app, calls.trade.configureOrder.path, { id, depositRatio: '12.5', deliveryDate: daysFromNow(30), showLanguage: 'spanish' }, seller);
    expect(spanish.body).toMatchObject({ code: 'order.depositRatioInvalid', info: 'Introduce un anticipo entre 10 y 100 %, en número entero' });
    const past = await post(app, calls.trade.configureOrder.path, { id, depositRatio: 30, deliveryDate: daysFromNow(-3), showLanguage: 'english' }, seller);
    expect(past.body).toMatchObject({ result: 0, code: 'requirement.deliveryDateInvalid', field: 'deliveryDate', info: 'Choose a delivery date from today on' });
    expect((await post(app, calls.trade.configureOrder.path, { id, depositRatio: 30, deliveryDate: '2027-02-30' }, seller)).body.code).toBe('requirement.deliveryDateInvalid');
    // Nothing was written: the order still waits for its configuration, which today's date passes.
    const configured = await post(app, calls.trade.configureOrder.path, { id, depositRatio: 100, deliveryDate: daysFromNow(0) }, seller);
    expect(configured.body).toMatchObject({ result: 1, data: { node: 'configured' } });
  });

  it('counts freight and insurance only under the terms that carry them: FOB’s haulage and clearance as its freight, CIF’s insurance', async () => {
    const fob = await confirmedOrder('FOB');
    const cif = await confirmedOrder('CIF');
    for (const id of [fob, cif])
      expect((await post(app, calls.trade.configureOrder.path, { id, depositRatio: 30, deliveryDate: daysFromNow(30), freight: 500, insurance: 40 }, seller)).body.result).toBe(1);
    const charges = async (id: number) =>
      (await post(app, calls.trade.orderDetails.path, { id }, buyer)).body.data.configuration as { freight: { amount: number }; insurance: { amount: number } };
    // FOB carries the haulage to the port and export clearance (its `freight`), not insurance.
    expect(await charges(fob)).toMatchObject({ freight: { amount: 500 }, insurance: { amount: 0 } });
    expect(await charges(cif)).toMatchObject({ freight: { amount: 500 }, insurance: { amount: 40 } });
    expect(calls.trade.TERM_CHARGES).toEqual({ EXW: [], FOB: ['freight'], 'C&F': ['freight'], CIF: ['freight', 'insurance'] });
  });

  it('refuses a past arrival date for the overseas shipment and for the logistics details', async () => {
    const id = await confirmedOrder('CIF');
    const eta = await post(app, calls.trade.shipOverseas.path, { id, vessel: 'COSCO Pacific 052E', eta: daysFromNow(-2), showLanguage: 'portuguese' }, seller);
    expect(eta.body).toMatchObject({ result: 0, code: 'validation.dateFromToday', field: 'eta', info: 'Escolha uma data a partir de hoje' });
    expect((await post(app, calls.trade.enterLogisticsInfo.path, { id, eta: daysFromNow(-2) }, seller)).body).toMatchObject({ code: 'validation.dateFromToday', field: 'eta' });
    expect((await post(app, calls.trade.shipOverseas.path, { id, vessel: 'COSCO Pacific 052E', showLanguage: 'english' }, seller)).body).toMatchObject({
      code: 'validation.dateRequired',
      info: 'Choose a date',
    });
  });
});

describe('a quotation answer', () => {
  it('is valid from today on', async () => {
    const asked = (
      await post(app, calls.trade.saveQuotationRequest.path, { goodsId: goodsByTerm.CIF, quantity: 20, unit: 'pieces', tradeTerm: 'CIF', destination: 'Callao, Peru' }, buyer)
    ).body.data.id;
    const { upload } = await import('./helpers');
    const file = (await upload(app, Buffer.from('%PDF-1.4\n%%EOF\n'), 'quote.pdf', seller)).url;
    const body = { id: asked, file, price: 12.5, currency: 'USD', note: 'Includes cartons' };
    // The API takes "today" as it is somewhere on Earth (UTC−12): two days back is past everywhere.
    expect((await post(app, calls.trade.uploadQuotationFile.path, { ...body, validUntil: daysFromNow(-2), showLanguage: 'english' }, seller)).body).toMatchObject({
      code: 'validation.dateFromToday',
      field: 'validUntil',
      info: 'Choose a date from today on',
    });
    expect(
      (await post(app, calls.trade.uploadQuotationFile.path, { ...body, note: 'x'.repeat(2001), validUntil: daysFromNow(10), showLanguage: 'english' }, seller)).body,
    ).toMatchObject({ code: 'validation.tooLong', field: 'note', info: 'Enter at most 2,000 characters' });
    expect((await post(app, calls.trade.uploadQuotationFile.path, { ...body, validUntil: daysFromNow(0) }, seller)).body.result).toBe(1);
  });
});

describe('a factory inspection', () => {
  it('took place: its date is until today', async () => {
    const brandId = (await post(app, '/api/brand/list', { mine: 1 }, seller)).body.list[0].id;
    const inspection = { brandId, name: { english: 'Plant 2' }, address: 'Dongguan', inspector: 'Li Na' };
    const future = await post(app, calls.saveFactoryInspection.path, { ...inspection, inspectedAt: daysFromNow(3), showLanguage: 'chinese_simplified' }, seller);
    expect(future.body).toMatchObject({ result: 0, code: 'validation.dateUntilToday', field: 'inspectedAt', info: '请选择不晚于今天的日期' });
    const saved = await post(app, calls.saveFactoryInspection.path, { ...inspection, inspectedAt: daysFromNow(0) }, seller);
    expect(saved.body.result).toBe(1);
    await post(app, calls.deleteFactoryInspection.path, { id: saved.body.data.id }, seller);
  });
});

describe('payee accounts and withdrawals', () => {
  it('names the account number and the holder in their own words', async () => {
    const payee = await createAccount(app, 'seller');
    const account = { holderName: 'Chen Wei', bankName: 'Bank of China', branch: 'Shenzhen Futian', accountNumber: '6222 0212 3456 7890', countryCode: 'CN', currency: 'USD' };
    expect((await post(app, calls.trade.saveReceivingAccount.path, { ...account, accountNumber: '12', showLanguage: 'english' }, payee.token)).body).toMatchObject({
      code: 'account.numberInvalid',
      field: 'accountNumber',
      info: 'Enter the account number: 4 to 40 letters, digits, spaces or hyphens',
    });
    expect((await post(app, calls.trade.saveReceivingAccount.path, { ...account, holderName: ' ' }, payee.token)).body).toMatchObject({
      code: 'account.holderRequired',
      field: 'holderName',
    });
    const saved = await post(app, calls.trade.saveReceivingAccount.path, account, payee.token);
    expect(saved.body.result).toBe(1);
    const apply = { amount: 1, currency: 'USD', showLanguage: 'spanish' };
    expect((await post(app, calls.trade.applyWithdrawal.path, { ...apply, accountId: '' }, payee.token)).body).toMatchObject({
      code: 'withdrawal.accountRequired',
      field: 'accountId',
      info: 'Elige la cuenta donde cobrar',
    });
    expect((await post(app, calls.trade.applyWithdrawal.path, { ...apply, accountId: saved.body.data.id }, payee.token)).body.code).toBe('withdrawal.insufficient');
  });
});
