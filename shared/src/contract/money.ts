import { CURRENCY_SYMBOLS, isCurrency, type Currency } from './constants';

/** The symbol of a currency code; an unknown code falls back to $ (spec section 9). */
export function currencySymbol(currency: string | null | undefined): string {
  return isCurrency(currency) ? CURRENCY_SYMBOLS[currency] : '$';
}

/**
 * Where each currency's amounts are written. An amount is grouped the way its own market writes
 * it, whoever reads it: Mexico writes 642,215.84 pesos, so a Spanish reader must not see
 * 642.215,84; a Portuguese reader sees dollars as the US writes them. Plain numbers follow the
 * reader instead (READER_LOCALES).
 */
export const CURRENCY_LOCALES: Record<Currency, string> = { USD: 'en-US', BRL: 'pt-BR', MXN: 'es-MX', CNH: 'zh-CN' };

// Intl knows the offshore yuan only as a bare code ("CNH 1.00"); its layout is the yuan's.
const INTL_CODES: Record<Currency, string> = { USD: 'USD', BRL: 'BRL', MXN: 'MXN', CNH: 'CNY' };

const moneyFormats = new Map<Currency, Intl.NumberFormat>();

function moneyFormat(currency: Currency): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(CURRENCY_LOCALES[currency], {
      style: 'currency',
      currency: INTL_CODES[currency],
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

/**
 * Formats an amount (in major units, e.g. 12.5) with two decimals, laid out as the currency's
 * market writes it (symbol side, spacing, grouping, decimal mark) but always with the spec's
 * symbol: the market's own "$" would not tell pesos from dollars, so pesos read "MX$". An
 * unknown code is written as dollars.
 */
export function formatMoney(amount: number | string | null | undefined, currency: string | null | undefined, options: MoneyOptions = {}): string {
  const n = typeof amount === 'number' ? amount : Number(amount ?? 0);
  // Rounded to cents once, so -0.004 reads "$0.00", not "-$0.00".
  const value = Number.isFinite(n) ? fromMinorUnits(toMinorUnits(n)) || 0 : 0;
  const code: Currency = isCurrency(currency) ? currency : 'USD';
  const symbol = options.besideOther && code === 'USD' ? BESIDE_OTHER_USD : CURRENCY_SYMBOLS[code];
  return moneyFormat(code)
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}

export interface MoneyOptions {
  /**
   * The amount sits beside another currency's ("MX$2,277.63 (US$131.20)"): dollars read "US$"
   * there, since a Mexican reader takes a bare "$" for pesos.
   */
  besideOther?: boolean;
}

/** The dollar's symbol beside another currency. */
export const BESIDE_OTHER_USD = 'US$';

/** Converts integer minor units (cents) to major units. */
export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/** Converts major units to integer minor units, rounding half away from zero. */
export function toMinorUnits(major: number): number {
  return Math.sign(major) * Math.round(Math.abs(major) * 100);
}
