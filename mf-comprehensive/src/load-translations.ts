import type { Language } from '@puente/shared';

/** The app loads only the reader's language of mf-comprehensive's strings: each language is its own chunk. */
export function loadTranslations(language: Language): Promise<Record<string, unknown>> {
  switch (language) {
    case 'chinese_simplified':
      return import('./locales/chinese_simplified').then((m) => m.chinese_simplified);
    case 'portuguese':
      return import('./locales/portuguese').then((m) => m.portuguese);
    case 'spanish':
      return import('./locales/spanish').then((m) => m.spanish);
    default:
      return import('./locales/english').then((m) => m.english);
  }
}
