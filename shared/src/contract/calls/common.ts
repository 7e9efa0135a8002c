import * as z from 'zod/mini';
import { CURRENCIES, LANGUAGES, NAME_MAX_LENGTH } from '../constants';
import { BUYER_LANGUAGES, eachLanguage, LocalisedSchema } from '../text-languages';
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
  return z.object(eachLanguage(() => text)).check(z.refine((value) => LANGUAGES.some((language) => (value[language] ?? '').length > 0), { error: 'validation.required' }));
}

/** Longer text (a description, a summary): up to 4,000 characters in each language. */
export const LocalisedInputSchema = localisedInput(4000);
/** A name buyers read in lists and titles: up to 120 characters in each language, plain text. */
export const LocalisedNameSchema = localisedInput(NAME_MAX_LENGTH, true);
export type LocalisedInput = z.infer<typeof LocalisedInputSchema>;

/** The same text in every language, as an editor shows it back. */
export { LocalisedSchema };

/**
 * The language a shown text is in (a reader's screen labels text in another language than theirs)
 * and, when a translation service wrote it, the language it was translated from.
 */
export const TextSourceSchema = z.object({ language: z.enum(LANGUAGES), translatedFrom: z.optional(z.enum(LANGUAGES)) });

/** The buyer languages a name and a description lack (goods text those buyers read in another language). */
export const MissingLanguagesSchema = z.object({ name: z.array(z.enum(BUYER_LANGUAGES)), description: z.array(z.enum(BUYER_LANGUAGES)) });

/** The languages of a name and a description that a translation service wrote, not the seller. */
export const MachineTranslatedSchema = z.object({ name: z.array(z.enum(LANGUAGES)), description: z.array(z.enum(LANGUAGES)) });

/**
 * Whether a translation service is configured for goods texts, and the buyer languages it writes,
 * from the seller's original, into a name or a description saved without them (marked as
 * machine-translated); `languages` is empty without one.
 */
export const TranslationPlanSchema = z.object({ configured: z.boolean(), languages: z.array(z.enum(BUYER_LANGUAGES)) });
export type TranslationPlan = z.infer<typeof TranslationPlanSchema>;

export const ListReplySchema = <T extends z.ZodMiniType>(item: T) => z.object({ list: z.array(item), total: z.number() });

/** A stored file's URL, as uploadFile.json returned it. */
export const UploadUrlSchema = z.string().check(z.regex(/^\/uploads\/[\w.-]+$/, { error: 'upload.invalidUrl' }));
