import * as z from 'zod/mini';
import { CURRENCIES, LANGUAGES, NAME_MAX_LENGTH } from '../constants';
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
function localisedInput(max: number, plain = false) {
  const text = z.optional(
    plain ? z.string().check(z.trim(), z.maxLength(max), z.regex(/^[^<>]*$/, { error: 'validation.noMarkup' })) : z.string().check(z.trim(), z.maxLength(max)),
  );
  return z
    .object({ english: text, chinese_simplified: text, portuguese: text, spanish: text })
    .check(z.refine((value) => LANGUAGES.some((language) => (value[language] ?? '').length > 0), { error: 'validation.required' }));
}

/** Longer text (a description, a summary): up to 4,000 characters in each language. */
export const LocalisedInputSchema = localisedInput(4000);
/** A name buyers read in lists and titles: up to 120 characters in each language, plain text. */
export const LocalisedNameSchema = localisedInput(NAME_MAX_LENGTH, true);
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
