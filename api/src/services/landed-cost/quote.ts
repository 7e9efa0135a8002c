import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CONTAINER_CAPACITY, type Currency, type FreightLeg, type FreightUnit, type TradeTerm } from '@puente/shared/contract';
import { CONTENT_DIR } from '../../config/paths';
import { BusinessError } from '../business-error';
import { convertMinor, type Rates } from '../money';
import { computeLandedCost, type LandedCost, type LineKind } from './landed-cost';
import { landedCostRules, RateSchema, SourceSchema, type CountryRules, type Source } from './rules';

/*
 * What goods cost under each trade term and delivered to the buyer's port of entry, cleared: the
 * shipment's cartons loaded into LCL or containers (whichever the freight table makes cheaper),
 * haulage and export clearance in China (FOB), ocean freight (C&F), insurance on 110 % of the C&F
 * value (CIF), then the destination country's duty, taxes and fees (landed-cost.ts). Every amount
 * is in integer minor units of the quote's currency; freight rates are kept in US cents and
 * converted once per leg.
 */

/** What a goods carries for an estimate (goods columns of migration 0021). */
export interface ShippingFacts {
  /** Six digits: "841510". */
  hsCode: string;
  cartonUnits: number;
  cartonWeightG: number;
  cartonVolumeCm3: number;
  /** The Chinese port it ships from (UN/LOCODE). */
  shipFrom: string;
}

export interface QuoteItem {
  goodsId: number;
  quantity: number;
  /** The unit price in the quote's currency, minor units. */
  unitPriceMinor: number;
  shipping: ShippingFacts;
  terms: readonly string[];
}

/** A current rate of the freight table (repositories/freight.ts). */
export interface FreightRate {
  leg: FreightLeg;
  unit: FreightUnit;
  amountUsdMinor: number;
  asOf: string;
  sourceTitle: string;
  sourceUrl: string;
}

const ContainerUnits = ['20ft', '40ft', '40hq'] as const;
type ContainerUnit = (typeof ContainerUnits)[number];

/** The largest shipment consolidators quote per cubic metre; beyond it goods travel in their own containers. */
export const LCL_MAX_CM3 = 15_000_000;
/** LCL is charged "weight or measure": the larger of the m³ and the tonnes, at least one. A tonne (10⁶ g) weighs as a m³ (10⁶ cm³). */
const LCL_MINIMUM_CM3 = 1_000_000;

export interface LoadingPlan {
  mode: 'lcl' | 'fcl';
  containers: Array<{ unit: ContainerUnit; count: number }>;
  chargeableCm3: number | null;
  haulageUsdMinor: number;
  oceanUsdMinor: number;
  /** The freight table's rates the plan used (for their dates). */
  used: FreightRate[];
}

function rateOf(rates: FreightRate[], leg: FreightLeg, unit: FreightUnit): FreightRate | undefined {
  return rates.find((rate) => rate.leg === leg && rate.unit === unit);
}

/** cm³ × (cents per m³), rounded half up to the cent. */
function perCubicMetre(cm3: number, centsPerM3: number): number {
  return Number((2n * BigInt(cm3) * BigInt(centsPerM3) + 1_000_000n) / 2_000_000n);
}

/**
 * The cheapest way the freight table offers to carry a shipment: LCL (up to LCL_MAX_CM3) or a mix
 * of 20 ft, 40 ft and 40 ft HQ containers that holds its volume and weight; a tie goes to fewer
 * containers. Null when the table has no rate that can carry it.
 */
