import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { buildApp } from '../src/app';
import { goodsOnSaleBlock, goodsOnSaleBlocks } from '../src/repositories/sitemap';
import { GOODS_PER_FILE } from '../src/services/sitemap';
import { build, login, OPERATOR, post, saveGoodsAs, SELLER } from './helpers';

/*
 * The sitemaps a search engine crawls: an index of one file per kind of page, each address the
 * page's x-default with its alternate in every language, made from the data as it is now.
 */

const SEEDING = 240_000;
const CRAWLER = { 'user-agent': 'Googlebot/2.1', host: 'puente.example' };
const ORIGIN = 'http://puente.example';

/**
 * Whether a text is well-formed XML as far as a sitemap goes: one root, every element closed in
 * order, attributes quoted, and no `&` or `<` that is not markup or an entity.
 */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  const stack: string[] = [];
  let roots = 0;
  let at = 0;
  for (const match of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<&]*(?:&(?:amp|lt|gt|quot|apos);[^"<&]*)*")*)\s*(\/?)>/g)) {
    const text = body.slice(at, match.index);
    if (/[<>]/.test(text) || /&(?!(?:amp|lt|gt|quot|apos);)/.test(text)) return false;
    if (!stack.length && text.trim()) return false;
    at = match.index + match[0].length;
    const [, closing, name, , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      if (!stack.length) roots += 1;
      stack.push(name!);
    } else if (!stack.length) return false;
  }
  return stack.length === 0 && roots === 1 && !body.slice(at).trim();
}

/** Text as XML escapes it, read back. */
const unescape = (text: string | undefined) =>
  text
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Each `<url>` of a file: its address, its lastmod and its alternates by hreflang. */
function urlsOf(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => ({
    loc: unescape(/<loc>([^<]*)<\/loc>/.exec(url!)?.[1]),
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(url!)?.[1],
    alternates: Object.fromEntries([...url!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, unescape(href)])),
  }));
}

const W3C_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

