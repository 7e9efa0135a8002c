import { LANGUAGES, type Language } from '../contract';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

/**
 * Keys present in any language but missing (or blank) in another, as `language:key`. Every
 * package's translation test expects this to be empty.
 */
export function missingTranslations(resources: Partial<Record<Language, unknown>>): string[] {
  const all = new Set(LANGUAGES.flatMap((language) => keysOf(resources[language] ?? {})));
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
      const text = flat.get(key);
      if (text === undefined || (typeof text === 'string' && text.trim() === '')) missing.push(`${language}:${key}`);
    }
  }
  return missing;
}
