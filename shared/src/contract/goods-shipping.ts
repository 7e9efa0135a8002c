import * as z from 'zod/mini';
import { CHINA_PORTS, DESTINATION_PORTS, isChinaPort } from './ports';

/*
 * What a landed-cost estimate needs to know of goods: their HS subheading, how they are packed
 * (units per carton, the carton's gross weight and volume) and the port they leave from. The API
 * speaks kilograms and cubic metres; the goods table keeps whole grams and cubic centimetres, so a
 * figure typed with its allowed decimals is stored exactly and read back exactly.
 */

/** The bounds a seller's figures are checked against (the goods table's CHECK constraints hold the same). */
export const SHIPPING_LIMITS = {
  cartonUnits: { min: 1, max: 10_000 },
  /** Gross weight of one carton, in kg: a gram at least, 30 tonnes (a loaded container) at most. */
  cartonWeightKg: { min: 0.001, max: 30_000, decimals: 3 },
  /** Volume of one carton, in m³: 100 cm³ at least, 80 m³ (beyond a 40 ft high cube) at most. */
  cartonVolumeM3: { min: 0.0001, max: 80, decimals: 4 },
} as const;

/** A UN/LOCODE: the country's two letters and three letters or digits 2–9 for the place ("CNSZX", "BRSSZ"). */
export const LOCODE_PATTERN = /^[A-Z]{2}[A-Z2-9]{3}$/;

/**
 * An HS code as a seller may write it ("8415.10", "8415 10", "841510"), read as the six digits the
 * goods keep; null when it is not six digits or names no chapter (chapters run from 01 to 97).
 */
export function parseHsCode(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.trim().replace(/^(\d{4})[.\s]?(\d{2})$/, '$1$2');
  return /^\d{6}$/.test(digits) && !digits.startsWith('00') ? digits : null;
}

/** The six digits as the tariffs write a subheading: "841510" → "8415.10". */
export function formatHsCode(code: string): string {
  return /^\d{6}$/.test(code) ? `${code.slice(0, 4)}.${code.slice(4)}` : code;
}

/** Kilograms with at most three decimals as whole grams, exactly (12.345 kg → 12345 g). */
export function gramsOf(kg: number): number {
  return Math.round(kg * 1000);
}

/** Whole grams as kilograms: the nearest number to the decimal, so 12345 g reads 12.345. */
export function kgOf(grams: number): number {
  return grams / 1000;
}

/** Cubic metres with at most four decimals as whole cubic centimetres, exactly (0.35 m³ → 350000 cm³). */
export function cm3Of(m3: number): number {
  return Math.round(m3 * 1_000_000);
}

/** Whole cubic centimetres as cubic metres with at most four decimals (what the API answers). */
export function m3Of(cm3: number): number {
  return Math.round(cm3 / 100) / 10_000;
}

