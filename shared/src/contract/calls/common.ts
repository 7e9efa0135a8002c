import * as z from 'zod/mini';
import { CURRENCIES, LANGUAGES } from '../constants';
import { intSchema } from './define';

/** An id in a request body: a positive integer, from a number or a numeric string. */
export const IdSchema = intSchema(1, 2_147_483_647);
export const IdRequestSchema = z.object({ id: IdSchema });

/**
 * A price as replies carry it: the amount in its own currency and the same amount converted to
 * the request's showCurrency, both in major units (12.5 = twelve and a half).
 */
export const PriceSchema = z.object({
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  showAmount: z.number(),
  showCurrency: z.enum(CURRENCIES),
});
export type Price = z.infer<typeof PriceSchema>;

/**
 * Text written in one or more of the four languages (what a seller types). Empty languages are
 * shown in the original's words until someone translates them.
 */
export const LocalisedInputSchema = z
  .object({
    english: z.optional(z.string().check(z.trim(), z.maxLength(4000))),
    chinese_simplified: z.optional(z.string().check(z.trim(), z.maxLength(4000))),
    portuguese: z.optional(z.string().check(z.trim(), z.maxLength(4000))),
    spanish: z.optional(z.string().check(z.trim(), z.maxLength(4000))),
  })
  .check(z.refine((text) => LANGUAGES.some((language) => (text[language] ?? '').length > 0), { error: 'validation.required' }));
export type LocalisedInput = z.infer<typeof LocalisedInputSchema>;

/** The same text in every language, as an editor shows it back. */
export const LocalisedSchema = z.object({
  english: z.string(),
  chinese_simplified: z.string(),
  portuguese: z.string(),
  spanish: z.string(),
});

export const ListReplySchema = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), total: z.number() });

/** A stored file's URL, as uploadFile.json returned it. */
export const UploadUrlSchema = z.string().check(z.regex(/^\/uploads\/[\w.-]+$/, { error: 'upload.invalidUrl' }));
