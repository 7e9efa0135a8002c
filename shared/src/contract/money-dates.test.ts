import { LANGUAGES } from './constants';
import { formatDate, formatDateTime, fromUnixSeconds, today } from './dates';
import { currencySymbol, formatMoney, toMinorUnits } from './money';
import { formatNumber } from './numbers';

// Intl separates "R$" from the digits with a no-break space.
const NBSP = '\u00a0';

describe('money', () => {
  it('uses the symbols of section 9, falling back to $', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('BRL')).toBe('R$');
    expect(currencySymbol('MXN')).toBe('MX$');
    expect(currencySymbol('CNH')).toBe('¥');
    expect(currencySymbol('EUR')).toBe('$');
    expect(currencySymbol(undefined)).toBe('$');
  });
  it('writes each currency as its own market does, whatever the reader’s language', () => {
    // formatMoney takes no language: the same amount reads the same for every reader.
    expect(formatMoney(642215.84, 'MXN')).toBe('MX$642,215.84');
    expect(formatMoney(36994, 'USD')).toBe('$36,994.00');
    expect(formatMoney(1234.5, 'BRL')).toBe(`R$${NBSP}1.234,50`);
    expect(formatMoney(1234.5, 'CNH')).toBe('¥1,234.50');
  });
  it('keeps the sign before the symbol and two decimals', () => {
    expect(formatMoney(-3, 'MXN')).toBe('-MX$3.00');
    expect(formatMoney(-1234567.891, 'BRL')).toBe(`-R$${NBSP}1.234.567,89`);
    expect(formatMoney(-0.004, 'USD')).toBe('$0.00');
    expect(formatMoney('12.5', 'CNH')).toBe('¥12.50');
  });
  it('writes dollars as US$ beside another currency, and only dollars', () => {
    expect(formatMoney(131.2, 'USD', { besideOther: true })).toBe('US$131.20');
    expect(formatMoney(2277.63, 'MXN', { besideOther: true })).toBe('MX$2,277.63');
    expect(formatMoney(131.2, 'USD')).toBe('$131.20');
  });
  it('writes nonsense as zero and an unknown currency as dollars', () => {
    expect(formatMoney('oops', 'CNH')).toBe('¥0.00');
    expect(formatMoney(null, 'BRL')).toBe(`R$${NBSP}0,00`);
    expect(formatMoney(1500, 'EUR')).toBe('$1,500.00');
    expect(formatMoney(1500, undefined)).toBe('$1,500.00');
  });
  it('rounds to minor units', () => {
    expect(toMinorUnits(12.345)).toBe(1235);
    expect(toMinorUnits(-0.005)).toBe(-1);
  });
});

describe('dates from unix seconds', () => {
  it('reads seconds, not milliseconds', () => {
    expect(fromUnixSeconds(1_790_000_000).toISOString()).toBe('2026-09-21T14:13:20.000Z');
  });
  it('writes one date layout per language', () => {
    expect(LANGUAGES.map((language) => formatDate(1_790_000_000, language, 'UTC'))).toEqual(['Sep 21, 2026', '2026年9月21日', '21 de set. de 2026', '21 sep 2026']);
  });
  it('adds a 24-hour time to the same layout', () => {
    expect(LANGUAGES.map((language) => formatDateTime(1_790_000_000, language, 'UTC'))).toEqual([
      'Sep 21, 2026, 14:13',
      '2026年9月21日 14:13',
      '21 de set. de 2026, 14:13',
      '21 sep 2026, 14:13',
    ]);
  });
  it('shows the reader’s own day for a time near midnight', () => {
    expect(formatDate(1_790_000_000 + 10 * 3600, 'english', 'UTC')).toBe('Sep 22, 2026');
    expect(formatDate(1_790_000_000 + 10 * 3600, 'english', 'America/Mexico_City')).toBe('Sep 21, 2026');
  });
  it('writes a calendar day as that day in every time zone', () => {
    expect(formatDate('2026-12-01', 'spanish')).toBe('1 dic 2026');
    expect(formatDate('2026-12-01', 'chinese_simplified', 'Asia/Shanghai')).toBe('2026年12月1日');
    expect(formatDate('2026-12-01', 'english', 'Pacific/Honolulu')).toBe('Dec 1, 2026');
  });
  it('writes nothing for a missing date and leaves other text alone', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(Number.NaN)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('soon')).toBe('soon');
  });
  it('gives today as a calendar day in the local time zone', () => {
    expect(today(new Date(2026, 0, 31, 23, 59))).toBe('2026-01-31');
  });
});

describe('plain numbers', () => {
  it('follow the reader’s language, one locale each', () => {
    expect(LANGUAGES.map((language) => formatNumber(1234567.5, language))).toEqual(['1,234,567.5', '1,234,567.5', '1.234.567,5', '1,234,567.5']);
    // Spanish follows Mexico, which groups four digits too (Spain would write 1234).
    expect(formatNumber(1234, 'spanish')).toBe('1,234');
    expect(formatNumber(1234, 'portuguese')).toBe('1.234');
  });
  it('keep up to three decimals and write nonsense as zero', () => {
    expect(formatNumber(2.3456, 'portuguese')).toBe('2,346');
    expect(formatNumber('x', 'english')).toBe('0');
  });
});
