import { LANGUAGES, type Language } from './constants';

/*
 * A page's address in each language (ADR 009): the page's own address with `lang=<code>` in its
 * query. The server draws the html in that language, the page's scripts show it and keep it as the
 * reader's choice, and search engines list one address per language, each naming the others
 * (hreflang). An address without `lang` is the x-default: it speaks the reader's language (their
 * choice, else their browser's).
 */

/** The query parameter that names a page's language. */
export const LANGUAGE_PARAM = 'lang';

/** Each language's code in an address (`?lang=es`). */
export const LANGUAGE_CODES: Record<Language, string> = {
  english: 'en',
  chinese_simplified: 'zh',
  portuguese: 'pt',
  spanish: 'es',
};

/** Each language as search engines name it in `hreflang` (and Open Graph's `og:locale`, below). */
export const HREFLANG: Record<Language, string> = {
  english: 'en',
  chinese_simplified: 'zh-Hans',
  portuguese: 'pt',
  spanish: 'es',
};

/** The `og:locale` of a page in each language. */
export const OG_LOCALES: Record<Language, string> = {
  english: 'en_US',
  chinese_simplified: 'zh_CN',
  portuguese: 'pt_BR',
  spanish: 'es_LA',
};

/** The language an address's query names (`?lang=es`), or null when it names none Puente speaks. */
export function languageOfSearch(search: string): Language | null {
  const code = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(LANGUAGE_PARAM)?.toLowerCase();
  return LANGUAGES.find((language) => LANGUAGE_CODES[language] === code) ?? null;
}

/**
 * A page's address in a language: its path and query, with `lang` set (or left out, for the
 * x-default, when `language` is null). The other parameters keep their order.
 */
export function inLanguage(pathAndQuery: string, language: Language | null): string {
  const [pathname = '/', search = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAM);
  if (language) params.set(LANGUAGE_PARAM, LANGUAGE_CODES[language]);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The alternates of a page for search engines: its address in each language and the x-default. */
export function languageAlternates(pathAndQuery: string): Array<{ hreflang: string; href: string }> {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: HREFLANG[language], href: inLanguage(pathAndQuery, language) })),
    { hreflang: 'x-default', href: inLanguage(pathAndQuery, null) },
  ];
}
