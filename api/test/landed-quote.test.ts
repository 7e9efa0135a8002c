import { BusinessError } from '../src/services/business-error';
import { allocate, loadingPlan, quoteLanded, type FreightRate, type QuoteInput, type QuoteItem } from '../src/services/landed-cost/quote';
import type { Rates } from '../src/services/money';

const RATES: Rates = { perUsd: { USD: 1, BRL: 5.24, MXN: 17.36, CNH: 6.94 }, asOf: '2026-02-06' };
const SOURCE = { sourceTitle: 'Lane rate for the test', sourceUrl: 'https://example.org/rates', asOf: '2026-11-20' };

/** A lane from Ningbo with every unit priced (US cents): containers by the box, LCL by the m³, clearance by the shipment. */
const LANE: FreightRate[] = [
  { leg: 'ocean', unit: '20ft', amountUsdMinor: 250_000, ...SOURCE },
  { leg: 'ocean', unit: '40ft', amountUsdMinor: 400_000, ...SOURCE },
  { leg: 'ocean', unit: '40hq', amountUsdMinor: 420_000, ...SOURCE },
  { leg: 'ocean', unit: 'lcl_m3', amountUsdMinor: 12_000, ...SOURCE },
  { leg: 'haulage', unit: '20ft', amountUsdMinor: 30_000, ...SOURCE },
  { leg: 'haulage', unit: '40ft', amountUsdMinor: 40_000, ...SOURCE },
  { leg: 'haulage', unit: '40hq', amountUsdMinor: 42_000, ...SOURCE },
  { leg: 'haulage', unit: 'lcl_m3', amountUsdMinor: 2_500, ...SOURCE },
  { leg: 'clearance', unit: 'shipment', amountUsdMinor: 8_000, ...SOURCE, asOf: '2026-10-01' },
];

/** A smartphone: cartons of 20 phones, 8 kg and 0.04 m³ each, US$120.00 a phone. */
const phones = (quantity: number, goodsId = 1): QuoteItem => ({
  goodsId,
  quantity,
  unitPriceMinor: 12_000,
  shipping: { hsCode: '851713', cartonUnits: 20, cartonWeightG: 8_000, cartonVolumeCm3: 40_000, shipFrom: 'CNNGB' },
  terms: ['EXW', 'FOB', 'C&F', 'CIF'],
});

const quote = (items: QuoteItem[], over: Partial<QuoteInput> = {}) =>
  quoteLanded({ items, currency: 'USD', country: 'MX', destinationPort: 'MXZLO', freight: LANE, rates: RATES, ...over });
const line = (result: ReturnType<typeof quote>, id: string) => result.lines.find((l) => l.id === id)!;

function refusal(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof BusinessError) return error.key;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('each trade term’s price', () => {
  it('adds haulage and clearance for FOB, ocean freight for C&F and insurance on 110 % of C&F for CIF: EXW ≤ FOB < C&F < CIF', () => {
    // 200 phones: 10 cartons, 0.4 m³ and 80 kg, charged LCL on the 1 m³ minimum.
    const result = quote([phones(200)]);
    const price = Object.fromEntries(result.terms.map((t) => [t.term, t.amountMinor]));
    expect(result.shipment).toMatchObject({ cartons: 10, volumeCm3: 400_000, weightG: 80_000, mode: 'lcl', chargeableCm3: 1_000_000, containers: [] });
    expect(price.EXW).toBe(2_400_000);
    // Haulage 1 m³ × $25 + clearance $80.
    expect(price.FOB).toBe(2_400_000 + 2_500 + 8_000);
    // Ocean 1 m³ × $120.
    expect(price['C&F']).toBe(price.FOB! + 12_000);
    // 0.3 % of 110 % of C&F: 2,422,500 × 1.1 = 2,664,750; × 0.003 = 7,994.25 → 7,994.
    expect(price.CIF).toBe(price['C&F']! + 7_994);
    expect(price.EXW! <= price.FOB! && price.FOB! < price['C&F']! && price['C&F']! < price.CIF!).toBe(true);
  });

  it('says which terms every goods offers', () => {
    const result = quote([{ ...phones(40), terms: ['FOB', 'CIF'] }]);
    expect(result.terms.filter((t) => t.offered).map((t) => t.term)).toEqual(['FOB', 'CIF']);
  });
});

