import { href, ROUTES } from '@puente/shared/contract';
import type { Db } from '../db/database';
import * as sitemapRepository from '../repositories/sitemap';

/*
 * The sitemaps search engines crawl (sitemaps.org): an index naming one file per kind of page, and
 * each file's addresses with the time they last changed. Addresses are paths here (the x-default,
 * without `lang`); the route adds the origin and each language's alternate.
 */

/** The most addresses one goods file lists (the protocol allows 50,000; smaller files are fetched and parsed sooner). */
export const GOODS_PER_FILE = 10_000;

/** An address a sitemap lists, and when its page last changed. */
export interface SitemapEntry {
  path: string;
  changedAt: Date;
}

/** A file the index names, and when the newest of its pages changed. */
export interface SitemapFile {
  name: string;
  changedAt: Date | null;
}

/**
 * The catalogue's pages anyone may open with no record to name: no session (`auth`), no query
 * they need (`needs`: a goods page, an article), and none the catalogue keeps out of search
 * engines' lists (`unlisted`: signing in).
 */
export function publicPages(): string[] {
  return ROUTES.filter((route) => !route.auth && !route.needs?.length && !route.unlisted).map((route) => route.path);
}

const newest = (entries: SitemapEntry[]): Date | null =>
  entries.reduce<Date | null>((latest, entry) => (entry.changedAt && (!latest || entry.changedAt > latest) ? entry.changedAt : latest), null);

/** The goods file's number a name asks for (`goods-3.xml` is 3), or null when the name is no goods file's. */
export function goodsFileNumber(name: string): number | null {
  const match = /^goods-([1-9][0-9]{0,8})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

/** The files of the index: the pages, a goods file per GOODS_PER_FILE goods on sale (none without goods), the news, requirements and pavilions. */
export async function sitemapFiles(db: Db, pagesChanged: Date): Promise<SitemapFile[]> {
  const blocks = await sitemapRepository.goodsOnSaleBlocks(db, GOODS_PER_FILE);
  const [news, requirements, pavilions] = await Promise.all(['news.xml', 'requirements.xml', 'pavilions.xml'].map((name) => sitemapFile(db, name, pagesChanged)));
  return [
    { name: 'pages.xml', changedAt: pagesChanged },
    ...blocks.map((block) => ({ name: `goods-${block.file}.xml`, changedAt: block.changedAt })),
    { name: 'news.xml', changedAt: newest(news!) },
    { name: 'requirements.xml', changedAt: newest(requirements!) },
    { name: 'pavilions.xml', changedAt: newest(pavilions!) },
  ];
}

/**
 * A file's addresses, or null when the index names no such file (a goods file past the last, a
 * name of no kind). The catalogue's pages changed when the site's content did (`pagesChanged`).
 */
export async function sitemapFile(db: Db, name: string, pagesChanged: Date): Promise<SitemapEntry[] | null> {
  switch (name) {
    case 'pages.xml':
      return publicPages().map((path) => ({ path, changedAt: pagesChanged }));
    case 'news.xml':
      return (await sitemapRepository.publishedNews(db)).map((row) => ({ path: href('newsInfo', { id: row.key }), changedAt: row.changedAt }));
    case 'requirements.xml':
      return (await sitemapRepository.openRequirements(db)).map((row) => ({ path: href('releaseInfo', { id: row.key }), changedAt: row.changedAt }));
    case 'pavilions.xml':
      // A pavilion's page is its goods: it changed when they last did, else with the site's content.
      return (await sitemapRepository.pavilionsWithGoodsChange(db)).map((row) => ({
        path: href('nationalPavilionIndex', { code: row.code }),
        changedAt: row.changedAt ?? pagesChanged,
      }));
    default: {
      const file = goodsFileNumber(name);
      if (file === null) return null;
      const rows = await sitemapRepository.goodsOnSaleBlock(db, file, GOODS_PER_FILE);
      return rows.length ? rows.map((row) => ({ path: href('productInfo', { id: row.key }), changedAt: row.changedAt })) : null;
    }
  }
}