function hasAtMostDecimals(value: number, decimals: number): boolean {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** A figure from a number or a numeric string, refused with its own message unless `accepts` it. */
function figure(accepts: (n: number) => boolean, message: string) {
  return z.pipe(
    z.unknown().check(
      z.superRefine((value, ctx) => {
        if (!accepts(numberOf(value))) ctx.addIssue({ code: 'custom', message, input: value });
      }),
    ),
    z.transform((value: unknown) => numberOf(value)),
  );
}

const { cartonUnits, cartonWeightKg, cartonVolumeM3 } = SHIPPING_LIMITS;

/** What a seller states of their goods' shipping; the port is checked against the seller's country by the API. */
export const ShippingInputSchema = z.object(
  {
    hsCode: z.pipe(
      z.unknown().check(
        z.superRefine((value, ctx) => {
          if (parseHsCode(value) === null) ctx.addIssue({ code: 'custom', message: 'goods.hsCodeInvalid', input: value });
        }),
      ),
      z.transform((value: unknown) => parseHsCode(value) ?? ''),
    ),
    cartonUnits: figure((n) => Number.isSafeInteger(n) && n >= cartonUnits.min && n <= cartonUnits.max, 'goods.cartonUnitsInvalid'),
    cartonWeightKg: figure(
      (n) => Number.isFinite(n) && n >= cartonWeightKg.min && n <= cartonWeightKg.max && hasAtMostDecimals(n, cartonWeightKg.decimals),
      'goods.cartonWeightInvalid',
    ),
    cartonVolumeM3: figure(
      (n) => Number.isFinite(n) && n >= cartonVolumeM3.min && n <= cartonVolumeM3.max && hasAtMostDecimals(n, cartonVolumeM3.decimals),
      'goods.cartonVolumeInvalid',
    ),
    /** A Chinese port of CHINA_PORTS; a seller outside China may name the UN/LOCODE of a port of their own. */
    shipFrom: z.string({ error: 'goods.shipFromInvalid' }).check(z.trim(), z.toUpperCase(), z.regex(LOCODE_PATTERN, { error: 'goods.shipFromInvalid' })),
  },
  { error: 'goods.shippingRequired' },
);

/**
 * Goods' shipping as the API answers it: the HS code as six digits ("841510"), the carton's units,
 * gross weight (kg, at most 3 decimals) and volume (m³, at most 4 decimals), and the port's
 * UN/LOCODE (a port of CHINA_PORTS for goods from China).
 */
export const GoodsShippingSchema = z.object({
  hsCode: z.string(),
  cartonUnits: z.number(),
  cartonWeightKg: z.number(),
  cartonVolumeM3: z.number(),
  shipFrom: z.string(),
});
export type GoodsShipping = z.infer<typeof GoodsShippingSchema>;
export type ShippingInput = z.input<typeof ShippingInputSchema>;

/** What one unit weighs and takes up, from its carton's figures (null until both figures and the units make sense). */
export function perUnit(shipping: { cartonUnits: number; cartonWeightKg: number; cartonVolumeM3: number }): { kg: number; m3: number } | null {
  const { cartonUnits: units, cartonWeightKg: kg, cartonVolumeM3: m3 } = shipping;
  if (!Number.isFinite(units) || units < 1 || !Number.isFinite(kg) || !Number.isFinite(m3) || kg <= 0 || m3 <= 0) return null;
  return { kg: kg / units, m3: m3 / units };
}

/**
 * The port goods of a member country's sellers usually leave from (the pavilions' exporters sell
 * from home, not from China). Landlocked Bolivia ships through Arica, in Chile; Paraguay by river
 * from Asunción. Names are proper names, written as the port's country writes them.
 */
export const EXPORT_PORTS: Readonly<Record<string, { code: string; name: string }>> = {
  AG: { code: 'AGSJO', name: 'St. John’s' },
  AR: { code: 'ARBUE', name: 'Buenos Aires' },
  BB: { code: 'BBBGI', name: 'Bridgetown' },
  BO: { code: 'CLARI', name: 'Arica' },
  BR: { code: 'BRSSZ', name: 'Santos' },
  BS: { code: 'BSNAS', name: 'Nassau' },
  BZ: { code: 'BZBZE', name: 'Belize City' },
  CL: { code: 'CLSAI', name: 'San Antonio' },
  CO: { code: 'COCTG', name: 'Cartagena' },
  CR: { code: 'CRLIO', name: 'Limón' },
  CU: { code: 'CUHAV', name: 'La Habana' },
  DM: { code: 'DMRSU', name: 'Roseau' },
  DO: { code: 'DOCAU', name: 'Caucedo' },
  EC: { code: 'ECGYE', name: 'Guayaquil' },
  GD: { code: 'GDSTG', name: 'St. George’s' },
  GT: { code: 'GTSTC', name: 'Santo Tomás de Castilla' },
  GY: { code: 'GYGEO', name: 'Georgetown' },
  HN: { code: 'HNPCR', name: 'Puerto Cortés' },
  HT: { code: 'HTPAP', name: 'Port-au-Prince' },
  JM: { code: 'JMKIN', name: 'Kingston' },
  KN: { code: 'KNBAS', name: 'Basseterre' },
  LC: { code: 'LCCAS', name: 'Castries' },
  MX: { code: 'MXZLO', name: 'Manzanillo' },
  NI: { code: 'NICIO', name: 'Corinto' },
  PA: { code: 'PAMIT', name: 'Manzanillo (Colón)' },
  PE: { code: 'PECLL', name: 'Callao' },
  PY: { code: 'PYASU', name: 'Asunción' },
  SR: { code: 'SRPBM', name: 'Paramaribo' },
  SV: { code: 'SVAQJ', name: 'Acajutla' },
  TT: { code: 'TTPOS', name: 'Port of Spain' },
  UY: { code: 'UYMVD', name: 'Montevideo' },
  VC: { code: 'VCKTN', name: 'Kingstown' },
  VE: { code: 'VEPBL', name: 'Puerto Cabello' },
};

/** A port a goods form offers or a reply names: its UN/LOCODE and its name (the Chinese ports' Chinese name too). */
export interface ShippingPort {
  code: string;
  name: string;
  nameZh?: string;
}

/**
 * The ports goods of a seller in `country` may ship from: a seller in China (or of no stated
 * country) the Chinese ports; a seller abroad their own country's ports first, then the Chinese
 * ones (goods kept in a Chinese warehouse).
 */
export function shippingPortsFor(country: string | null | undefined): ShippingPort[] {
  if (!country || country === 'CN') return [...CHINA_PORTS];
  const own: ShippingPort[] = [];
  const add = (port: ShippingPort | undefined) => port && !own.some((p) => p.code === port.code) && own.push(port);
  add(EXPORT_PORTS[country]);
  for (const port of (DESTINATION_PORTS as Record<string, ReadonlyArray<ShippingPort>>)[country] ?? []) add(port);
  return [...own, ...CHINA_PORTS];
}

/** Whether goods of a seller in `country` may ship from the port: a Chinese one from China, any well-formed UN/LOCODE from abroad. */
export function mayShipFrom(country: string | null | undefined, code: string): boolean {
  if (!country || country === 'CN') return isChinaPort(code);
  return LOCODE_PATTERN.test(code);
}

/** The port's name for a reader: a Chinese port's Chinese name for Chinese readers, else its name; an unknown code as it is. */
export function portName(code: string, language: string): string {
  const china = CHINA_PORTS.find((port) => port.code === code);
  if (china) return language === 'chinese_simplified' ? china.nameZh : china.name;
  const abroad =
    Object.values(EXPORT_PORTS).find((port) => port.code === code) ??
    Object.values(DESTINATION_PORTS)
      .flat()
      .find((port) => port.code === code);
  return abroad?.name ?? code;
}
