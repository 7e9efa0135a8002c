import { LANGUAGE_TAGS, type Language } from './constants';

/** The API sends times as unix seconds (spec section 9). */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

export function toUnixSeconds(date: Date = new Date()): number {
  return Math.floor(date.getTime() / 1000);
}

/** A date and time from unix seconds, written as the reader's language writes it. */
export function formatDateTime(seconds: number | null | undefined, language: Language = 'english', timeZone?: string): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language] ?? 'en', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    ...(timeZone ? { timeZone } : {}),
  }).format(fromUnixSeconds(seconds));
}

/** A date without the time, from unix seconds. */
export function formatDate(seconds: number | null | undefined, language: Language = 'english', timeZone?: string): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language] ?? 'en', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(fromUnixSeconds(seconds));
}