export function loadingPlan(volumeCm3: number, weightG: number, rates: FreightRate[]): LoadingPlan | null {
  let best: LoadingPlan | null = null;
  let bestCost = Infinity;
  let bestCount = Infinity;
  const consider = (plan: LoadingPlan) => {
    const cost = plan.haulageUsdMinor + plan.oceanUsdMinor;
    const count = plan.containers.reduce((sum, c) => sum + c.count, 0);
    if (cost < bestCost || (cost === bestCost && count < bestCount)) {
      best = plan;
      bestCost = cost;
      bestCount = count;
    }
  };

  const lclOcean = rateOf(rates, 'ocean', 'lcl_m3');
  const lclHaulage = rateOf(rates, 'haulage', 'lcl_m3');
  if (volumeCm3 <= LCL_MAX_CM3 && lclOcean && lclHaulage) {
    const chargeableCm3 = Math.max(volumeCm3, weightG, LCL_MINIMUM_CM3);
    consider({
      mode: 'lcl',
      containers: [],
      chargeableCm3,
      haulageUsdMinor: perCubicMetre(chargeableCm3, lclHaulage.amountUsdMinor),
      oceanUsdMinor: perCubicMetre(chargeableCm3, lclOcean.amountUsdMinor),
      used: [lclOcean, lclHaulage],
    });
  }

  const priced = ContainerUnits.flatMap((unit) => {
    const ocean = rateOf(rates, 'ocean', unit);
    const haulage = rateOf(rates, 'haulage', unit);
    return ocean && haulage ? [{ unit, ocean, haulage, cm3: CONTAINER_CAPACITY[unit].m3 * 1_000_000, g: CONTAINER_CAPACITY[unit].kg * 1000 }] : [];
  });
  if (priced.length) {
    // Enough of the largest container for the whole shipment, then every mix with up to two of each smaller one.
    const largest = priced.reduce((a, b) => (b.cm3 > a.cm3 || (b.cm3 === a.cm3 && b.g > a.g) ? b : a));
    const most = Math.max(Math.ceil(volumeCm3 / largest.cm3), Math.ceil(weightG / largest.g), 1);
    const others = priced.filter((p) => p !== largest);
    const mixes = (index: number): number[][] => (index === others.length ? [[]] : mixes(index + 1).flatMap((rest) => [0, 1, 2].map((n) => [n, ...rest])));
    for (let big = 0; big <= most; big++) {
      for (const mix of mixes(0)) {
        const counts = [{ p: largest, n: big }, ...others.map((p, i) => ({ p, n: mix[i]! }))].filter((c) => c.n > 0);
        if (!counts.length) continue;
        const cm3 = counts.reduce((sum, c) => sum + c.p.cm3 * c.n, 0);
        const g = counts.reduce((sum, c) => sum + c.p.g * c.n, 0);
        if (cm3 < volumeCm3 || g < weightG) continue;
        consider({
          mode: 'fcl',
          containers: ContainerUnits.flatMap((unit) => counts.filter((c) => c.p.unit === unit).map((c) => ({ unit, count: c.n }))),
          chargeableCm3: null,
          haulageUsdMinor: counts.reduce((sum, c) => sum + c.p.haulage.amountUsdMinor * c.n, 0),
          oceanUsdMinor: counts.reduce((sum, c) => sum + c.p.ocean.amountUsdMinor * c.n, 0),
          used: counts.flatMap((c) => [c.p.ocean, c.p.haulage]),
        });
      }
    }
  }
  return best;
}

const InsuranceRuleSchema = z.object({
  ratePercent: RateSchema,
  coveredPercent: z.string().regex(/^\d{3}$/, 'a whole percentage such as "110"'),
  source: SourceSchema,
  note: z.string().min(1),
});
export type InsuranceRule = z.infer<typeof InsuranceRuleSchema>;

let insurance: InsuranceRule | null = null;

/** The insurance premium's rate and cover (api/content/freight/insurance.json), checked when first read (the server reads it at start). */
export function insuranceRule(file = path.join(CONTENT_DIR, 'freight', 'insurance.json')): InsuranceRule {
  if (insurance) return insurance;
  const parsed = InsuranceRuleSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`freight/insurance.json: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`);
  insurance = parsed.data;
  return insurance;
}

/** Splits an amount over weights in proportion, the remainders going to the largest fractions: the parts add up to the amount. */
export function allocate(amount: number, weights: number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total === 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (BigInt(amount) * BigInt(w)) / BigInt(total));
  const parts = exact.map(Number);
  let left = amount - parts.reduce((sum, p) => sum + p, 0);
  const order = weights.map((w, i) => ({ i, rest: (BigInt(amount) * BigInt(w)) % BigInt(total) })).sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

