import { BusinessError } from '../src/services/business-error';
import { computeLandedCost, estimateLandedCost, readHsCode, type LandedCost, type LandedCostInput } from '../src/services/landed-cost/landed-cost';
import { landedCostRules, type CountryRules } from '../src/services/landed-cost/rules';
import type { Rates } from '../src/services/money';

const rules = landedCostRules();
const country = (code: string): CountryRules => rules.get(code)!;
const line = (result: LandedCost, id: string) => result.lines.find((l) => l.id === id)!;
const amounts = (result: LandedCost) => Object.fromEntries(result.lines.map((l) => [l.id, l.amountMinor]));
const RATES: Rates = { perUsd: { USD: 1, BRL: 5.24, MXN: 17.36, CNH: 6.94 }, asOf: '2026-02-06' };

function refusal(work: () => unknown): { key: string; params: Record<string, string | number> } {
  try {
    work();
  } catch (error) {
    if (error instanceof BusinessError) return { key: error.key, params: error.params };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Mexico: IGI, DTA and IVA', () => {
  it('reproduces the published example: CIF US$50,000 at 10 % IGI gives IGI 5,000, DTA 400, IVA 8,864, landed 64,264', () => {
    // geratools.com/mexico-import-duty-customs-calculator (checked 2026-11-28): "A $50,000 CIF shipment with a 10% IGI
    // rate: IGI is $5,000, DTA at 0.8% is $400, and IVA at 16% is charged on 50,000 + 5,000 + 400 = $55,400, giving
    // $8,864. Total taxes are $14,264 and the landed cost is $64,264." The IGI rate is the example's, not a fraction's.
    const mx = country('MX');
    const tenPercent: CountryRules = { ...mx, duty: { ...mx.duty, general: { rate: '10', source: mx.charges[1]!.source, note: 'the worked example’s rate' } } };
    const result = computeLandedCost(
      { country: 'MX', hsCode: '8415.10', currency: 'USD', goodsMinor: 4_500_000, freightMinor: 450_000, insurance: { amountMinor: 50_000 } },
      tenPercent,
    );
    expect(amounts(result)).toMatchObject({ customsValue: 5_000_000, duty: 500_000, dta: 40_000, iva: 886_400 });
    expect(line(result, 'iva').baseMinor).toBe(5_540_000);
    expect(result.chargesMinor).toBe(1_426_400);
    expect(result.totalMinor).toBe(6_426_400);
    expect(result.fallback).toBe(true);
  });

  it('names each rule’s source and date on its line, and the oldest date on the estimate', () => {
    const result = estimateLandedCost({ country: 'MX', hsCode: '851713', currency: 'USD', goodsMinor: 1_000_000, freightMinor: 80_000, insurance: { amountMinor: 0 } });
    expect(result.heading).toBe('8517.13');
    expect(result.fallback).toBe(false);
    expect(line(result, 'duty')).toMatchObject({ rate: '0', amountMinor: 0, legalName: 'Impuesto General de Importación (IGI)' });
    for (const id of ['customsValue', 'duty', 'dta', 'iva'])
      expect(line(result, id).source).toMatchObject({ url: expect.stringMatching(/^https?:\/\//), asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(result.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('prices an electric car from China at the 2026 rate of 50 %: IGI 15,000, DTA 240, IVA 7,238.40, landed 52,478.40', () => {
    // By hand, in dollars: goods 28,000.00 + freight 1,800.00 + insurance 200.00 = customs value 30,000.00.
    // IGI 50 % of 30,000.00 = 15,000.00 (the decree of 2025-12-29 for countries without a trade agreement).
    // DTA 0.8 % of 30,000.00 = 240.00. IVA 16 % of (30,000.00 + 15,000.00 + 240.00 = 45,240.00) = 7,238.40.
    // Charges 15,000.00 + 240.00 + 7,238.40 = 22,478.40; landed 30,000.00 + 22,478.40 = 52,478.40.
    const result = estimateLandedCost({
      country: 'MX',
      hsCode: '870380',
      currency: 'USD',
      goodsMinor: 2_800_000,
      freightMinor: 180_000,
      insurance: { amountMinor: 20_000 },
      quantity: 1,
    });
    expect(amounts(result)).toEqual({ goods: 2_800_000, freight: 180_000, insurance: 20_000, customsValue: 3_000_000, duty: 1_500_000, dta: 24_000, iva: 723_840 });
    expect(line(result, 'iva').baseMinor).toBe(4_524_000);
    expect(result.chargesMinor).toBe(2_247_840);
    expect(result.totalMinor).toBe(5_247_840);
    expect(result.perUnitMinor).toBe(5_247_840);
    expect(result).toMatchObject({ heading: '8703.80', fallback: false });
    expect(line(result, 'duty').source?.url).toMatch(/vanguardia\.com\.mx/);
  });

  it('prices a fraction it does not list at Mexico’s average MFN tariff of 6.7 %, and says the average stood in', () => {
    // By hand, in dollars: customs value 10,000.00; IGI 6.7 % = 670.00; DTA 0.8 % = 80.00;
    // IVA 16 % of (10,000.00 + 670.00 + 80.00 = 10,750.00) = 1,720.00; landed 12,470.00.
    const result = estimateLandedCost({ country: 'MX', hsCode: '8415.10', currency: 'USD', goodsMinor: 1_000_000, freightMinor: 0, insurance: { amountMinor: 0 } });
    expect(result).toMatchObject({ heading: null, fallback: true, fallbackCharges: [] });
    expect(amounts(result)).toMatchObject({ customsValue: 1_000_000, duty: 67_000, dta: 8_000, iva: 172_000 });
    expect(result.totalMinor).toBe(1_247_000);
    expect(line(result, 'duty')).toMatchObject({ rate: '6.7', source: { url: expect.stringMatching(/opportimes\.com/), asOf: '2026-11-28' } });
    expect(line(result, 'duty').note).toMatch(/6\.7% en 2021/);
  });

  it('refuses a heading it has no rate for where the country has no general rate to fall back on', () => {
    const mx = country('MX');
    const noGeneral: CountryRules = { ...mx, duty: { ...mx.duty, general: null, generalNote: 'no general rate in this file' } };
    const input: LandedCostInput = { country: 'MX', hsCode: '8415.10', currency: 'USD', goodsMinor: 100_000, freightMinor: 0, insurance: { amountMinor: 0 } };
    expect(refusal(() => computeLandedCost(input, noGeneral))).toEqual({ key: 'landedCost.headingUnknown', params: { heading: '8415.10', country: 'MX' } });
    // A listed fraction is still priced under the same rules.
    expect(computeLandedCost({ ...input, hsCode: '8517.13' }, noGeneral).fallback).toBe(false);
  });
});

describe('Brazil: II, IPI, PIS/COFINS-importação, ICMS por dentro, Siscomex, AFRMM', () => {
  const br = country('BR');
  const withIpi = (ipi: string, ii: string): CountryRules => ({
    ...br,
    duty: { ...br.duty, headings: [{ heading: '8541.43', description: 'the example’s goods', rate: ii, source: br.customsValue.source }] },
    // The examples' goods pay ICMS at the general rate: the solar panels' exemption is left out of them.
    charges: br.charges.map((c) =>
      c.id === 'ipi'
        ? { ...c, headingRates: [{ heading: '8541.43', description: 'the example’s goods', rate: ipi, source: c.source }] }
        : c.id === 'icms'
          ? { ...c, headingRates: undefined }
          : c,
    ),
  });

  it('reproduces the published cascade: II 1,600, IPI 1,276, PIS 210, COFINS 965 and ICMS grossed up on 14,051', () => {
    // geratools.com/brazil-import-duty-customs-calculator (checked 2026-11-28): CIF R$10,000, II 16 %, PIS 2.1 %,
    // COFINS 9.65 %, ICMS 18 %: "the import duty is 1,600, IPI is 1,276, PIS is 210, COFINS is 965, and the
    // grossed-up ICMS works out to roughly 3,083 — for a landed cost near 17,134". The page's IPI of 1,276 is
    // 11 % of CIF + II (it says 10 %), so the example runs at 11 %; its formula, ICMS = (CIF + II + IPI + PIS +
    // COFINS) / (1 − 18 %) × 18 %, gives 14,051 / 0.82 × 0.18 = 3,084.37 to the cent, which the page rounds to
    // "roughly 3,083". The page's formula has no Siscomex fee and no AFRMM, so neither is charged here.
    const example = withIpi('11', '16');
    const pageOnly: CountryRules = {
      ...example,
      charges: example.charges
        .filter((c) => c.id !== 'siscomex' && c.id !== 'afrmm')
        .map((c) => (c.id === 'icms' ? { ...c, base: c.base!.filter((p) => p !== 'siscomex' && p !== 'afrmm') } : c)),
    };
    const result = computeLandedCost({ country: 'BR', hsCode: '8541.43', currency: 'BRL', goodsMinor: 1_000_000, freightMinor: 0, insurance: { amountMinor: 0 } }, pageOnly);
    expect(amounts(result)).toMatchObject({ customsValue: 1_000_000, duty: 160_000, ipi: 127_600, pis: 21_000, cofins: 96_500, icms: 308_437 });
    // The ICMS's own base holds the ICMS: 14,051.00 + 3,084.37.
    expect(line(result, 'icms').baseMinor).toBe(1_713_537);
    expect(line(result, 'icms').baseParts).toEqual(['customsValue', 'duty', 'ipi', 'pis', 'cofins', 'icms']);
    expect(result.totalMinor).toBe(1_713_537);
  });

  it('adds the Siscomex fee and the AFRMM on the ocean freight, both inside the ICMS base, in dollars at the day’s rate', () => {
    const result = computeLandedCost(
      { country: 'BR', hsCode: '854143', currency: 'USD', goodsMinor: 2_000_000, freightMinor: 300_000, insurance: { ratePercent: '0.3' }, quantity: 400 },
      withIpi('0', '25'),
      RATES,
    );
    const a = amounts(result);
    expect(a.insurance).toBe(7_590); // 0.3 % of 110 % of (20,000 + 3,000)
    expect(a.customsValue).toBe(2_307_590);
    expect(a.duty).toBe(576_898); // 25 %, rounded half away from zero from 576,897.5
    expect(a.siscomex).toBe(2_943); // R$ 154.23 at 5.24 per dollar
    expect(a.afrmm).toBe(24_000); // 8 % of the freight only
    const beforeIcms = a.customsValue! + a.duty! + a.ipi! + a.pis! + a.cofins! + a.siscomex! + a.afrmm!;
    expect(a.icms).toBe(Math.round((beforeIcms * 18) / 82));
    expect(result.totalMinor).toBe(beforeIcms + a.icms!);
    expect(result.perUnitMinor).toBe(Math.round(result.totalMinor / 400));
    expect(result.lines.map((l) => l.id)).toEqual(['goods', 'freight', 'insurance', 'customsValue', 'duty', 'ipi', 'pis', 'cofins', 'siscomex', 'afrmm', 'icms']);
  });

  it('prices solar panels under the shipped rules: II 25 %, IPI 0 % (Ex 01), PIS and COFINS on the CIF, no ICMS (Convênio 101/97)', () => {
    // By hand, in reais: goods 100,000.00 + freight 5,000.00 + insurance 500.00 = customs value 105,500.00.
    // II 25 % of 105,500.00 = 26,375.00. IPI 0 % of (105,500.00 + 26,375.00) = 0. PIS 2.1 % of 105,500.00 = 2,215.50.
    // COFINS 9.65 % of 105,500.00 = 10,180.75. Siscomex 115.67 + 38.56 = 154.23. AFRMM 8 % of 5,000.00 = 400.00.
    // ICMS exempt: 0 % por dentro = 0. Total 105,500.00 + 26,375.00 + 2,215.50 + 10,180.75 + 154.23 + 400.00 = 144,825.48,
    // 1,448.25 a panel for 100 (144,825.48 / 100 = 1,448.2548, rounded to the centavo).
    const result = estimateLandedCost({
      country: 'BR',
      hsCode: '8541.43',
      currency: 'BRL',
      goodsMinor: 10_000_000,
      freightMinor: 500_000,
      insurance: { amountMinor: 50_000 },
      quantity: 100,
    });
    expect(amounts(result)).toEqual({
      goods: 10_000_000,
      freight: 500_000,
      insurance: 50_000,
      customsValue: 10_550_000,
      duty: 2_637_500,
      ipi: 0,
      pis: 221_550,
      cofins: 1_018_075,
      siscomex: 15_423,
      afrmm: 40_000,
      icms: 0,
    });
    expect(result.totalMinor).toBe(14_482_548);
    expect(result.perUnitMinor).toBe(144_825);
    expect(result.fallback).toBe(false);
    expect(result.fallbackCharges).toEqual([]);
    expect(line(result, 'icms').source?.url).toMatch(/convenio-101-1997/);
  });

  it('prices a split air conditioner under the shipped rules, line by line: II 16.2 %, IPI 35 %, PIS, COFINS, Siscomex, AFRMM, ICMS 18 % por dentro', () => {
    // By hand, in reais, for 50 split units (NCM 8415.10.11): goods 100,000.00 + ocean freight 6,000.00 + insurance 400.00
    // = customs value 106,400.00.
    // II 16.2 % of 106,400.00 = 17,236.80.
    // IPI 35 % of (106,400.00 + 17,236.80 = 123,636.80) = 43,272.88.
    // PIS 2.1 % of 106,400.00 = 2,234.40. COFINS 9.65 % of 106,400.00 = 10,267.60.
    // Siscomex 115.67 + 38.56 = 154.23. AFRMM 8 % of the freight 6,000.00 = 480.00.
    // ICMS base before the ICMS: 106,400.00 + 17,236.80 + 43,272.88 + 2,234.40 + 10,267.60 + 154.23 + 480.00 = 180,045.91;
    // ICMS por dentro = 180,045.91 × 18 / 82 = 39,522.2729… → 39,522.27, so its own base is 219,568.18.
    // Total 180,045.91 + 39,522.27 = 219,568.18, that is 4,391.36 a unit (219,568.18 / 50 = 4,391.3636).
    const result = estimateLandedCost({
      country: 'BR',
      hsCode: '8415.10',
      currency: 'BRL',
      goodsMinor: 10_000_000,
      freightMinor: 600_000,
      insurance: { amountMinor: 40_000 },
      quantity: 50,
    });
    expect(amounts(result)).toEqual({
      goods: 10_000_000,
      freight: 600_000,
      insurance: 40_000,
      customsValue: 10_640_000,
      duty: 1_723_680,
      ipi: 4_327_288,
      pis: 223_440,
      cofins: 1_026_760,
      siscomex: 15_423,
      afrmm: 48_000,
      icms: 3_952_227,
    });
    expect(line(result, 'duty')).toMatchObject({ rate: '16.2', baseMinor: 10_640_000 });
    expect(line(result, 'ipi')).toMatchObject({ rate: '35', baseMinor: 12_363_680, baseParts: ['customsValue', 'duty'] });
    expect(line(result, 'icms')).toMatchObject({ rate: '18', baseMinor: 21_956_818 });
    expect(result.totalMinor).toBe(21_956_818);
    expect(result.perUnitMinor).toBe(439_136);
    expect(result.heading).toBe('8415.10');
    expect(result.fallback).toBe(false);
    // ICMS goes by heading only for solar panels: the split unit pays the general 18 %, and the estimate says so.
    expect(result.fallbackCharges).toEqual(['icms']);
    expect(result.asOf).toBe('2026-11-28');
  });

  it('prices laptops and green coffee, whose II and IPI are both verified', () => {
    const laptops = estimateLandedCost({ country: 'BR', hsCode: '847130', currency: 'BRL', goodsMinor: 1_000_000, freightMinor: 0, insurance: { amountMinor: 0 } });
    expect(line(laptops, 'duty').rate).toBe('16');
    expect(line(laptops, 'ipi').rate).toBe('15');
    const coffee = estimateLandedCost({ country: 'BR', hsCode: '0901.11', currency: 'BRL', goodsMinor: 1_000_000, freightMinor: 0, insurance: { amountMinor: 0 } });
    expect(amounts(coffee)).toMatchObject({ duty: 90_000, ipi: 0 }); // 9 % II; coffee is NT in the TIPI
  });

  it('refuses a heading whose IPI rate is not verified, even with its II or the average II', () => {
    // Smartphones, electric cars and electric trucks have their II but no single verified IPI; inverters have neither.
    for (const hsCode of ['851713', '8703.80', '8704.60', '8504.40'])
      expect(refusal(() => estimateLandedCost({ country: 'BR', hsCode, currency: 'BRL', goodsMinor: 100_000, freightMinor: 0, insurance: { amountMinor: 0 } }))).toEqual({
        key: 'landedCost.headingUnknown',
        params: { heading: readHsCode(hsCode), country: 'BR' },
      });
  });

  it('prices a heading with its IPI but no verified II at the average II of 13.3 %, and says the average stood in', () => {
    // Roasted coffee, headphones, chest freezers, excavators and loaders have their IPI but no verified II.
    for (const hsCode of ['0901.21', '8518.30', '8418.30', '8429.52', '8429.51']) {
      const result = estimateLandedCost({ country: 'BR', hsCode, currency: 'BRL', goodsMinor: 1_000_000, freightMinor: 0, insurance: { amountMinor: 0 } });
      expect({ hsCode, heading: result.heading, fallback: result.fallback }).toEqual({ hsCode, heading: null, fallback: true });
      expect(line(result, 'duty')).toMatchObject({ rate: '13.3', amountMinor: 133_000, source: { asOf: '2026-11-28' } });
      // The IPI is the heading's own, on the customs value plus the average II.
      expect(line(result, 'ipi').baseMinor).toBe(1_133_000);
      expect(result.fallbackCharges).not.toContain('ipi');
    }
  });
});

describe('Chile: 6 % general duty, 0 % for Chinese goods under the FTA, IVA 19 %', () => {
  const input: LandedCostInput = { country: 'CL', hsCode: '8429.52', currency: 'USD', goodsMinor: 900_000, freightMinor: 90_000, insurance: { amountMinor: 10_000 } };

  it('reproduces the published example without a preference: CIF US$11,700 pays ad valorem 666,900 and IVA 2,238,561 pesos at 950', () => {
    // dolaraduanero.cl (checked 2026-11-28): FOB US$10,000 + freight 1,500 + insurance 200 = CIF 11,700; at a customs
    // dollar of 950 pesos the base is 11,115,000; ad valorem 6 % 666,900; IVA 19 % on base + ad valorem 2,238,561;
    // duties and taxes 2,905,461. Priced in dollars here (the order's currency): 702.00 + 2,356.38 = 3,058.38, which
    // at 950 pesos is 666,900 + 2,238,561 = 2,905,461 to the peso.
    const result = estimateLandedCost({
      country: 'CL',
      hsCode: '8471.30',
      currency: 'USD',
      goodsMinor: 1_000_000,
      freightMinor: 150_000,
      insurance: { amountMinor: 20_000 },
      claimChinaPreference: false,
    });
    expect(amounts(result)).toMatchObject({ customsValue: 1_170_000, duty: 70_200, iva: 235_638 });
    expect((result.chargesMinor * 950) / 100).toBe(2_905_461);
    expect((line(result, 'duty').amountMinor * 950) / 100).toBe(666_900);
    expect((line(result, 'iva').amountMinor * 950) / 100).toBe(2_238_561);
  });

  it('applies the agreement’s preference to Chinese goods and says so', () => {
    const result = estimateLandedCost(input);
    expect(result.preference).toEqual({ applied: true, agreement: 'Chile-China Free Trade Agreement (2006)' });
    expect(amounts(result)).toMatchObject({ customsValue: 1_000_000, duty: 0, iva: 190_000 });
    expect(result.totalMinor).toBe(1_190_000);
  });

  it('falls back to the general 6 % for a heading it does not list when the preference is not claimed, and says so', () => {
    const result = estimateLandedCost({ ...input, claimChinaPreference: false });
    expect(result.preference.applied).toBe(false);
    expect(result.fallback).toBe(true);
    expect(result.heading).toBeNull();
    expect(amounts(result)).toMatchObject({ duty: 60_000, iva: 201_400 });
    expect(result.totalMinor).toBe(1_261_400);
  });
});

describe('Peru: ad valorem duty, IGV 16 % and IPM 2 %', () => {
  it('prices a subheading it does not list at Peru’s average tariff of 2.1 %, says the average stood in, and dates it', () => {
    // By hand, in dollars: goods 10,000.00 + freight 800.00 + insurance 200.00 = customs value 11,000.00.
    // Ad valorem 2.1 % of 11,000.00 = 231.00. IGV 16 % of (11,000.00 + 231.00 = 11,231.00) = 1,796.96;
    // IPM 2 % of 11,231.00 = 224.62. Charges 231.00 + 1,796.96 + 224.62 = 2,252.58; landed 13,252.58.
    const result = estimateLandedCost({ country: 'PE', hsCode: '8415.10', currency: 'USD', goodsMinor: 1_000_000, freightMinor: 80_000, insurance: { amountMinor: 20_000 } });
    expect(result).toMatchObject({ heading: null, fallback: true, preference: { applied: false, agreement: null } });
    expect(amounts(result)).toMatchObject({ customsValue: 1_100_000, duty: 23_100, igv: 179_696, ipm: 22_462 });
    expect(result.chargesMinor).toBe(225_258);
    expect(result.totalMinor).toBe(1_325_258);
    expect(line(result, 'duty')).toMatchObject({
      rate: '2.1',
      legalName: 'Derechos ad valorem',
      source: { url: 'https://www.investinperu.pe/en/trade-integration-policy-market-access', asOf: '2026-11-28' },
    });
    expect(result.asOf).toBe('2026-11-28');
  });
});

describe('Argentina: DIE, statistics fee with its ceiling, IVA and its perceptions', () => {
  it('caps the statistics fee at US$180 below US$10,000 and keeps the perceptions apart as advances', () => {
    const result = estimateLandedCost({ country: 'AR', hsCode: '8517.13', currency: 'USD', goodsMinor: 750_000, freightMinor: 40_000, insurance: { amountMinor: 10_000 } });
    expect(line(result, 'te')).toMatchObject({ amountMinor: 18_000, capped: true });
    expect(amounts(result)).toMatchObject({ customsValue: 800_000, duty: 0, iva: 171_780, 'iva-adicional': 163_600, ganancias: 49_080 });
    expect(result.advancesMinor).toBe(212_680);
    expect(result.totalMinor).toBe(800_000 + 18_000 + 171_780 + 212_680);
  });
});

describe('bad input', () => {
  const good: LandedCostInput = { country: 'CL', hsCode: '0901.11', currency: 'USD', goodsMinor: 100_000, freightMinor: 0, insurance: { amountMinor: 0 } };

  it('refuses an unknown country', () => {
    expect(refusal(() => estimateLandedCost({ ...good, country: 'XX' }))).toEqual({ key: 'landedCost.countryUnknown', params: { country: 'XX' } });
  });

  it.each(['85171', '8517.1a', '85.17.13', '', '000000'])('refuses the HS code "%s"', (hsCode) => {
    expect(refusal(() => estimateLandedCost({ ...good, hsCode })).key).toBe('landedCost.hsCodeInvalid');
  });

  it('refuses negative, fractional or zero amounts where they make no sense', () => {
    expect(refusal(() => estimateLandedCost({ ...good, goodsMinor: 0 })).key).toBe('landedCost.amountInvalid');
    expect(refusal(() => estimateLandedCost({ ...good, freightMinor: -1 })).key).toBe('landedCost.amountInvalid');
    expect(refusal(() => estimateLandedCost({ ...good, goodsMinor: 10.5 })).key).toBe('landedCost.amountInvalid');
    expect(refusal(() => estimateLandedCost({ ...good, quantity: 0 })).key).toBe('landedCost.amountInvalid');
    expect(refusal(() => estimateLandedCost({ ...good, insurance: { ratePercent: '0,3' } })).key).toBe('landedCost.amountInvalid');
    expect(refusal(() => estimateLandedCost({ ...good, insurance: undefined as unknown as LandedCostInput['insurance'] })).key).toBe('landedCost.amountInvalid');
  });

  it('reads the country case-insensitively and the code with or without its dot', () => {
    expect(estimateLandedCost({ ...good, country: 'cl', hsCode: '090111' }).hsCode).toBe('0901.11');
  });
});
