import { LANGUAGE_TAGS, LANGUAGES, type Language } from '../contract';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type PluralForm = `${string}_${'zero' | 'one' | 'two' | 'few' | 'many'}`;

/**
 * The shape every language's strings follow, from the English file: the same keys, except plural
 * forms other than `_other`, which only languages whose grammar has them carry (Chinese has none).
 */
export type LocaleStrings<T> = T extends string
  ? string
  : { [K in keyof T as K extends PluralForm ? never : K]: LocaleStrings<T[K]> } & { [K in keyof T as K extends PluralForm ? K : never]?: LocaleStrings<T[K]> };

/**
 * Whether a language needs a key: a plural form (`units.set_one`) only where the language's plural
 * rules have that form (Chinese has `_other` alone), since i18next falls back to `_other`.
 */
function needs(language: Language, key: string): boolean {
  const form = PLURAL_SUFFIX.exec(key)?.[1];
  if (!form || form === 'other') return true;
  return (new Intl.PluralRules(LANGUAGE_TAGS[language]).resolvedOptions().pluralCategories as string[]).includes(form);
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Keys present in any language but missing (or blank) in another that needs them, as `language:key`. Every
 * package's translation test expects this to be empty.
 */
export function missingTranslations(resources: Partial<Record<Language, unknown>>): string[] {
  const all = new Set(LANGUAGES.flatMap((language) => keysOf(resources[language] ?? {})));
  // Every plural has an `_other` form: it is the only one some languages have, and the fallback.
  for (const key of [...all]) if (PLURAL_SUFFIX.test(key)) all.add(key.replace(PLURAL_SUFFIX, '_other'));
  const missing: string[] = [];
  for (const language of LANGUAGES) {
    const flat = new Map<string, unknown>();
    const walk = (value: unknown, prefix: string) => {
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, child] of Object.entries(value as Record<string, unknown>)) walk(child, prefix ? `${prefix}.${key}` : key);
      } else flat.set(prefix, value);
    };
    walk(resources[language] ?? {}, '');
    for (const key of all) {
      if (!needs(language, key)) continue;
      const text = flat.get(key);
      if (text === undefined || (typeof text === 'string' && text.trim() === '')) missing.push(`${language}:${key}`);
    }
  }
  return missing;
}