describe('the sitemaps', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await build());
  }, SEEDING);
  afterAll(async () => close());

  const get = (url: string) => app.inject({ url, headers: CRAWLER });
  /** The index's files, by name. */
  async function files(): Promise<string[]> {
    const index = await get('/sitemap.xml');
    return [...index.body.matchAll(/<loc>http:\/\/puente\.example\/sitemaps\/([^<]+)<\/loc>/g)].map(([, name]) => name!);
  }
  /** Every goods address of every goods file the index names. */
  async function goodsAddresses(): Promise<string[]> {
    const names = (await files()).filter((name) => name.startsWith('goods-'));
    const found: string[] = [];
    for (const name of names) found.push(...urlsOf((await get(`/sitemaps/${name}`)).body).map((url) => url.loc!));
    return found;
  }

  it('checks XML as a parser would', () => {
    expect(wellFormed('<?xml version="1.0" encoding="UTF-8"?>\n<a x="1&amp;2"><b/><c>d &amp; e</c></a>\n')).toBe(true);
    for (const bad of ['<a>d & e</a>', '<a x="1&2"></a>', '<a><b></a></b>', '<a></a><a></a>', '<a>']) expect([bad, wellFormed(bad)]).toEqual([bad, false]);
  });

  it('lists one file per kind in an index, as XML crawlers keep for an hour', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    expect(wellFormed(index.body)).toBe(true);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(await files()).toEqual(['pages.xml', 'goods-1.xml', 'news.xml', 'requirements.xml', 'pavilions.xml']);
    for (const lastmod of index.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)) expect(lastmod[1]).toMatch(W3C_TIME);
  });

  it('lists the public pages that name no record, each in every language, and none that needs a session', async () => {
    const pages = await get('/sitemaps/pages.xml');
    expect([pages.statusCode, pages.headers['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
    expect(wellFormed(pages.body)).toBe(true);
    const urls = urlsOf(pages.body);
    const about = urls.find((url) => url.loc === `${ORIGIN}/aboutUs`);
    expect(about?.lastmod).toMatch(W3C_TIME);
    expect(about?.alternates).toEqual({
      en: `${ORIGIN}/aboutUs?lang=en`,
      'zh-Hans': `${ORIGIN}/aboutUs?lang=zh`,
      pt: `${ORIGIN}/aboutUs?lang=pt`,
      es: `${ORIGIN}/aboutUs?lang=es`,
      'x-default': `${ORIGIN}/aboutUs`,
    });
    const locs = urls.map((url) => url.loc);
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/productTrading`, `${ORIGIN}/newsInformation`, `${ORIGIN}/parkDetails1`]));
    // A session's pages, a page that needs its record's id, and signing in are not for crawlers.
    for (const page of ['/personalOrder', '/productShoppingCart', '/message', '/productInfo', '/newsInfo', '/releaseInfo', '/nationalPavilionIndex', '/login', '/'])
      expect(locs).not.toContain(`${ORIGIN}${page}`);
  });

  it('lists every goods on sale, and no goods under review or off the shelf; a goods put on sale is in the next one', async () => {
    const seller = await login(app, SELLER);
    const operator = await login(app, OPERATOR);
    const onSale = await post(app, calls.listGoods.path, { currentPage: 1, everyNumber: 1 });
    const before = await goodsAddresses();
    // The same goods as a buyer's list: every one of them, each once.
    expect(before).toHaveLength(onSale.body.total);
    expect(new Set(before).size).toBe(before.length);
    const seeded = onSale.body.list[0].id as number;
    const first = urlsOf((await get('/sitemaps/goods-1.xml')).body);
    const listed = first.find((url) => url.loc === `${ORIGIN}/productInfo?id=${seeded}`);
    expect(listed?.lastmod).toMatch(W3C_TIME);
    expect(listed?.alternates).toEqual({
      en: `${ORIGIN}/productInfo?id=${seeded}&lang=en`,
      'zh-Hans': `${ORIGIN}/productInfo?id=${seeded}&lang=zh`,
      pt: `${ORIGIN}/productInfo?id=${seeded}&lang=pt`,
      es: `${ORIGIN}/productInfo?id=${seeded}&lang=es`,
      'x-default': `${ORIGIN}/productInfo?id=${seeded}`,
    });
    // In the XML itself the `&` of each address is escaped.
    expect((await get('/sitemaps/goods-1.xml')).body).toContain(`href="${ORIGIN}/productInfo?id=${seeded}&amp;lang=es"/>`);
    expect(wellFormed((await get('/sitemaps/goods-1.xml')).body)).toBe(true);
    // Kept between writes: asked again, the list is not read again.
    const { hits, misses } = app.readCache.counts;
    await get('/sitemaps/goods-1.xml');
    expect(app.readCache.counts.misses).toBe(misses);
    expect(app.readCache.counts.hits).toBeGreaterThan(hits);

    const saved = await saveGoodsAs(app, seller, { name: { english: 'Sitemap speaker' }, description: { english: 'A speaker for the sitemap.' } });
    expect(saved.body.result).toBe(1);
    const id = saved.body.data.id as number;
    const address = `${ORIGIN}/productInfo?id=${id}`;
    // Under review: not on sale yet.
    expect(await goodsAddresses()).not.toContain(address);
    expect((await post(app, '/api/operator/review/decide', { kind: 'goods', id, decision: 'pass' }, operator)).body.result).toBe(1);
    const passed = await goodsAddresses();
    expect(passed).toContain(address);
    expect(passed).toHaveLength(before.length + 1);
    // Off the shelf: gone from the next request's sitemap.
    expect((await post(app, calls.updateGoodsPutaway.path, { id, putaway: false }, seller)).body.result).toBe(1);
    expect(await goodsAddresses()).not.toContain(address);
    expect((await post(app, calls.updateGoodsPutaway.path, { id, putaway: true }, seller)).body.result).toBe(1);
    expect(await goodsAddresses()).toContain(address);
  });

  it('lists the articles, the open requirements and the country pavilions at their own pages', async () => {
    for (const [name, page] of [
      ['news.xml', /^http:\/\/puente\.example\/newsInfo\?id=\d+$/],
      ['requirements.xml', /^http:\/\/puente\.example\/releaseInfo\?id=\d+$/],
      ['pavilions.xml', /^http:\/\/puente\.example\/nationalPavilionIndex\?code=[A-Z]{2}$/],
    ] as const) {
      const file = await get(`/sitemaps/${name}`);
      expect([name, file.statusCode]).toEqual([name, 200]);
      expect(wellFormed(file.body)).toBe(true);
      const urls = urlsOf(file.body);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url.loc).toMatch(page);
        expect(url.lastmod).toMatch(W3C_TIME);
        expect(Object.keys(url.alternates)).toEqual(['en', 'zh-Hans', 'pt', 'es', 'x-default']);
      }
    }
  });

  it('pages the goods by id, at most 10,000 to a file', async () => {
    expect(GOODS_PER_FILE).toBe(10_000);
    // The same paging in files of 7: every goods once, in id order, the last file partly full.
    const total = (await post(app, calls.listGoods.path, { currentPage: 1, everyNumber: 1 })).body.total as number;
    const blocks = await goodsOnSaleBlocks(app.db, 7);
    expect(blocks.map((block) => block.file)).toEqual(Array.from({ length: Math.ceil(total / 7) }, (_, n) => n + 1));
    expect(blocks.slice(0, -1).every((block) => block.count === 7)).toBe(true);
    expect(blocks.reduce((sum, block) => sum + block.count, 0)).toBe(total);
    const ids: number[] = [];
    for (const block of blocks) {
      const rows = await goodsOnSaleBlock(app.db, block.file, 7);
      expect(rows).toHaveLength(block.count);
      expect(new Date(Math.max(...rows.map((row) => row.changedAt.getTime())))).toEqual(block.changedAt);
      ids.push(...rows.map((row) => row.key));
    }
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(total);
    expect(await goodsOnSaleBlock(app.db, blocks.length + 1, 7)).toEqual([]);
  });

  it('answers 404 for a file it has not, whatever the name', async () => {
    const goodsFiles = (await files()).filter((name) => name.startsWith('goods-')).length;
    for (const name of [
      `goods-${goodsFiles + 1}.xml`,
      'goods-0.xml',
      'goods-abc.xml',
      'goods-99999999999999999999.xml',
      'goods-999999999.xml',
      'goods--1.xml',
      'goods-1.xml.gz',
      'other.xml',
      '%2E%2E%2Fsitemap.xml',
    ]) {
      const response = await get(`/sitemaps/${name}`);
      expect([name, response.statusCode]).toEqual([name, 404]);
    }
  });
});

describe('the sitemaps beside the apps', () => {
  it(
    'are named by robots.txt at the origin asked, and are the API’s still, not the shell’s page',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-data-'));
      const site = await buildApp({ dataDir, seed: false, serveApps: true });
      try {
        const robots = await site.inject({ url: '/robots.txt', headers: { ...CRAWLER, host: 'www.puente.example' } });
        expect(robots.statusCode).toBe(200);
        expect(robots.body).toContain('\nSitemap: http://www.puente.example/sitemap.xml\n');
        const index = await site.inject({ url: '/sitemap.xml', headers: { ...CRAWLER, accept: 'text/html' } });
        expect([index.statusCode, index.headers['content-type']]).toEqual([200, 'application/xml; charset=utf-8']);
        expect(index.body).toContain('<loc>http://puente.example/sitemaps/pages.xml</loc>');
        expect((await site.inject({ url: '/sitemaps/goods-1.xml', headers: CRAWLER })).statusCode).toBe(404);
      } finally {
        await site.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    SEEDING,
  );
});