export interface QuoteLineOut {
  id: string;
  kind: LineKind;
  legalName?: string;
  amountMinor: number;
  rate?: string;
  capped?: boolean;
  source: Source | null;
}

export interface LandedQuote {
  country: string;
  destinationPort: string;
  originPort: string;
  currency: Currency;
  quantity: number;
  shipment: {
    cartons: number;
    weightG: number;
    volumeCm3: number;
    mode: 'lcl' | 'fcl';
    containers: Array<{ unit: ContainerUnit; count: number }>;
    chargeableCm3: number | null;
  };
  terms: Array<{ term: TradeTerm; amountMinor: number; offered: boolean }>;
  lines: QuoteLineOut[];
  customsValueMinor: number;
  chargesMinor: number;
  advancesMinor: number;
  totalMinor: number;
  perUnitMinor: number;
  headings: Array<{ goodsId: number; hsCode: string; heading: string | null; fallback: boolean }>;
  fallbackCharges: string[];
  preference: { applied: boolean; agreement: string | null };
  /** The term the goods' prices include (EXW: the goods alone). */
  priceTerm: TradeTerm;
  /** `freight` is null when the price's term covers the whole way to the port of entry (C&F, CIF). */
  dates: { rules: string; freight: string | null; exchange: string };
}

export interface QuoteInput {
  items: QuoteItem[];
  currency: Currency;
  country: string;
  destinationPort: string;
  /** The freight table's current rates from the shipment's port to the destination port. */
  freight: FreightRate[];
  rates: Rates;
  rules?: Map<string, CountryRules>;
  insurance?: InsuranceRule;
  /**
   * The term the unit prices already include (a seller's quotation at FOB, C&F or CIF): the costs
   * it covers are not added again, and only it and the later terms are priced. EXW when absent.
   */
  priceTerm?: TradeTerm;
}

