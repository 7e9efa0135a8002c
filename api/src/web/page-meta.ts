import { calls, formatMoney, type CallReply, type GoodsDetails } from '@puente/shared/contract';
import { scriptSafeJson, type FirstReplies } from './page-hints';
import { metaTags, pictureTags, type MetaTag } from './page-links';
import { defaultSharePicture, type SharePicture } from './share-pictures';

/*
 * What a search engine and a chat app's link preview read of a page without running its scripts:
 * the goods page's name, description, picture and price as Open Graph and Twitter tags, its
 * canonical address, and schema.org's Product with its offer. Drawn from the reply the html
 * already carries (the page's first call), so the page and its preview never disagree.
 */

/** A short description for a preview: the first sentences up to about 200 characters, cut at a word. */
export function previewText(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

export interface PageMeta {
  /** The page's title, in place of the route's. */
  title: string;
  /** The page's description, in place of the site's. */
  description: string;
  /** The elements added to the head: the page's own Open Graph and Twitter tags and JSON-LD (page-links.ts adds the common ones). */
  head: string;
}

/** The goods page's tags, when the html carries its goods; null otherwise (another page, goods not found). */
export function goodsPageMeta(pathname: string, first: FirstReplies | null, origin: string, share: SharePicture | null = null): PageMeta | null {
  if (pathname.replace(/\/+$/, '').toLowerCase() !== '/productinfo') return null;
  const reply = first?.replies.find((entry) => entry.path === calls.goodsDetails.path)?.reply as { data?: GoodsDetails } | undefined;
  const goods = reply?.data;
  if (!goods) return null;
  const url = `${origin}/productInfo?id=${goods.id}`;
  // The price first, in the page's currency (US$, not a "$" a Mexican reader takes for pesos), as a buyer reading the preview wants it.
  const description = `${formatMoney(goods.price.showAmount, goods.price.showCurrency, { besideOther: true })} · ${previewText(goods.description || goods.summary)}`;
  const image = goods.images[0] ? new URL(goods.images[0], origin).href : '';
  const picture = share ?? defaultSharePicture(origin);
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: goods.name,
    sku: String(goods.id),
    description,
    ...(image ? { image: [image] } : {}),
    ...(goods.brand ? { brand: { '@type': 'Brand', name: goods.brand.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: goods.price.amount.toFixed(2),
      priceCurrency: goods.price.currency,
      availability: goods.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: goods.seller.companyName ?? goods.seller.nickname },
    },
  };
  const tags: MetaTag[] = [
    ['property', 'og:type', 'product'],
    ['property', 'og:title', goods.name],
    ['property', 'og:description', description],
    // A PNG card of the goods' picture (share-pictures.ts): chat apps show no SVG.
    ...pictureTags(picture, goods.name),
    ['property', 'product:price:amount', goods.price.amount.toFixed(2)],
    ['property', 'product:price:currency', goods.price.currency],
    ['name', 'twitter:title', goods.name],
    ['name', 'twitter:description', description],
  ];
  return {
    title: `${goods.name} · Puente`,
    description,
    head: metaTags(tags) + `<script type="application/ld+json">${scriptSafeJson(product)}</script>`,
  };
}

type Article = CallReply<typeof calls.newsDetails>['data'];

/** A news article's tags, when the html carries it; null otherwise (another page, an article not found). `share`: its cover's card. */
export function newsPageMeta(pathname: string, first: FirstReplies | null, origin: string, share: SharePicture | null = null): PageMeta | null {
  if (pathname.replace(/\/+$/, '').toLowerCase() !== '/newsinfo') return null;
  const reply = first?.replies.find((entry) => entry.path === calls.newsDetails.path)?.reply as { data?: Article } | undefined;
  const article = reply?.data;
  if (!article) return null;
  const description = previewText(article.summary || article.content.join(' '));
  const picture = share ?? defaultSharePicture(origin);
  const published = new Date(article.publishTime * 1000).toISOString();
  const structured = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description,
    image: [picture.url],
    datePublished: published,
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: 'Puente', url: `${origin}/` },
    mainEntityOfPage: `${origin}/newsInfo?id=${article.id}`,
    articleSection: article.columnName,
  };
  const tags: MetaTag[] = [
    ['property', 'og:type', 'article'],
    ['property', 'og:title', article.title],
    ['property', 'og:description', description],
    ...pictureTags(picture, article.title),
    ['property', 'article:published_time', published],
    ['property', 'article:section', article.columnName],
    ['name', 'twitter:title', article.title],
    ['name', 'twitter:description', description],
  ];
  return {
    title: `${article.title} · Puente`,
    description,
    head: metaTags(tags) + `<script type="application/ld+json">${scriptSafeJson(structured)}</script>`,
  };
}

type Requirement = CallReply<typeof calls.requirementDetails>['data'];

/** An open requirement's tags, when the html carries it; null otherwise (another page, a requirement not found or withdrawn). */
export function requirementPageMeta(pathname: string, first: FirstReplies | null, origin: string): PageMeta | null {
  if (pathname.replace(/\/+$/, '').toLowerCase() !== '/releaseinfo') return null;
  const reply = first?.replies.find((entry) => entry.path === calls.requirementDetails.path)?.reply as { data?: Requirement } | undefined;
  const requirement = reply?.data;
  if (!requirement || requirement.status !== 'open') return null;
  // What is wanted, how much, where and by when: what a seller reading the preview decides on.
  const facts = [requirement.categoryTitle, requirement.deliveryPlace, requirement.deliveryDate].filter(Boolean).join(' · ');
  const description = previewText([facts, requirement.description].filter(Boolean).join(' — '));
  const tags: MetaTag[] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', requirement.title],
    ['property', 'og:description', description],
    ...pictureTags(defaultSharePicture(origin), requirement.title),
    ['name', 'twitter:title', requirement.title],
    ['name', 'twitter:description', description],
  ];
  return { title: `${requirement.title} · Puente`, description, head: metaTags(tags) };
}

type SitePage = CallReply<typeof calls.sitePageDetails>['data'];

/** The pages drawn from one site page: a service guide, a technology guide, a park. */
const SITE_PAGE_PATHS = /^\/(serviceguide|technologyguide|parkdetails\d+)$/;

/**
 * A guide's or a park's tags, when the html carries its page: its own title and summary, as the
 * live page titles it (by the name its links carry); null otherwise (another page, a page not found).
 */
export function sitePageMeta(pathname: string, first: FirstReplies | null, origin: string): PageMeta | null {
  if (!SITE_PAGE_PATHS.test(pathname.replace(/\/+$/, '').toLowerCase())) return null;
  const reply = first?.replies.find((entry) => entry.path === calls.sitePageDetails.path)?.reply as { data?: SitePage } | undefined;
  const page = reply?.data;
  if (!page) return null;
  const description = previewText(page.summary || page.sections.flatMap((section) => section.paragraphs).join(' '));
  const tags: MetaTag[] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', page.title],
    ['property', 'og:description', description],
    ...pictureTags(defaultSharePicture(origin), page.title),
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', description],
  ];
  return { title: `${page.title} · Puente`, description, head: metaTags(tags) };
}
