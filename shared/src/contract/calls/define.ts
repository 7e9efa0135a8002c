import * as z from 'zod/mini';
import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, LANGUAGES } from '../constants';

// zod/mini, not zod: the contract ships to every browser, and zod's classic build weighed ~90 KiB
// gzip there; mini's functions tree-shake to the ~10 KiB the contract uses.

/** Who may make a call: anyone, anyone (with the user known when signed in), or only a signed-in user. */
export type CallAuth = 'none' | 'optional' | 'required';

/** Fields every body carries (spec section 7). Unknown values fall back to the defaults. */
export const PreferenceFieldsSchema = z.object({
  showCurrency: z._default(z.catch(z.enum(CURRENCIES), DEFAULT_CURRENCY), DEFAULT_CURRENCY),
  showLanguage: z._default(z.catch(z.enum(LANGUAGES), DEFAULT_LANGUAGE), DEFAULT_LANGUAGE),
});

export interface CallDefinition<Req extends z.ZodMiniObject = z.ZodMiniObject, Rep extends z.ZodMiniType = z.ZodMiniType> {
  path: string;
  auth: CallAuth;
  request: Req;
  reply: Rep;
  /** Multipart uploads: the body is a form. */
  multipart?: boolean;
}

/** One call of the API: its path, who may make it, and its request and reply schemas. */
export function defineCall<Req extends z.ZodMiniObject, Rep extends z.ZodMiniType>(definition: CallDefinition<Req, Rep>) {
  return definition;
}

export type CallRequest<C> = C extends CallDefinition<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type CallReply<C> = C extends CallDefinition<z.ZodMiniObject, infer Rep> ? z.output<Rep> : never;

/** An integer from a number or a numeric string, within bounds. */
export const intSchema = (min: number, max = Number.MAX_SAFE_INTEGER) => z.coerce.number().check(z.int(), z.gte(min), z.lte(max));

/** Pagination of list calls: everyNumber -1 means all. */
export const PageRequestSchema = z.object({
  currentPage: z._default(z.catch(intSchema(1), 1), 1),
  everyNumber: z._default(z.catch(intSchema(-1, 200), -1), -1),
});
