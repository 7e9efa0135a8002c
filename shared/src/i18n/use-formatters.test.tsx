import { act, renderHook } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { CURRENCIES, LANGUAGES, type Language } from '../contract';
import { languageAtom } from '../store/atoms';
import { puenteStore } from '../store/store';
import { regionName, useFormatters } from './use-formatters';

afterEach(() => act(() => puenteStore.set(languageAtom, 'english')));

const wrapper = ({ children }: { children: ReactNode }) => <Provider store={puenteStore}>{children}</Provider>;

function formattersIn(language: Language) {
  act(() => puenteStore.set(languageAtom, language));
  return renderHook(() => useFormatters(), { wrapper }).result.current;
}

// Amounts are laid out by their currency's market, so every reader sees the same text.
const MARKET_LAYOUT = {
  USD: '$642,215.84',
  BRL: 'R$\u00a0642.215,84',
  MXN: 'MX$642,215.84',
  CNH: '¥642,215.84',
} as const;

describe('useFormatters', () => {
  it.each(LANGUAGES)('writes every currency as its market does for a %s reader', (language) => {
    const { money } = formattersIn(language);
    for (const currency of CURRENCIES) expect(money(642215.84, currency)).toBe(MARKET_LAYOUT[currency]);
  });

  it('no longer writes pesos the Spanish way or dollars the Brazilian way', () => {
    expect(formattersIn('spanish').money(642215.84, 'MXN')).toBe('MX$642,215.84');
    expect(formattersIn('portuguese').money(36994, 'USD')).toBe('$36,994.00');
  });

  it('writes quantities and dates in the reader’s language, and follows a change of language', () => {
    const { result } = renderHook(() => useFormatters(), { wrapper });
    expect([result.current.number(25000), result.current.date('2026-12-01')]).toEqual(['25,000', 'Dec 1, 2026']);
    act(() => puenteStore.set(languageAtom, 'portuguese'));
    expect([result.current.number(25000), result.current.date('2026-12-01')]).toEqual(['25.000', '1 de dez. de 2026']);
    act(() => puenteStore.set(languageAtom, 'chinese_simplified'));
    expect([result.current.number(25000), result.current.date('2026-12-01')]).toEqual(['25,000', '2026年12月1日']);
    act(() => puenteStore.set(languageAtom, 'spanish'));
    expect([result.current.number(25000), result.current.date('2026-12-01')]).toEqual(['25,000', '1 dic 2026']);
  });
});

describe('prepareFormats', () => {
  afterEach(() => jest.restoreAllMocks());

  it('makes the reader’s number and money formats ahead, so the page’s first prices and counts make none', async () => {
    // A fresh copy of the modules: no format has been made yet.
    await jest.isolateModulesAsync(async () => {
      const formatters = await import('./use-formatters');
      const { formatMoney, formatNumber } = await import('../contract');
      formatters.prepareFormats('spanish', 'MXN');
      const numberFormat = jest.spyOn(Intl, 'NumberFormat');
      expect([formatMoney(1234.5, 'MXN'), formatNumber(1234.5, 'spanish')]).toEqual(['MX$1,234.50', '1,234.5']);
      expect(numberFormat).not.toHaveBeenCalled();
    });
  });

  it('names countries in the reader’s language, with one set of names per language', () => {
    const { DisplayNames } = Intl;
    const displayNames = jest.spyOn(Intl, 'DisplayNames').mockImplementation((...args) => new DisplayNames(...args));
    expect(['BR', 'CN', 'MX'].map((code) => regionName(code, 'portuguese'))).toEqual(['Brasil', 'China', 'México']);
    expect(regionName('BR', 'chinese_simplified')).toBe('巴西');
    expect(regionName('', 'english')).toBe('');
    expect(displayNames).toHaveBeenCalledTimes(2);
  });
});
