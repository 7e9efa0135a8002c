import { formatDate, formatDateTime, LANGUAGE_TAGS, languageAtom } from '@puente/shared';
import { useAtomValue } from 'jotai';

/** Dates as the reader's language writes them: API times are unix seconds, calendar days `YYYY-MM-DD`. */
export function useDates() {
  const language = useAtomValue(languageAtom);
  return {
    /** A calendar day (`2026-12-01`), read as that day wherever the reader is. */
    day: (value: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return value;
      return new Intl.DateTimeFormat(LANGUAGE_TAGS[language] ?? 'en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
      );
    },
    date: (seconds: number) => formatDate(seconds, language),
    dateTime: (seconds: number) => formatDateTime(seconds, language),
    number: (value: number) => new Intl.NumberFormat(LANGUAGE_TAGS[language] ?? 'en').format(value),
  };
}

/** Today as `YYYY-MM-DD` in the reader's time zone (the earliest delivery date a form accepts). */
export function today(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
