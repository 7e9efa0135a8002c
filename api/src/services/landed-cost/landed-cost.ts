import { isCurrency, type Currency } from '@puente/shared/contract';
import { BusinessError } from '../business-error';
import { convertMinor, type Rates } from '../money';
import { landedCostRules, type Charge, type CountryRules, type HeadingRate, type Source } from './rules';

/*
 * What goods bought from China cost once cleared in the buyer's country: customs value, duty, each
 * tax on its own base, fees, total. A pure function of the order's figures and the country's rules
 * (rules.ts), in integer minor units of the order's currency: every rate is read as an exact
 * fraction from its text and each line is rounded once, half away from zero, so the lines add up
 * to the total to the cent.
 */

/** The insurance as quoted, or the CIF convention: a rate (percent) of 110 % of goods + freight. */
export type InsuranceInput = { amountMinor: number } | { ratePercent: string };

export interface LandedCostInput {
  country: string;
  /** Six digits, with or without the dot: "851713", "8517.13". */
  hsCode: string;
  currency: Currency;
  /** The goods' value at the port of loading (FOB), in minor units. */
  goodsMinor: number;
  /** International freight to the port of destination, in minor units. */
  freightMinor: number;
  insurance: InsuranceInput;
  /** Units in the order, for the cost per unit. */
  quantity?: number;
  /** Whether the goods travel with a certificate of Chinese origin, claiming the agreement's preference (default: yes). */
  claimChinaPreference?: boolean;
}

export type LineKind = 'value' | 'duty' | 'tax' | 'fee' | 'advance';

export interface LandedCostLine {
  /** goods, freight, insurance, customsValue, duty, or the charge's id in the country's file. */
  id: string;
  /** The duty's or charge's name as the country's law writes it (a proper name: the screens name the other lines by id). */
  legalName?: string;
  kind: LineKind;
  amountMinor: number;
  /** The percentage applied, as the rule writes it. */
  rate?: string;
  /** The amount the rate was applied to. */
  baseMinor?: number;
  /** What the base is made of (line ids). */
  baseParts?: string[];
  /** The charge reached its ceiling (Argentina's statistics fee). */
  capped?: boolean;
  /** Where the rule was checked and when; null for the order's own figures. */
  source: Source | null;
  /** The editor's note on the rule, in English, for operators (screens show their own words by id). */
  note?: string;
}

export interface LandedCost {
  country: string;
  currency: Currency;
  /** The code as the engine read it: "8517.13". */
  hsCode: string;
  /** The heading whose rate applied ("8517.13" or "0901"), or null when the general rate did. */
  heading: string | null;
  /** The heading is not in the country's file and the general rate stands in for the duty. */
  fallback: boolean;
  /** Charges whose rate goes by heading and whose general rate stood in for this one (Brazil's IPI). */
  fallbackCharges: string[];
  preference: { applied: boolean; agreement: string | null };
  lines: LandedCostLine[];
  customsValueMinor: number;
  /** Duty, taxes and fees kept by the country (not the advances). */
  chargesMinor: number;
  /** Advances paid at customs and credited later against the buyer's own taxes. */
  advancesMinor: number;
  /** Customs value + charges + advances: what the buyer pays to have the goods cleared. */
  totalMinor: number;
  /** The total divided by the quantity, rounded to the minor unit; null without a quantity. */
  perUnitMinor: number | null;
  /** The oldest date among the rules used: the estimate is as good as its oldest figure. */
  asOf: string;
}

/** A percentage as an exact fraction of one: "9.65" → 965 / 10000. */
function fraction(percent: string): { num: bigint; den: bigint } {
  const [whole, decimals = ''] = percent.split('.');
  return { num: BigInt(`${whole}${decimals}`), den: 100n * 10n ** BigInt(decimals.length) };
}

/** num / den rounded half away from zero, for non-negative num and positive den. */
function divideRounded(num: bigint, den: bigint): number {
  return Number((2n * num + den) / (2n * den));
}

function percentOf(baseMinor: number, percent: string): number {
  const { num, den } = fraction(percent);
  return divideRounded(BigInt(baseMinor) * num, den);
}

/** The charge whose base holds the charge itself (por dentro): base × r / (1 − r), rounded once. */
function inclusiveOf(baseMinor: number, percent: string): number {
  const { num, den } = fraction(percent);
  return divideRounded(BigInt(baseMinor) * num, den - num);
}

