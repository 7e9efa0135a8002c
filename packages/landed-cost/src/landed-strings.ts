import { i18n, languageAtom, type Language } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { use } from 'react';
import { useTranslation } from 'react-i18next';

/** The estimate's own namespace: its strings download with it, never with every product page. */
export const LANDED_NAMESPACE = 'landed';

// Unnamed chunks, one a language: only the reader's is downloaded, and only by a page that shows an estimate.
const LOADERS: Record<Language, () => Promise<Record<string, unknown>>> = {
  english: () => import('./locales/english').then((module) => module.english),
  chinese_simplified: () => import('./locales/chinese_simplified').then((module) => module.chinese_simplified),
  portuguese: () => import('./locales/portuguese').then((module) => module.portuguese),
  spanish: () => import('./locales/spanish').then((module) => module.spanish),
};

const loading = new Map<Language, Promise<void>>();

/** Downloads one language's estimate strings (once) and adds them. */
export function loadLandedStrings(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = LOADERS[language]().then((strings) => void i18n.addResourceBundle(language, LANDED_NAMESPACE, strings, true, true));
    // A failed download is tried again by the next estimate shown.
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** The estimate's `t`; a component that reads it waits (Suspense) until the reader's strings have arrived. */
export function useLandedT() {
  const language = useAtomValue(languageAtom);
  if (!i18n.hasResourceBundle(language, LANDED_NAMESPACE)) use(loadLandedStrings(language));
  return useTranslation(LANDED_NAMESPACE).t;
}
