import { CURRENCY_SYMBOLS, LANGUAGE_TAGS, isCurrency, type Language } from './constants';

/** The symbol of a currency code; an unknown code falls back to $ (spec section 9). */
export function currencySymbol(currency: string | null | undefined): string {
  return isCurrency(currency) ? CURRENCY_SYMBOLS[currency] : '$';
}

/**
 * Formats an amount (in major units, e.g. 12.5) with its currency's symbol and two decimals,
 * grouping digits as the reader's language does.
 */
export function formatMoney(amount: number | string | null | undefined, currency: string | null | undefined, language: Language = 'english'): string {
  const n = typeof amount === 'number' ? amount : Number(amount ?? 0);
  const value = Number.isFinite(n) ? n : 0;
  const digits = new Intl.NumberFormat(LANGUAGE_TAGS[language] ?? 'en', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(value));
  return `${value < 0 ? '-' : ''}${currencySymbol(currency)}${digits}`;
}

/** Converts integer minor units (cents) to major units. */
export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/** Converts major units to integer minor units, rounding half away from zero. */
export function toMinorUnits(major: number): number {
  return Math.sign(major) * Math.round(Math.abs(major) * 100);
}
