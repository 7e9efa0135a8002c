import { BUYER_LANGUAGES, LANGUAGES, missingBuyerLanguages, NAME_MAX_LENGTH, type BuyerLanguage, type Language, type TranslationPlan } from '@puente/shared/contract';
import type { MachineTranslated, PartialLocalised } from '../db/schema';

/** What a translation service answers: the texts in the asked language, in order, or why not. */
export type TranslationOutcome = { translated: true; texts: string[] } | { translated: false; reason: string };

/**
 * A machine-translation service. Goods are saved with the languages a seller left empty filled by
 * it, each marked as machine-translated; the marketplace never invents text without one.
 */
export interface TranslationProvider {
  readonly name: string;
  /** The buyer languages it writes (the seller's form names them); every buyer language when not said. */
  readonly languages?: readonly BuyerLanguage[];
  translate(texts: string[], from: Language, to: Language): Promise<TranslationOutcome>;
}

/** The default: no service, so nothing is translated and buyers read what the seller wrote. */
export class NoTranslationProvider implements TranslationProvider {
  readonly name = 'none';
  readonly languages = [];

  async translate(): Promise<TranslationOutcome> {
    return { translated: false, reason: 'not translated' };
  }
}

// The provider PUENTE_TRANSLATION names is chosen in translation-providers.ts (DeepL: translation-deepl.ts).

/** The buyer languages a provider writes. */
const writtenBy = (provider: TranslationProvider) => BUYER_LANGUAGES.filter((language) => provider.languages?.includes(language) ?? true);

/**
 * What the seller's form is told before goods are saved: whether a service is configured and the
 * buyer languages it will write into a name or description left without them.
 */
export function translationPlan(provider: TranslationProvider): TranslationPlan {
  return { configured: !(provider instanceof NoTranslationProvider), languages: writtenBy(provider) };
}

/** A goods' texts as stored: what the seller wrote, what a service filled, and which is which. */
export interface GoodsTexts {
  name: PartialLocalised;
  description: PartialLocalised;
  machine: MachineTranslated;
}

type Field = 'name' | 'description';
const FIELDS: Field[] = ['name', 'description'];
/** A service's text is held to what a seller may type: a name is plain and short. */
const fitted = (field: Field, text: string) => (field === 'name' ? text.replace(/[<>]/g, '').slice(0, NAME_MAX_LENGTH) : text.slice(0, 4000)).trim();

/** The language a field is translated from: the original's when written in it, else the first written. */
function sourceOf(text: PartialLocalised, original: Language, machine: string[]): Language | undefined {
  const written = (language: Language) => Boolean(text[language]) && !machine.includes(language);
  return written(original) ? original : LANGUAGES.find(written);
}

/**
 * The texts to store for a save. A language a service filled before stays marked only while its
 * text is left as the service wrote it and the text it came from has not changed; a seller's own
 * words replace the mark, and a translation of changed text is dropped and made again. Then each
 * buyer language still empty that the provider writes is asked of it; what it cannot translate
 * stays missing, and onError is told why (a service that throws, or one that answers it could not).
 */
export async function withTranslations(
  provider: TranslationProvider,
  submitted: { name: PartialLocalised; description: PartialLocalised },
  original: Language,
  before?: GoodsTexts & { original: string },
  onError?: (error: unknown) => void,
): Promise<GoodsTexts> {
  const result: GoodsTexts = { name: { ...submitted.name }, description: { ...submitted.description }, machine: {} };
  for (const field of FIELDS) {
    const text = result[field];
    const kept: Language[] = [];
    for (const language of (before?.machine[field] ?? []) as Language[]) {
      const previous = before?.[field];
      const sourceUnchanged = before?.original === original && previous?.[original] === text[original];
      if (!text[language] || text[language] !== previous?.[language]) continue;
      if (sourceUnchanged) kept.push(language);
      else delete text[language];
    }
    const from = sourceOf(text, original, kept);
    const filled: Language[] = [];
    if (from) {
      for (const to of writtenBy(provider).filter((language) => !text[language])) {
        let outcome: TranslationOutcome;
        try {
          outcome = await provider.translate([text[from]!], from, to);
        } catch (error) {
          onError?.(error);
          continue;
        }
        // A service that could not translate says why (DeepL: out of quota, unreachable…); the log is told.
        if (!outcome.translated) onError?.(new Error(`${provider.name} did not translate ${field} into ${to}: ${outcome.reason}`));
        const translated = outcome.translated ? fitted(field, outcome.texts[0] ?? '') : '';
        if (translated) {
          text[to] = translated;
          filled.push(to);
        }
      }
    }
    const machine = [...kept, ...filled];
    if (machine.length) result.machine[field] = LANGUAGES.filter((language) => machine.includes(language));
  }
  return result;
}

/** The buyer languages a goods' name and description lack. */
export function missingOf(row: { name: PartialLocalised; description: PartialLocalised }) {
  return { name: missingBuyerLanguages(row.name), description: missingBuyerLanguages(row.description) };
}

/** The languages a translation service wrote, as replies carry them. */
export function machineOf(machine: MachineTranslated | null | undefined) {
  const known = (languages: string[] | undefined) => LANGUAGES.filter((language) => languages?.includes(language));
  return { name: known(machine?.name), description: known(machine?.description) };
}
