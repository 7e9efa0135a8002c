import type { FastifyInstance } from 'fastify';
import { FREIGHT_STALE_DAYS, freightLanes } from '@puente/shared/contract';
import { sql } from 'kysely';
import { freightSeedFigures } from '../seed/freight';
import { currentFreightRates } from '../src/repositories/freight';
import { setFreightRate } from '../src/services/freight';
import { build, BUYER, login, OPERATOR, post, SELLER } from './helpers';

let app: FastifyInstance;
let close: () => Promise<void>;
let operator: string;
let buyer: string;
let seller: string;

beforeAll(async () => {
  ({ app, close } = await build());
  [operator, buyer, seller] = await Promise.all([login(app, OPERATOR), login(app, BUYER), login(app, SELLER)]);
});
afterAll(async () => close());

const LIST = '/api/operator/freight/list';
const HISTORY = '/api/operator/freight/history';
const SET = '/api/operator/freight/set';

/** A day `days` before today, in UTC. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

const OCEAN = { leg: 'ocean', origin: 'CNNGB', destination: 'PECLL', unit: '40hq' };
const GOOD = { ...OCEAN, amountUsd: 2345.67, sourceTitle: 'Carrier spot quote, Ningbo to Callao', sourceUrl: 'https://example.com/ningbo-callao', asOf: daysAgo(2) };

type Line = { leg: string; origin: string; destination: string | null; unit: string; rate: null | Record<string, any> };
const lineOf = (lines: Line[], lane: { leg: string; origin: string; destination: string | null; unit: string }) =>
  lines.find((line) => line.leg === lane.leg && line.origin === lane.origin && line.destination === lane.destination && line.unit === lane.unit);

describe('the seeded freight table', () => {
  it('prices every line, each figure dated, sourced and set by nobody, and the console lists them all with their age', async () => {
    const { body } = await post(app, LIST, {}, operator);
    expect(body.result).toBe(1);
    const lines: Line[] = body.data.lines;
    expect(lines).toHaveLength(freightLanes().length);
    // 7 Chinese ports × (4 haulage units + clearance) + 7 × 14 destination ports × 4 ocean units.
    expect(lines).toHaveLength(7 * 5 + 7 * 14 * 4);
    for (const line of lines) {
      expect(line.rate).toMatchObject({
        amountUsd: expect.any(Number),
        asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        sourceUrl: expect.stringMatching(/^https?:\/\//),
        setBy: null,
      });
      expect(line.rate!.sourceTitle.trim()).not.toBe('');
      expect(line.rate!.amountUsd).toBeGreaterThan(0);
      expect(line.rate!.stale).toBe(line.rate!.ageDays > FREIGHT_STALE_DAYS);
    }
    const santos = lineOf(lines, { leg: 'ocean', origin: 'CNSHA', destination: 'BRSSZ', unit: '20ft' })!;
    expect(santos.rate).toMatchObject({ amountUsd: 1208, asOf: '2026-01-09' });
  });

  it('keeps every figure of its content file with a note on how it was read or applied', () => {
    const figures = freightSeedFigures();
    expect(figures).toHaveLength(freightLanes().length);
    for (const figure of figures) {
      expect(figure.note.length).toBeGreaterThan(20);
      expect(figure.asOf <= new Date().toISOString().slice(0, 10)).toBe(true);
      expect(Number.isSafeInteger(figure.amountUsdMinor)).toBe(true);
    }
  });
});

describe('setting a freight rate', () => {
  it('adds the figure with its source and date: it becomes current, the history lists it first, and the audit log has its line', async () => {
    const set = await post(app, SET, GOOD, operator);
    expect(set.body).toMatchObject({
      result: 1,
      data: { ...OCEAN, rate: { amountUsd: 2345.67, asOf: GOOD.asOf, sourceTitle: GOOD.sourceTitle, setBy: 'Zhao Min', stale: false, ageDays: 2 } },
    });

    const list = await post(app, LIST, {}, operator);
    expect(lineOf(list.body.data.lines, OCEAN)!.rate).toMatchObject({ amountUsd: 2345.67, sourceUrl: GOOD.sourceUrl, setBy: 'Zhao Min' });

    const history = await post(app, HISTORY, OCEAN, operator);
    expect(history.body.data.lane).toEqual(OCEAN);
    expect(history.body.data.history.map((rate: { amountUsd: number }) => rate.amountUsd)).toEqual([2345.67, 1812]);
    expect(history.body.data.history[1]).toMatchObject({ setBy: null, asOf: '2026-01-09' });

    const audit = await app.db.selectFrom('operator_actions').selectAll().where('action', '=', 'freight.set').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ subject_kind: 'freightRate', subject_id: set.body.data.rate.id });
    expect(audit.before).toMatchObject({ ...OCEAN, amount_usd_minor: 181_200, as_of: '2026-01-09' });
    expect(audit.after).toMatchObject({ ...OCEAN, amount_usd_minor: 234_567, as_of: GOOD.asOf, source_title: GOOD.sourceTitle });
    // The console's latest decisions name the lane in the reader's language.
    const overview = await post(app, '/api/operator/overview', { showLanguage: 'spanish' }, operator);
    expect(JSON.stringify(overview.body)).toContain('Flete marítimo CNNGB → PECLL, 40 pies HC');
  });

  it('prices a shipment with the latest figure of each leg and unit, as numbers', async () => {
    await post(app, SET, { ...GOOD, leg: 'haulage', destination: null, unit: '20ft', amountUsd: 600, asOf: daysAgo(1) }, operator);
    await post(app, SET, { ...GOOD, leg: 'haulage', destination: '', unit: '20ft', amountUsd: 610.5, asOf: daysAgo(1) }, operator);
    const rates = await currentFreightRates(app.db, { origin: 'CNNGB', destination: 'PECLL' });
    // Haulage and clearance at Ningbo, and the ocean to Callao: four units each but clearance's one.
    expect(rates.map((rate) => `${rate.leg} ${rate.unit}`).sort()).toEqual(
      ['clearance shipment', ...['20ft', '40ft', '40hq', 'lcl_m3'].flatMap((unit) => [`haulage ${unit}`, `ocean ${unit}`])].sort(),
    );
    for (const rate of rates) {
      expect(typeof rate.amountUsdMinor).toBe('number');
      expect(rate.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(rates.find((rate) => rate.leg === 'haulage' && rate.unit === '20ft')).toMatchObject({ amountUsdMinor: 61_050, sourceTitle: GOOD.sourceTitle });
    expect(rates.find((rate) => rate.leg === 'ocean' && rate.unit === '40hq')).toMatchObject({ amountUsdMinor: 234_567 });
    expect(rates.find((rate) => rate.leg === 'ocean' && rate.unit === '20ft')).toMatchObject({ amountUsdMinor: 120_800, asOf: '2026-01-09' });
  });

  it('orders figures set in the same instant by the order they were written in', async () => {
    const lane = { leg: 'clearance' as const, origin: 'CNTAO' as const, destination: null, unit: 'shipment' as const };
    await app.db.transaction().execute(async (trx) => {
      // One transaction: now() is the same for both rows.
      for (const amountUsdMinor of [9_000, 9_100])
        await setFreightRate(trx, lane, { amountUsdMinor, asOf: daysAgo(3), sourceTitle: 'Broker quote', sourceUrl: 'https://example.com/q' }, null);
    });
    const rates = await currentFreightRates(app.db, { origin: 'CNTAO', destination: 'BRSSZ' });
    expect(rates.find((rate) => rate.leg === 'clearance')!.amountUsdMinor).toBe(9_100);
  });

  it('flags a figure older than the stale limit, in the table and its history', async () => {
    const old = { ...GOOD, leg: 'ocean', origin: 'CNTXG', destination: 'MXVER', unit: '20ft', asOf: daysAgo(FREIGHT_STALE_DAYS + 15) };
    expect((await post(app, SET, old, operator)).body.result).toBe(1);
    const list = await post(app, LIST, {}, operator);
    expect(lineOf(list.body.data.lines, old)!.rate).toMatchObject({ stale: true, ageDays: FREIGHT_STALE_DAYS + 15 });
    const history = await post(app, HISTORY, { leg: 'ocean', origin: 'CNTXG', destination: 'MXVER', unit: '20ft' }, operator);
    expect(history.body.data.history[0]).toMatchObject({ stale: true });
  });

  it('keeps every figure: a row is never changed or removed', async () => {
    await expect(sql`update freight_rates set amount_usd_minor = 1`.execute(app.db)).rejects.toThrow(/add a row/);
    await expect(sql`delete from freight_rates`.execute(app.db)).rejects.toThrow(/add a row/);
  });
});

describe('who may keep the freight table', () => {
  it('refuses guests (result 2) and every other role (operator.only), and writes nothing', async () => {
    const before = await app.db
      .selectFrom('freight_rates')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (const [path, body] of [
      [LIST, {}],
      [HISTORY, OCEAN],
      [SET, GOOD],
    ] as const) {
      expect((await post(app, path, body)).body.result).toBe(2);
      for (const token of [buyer, seller]) expect((await post(app, path, body, token)).body).toMatchObject({ result: 0, code: 'operator.only' });
    }
    const after = await app.db
      .selectFrom('freight_rates')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('a freight rate that cannot be set', () => {
  const refusals: Array<[string, Record<string, unknown>, string, string]> = [
    ['an unknown leg', { leg: 'air' }, 'freight.legInvalid', 'Choose the leg: haulage to the port, export clearance or ocean freight'],
    ['an unknown Chinese port', { origin: 'CNXXX' }, 'freight.originInvalid', 'Choose the Chinese port the goods leave from'],
    ['an ocean rate without its destination', { destination: null }, 'freight.destinationRequired', 'Choose the destination port of this ocean rate'],
    ['an unknown destination port', { destination: 'USLAX' }, 'freight.destinationInvalid', 'Choose a destination port from the list'],
    [
      'haulage with a destination',
      { leg: 'haulage' },
      'freight.destinationNotAllowed',
      'Haulage and export clearance are priced at the Chinese port: leave the destination port empty',
    ],
    ['clearance per container', { leg: 'clearance', destination: null }, 'freight.unitPerShipment', 'Export clearance is charged per shipment'],
    ['ocean per shipment', { unit: 'shipment' }, 'freight.unitPerContainer', 'Haulage and ocean freight are charged per 20 ft, 40 ft or 40 ft HQ container, or per m³ shipped LCL'],
    ['no amount', { amountUsd: 0 }, 'validation.amountInvalid', 'Enter an amount between 0.01 and 100,000, with at most two decimals'],
    ['a negative amount', { amountUsd: -5 }, 'validation.amountInvalid', 'Enter an amount between 0.01 and 100,000, with at most two decimals'],
    ['an amount past the limit', { amountUsd: 100_000.01 }, 'validation.amountInvalid', 'Enter an amount between 0.01 and 100,000, with at most two decimals'],
    ['a fraction of a cent', { amountUsd: 12.345 }, 'validation.amountInvalid', 'Enter an amount between 0.01 and 100,000, with at most two decimals'],
    ['no source title', { sourceTitle: '  ' }, 'freight.sourceTitleRequired', 'Name the source: the index, carrier tariff or fee schedule the figure comes from'],
    ['a source title too long', { sourceTitle: 'x'.repeat(201) }, 'validation.tooLong', 'Enter at most 200 characters'],
    ['markup in the title', { sourceTitle: '<b>SCFI</b>' }, 'validation.noMarkup', 'Use plain text, without < or >'],
    [
      'a source address that is no web address',
      { sourceUrl: 'ftp://example.com/rates' },
      'freight.sourceUrlInvalid',
      'Enter the web address of the source, starting with http:// or https://',
    ],
    ['no source address', { sourceUrl: '' }, 'freight.sourceUrlInvalid', 'Enter the web address of the source, starting with http:// or https://'],
    ['a date in the future', { asOf: '2099-01-01' }, 'freight.asOfInvalid', 'Enter the date of the figure as YYYY-MM-DD: not in the future and not more than a year ago'],
    ['a date more than a year ago', { asOf: daysAgo(400) }, 'freight.asOfInvalid', 'Enter the date of the figure as YYYY-MM-DD: not in the future and not more than a year ago'],
    ['a day that does not exist', { asOf: '2026-02-30' }, 'freight.asOfInvalid', 'Enter the date of the figure as YYYY-MM-DD: not in the future and not more than a year ago'],
  ];

  it.each(refusals)('refuses %s with its message, and adds nothing', async (_, bad, code, info) => {
    const before = await app.db
      .selectFrom('freight_rates')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const { body } = await post(app, SET, { ...GOOD, ...bad }, operator);
    expect(body).toMatchObject({ result: 0, code, info });
    const after = await app.db
      .selectFrom('freight_rates')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(after.id).toBe(before.id);
  });

  it('says so in the operator’s language', async () => {
    const { body } = await post(app, SET, { ...GOOD, sourceUrl: 'rates', showLanguage: 'chinese_simplified' }, operator);
    expect(body).toMatchObject({ code: 'freight.sourceUrlInvalid', info: '请填写来源网址，以 http:// 或 https:// 开头' });
    const spanish = await post(app, SET, { ...GOOD, leg: 'clearance', destination: null, showLanguage: 'spanish' }, operator);
    expect(spanish.body.info).toBe('El despacho de exportación se cobra por embarque');
  });
});
