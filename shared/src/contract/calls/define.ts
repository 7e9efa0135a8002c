import * as z from 'zod/mini';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES } from '../constants';
import { today } from '../dates';
import type { MessageKey } from '../messages';

// zod/mini, not zod: the contract ships to every browser, and zod's classic build weighed ~90 KiB
// gzip there; mini's functions tree-shake to the ~10 KiB the contract uses.

/**
 * The roles a call may be kept to. An operator is a user whose role is operator; a broker holds
 * authority code 11 (`isBroker`, spec section 4); a seller is a seller whose profile is complete
 * (goods, brands and their factories are published by such sellers only).
 */
export const CALL_ROLES = ['operator', 'broker', 'seller'] as const;
export type CallRole = (typeof CALL_ROLES)[number];

/** A call kept to signed-in users holding a role; anyone else signed in is refused with `refusal`. */
export interface RolePolicy {
  role: CallRole;
  refusal: MessageKey;
}

/**
 * Who may make a call: anyone ('none': no session is read), anyone with the user known when
 * signed in ('optional'), only a signed-in user ('required'), or only a signed-in user holding a
 * role (a `RolePolicy`). A guest calling for a session is answered "please log in" (result 2).
 * The API checks this once, before the call's handler, and types the handler's user from it.
 */
export type CallAuth = 'none' | 'optional' | 'required' | RolePolicy;

/** Whether a call reads the session: not at all, when there is one, or requires one (every role policy does). */
export function sessionOf(auth: CallAuth): 'none' | 'optional' | 'required' {
  return typeof auth === 'string' ? auth : 'required';
}

/** The role a call is kept to, with its refusal, or null when any caller its session allows may make it. */
export function roleOf(auth: CallAuth): RolePolicy | null {
  return typeof auth === 'string' ? null : auth;
}

/** Fields every body carries (spec section 7). Unknown values fall back to the defaults. */
export const PreferenceFieldsSchema = z.object({
  showCurrency: z._default(z.catch(z.enum(CURRENCIES), DEFAULT_CURRENCY), DEFAULT_CURRENCY),
  showLanguage: z._default(z.catch(z.enum(LANGUAGES), DEFAULT_LANGUAGE), DEFAULT_LANGUAGE),
});

export interface CallDefinition<Req extends z.ZodMiniObject = z.ZodMiniObject, Rep extends z.ZodMiniType = z.ZodMiniType, Auth extends CallAuth = CallAuth> {
  path: string;
  auth: Auth;
  request: Req;
  reply: Rep;
  /** Multipart uploads: the body is a form. */
  multipart?: boolean;
}

/** One call of the API: its path, who may make it, and its request and reply schemas. */
export function defineCall<Req extends z.ZodMiniObject, Rep extends z.ZodMiniType, const Auth extends CallAuth>(definition: CallDefinition<Req, Rep, Auth>) {
  return definition;
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type CallReply<C> = C extends CallDefinition<z.ZodMiniObject, infer Rep> ? z.output<Rep> : never;

/** An integer from a number or a numeric string, within bounds. */
export const intSchema = (min: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));

/** True when a number has at most two decimals (a whole number of cents), allowing for binary fractions. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

/** A number from a number or a numeric string, refused with a message key (and its params) unless `accepts` it. */
function boundedNumber(accepts: (n: number) => boolean, message: string, params: Record<string, number>) {
  return z.pipe(
    z.unknown().check(
      z.superRefine((value, ctx) => {
        if (!accepts(numberOf(value))) ctx.addIssue({ code: 'custom', message, params, input: value });
      }),
    ),
    z.transform((value: unknown) => numberOf(value)),
  );
}

/** An amount of money in major units: finite, within bounds, at most two decimals. The refusal names the bounds. */
export const amountSchema = (min: number, max: number) =>
  boundedNumber((n) => Number.isFinite(n) && n >= min && n <= max && hasAtMostTwoDecimals(n), 'validation.amountInvalid', { min, max });

/** A whole quantity within bounds; the refusal names the bounds. */
export const quantitySchema = (min: number, max: number) => boundedNumber((n) => Number.isSafeInteger(n) && n >= min && n <= max, 'validation.quantityInvalid', { min, max });

/** A measured quantity (2.5 tonnes): above zero, at most three decimals, within bounds; the refusal names the bound. */
export const measureSchema = (max: number) =>
  boundedNumber((n) => Number.isFinite(n) && n > 0 && n <= max && Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'requirement.quantityInvalid', { max });

/** A whole percentage within bounds (a deposit's share of the order); the refusal names the bounds. */
export const percentSchema = (min: number, max: number, message: MessageKey) => boundedNumber((n) => Number.isSafeInteger(n) && n >= min && n <= max, message, { min, max });

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a calendar day `YYYY-MM-DD` that exists (not 2027-02-30). */
export function isCalendarDay(value: string): boolean {
  const day = CALENDAR_DAY.exec(value);
  if (!day || Number(day[1]) < 1000) return false;
  return new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))).toISOString().slice(0, 10) === value;
}

/**
 * Today as a date field is checked against. A browser knows its reader's today. The API does not
 * know the reader's time zone, so it takes the day still current somewhere on Earth (UTC−12) for
 * "from today" and the day already current somewhere (UTC+14) for "until today": it never refuses
 * the day a reader sees as today, and refuses what no reader could.
 */
export function todayFor(rule: 'fromToday' | 'untilToday', now = new Date()): string {
  if (typeof document !== 'undefined') return today(now);
  return new Date(now.getTime() + (rule === 'fromToday' ? -12 : 14) * 3_600_000).toISOString().slice(0, 10);
}

/**
 * A calendar day `YYYY-MM-DD`: any day, one from today on (a delivery date, an arrival, a
 * validity) or one until today (an inspection that took place). Each failure is told in words of
 * its own ("Choose a date from today on"), or all in `message` when one is given.
 */
export function daySchema(rule: 'any' | 'fromToday' | 'untilToday', message?: MessageKey) {
  return z.string({ error: message ?? 'validation.dateRequired' }).check(
    z.superRefine((value, ctx) => {
      let failure: MessageKey | null = null;
      if (!isCalendarDay(value)) failure = 'validation.dateRequired';
      else if (rule === 'fromToday' && value < todayFor(rule)) failure = 'validation.dateFromToday';
      else if (rule === 'untilToday' && value > todayFor(rule)) failure = 'validation.dateUntilToday';
      if (failure) ctx.addIssue({ code: 'custom', message: message ?? failure, input: value });
    }),
  );
}

/** Pagination of list calls: everyNumber -1 means all. */
export const PageRequestSchema = z.object({
  currentPage: z._default(z.catch(intSchema(1), 1), 1),
  everyNumber: z._default(z.catch(intSchema(-1, 200), -1), -1),
});
