import { HREFLANG, inLanguage, languageAlternates, languageOfSearch, LANGUAGES, OG_LOCALES, type Language } from '@puente/shared/contract';
import { scriptSafeJson } from './page-hints';
import type { SharePicture } from './share-pictures';

/*
 * What every public page tells search engines and link previews about itself (ADR 009): its own
 * address as its canonical one (an address that names its language, or the x-default, which
 * speaks the reader's), its addresses in each language
 * (hreflang, with the x-default that speaks the reader's own), its description in that language,
 * and Open Graph's common tags. A page with its own tags (page-meta.ts: the goods page) gives its
 * title, description and type; the rest come from the route.
 */

/** What Puente is, in each language: the description of a page that has none of its own. */
export const SITE_DESCRIPTIONS: Record<Language, string> = {
  english: 'Puente: cross-border trade between Chinese sellers and buyers in Latin America and the Caribbean.',
  chinese_simplified: 'Puente：连接中国卖家与拉丁美洲及加勒比地区买家的跨境贸易平台。',
  portuguese: 'Puente: comércio internacional entre vendedores chineses e compradores da América Latina e do Caribe.',
  spanish: 'Puente: comercio transfronterizo entre vendedores chinos y compradores de América Latina y el Caribe.',
};

/** Query parameters that say how the reader came, not which page it is: left out of its canonical address. */
const NOT_THE_PAGE = ['bc', 'breadcrumb', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid'];

/** A page's path and query as its canonical address has them: without the parameters that do not name the page. */
export function pageAddress(pathAndQuery: string): string {
  const [pathname = '/', search = ''] = pathAndQuery.split('?');
  const params = new URLSearchParams(search);
  for (const name of NOT_THE_PAGE) params.delete(name);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A meta element: its key (property or name), name and content. */
export type MetaTag = [key: 'property' | 'name', name: string, content: string];

/** Meta elements, their contents escaped. */
export const metaTags = (tags: MetaTag[]) => tags.map(([key, name, content]) => `<meta ${key}="${name}" content="${attribute(content)}"/>`).join('');

/** A page's share picture as Open Graph and Twitter's large card read it (a PNG: chat apps show no SVG; share-pictures.ts). */
export function pictureTags(picture: SharePicture, alt: string): MetaTag[] {
  return [
    ['property', 'og:image', picture.url],
    ['property', 'og:image:width', String(picture.width)],
    ['property', 'og:image:height', String(picture.height)],
    ['property', 'og:image:type', picture.type],
    ['property', 'og:image:alt', alt],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:image', picture.url],
  ];
}

export interface PageLinksRequest {
  /** `https://host`, from the request. */
  origin: string;
  /** The page's path and query as asked. */
  url: string;
  language: Language;
  /** The page's title as the html's title has it. */
  title: string;
  description: string;
  /** The page's own Open Graph tags are in its meta (og:type, og:title, og:description, its picture, twitter's). */
  ownTags: boolean;
  /** The picture of a page without tags of its own (the Puente card). */
  picture: SharePicture;
  /** schema.org items about the page (JSON-LD). */
  structured?: object[];
}

/** The tags of an indexable page's head: canonical, alternates, Open Graph's common tags, JSON-LD. */
export function pageLinks({ origin, url, language, title, description, ownTags, picture, structured = [] }: PageLinksRequest): string {
  const page = pageAddress(url);
  // Each address is its own canonical: one that names a language, or the x-default, which speaks the reader's.
  const named = languageOfSearch(page.split('?')[1] ?? '');
  const canonical = `${origin}${inLanguage(page, named)}`;
  const links = [
    `<link rel="canonical" href="${attribute(canonical)}"/>`,
    ...languageAlternates(page).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${attribute(`${origin}${href}`)}"/>`),
  ];
  const tags: MetaTag[] = [
    ['property', 'og:site_name', 'Puente'],
    ['property', 'og:url', canonical],
    ['property', 'og:locale', OG_LOCALES[language]],
    ...LANGUAGES.filter((other) => other !== language).map((other): MetaTag => ['property', 'og:locale:alternate', OG_LOCALES[other]]),
  ];
  if (!ownTags) {
    tags.push(
      ['property', 'og:type', 'website'],
      ['property', 'og:title', title],
      ['property', 'og:description', description],
      ...pictureTags(picture, title),
      ['name', 'twitter:title', title],
      ['name', 'twitter:description', description],
    );
  }
  return links.join('') + metaTags(tags) + structured.map((item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`).join('');
}

/** schema.org's Organization: Puente itself, on its landing pages. */
export function organization(origin: string, language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Puente',
    url: `${origin}/`,
    description: SITE_DESCRIPTIONS[language],
    areaServed: ['Latin America', 'Caribbean', 'China'],
    knowsLanguage: LANGUAGES.map((other) => HREFLANG[other]),
  };
}

/** schema.org's BreadcrumbList: the trail from the landing to the page, each step an absolute address in the page's language. */
export function breadcrumbs(origin: string, language: Language, steps: Array<{ name: string; path: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: `${origin}${inLanguage(step.path, language)}` })),
  };
}
