import type { Language } from './constants';
import { READER_LOCALES } from './numbers';

/** The API sends times as unix seconds (spec section 9). */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function toUnixSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * One date layout per language, used wherever a person reads a date: the month written out, since
 * "09/10/2026" reads as two different days in the US and in Mexico ("Sep 10, 2026", "10 sep 2026",
 * "10 de set. de 2026", "2026年9月10日"), and a 24-hour clock in every language.
 */
const DATE_OPTIONS = { date: { dateStyle: 'medium' }, dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' } } as const;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(kind: keyof typeof DATE_OPTIONS, language: Language, timeZone: string | undefined): Intl.DateTimeFormat {
  const locale = READER_LOCALES[language] ?? READER_LOCALES.english;
  const key = `${kind} ${locale} ${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...DATE_OPTIONS[kind], ...(timeZone ? { timeZone } : {}) });
    dateFormats.set(key, format);
  }
  return format;
}

/** A date and time from unix seconds, in the reader's time zone unless one is given. */
export function formatDateTime(seconds: number | null | undefined, language: Language = 'english', timeZone?: string): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  return dateFormat('dateTime', language, timeZone).format(fromUnixSeconds(seconds));
}

/**
 * A date without the time: from unix seconds (in the reader's time zone unless one is given), or a
 * calendar day `YYYY-MM-DD` (a delivery date, a validity), which is that day wherever the reader is.
 * Text that is neither is returned as it is.
 */
export function formatDate(value: number | string | null | undefined, language: Language = 'english', timeZone?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (!day) return value;
    return dateFormat('date', language, 'UTC').format(new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))));
  }
  if (!Number.isFinite(value)) return '';
  return dateFormat('date', language, timeZone).format(fromUnixSeconds(value));
}

/** Today as a calendar day `YYYY-MM-DD` in the reader's time zone (the earliest day a date field offers). */
export function today(now = new Date()): string {
  const offset = now.getTimezoneOffset() * 60_000;
  return new Date(now.getTime() - offset).toISOString().slice(0, 10);
}