function minorOf(amount: string): number {
  const [whole, decimals = ''] = amount.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Reads "851713" or "8517.13" as "8517.13"; anything else is refused. */
export function readHsCode(hsCode: string): string {
  const digits = typeof hsCode === 'string' ? hsCode.trim().replace(/^(\d{4})\.(\d{2})$/, '$1$2') : '';
  if (!/^\d{6}$/.test(digits) || digits.startsWith('00')) throw new BusinessError('landedCost.hsCodeInvalid');
  return `${digits.slice(0, 4)}.${digits.slice(4)}`;
}

/** The entry for the code: its six-digit subheading first, then its four-digit heading. */
function rateFor(list: HeadingRate[] | undefined, code: string): HeadingRate | undefined {
  return list?.find((entry) => entry.heading === code) ?? list?.find((entry) => entry.heading === code.slice(0, 4));
}

function checkAmount(value: number, allowZero = true): void {
  if (!Number.isSafeInteger(value) || value < 0 || (!allowZero && value === 0)) throw new BusinessError('landedCost.amountInvalid');
}

/**
 * The landed cost of one goods line under one country's rules. Refuses a malformed HS code, a
 * negative or fractional amount, and a heading the file does not list when the country has no
 * general rate to fall back on.
 */
export function computeLandedCost(input: LandedCostInput, rules: CountryRules, rates?: Rates): LandedCost {
  const code = readHsCode(input.hsCode);
  if (!isCurrency(input.currency)) throw new BusinessError('landedCost.amountInvalid');
  checkAmount(input.goodsMinor, false);
  checkAmount(input.freightMinor);
  if (input.quantity !== undefined) checkAmount(input.quantity, false);
  if (typeof input.insurance !== 'object' || input.insurance === null) throw new BusinessError('landedCost.amountInvalid');

  const fallbackCharges: string[] = [];
  const sources: Source[] = [rules.customsValue.source];
  const lines: LandedCostLine[] = [];
  const amounts = new Map<string, number>();
  const add = (line: LandedCostLine) => {
    lines.push(line);
    amounts.set(line.id, line.amountMinor);
    if (line.source) sources.push(line.source);
  };

  add({ id: 'goods', kind: 'value', amountMinor: input.goodsMinor, source: null });
  add({ id: 'freight', kind: 'value', amountMinor: input.freightMinor, source: null });
  if ('amountMinor' in input.insurance) {
    checkAmount(input.insurance.amountMinor);
    add({ id: 'insurance', kind: 'value', amountMinor: input.insurance.amountMinor, source: null });
  } else {
    const rate = input.insurance.ratePercent;
    if (typeof rate !== 'string' || !/^\d{1,2}(\.\d{1,4})?$/.test(rate)) throw new BusinessError('landedCost.amountInvalid');
    // The CIF convention: cover on 110 % of the C&F value, so that a loss repays the buyer's expected margin too.
    const cfr = input.goodsMinor + input.freightMinor;
    const covered = divideRounded(BigInt(cfr) * 110n, 100n);
    add({ id: 'insurance', kind: 'value', amountMinor: percentOf(covered, rate), rate, baseMinor: covered, baseParts: ['goods', 'freight'], source: null });
  }
  const customsValueMinor = input.goodsMinor + input.freightMinor + (amounts.get('insurance') ?? 0);
  add({
    id: 'customsValue',
    kind: 'value',
    amountMinor: customsValueMinor,
    baseParts: ['goods', 'freight', 'insurance'],
    source: rules.customsValue.source,
    note: rules.customsValue.note,
  });

  // The duty: the agreement's rate for Chinese goods where it has one, else the heading's, else the general rate.
  const listed = rateFor(rules.duty.headings, code);
  const china = rules.duty.china;
  const preferential = input.claimChinaPreference !== false && china ? (rateFor(china.headings, code) ?? china.general) : undefined;
  const general = rules.duty.general;
  const chosen = preferential ?? listed ?? general;
  if (!chosen) throw new BusinessError('landedCost.headingUnknown', { heading: code, country: rules.country });
  const fallback = !listed && !(preferential && 'heading' in preferential);
  const heading = preferential && 'heading' in preferential ? preferential.heading : (listed?.heading ?? null);
  add({
    id: 'duty',
    legalName: rules.duty.name,
    kind: 'duty',
    amountMinor: percentOf(customsValueMinor, chosen.rate),
    rate: chosen.rate,
    baseMinor: customsValueMinor,
    baseParts: ['customsValue'],
    source: chosen.source,
    note: chosen.note,
  });

  for (const charge of rules.charges) add(chargeLine(charge, code, amounts, input.currency, rules, rates, fallbackCharges));

  const charged = lines.filter((line) => line.kind === 'duty' || line.kind === 'tax' || line.kind === 'fee');
  const chargesMinor = charged.reduce((sum, line) => sum + line.amountMinor, 0);
  const advancesMinor = lines.filter((line) => line.kind === 'advance').reduce((sum, line) => sum + line.amountMinor, 0);
  const totalMinor = customsValueMinor + chargesMinor + advancesMinor;
  return {
    country: rules.country,
    currency: input.currency,
    hsCode: code,
    heading,
    fallback,
    fallbackCharges,
    preference: { applied: Boolean(preferential), agreement: preferential ? china!.agreement : null },
    lines,
    customsValueMinor,
    chargesMinor,
    advancesMinor,
    totalMinor,
    perUnitMinor: input.quantity ? divideRounded(BigInt(totalMinor), BigInt(input.quantity)) : null,
    asOf: sources.map((source) => source.asOf).sort()[0]!,
  };
}

function chargeLine(
  charge: Charge,
  code: string,
  amounts: Map<string, number>,
  currency: Currency,
  rules: CountryRules,
  rates: Rates | undefined,
  fallbackCharges: string[],
): LandedCostLine {
  const line = { id: charge.id, legalName: charge.name, kind: charge.kind, source: charge.source, note: charge.note };
  if (charge.method === 'fixed') {
    return { ...line, amountMinor: inCurrency(minorOf(charge.amount!), charge.currency!, currency, rates, charge.id) };
  }
  const byHeading = rateFor(charge.headingRates, code);
  const rate = byHeading?.rate ?? charge.rate;
  if (rate === undefined) throw new BusinessError('landedCost.headingUnknown', { heading: code, country: rules.country });
  if (charge.headingRates && !byHeading) fallbackCharges.push(charge.id);
  const baseParts = charge.base!;
  const baseMinor = baseParts.reduce((sum, part) => sum + (amounts.get(part) ?? 0), 0);
  let amountMinor = charge.method === 'inclusive' ? inclusiveOf(baseMinor, rate) : percentOf(baseMinor, rate);
  let capped = false;
  if (charge.cap) {
    const { brackets, currency: capCurrency } = charge.cap;
    const bracket = brackets.find((b) => b.below === undefined || baseMinor < inCurrency(minorOf(b.below), capCurrency, currency, rates, charge.id))!;
    const capMinor = inCurrency(minorOf(bracket.amount), capCurrency, currency, rates, charge.id);
    capped = amountMinor > capMinor;
    if (capped) amountMinor = capMinor;
  }
  return {
    ...line,
    amountMinor,
    rate,
    // A charge "por dentro" is levied on a base that holds the charge itself.
    baseMinor: charge.method === 'inclusive' ? baseMinor + amountMinor : baseMinor,
    baseParts: charge.method === 'inclusive' ? [...baseParts, charge.id] : baseParts,
    ...(capped ? { capped, source: charge.cap!.source } : { source: byHeading?.source ?? charge.source }),
    note: byHeading?.note ?? charge.note,
  };
}

function inCurrency(minor: number, from: Currency, to: Currency, rates: Rates | undefined, id: string): number {
  if (from === to) return minor;
  if (!rates) throw new Error(`landed cost: "${id}" is set in ${from}; exchange rates are needed to price it in ${to}`);
  return convertMinor(minor, from, to, rates);
}

/** The landed cost under the shipped rules of the input's country. */
export function estimateLandedCost(input: LandedCostInput, rates?: Rates, rules = landedCostRules()): LandedCost {
  const country = typeof input.country === 'string' ? rules.get(input.country.trim().toUpperCase()) : undefined;
  if (!country) throw new BusinessError('landedCost.countryUnknown', { country: String(input.country ?? '') });
  return computeLandedCost(input, country, rates);
}
