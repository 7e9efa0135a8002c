import type { Language } from './constants';

/**
 * The one locale each reader language formats plain numbers and dates with. A bare language tag
 * would leave the region to the browser, so the same Spanish page could group 1234 as "1234" (Spain
 * groups only from five digits) or "1,234"; each language is pinned to the market Puente serves
 * in it: Spanish to Mexico, Portuguese to Brazil, Chinese to mainland China, English to the US.
 * Money is not formatted with these: see CURRENCY_LOCALES.
 */
export const READER_LOCALES: Record<Language, string> = {
  english: 'en-US',
  chinese_simplified: 'zh-CN',
  portuguese: 'pt-BR',
  spanish: 'es-MX',
};

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A quantity or count as the reader's language writes it ("1,234.5" in Spanish, "1.234,5" in Portuguese). */
export function formatNumber(value: number | string | null | undefined, language: Language = 'english'): string {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  const locale = READER_LOCALES[language] ?? READER_LOCALES.english;
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 })));
  return format.format(Number.isFinite(n) ? n : 0);
}
