import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGE_TAGS, LANGUAGES, type Language, type MessageKey } from '../contract';
import { languageAtom } from '../store/atoms';
import { shareWithServer } from '../store/reader-cookies';
import { puenteStore } from '../store/store';

export function nest(flat: Record<string, string>): Record<string, unknown> {
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

/**
 * The page's one i18next instance: `common` (shared strings) and `messages` (the contract's
 * validation and error texts), each app adding its own namespace. Only the reader's language is
 * downloaded (`../locales/<language>`, a chunk each): a language change reloads the page.
 */
export const i18n: I18n = i18next.createInstance();

/** How every instance reads strings: the reader's language only, `common` as the default and fallback namespace. */
export const I18N_OPTIONS: InitOptions = {
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  // Words every area shares (the units' plurals) are found from any area's namespace.
  fallbackNS: 'common',
  ns: ['common', 'messages'],
  // React escapes what it renders; escaping here too would show entities.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // Strings that arrive after a render (a language loaded later) render again.
  react: { bindI18nStore: 'added' },
};

// Each instance gets resources of its own: i18next writes the strings it is given into that object.
void i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: puenteStore.get(languageAtom), resources: {} });

export interface SharedStrings {
  common: Record<string, unknown>;
  messages: Record<string, string>;
}

/** Adds one language's `common` and `messages` (tests add every language this way, up front). */
export function addSharedStrings(language: Language, strings: SharedStrings): void {
  i18n.addResourceBundle(language, 'common', strings.common, true, true);
  i18n.addResourceBundle(language, 'messages', nest(strings.messages), true, true);
}

/** Each language's shared strings, a chunk of its own (named for the html's hints, api/src/web/page-hints.ts). */
const SHARED_LOCALES: Record<Language, () => Promise<SharedStrings>> = {
  english: () => import(/* webpackChunkName: "strings-english" */ '../locales/english'),
  chinese_simplified: () => import(/* webpackChunkName: "strings-chinese_simplified" */ '../locales/chinese_simplified'),
  portuguese: () => import(/* webpackChunkName: "strings-portuguese" */ '../locales/portuguese'),
  spanish: () => import(/* webpackChunkName: "strings-spanish" */ '../locales/spanish'),
};

const loading = new Map<Language, Promise<void>>();

/** Downloads one language's shared strings (once) and adds them; resolves when they can be shown. */
export function loadLanguage(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = SHARED_LOCALES[language]().then((strings) => addSharedStrings(language, strings));
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The reader's language, for the server: it names the strings chunks of that language in the
 * page's html, so they download with the page's first scripts (perf-web).
 */
const rememberLanguage = (language: string) => shareWithServer('language', language);
rememberLanguage(i18n.language);
i18n.on('languageChanged', rememberLanguage);

/** Resolves once the reader's language can be shown; the shell renders, and areas mount, after it. */
export const sharedStringsReady: Promise<void> = loadLanguage(i18n.language as Language);
i18n.on('languageChanged', (language) => void loadLanguage(language as Language));

/** A contract message in the given language (loaded), with its `{{name}}` placeholders filled. */
export function messageIn(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return i18n.getFixedT(language, 'messages')(key, params);
}

// i18next picks plural rules (`units.set_one` / `units.set_other`) by language code, and ours are
// names, not BCP 47 tags: left alone, "spanish" would follow the browser's own locale, and a
// Spanish page in a Chinese browser would read "1 juegos".
export function readPluralsByTag(instance: I18n): void {
  const plurals = instance.services.pluralResolver as { getRule: (code: string, options?: object) => Intl.PluralRules | undefined };
  const ruleOf = plurals.getRule.bind(plurals);
  plurals.getRule = (code, options) => {
    const tag = isLanguage(code) ? LANGUAGE_TAGS[code] : code;
    const rule = ruleOf(tag, options);
    if (!rule || tag !== LANGUAGE_TAGS.portuguese || (options as { ordinal?: boolean } | undefined)?.ordinal) return rule;
    // Brazil writes "0 produtos encontrados", where the CLDR rule would give "0 produto encontrado": zero takes the plural.
    return { select: (n: number) => (n === 0 ? 'other' : rule.select(n)), resolvedOptions: () => rule.resolvedOptions() } as Intl.PluralRules;
  };
}
readPluralsByTag(i18n);

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
