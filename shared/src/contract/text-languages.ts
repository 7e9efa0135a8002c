import * as z from 'zod/mini';
import { LANGUAGES, type Language } from './constants';

/**
 * A text in every language (stored as jsonb, sent in replies). It is keyed by `LANGUAGES`, so a
 * language added there makes every place that writes one fail to compile until it has the new
 * language's words.
 */
export type Localised = Record<Language, string>;
/** Text a person wrote: one or more languages, the rest shown in the original's words. */
export type PartialLocalised = Partial<Localised>;

/** One value per language, made from the language (a schema's shape, a text written per language). */
export function eachLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, make(language)])) as Record<Language, T>;
}

type EachOf<T extends readonly unknown[], V> = { -readonly [K in keyof T]: V };

/**
 * One text written in every language, in `LANGUAGES`' order (english, chinese_simplified,
 * portuguese, spanish): `localised('Deposit paid', '定金已支付', 'Sinal pago', 'Anticipo pagado')`.
 * It takes exactly one text per language, so a new language fails every call that lacks it.
 */
export function localised(...texts: EachOf<typeof LANGUAGES, string>): Localised {
  return eachLanguage((language) => texts[LANGUAGES.indexOf(language)]!);
}

/** The same text in every language, as an editor shows it back: one string per language of `LANGUAGES`. */
export const LocalisedSchema = z.object(eachLanguage(() => z.string()));

/**
 * The languages buyers read (Latin America and the Caribbean). Goods text missing in one of them
 * reaches those buyers in another language, so the seller's form, the review queue and the buyer's
 * label all ask this one question.
 */
export const BUYER_LANGUAGES = ['english', 'portuguese', 'spanish'] as const satisfies readonly Language[];
export type BuyerLanguage = (typeof BUYER_LANGUAGES)[number];

/** The buyer languages a text lacks: none when nothing is written at all (there is nothing to show). */
export function missingBuyerLanguages(text: Partial<Record<Language, string | undefined>> | null | undefined): BuyerLanguage[] {
  if (!text || !LANGUAGES.some((language) => text[language]?.trim())) return [];
  return BUYER_LANGUAGES.filter((language) => !text[language]?.trim());
}

/** Which language a shown text is in, and, when a translation service wrote it, the one it was translated from. */
export interface TextSource {
  language: Language;
  translatedFrom?: Language | undefined;
}

/**
 * The text of a reader's language, else the original's, else any language it has, and which one it
 * was. `machine` lists the languages a translation service filled: their text says it was translated.
 */
export function pickLocalised(
  text: Partial<Record<Language, string | undefined>> | null | undefined,
  reader: Language,
  original?: string | null,
  machine?: readonly string[] | null,
): { text: string; source: TextSource } {
  const originalLanguage = LANGUAGES.find((language) => language === original);
  const order = [reader, ...(originalLanguage ? [originalLanguage] : []), ...LANGUAGES];
  const language = order.find((l) => text?.[l]) ?? reader;
  const translated = machine?.includes(language) && originalLanguage && originalLanguage !== language ? originalLanguage : undefined;
  return { text: text?.[language] ?? '', source: translated ? { language, translatedFrom: translated } : { language } };
}
