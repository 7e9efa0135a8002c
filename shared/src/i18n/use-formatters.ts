import { useAtomValue } from 'jotai';
import { formatDate, formatDateTime, formatMoney, formatNumber, LANGUAGE_TAGS, type Language } from '../contract';
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

/** A country's name in the reader's language, from its ISO code ("CN" → "China", "中国", "Chine"…). */
export function regionName(code: string | null | undefined, language: Language): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
