import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS, LANGUAGES, MESSAGES, type Language } from '../contract';
import { languageAtom } from '../store/atoms';
import { puenteStore } from '../store/store';
import { commonResources } from './common';

function nest(flat: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = root;
    parts.slice(0, -1).forEach((part) => {
      node = (node[part] ??= {}) as Record<string, unknown>;
    });
    node[parts[parts.length - 1]!] = text;
  }
  return root;
}

function messagesIn(language: Language): Record<string, unknown> {
  return nest(Object.fromEntries(Object.entries(MESSAGES).map(([key, texts]) => [key, texts[language]])));
}

/**
 * The page's one i18next instance: `common` (shared strings) and `messages` (the contract's
 * validation and error texts) are built in; each app adds its own namespace.
 */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: puenteStore.get(languageAtom),
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  // Words every area shares (the units' plurals) are found from any area's namespace.
  fallbackNS: 'common',
  ns: ['common', 'messages'],
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { common: commonResources[language], messages: messagesIn(language) }])),
  // React escapes what it renders; escaping here too would show entities.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

// i18next picks plural rules (`units.set_one` / `units.set_other`) by language code, and ours are
// names, not BCP 47 tags: left alone, "spanish" would follow the browser's own locale, and a
// Spanish page in a Chinese browser would read "1 juegos".
const plurals = i18n.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
const ruleOf = plurals.getRule.bind(plurals);
plurals.getRule = (code, options) => ruleOf(isLanguage(code) ? LANGUAGE_TAGS[code] : code, options);

/** Adds an app's strings under its namespace (idempotent: a remote may mount many times). */
export function addTranslations(namespace: string, resources: Record<Language, Record<string, unknown>>): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, resources[language], true, true);
  }
}

/** Keeps the document's lang attribute on the reader's language. */
export function syncDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LANGUAGE_TAGS[language];
}