/** The port most of the shipment's volume leaves from. */
export function originPortOf(items: Array<Pick<QuoteItem, 'quantity' | 'shipping'>>): string {
  const volume = new Map<string, number>();
  for (const item of items) {
    const cm3 = Math.ceil(item.quantity / item.shipping.cartonUnits) * item.shipping.cartonVolumeCm3;
    volume.set(item.shipping.shipFrom, (volume.get(item.shipping.shipFrom) ?? 0) + cm3);
  }
  return [...volume.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

const TERM_ORDER: TradeTerm[] = ['EXW', 'FOB', 'C&F', 'CIF'];

/** Each term's price of a shipment, and the costs that make it up (in minor units of the quote's currency). */
export interface TermPricing {
  originPort: string;
  cartons: number[];
  volumeCm3: number;
  weightG: number;
  plan: LoadingPlan;
  clearance: FreightRate;
  /** Each item's goods value. */
  goods: number[];
  goodsMinor: number;
  haulageMinor: number;
  clearanceMinor: number;
  freightMinor: number;
  insuranceMinor: number;
  prices: Record<TradeTerm, number>;
  rule: InsuranceRule;
  priceTerm: TradeTerm;
  /** Whether the price's own term already covers a term's costs. */
  covers: (term: TradeTerm) => boolean;
}

/**
 * Each term's price of goods of one seller shipped together: the goods, haulage and export
 * clearance (FOB), ocean freight (C&F) and insurance (CIF), whatever the destination's import
 * rules. Refuses a lane the freight table cannot price (`landedCost.freightUnknown`).
 */
export function priceTerms(input: Omit<QuoteInput, 'rules' | 'country'>): TermPricing {
  const { items, currency, rates } = input;
  const originPort = originPortOf(items);

  const cartons = items.map((item) => Math.ceil(item.quantity / item.shipping.cartonUnits));
  const volumeCm3 = items.reduce((sum, item, i) => sum + cartons[i]! * item.shipping.cartonVolumeCm3, 0);
  const weightG = items.reduce((sum, item, i) => sum + cartons[i]! * item.shipping.cartonWeightG, 0);
  const clearance = rateOf(input.freight, 'clearance', 'shipment');
  const plan = loadingPlan(volumeCm3, weightG, input.freight);
  if (!plan || !clearance) throw new BusinessError('landedCost.freightUnknown', { origin: originPort, port: input.destinationPort });
  const usd = (minor: number) => convertMinor(minor, 'USD', currency, rates);
  // A cost the price's own term already covers is not added again (a quotation at C&F carries its freight).
  const priceTerm = input.priceTerm ?? 'EXW';
  const covers = (term: TradeTerm) => TERM_ORDER.indexOf(priceTerm) >= TERM_ORDER.indexOf(term);
  // A quotation's quantity may be a fraction (2.5 tonnes): its value is rounded to the cent.
  const goods = items.map((item) => Math.round(item.unitPriceMinor * item.quantity));
  const goodsMinor = goods.reduce((sum, g) => sum + g, 0);
  const haulageMinor = covers('FOB') ? 0 : usd(plan.haulageUsdMinor);
  const clearanceMinor = covers('FOB') ? 0 : usd(clearance.amountUsdMinor);
  const freightMinor = covers('C&F') ? 0 : usd(plan.oceanUsdMinor);
  const fob = goodsMinor + haulageMinor + clearanceMinor;
  const cfr = fob + freightMinor;
  const rule = input.insurance ?? insuranceRule();
  // The CIF convention: cover on 110 % of the C&F value, the premium a rate of the cover.
  const covered = Number((2n * BigInt(cfr) * BigInt(rule.coveredPercent) + 100n) / 200n);
  const [rateWhole, rateDecimals = ''] = rule.ratePercent.split('.');
  const rateDen = 100n * 10n ** BigInt(rateDecimals.length);
  const insuranceMinor = covers('CIF') ? 0 : Number((2n * BigInt(covered) * BigInt(`${rateWhole}${rateDecimals}`) + rateDen) / (2n * rateDen));
  const prices: Record<TradeTerm, number> = { EXW: goodsMinor, FOB: fob, 'C&F': cfr, CIF: cfr + insuranceMinor };
  return {
    originPort,
    cartons,
    volumeCm3,
    weightG,
    plan,
    clearance,
    goods,
    goodsMinor,
    haulageMinor,
    clearanceMinor,
    freightMinor,
    insuranceMinor,
    prices,
    rule,
    priceTerm,
    covers,
  };
}

/**
 * The estimate for goods of one seller shipped together to a destination port: each term's price,
 * then the landed cost line by line. Refuses a country without rules (`landedCost.countryUnknown`),
 * a lane the freight table cannot price (`landedCost.freightUnknown`) and a heading the country
 * cannot price (`landedCost.headingUnknown`).
 */
export function quoteLanded(input: QuoteInput): LandedQuote {
  const rules = (input.rules ?? landedCostRules()).get(input.country);
  if (!rules) throw new BusinessError('landedCost.countryUnknown', { country: input.country });
  const { items, currency, rates } = input;
  const {
    originPort,
    cartons,
    volumeCm3,
    weightG,
    plan,
    clearance,
    goods,
    goodsMinor,
    haulageMinor,
    clearanceMinor,
    freightMinor,
    insuranceMinor,
    prices,
    rule,
    priceTerm,
    covers,
  } = priceTerms(input);

  // Each goods line is declared on its own heading; the shipment's costs are shared by value.
  const origin = allocate(haulageMinor + clearanceMinor, goods);
  const ocean = allocate(freightMinor, goods);
  const cover = allocate(insuranceMinor, goods);
  const fixed = new Set(rules.charges.filter((charge) => charge.method === 'fixed').map((charge) => charge.id));
  const perItem: LandedCost[] = items.map((item, i) =>
    computeLandedCost(
      {
        country: input.country,
        hsCode: item.shipping.hsCode,
        currency,
        goodsMinor: goods[i]! + origin[i]!,
        freightMinor: ocean[i]!,
        insurance: { amountMinor: cover[i]! },
        quantity: item.quantity,
      },
      rules,
      rates,
    ),
  );

  const added: Array<[TradeTerm, QuoteLineOut]> = [
    ['FOB', { id: 'haulage', kind: 'value', amountMinor: haulageMinor, source: sourceOf(plan.used.find((rate) => rate.leg === 'haulage')) }],
    ['FOB', { id: 'clearance', kind: 'value', amountMinor: clearanceMinor, source: sourceOf(clearance) }],
    ['C&F', { id: 'freight', kind: 'value', amountMinor: freightMinor, source: sourceOf(plan.used.find((rate) => rate.leg === 'ocean')) }],
    ['CIF', { id: 'insurance', kind: 'value', amountMinor: insuranceMinor, rate: rule.ratePercent, source: rule.source }],
  ];
  const lines: QuoteLineOut[] = [{ id: 'goods', kind: 'value', amountMinor: goodsMinor, source: null }, ...added.filter(([term]) => !covers(term)).map(([, line]) => line)];
  // The customs value is the CIF price (what the shipment costs to the port of entry).
  const customsValueMinor = prices.CIF;
  lines.push({ id: 'customsValue', kind: 'value', amountMinor: customsValueMinor, source: rules.customsValue.source });
  // The duty and charges, in the order the law applies them, summed over the goods lines; a fixed fee is charged once per declaration.
  const first = perItem[0]!;
  for (const line of first.lines.filter((l) => l.kind !== 'value')) {
    const same = perItem.map((cost) => cost.lines.find((l) => l.id === line.id)!);
    const rateShared = same.every((l) => l.rate === line.rate);
    lines.push({
      id: line.id,
      kind: line.kind,
      ...(line.legalName ? { legalName: line.legalName } : {}),
      amountMinor: fixed.has(line.id) ? line.amountMinor : same.reduce((sum, l) => sum + l.amountMinor, 0),
      ...(rateShared && line.rate !== undefined ? { rate: line.rate } : {}),
      ...(same.some((l) => l.capped) ? { capped: true } : {}),
      source: line.source,
    });
  }
  const charged = lines.filter((line) => line.kind === 'duty' || line.kind === 'tax' || line.kind === 'fee');
  const chargesMinor = charged.reduce((sum, line) => sum + line.amountMinor, 0);
  const advancesMinor = lines.filter((line) => line.kind === 'advance').reduce((sum, line) => sum + line.amountMinor, 0);
  const totalMinor = customsValueMinor + chargesMinor + advancesMinor;
  const quantity = items.reduce((sum, item) => sum + item.quantity, 0);
  // The freight table's dates count only where its rates were used.
  const freightDates = (covers('C&F') ? [] : covers('FOB') ? plan.used.filter((rate) => rate.leg === 'ocean') : [...plan.used, clearance]).map((rate) => rate.asOf).sort();
  return {
    country: input.country,
    destinationPort: input.destinationPort,
    originPort,
    currency,
    quantity,
    shipment: { cartons: cartons.reduce((sum, c) => sum + c, 0), weightG, volumeCm3, mode: plan.mode, containers: plan.containers, chargeableCm3: plan.chargeableCm3 },
    terms: TERM_ORDER.filter((term) => TERM_ORDER.indexOf(term) >= TERM_ORDER.indexOf(priceTerm)).map((term) => ({
      term,
      amountMinor: prices[term],
      offered: items.every((item) => item.terms.includes(term)),
    })),
    priceTerm,
    lines,
    customsValueMinor,
    chargesMinor,
    advancesMinor,
    totalMinor,
    perUnitMinor: Number.isInteger(quantity) ? Number((2n * BigInt(totalMinor) + BigInt(quantity)) / (2n * BigInt(quantity))) : Math.round(totalMinor / quantity),
    headings: items.map((item, i) => ({ goodsId: item.goodsId, hsCode: perItem[i]!.hsCode, heading: perItem[i]!.heading, fallback: perItem[i]!.fallback })),
    fallbackCharges: [...new Set(perItem.flatMap((cost) => cost.fallbackCharges))],
    preference: first.preference,
    dates: {
      rules: [...perItem.map((cost) => cost.asOf), ...(covers('CIF') ? [] : [rule.source.asOf])].sort()[0]!,
      freight: freightDates[0] ?? null,
      exchange: rates.asOf,
    },
  };
}

function sourceOf(rate: FreightRate | undefined): Source | null {
  return rate ? { url: rate.sourceUrl, title: rate.sourceTitle, asOf: rate.asOf } : null;
}
