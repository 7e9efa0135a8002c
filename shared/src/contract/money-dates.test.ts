import { formatDate, formatDateTime, fromUnixSeconds } from './dates';
import { currencySymbol, formatMoney, toMinorUnits } from './money';

describe('money', () => {
  it('uses the symbols of section 9, falling back to $', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('BRL')).toBe('R$');
    expect(currencySymbol('MXN')).toBe('MX$');
    expect(currencySymbol('CNH')).toBe('¥');
    expect(currencySymbol('EUR')).toBe('$');
    expect(currencySymbol(undefined)).toBe('$');
  });
  it('formats two decimals with the reader’s grouping', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'BRL', 'portuguese')).toBe('R$1.234,50');
    expect(formatMoney(-3, 'MXN')).toBe('-MX$3.00');
    expect(formatMoney('oops', 'CNH')).toBe('¥0.00');
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
  it('formats in the reader’s language', () => {
    expect(formatDate(1_790_000_000, 'english', 'UTC')).toBe('09/21/2026');
    expect(formatDateTime(1_790_000_000, 'spanish', 'UTC')).toBe('21/09/2026, 14:13');
    expect(formatDate(null)).toBe('');
  });
});
