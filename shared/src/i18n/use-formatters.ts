import { useAtomValue } from 'jotai';
import { formatDate, formatDateTime, formatMoney, formatNumber, LANGUAGE_TAGS, type Currency, type Language } from '../contract';
import { languageAtom } from '../store/atoms';

/**
 * The formatters every page reads numbers and dates through, bound to the reader's language:
 * `money` in the currency's market layout, `number` for quantities and counts, `date` for unix
 * seconds or a `YYYY-MM-DD` day, `dateTime` for unix seconds, `country` for an ISO region code.
 */
export function useFormatters() {
  const language = useAtomValue(languageAtom);
  return {
    language,
    money: (amount: number | string | null | undefined, currency: string | null | undefined) => formatMoney(amount, currency),
    number: (value: number | string | null | undefined) => formatNumber(value, language),
    date: (value: number | string | null | undefined) => formatDate(value, language),
    dateTime: (seconds: number | null | undefined) => formatDateTime(seconds, language),
    country: (code: string | null | undefined) => regionName(code, language),
  };
}

const regionNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in the reader's language, from its ISO code ("CN" → "China", "中国", "Chine"…). */
export function regionName(code: string | null | undefined, language: Language): string {
  if (!code) return '';
  try {
    let names = regionNames.get(language);
    if (!names) regionNames.set(language, (names = new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' })));
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Makes the reader's number, money and date formats before a page needs them. A browser's first
 * Intl.NumberFormat loads its locale data, 15 to 40 ms at once on a laptop: called in a task of its
 * own while the first page's code and data are on their way, that time stays out of the render that
 * shows the first prices.
 */
export function prepareFormats(language: Language, currency: Currency): void {
  formatNumber(0, language);
  formatMoney(0, currency);
  formatDate(0, language);
}