describe('loading the shipment', () => {
  it('ships LCL while it is cheaper and switches to a container once the quantity fills one', () => {
    // 4,000 phones: 200 cartons, 8 m³: LCL 8 × ($120 + $25) = $1,160 beats a 20 ft at $2,800.
    expect(quote([phones(4_000)]).shipment).toMatchObject({ mode: 'lcl', chargeableCm3: 8_000_000 });
    // 12,000 phones: 600 cartons, 24 m³: LCL would be 24 m³ — past the 15 m³ consolidators take — so one 20 ft ($2,500 + $300).
    const full = quote([phones(12_000)]);
    expect(full.shipment).toMatchObject({ mode: 'fcl', containers: [{ unit: '20ft', count: 1 }], chargeableCm3: null });
    expect(line(full, 'freight').amountMinor).toBe(250_000);
    expect(line(full, 'haulage').amountMinor).toBe(30_000);
  });

  it('takes the cheapest mix of containers that holds the volume and the weight', () => {
    // 30 m³ does not fit a 20 ft (28 m³): a 40 ft ($4,400) is cheaper than a 40 ft HQ ($4,620) or two 20 ft ($5,600).
    expect(loadingPlan(30_000_000, 5_000_000, LANE)).toMatchObject({ mode: 'fcl', containers: [{ unit: '40ft', count: 1 }] });
    // 62 m³ needs the HQ's height.
    expect(loadingPlan(62_000_000, 5_000_000, LANE)).toMatchObject({ mode: 'fcl', containers: [{ unit: '40hq', count: 1 }] });
    // 130 m³: two 40 ft HQ hold 136 m³.
    expect(loadingPlan(130_000_000, 10_000_000, LANE)).toMatchObject({ containers: [{ unit: '40hq', count: 2 }] });
    // 24 t of steel in 5 m³: too heavy for a 20 ft (21.7 t), so a 40 ft.
    expect(
      loadingPlan(
        5_000_000,
        24_000_000,
        LANE.filter((r) => r.unit !== 'lcl_m3'),
      ),
    ).toMatchObject({ containers: [{ unit: '40ft', count: 1 }] });
    // Heavy LCL is charged by the tonne: 2 m³ weighing 3 t is charged as 3.
    expect(loadingPlan(2_000_000, 3_000_000, LANE)).toMatchObject({ mode: 'lcl', chargeableCm3: 3_000_000 });
  });

  it('refuses a lane the freight table cannot price', () => {
    expect(refusal(() => quote([phones(200)], { freight: LANE.filter((r) => r.leg !== 'clearance') }))).toBe('landedCost.freightUnknown');
    expect(refusal(() => quote([phones(200)], { freight: [] }))).toBe('landedCost.freightUnknown');
  });
});

describe('the landed cost', () => {
  it('declares the FOB value, freight and insurance as the customs value and adds Mexico’s duty, DTA and IVA: the lines add up to the total', () => {
    const result = quote([phones(200)]);
    const cif = result.terms.find((t) => t.term === 'CIF')!.amountMinor;
    expect(line(result, 'customsValue').amountMinor).toBe(cif);
    expect(result.lines.map((l) => l.id)).toEqual(['goods', 'haulage', 'clearance', 'freight', 'insurance', 'customsValue', 'duty', 'dta', 'iva']);
    // Phones enter Mexico free of IGI; DTA 0.8 % of the customs value; IVA 16 % of value + IGI + DTA.
    expect(line(result, 'duty').amountMinor).toBe(0);
    expect(line(result, 'dta').amountMinor).toBe(Math.round(cif * 0.008));
    expect(line(result, 'iva').amountMinor).toBe(Math.round((cif + line(result, 'dta').amountMinor) * 0.16));
    expect(result.totalMinor).toBe(cif + result.chargesMinor + result.advancesMinor);
    expect(result.chargesMinor).toBe(line(result, 'duty').amountMinor + line(result, 'dta').amountMinor + line(result, 'iva').amountMinor);
    expect(result.perUnitMinor).toBe(Math.round(result.totalMinor / 200));
    expect(result.dates).toEqual({ rules: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), freight: '2026-10-01', exchange: '2026-02-06' });
  });

  it('prices freight in the reader’s currency once per leg', () => {
    const result = quote([phones(200)], { currency: 'MXN' });
    expect(line(result, 'freight').amountMinor).toBe(Math.round(12_000 * 17.36));
    expect(line(result, 'goods').amountMinor).toBe(200 * 12_000);
  });

  it('shares the shipment’s costs over several goods by value and charges a fixed fee once per declaration (Brazil’s Siscomex)', () => {
    const panel = (goodsId: number, quantity: number): QuoteItem => ({
      goodsId,
      quantity,
      unitPriceMinor: 9_500,
      shipping: { hsCode: '854143', cartonUnits: 1, cartonWeightG: 23_000, cartonVolumeCm3: 100_000, shipFrom: 'CNNGB' },
      terms: ['FOB', 'CIF'],
    });
    const one = quote([panel(1, 30)], { country: 'BR', destinationPort: 'BRSSZ' });
    const two = quote([panel(1, 10), panel(2, 20)], { country: 'BR', destinationPort: 'BRSSZ' });
    expect(two.terms).toEqual(one.terms);
    expect(line(two, 'siscomex').amountMinor).toBe(line(one, 'siscomex').amountMinor);
    expect(two.lines.map((l) => l.id)).toEqual(one.lines.map((l) => l.id));
    expect(two.lines.map((l) => l.id)).toEqual(expect.arrayContaining(['duty', 'ipi', 'pis', 'cofins', 'icms']));
    // Each tax is rounded per goods line, so two lines may differ from one by a cent a tax; the total still adds up.
    expect(Math.abs(two.totalMinor - one.totalMinor)).toBeLessThanOrEqual(10);
    expect(two.totalMinor).toBe(two.customsValueMinor + two.chargesMinor + two.advancesMinor);
    expect(two.headings).toEqual([
      { goodsId: 1, hsCode: '8541.43', heading: '8541.43', fallback: false },
      { goodsId: 2, hsCode: '8541.43', heading: '8541.43', fallback: false },
    ]);
  });

  it('refuses a country it has no rules for', () => {
    expect(refusal(() => quote([phones(200)], { country: 'VE' }))).toBe('landedCost.countryUnknown');
  });
});

describe('allocate', () => {
  it('splits an amount in proportion and the parts add up to it', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(7, [0, 0])).toEqual([7, 0]);
    expect(allocate(1_000, [250, 750])).toEqual([250, 750]);
  });
});
