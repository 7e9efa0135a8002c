import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CURRENCIES } from '@puente/shared/contract';
import { CONTENT_DIR } from '../../config/paths';

/*
 * What each destination country charges on goods arriving from China, one file per country
 * (api/content/landed-cost/<ISO2>.json). Every figure carries the page it was checked against and
 * the date it was checked: a rate nobody could verify is left out of the file and said so in its
 * notes, never guessed. The files are read and checked when the server starts, so an editor's slip
 * stops the start with the file and the field named instead of pricing a buyer's order wrongly.
 */

export const LANDED_COST_DIR = path.join(CONTENT_DIR, 'landed-cost');

/** A percentage as written in the law ("16", "9.65", "0.8"): kept as text so that no rate passes through a float. */
export const RateSchema = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,4})?$/, 'a percentage written with digits and at most four decimals, e.g. "9.65"')
  .refine((rate) => Number(rate) <= 100, 'a percentage between 0 and 100');

/** An amount in major units as text ("115.67"). */
const AmountSchema = z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'an amount in major units with at most two decimals, e.g. "115.67"');

const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')
  .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), 'a real calendar date');

/** Where a figure was checked: the page, what it is, and the day it was read. */
export const SourceSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  title: z.string().min(3),
  asOf: DateSchema,
});

/** An HS heading (4 digits) or subheading (6 digits), written as the tariff writes it: "0901", "8517.13". */
export const HeadingSchema = z.string().regex(/^\d{4}(\.\d{2})?$/, 'an HS heading written "0901" or a subheading written "8517.13"');

const HeadingRateSchema = z.object({
  heading: HeadingSchema,
  description: z.string().min(2),
  rate: RateSchema,
  source: SourceSchema,
  note: z.string().min(1).optional(),
});

const GeneralRateSchema = z.object({ rate: RateSchema, source: SourceSchema, note: z.string().min(1) });

/** Values the engine knows before any charge: the goods' customs value, the ocean freight (AFRMM's base), the duty. */
export const BASE_PARTS = ['customsValue', 'freight', 'duty'] as const;

const ChargeSchema = z
  .object({
    id: z.string().regex(/^[a-z][a-z0-9-]{0,30}$/, 'lower-case letters, digits and dashes'),
    /** The charge's name as the country's law and its customs brokers write it. */
    name: z.string().min(2),
    /** A tax stays with the buyer; a fee pays for a service; an advance is paid at customs and credited later against the buyer's own taxes. */
    kind: z.enum(['tax', 'fee', 'advance']),
    /**
     * percent: the rate of its base. inclusive: the rate of a base that contains the charge itself
     * (Brazil's ICMS "por dentro"): the charge is base × rate / (1 − rate). fixed: an amount per declaration.
     */
    method: z.enum(['percent', 'inclusive', 'fixed']),
    /** The rate for a heading not listed in headingRates; absent when the law has no general rate. */
    rate: RateSchema.optional(),
    headingRates: z.array(HeadingRateSchema).optional(),
    base: z.array(z.string()).optional(),
    amount: AmountSchema.optional(),
    currency: z.enum(CURRENCIES).optional(),
    /**
     * Ceilings on the charge by the size of its base (Argentina's statistics fee): the first bracket
     * whose `below` the base stays under sets the ceiling; the last has no `below`.
     */
    cap: z
      .object({
        currency: z.enum(CURRENCIES),
        brackets: z.array(z.object({ below: AmountSchema.optional(), amount: AmountSchema })).min(1),
        source: SourceSchema,
      })
      .optional(),
    source: SourceSchema,
    note: z.string().min(1).optional(),
  })
  .superRefine((charge, ctx) => {
    if (charge.method === 'fixed') {
      if (!charge.amount || !charge.currency) ctx.addIssue({ code: 'custom', message: 'a fixed charge needs its amount and currency', path: ['amount'] });
      if (charge.base || charge.rate || charge.headingRates) ctx.addIssue({ code: 'custom', message: 'a fixed charge has no rate and no base', path: ['base'] });
    } else {
      if (!charge.base?.length) ctx.addIssue({ code: 'custom', message: 'a charge by rate needs its base', path: ['base'] });
      // An empty list of rates by heading says "by heading, none verified yet": every heading is refused.
      if (charge.rate === undefined && !charge.headingRates) ctx.addIssue({ code: 'custom', message: 'a charge by rate needs a rate or rates by heading', path: ['rate'] });
      if (charge.amount || charge.currency) ctx.addIssue({ code: 'custom', message: 'a charge by rate has no fixed amount', path: ['amount'] });
    }
    if (charge.method === 'inclusive' && [charge.rate, ...(charge.headingRates ?? []).map((h) => h.rate)].some((rate) => rate !== undefined && Number(rate) >= 100)) {
      ctx.addIssue({ code: 'custom', message: 'an inclusive rate must be below 100', path: ['rate'] });
    }
    const brackets = charge.cap?.brackets ?? [];
    brackets.forEach((bracket, i) => {
      const last = i === brackets.length - 1;
      if (last !== (bracket.below === undefined)) ctx.addIssue({ code: 'custom', message: 'every bracket but the last has its "below"', path: ['cap', 'brackets', i, 'below'] });
      const previous = brackets[i - 1]?.below;
      if (bracket.below !== undefined && previous !== undefined && Number(bracket.below) <= Number(previous))
        ctx.addIssue({ code: 'custom', message: 'brackets go up', path: ['cap', 'brackets', i, 'below'] });
    });
  });

