import { eachLanguage, LANGUAGES, pickLocalised, type Language, type LocalisedInput } from '@puente/shared/contract';
import type { Localised, PartialLocalised } from '../db/schema';

/**
 * The text in the reader's language, else in the original's, else in any language it has
 * (`pickLocalised` of the contract, which also says which language it took: `shownText`).
 */
export function pickText(text: PartialLocalised | null | undefined, language: Language, original?: string): string {
  return pickLocalised(text, language, original).text;
}

export { pickLocalised as shownText };

/** A name as a reply carries it: the text in the reader's language when written, and which language it is in (`nameSource`). */
export function shownName(text: PartialLocalised | null | undefined, language: Language, original?: string, machine?: readonly string[] | null) {
  const shown = pickLocalised(text, language, original, machine);
  return { name: shown.text, nameSource: shown.source };
}

/** Every language, blank where nobody has written it yet (what an editor shows). */
export function allLanguages(text: PartialLocalised | null | undefined): Localised {
  return eachLanguage((language) => text?.[language] ?? '');
}

/** What a person wrote, without the empty languages. */
export function storedText(input: LocalisedInput | undefined): PartialLocalised {
  const stored: PartialLocalised = {};
  for (const language of LANGUAGES) {
    const value = input?.[language]?.trim();
    if (value) stored[language] = value;
  }
  return stored;
}

/** The language the author wrote in: theirs when they filled it, else the first one filled. */
export function originalLanguage(input: LocalisedInput, preferred: Language): Language {
  if (input[preferred]?.trim()) return preferred;
  return LANGUAGES.find((language) => input[language]?.trim()) ?? preferred;
}

/** Lower-cased text of every language, for the trigram index. */
export function searchText(...texts: Array<PartialLocalised | null | undefined>): string {
  return texts
    .flatMap((text) => LANGUAGES.map((language) => text?.[language] ?? ''))
    .filter(Boolean)
    .join(' \u2022 ')
    .toLowerCase();
}

/** A LIKE pattern that matches the keyword anywhere, with LIKE's own characters escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
