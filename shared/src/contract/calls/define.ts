import { z } from 'zod';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES } from '../constants';

/** Who may make a call: anyone, anyone (with the user known when signed in), or only a signed-in user. */
export type CallAuth = 'none' | 'optional' | 'required';

/** Fields every body carries (spec section 7). Unknown values fall back to the defaults. */
export const PreferenceFieldsSchema = z.object({
  showCurrency: z.enum(CURRENCIES).catch(DEFAULT_CURRENCY).default(DEFAULT_CURRENCY),
  showLanguage: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE).default(DEFAULT_LANGUAGE),
});

export interface CallDefinition<Req extends z.ZodObject = z.ZodObject, Rep extends z.ZodType = z.ZodType> {
  path: string;
  auth: CallAuth;
  request: Req;
  reply: Rep;
  /** Multipart uploads: the body is a form. */
  multipart?: boolean;
}

/** One call of the API: its path, who may make it, and its request and reply schemas. */
export function defineCall<Req extends z.ZodObject, Rep extends z.ZodType>(definition: CallDefinition<Req, Rep>) {
  return definition;
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodType> ? z.input<Req> : never;
export type CallReply<C> = C extends CallDefinition<z.ZodObject, infer Rep> ? z.output<Rep> : never;

/** Pagination of list calls: everyNumber -1 means all. */
export const PageRequestSchema = z.object({
  currentPage: z.coerce.number().int().min(1).catch(1).default(1),
  everyNumber: z.coerce.number().int().min(-1).max(200).catch(-1).default(-1),
});