export const CountryRulesSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 alpha-2 code'),
  name: z.string().min(2),
  /** The currency customs assesses in; the engine works in the order's currency, rates being the same in any. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'an ISO 4217 code'),
  customsValue: z.object({ basis: z.literal('CIF'), source: SourceSchema, note: z.string().min(1).optional() }),
  duty: z.object({
    name: z.string().min(2),
    /** The rate for a heading this file does not list; null where the tariff has no single general rate. */
    general: GeneralRateSchema.nullable(),
    generalNote: z.string().min(1).optional(),
    headings: z.array(HeadingRateSchema),
    /** The preference a trade agreement gives goods of Chinese origin (with a certificate of origin). */
    china: z
      .object({
        agreement: z.string().min(3),
        general: GeneralRateSchema.optional(),
        headings: z.array(HeadingRateSchema),
        source: SourceSchema,
        note: z.string().min(1).optional(),
      })
      .optional(),
  }),
  /** Every charge after the duty, in the order the law applies them: a base names only what comes before it. */
  charges: z.array(ChargeSchema),
  /** What the file leaves out and why (a figure not verified, a regime not modelled). */
  notes: z.array(z.string().min(1)),
});

export type CountryRules = z.infer<typeof CountryRulesSchema>;
export type Charge = CountryRules['charges'][number];
export type HeadingRate = z.infer<typeof HeadingRateSchema>;
export type Source = z.infer<typeof SourceSchema>;

/** A zod issue as a reader finds it in the file: "charges[2].rate: a percentage between 0 and 100". */
function where(issue: z.core.$ZodIssue): string {
  const field = issue.path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i ? '.' : ''}${String(part)}`)).join('');
  return `${field || '(file)'}: ${issue.message}`;
}

/** Checks one file's rules beyond their shape: its name, headings listed once, bases that name what comes before. */
export function checkCountryRules(file: string, value: unknown): CountryRules {
  const parsed = CountryRulesSchema.safeParse(value);
  if (!parsed.success) throw new Error(`landed-cost/${file}: ${parsed.error.issues.map(where).join('; ')}`);
  const rules = parsed.data;
  const fail = (field: string, message: string): never => {
    throw new Error(`landed-cost/${file}: ${field}: ${message}`);
  };
  if (`${rules.country}.json` !== file) fail('country', `"${rules.country}" does not match the file's name`);
  const once = (list: HeadingRate[], field: string) => {
    const seen = new Set<string>();
    for (const [i, entry] of list.entries()) {
      if (seen.has(entry.heading)) fail(`${field}[${i}].heading`, `"${entry.heading}" is listed twice`);
      seen.add(entry.heading);
    }
  };
  once(rules.duty.headings, 'duty.headings');
  if (rules.duty.china) once(rules.duty.china.headings, 'duty.china.headings');
  if (!rules.duty.general && !rules.duty.generalNote) fail('duty.generalNote', 'say why the tariff has no general rate');
  const known = new Set<string>(BASE_PARTS);
  for (const [i, charge] of rules.charges.entries()) {
    if (known.has(charge.id)) fail(`charges[${i}].id`, `"${charge.id}" is used twice or names a base part`);
    for (const part of charge.base ?? []) if (!known.has(part)) fail(`charges[${i}].base`, `"${part}" is not the customs value, the freight, the duty or a charge before this one`);
    if (charge.headingRates) once(charge.headingRates, `charges[${i}].headingRates`);
    known.add(charge.id);
  }
  return rules;
}

/** Reads and checks every country's file; the first slip stops with the file and the field named. */
export function readLandedCostRules(dir = LANDED_COST_DIR): Map<string, CountryRules> {
  const rules = new Map<string, CountryRules>();
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let value: unknown;
    try {
      value = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`landed-cost/${file}: not valid JSON (${(error as Error).message})`);
    }
    const country = checkCountryRules(file, value);
    rules.set(country.country, country);
  }
  return rules;
}

let loaded: Map<string, CountryRules> | null = null;

/** The shipped rules, read once per process (the server reads them at start: see app.ts). */
export function landedCostRules(): Map<string, CountryRules> {
  loaded ??= readLandedCostRules();
  return loaded;
}
