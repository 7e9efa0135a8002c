import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageAlternates } from '@puente/shared/contract';
import { sitemapFile, sitemapFiles, type SitemapEntry, type SitemapFile } from '../services/sitemap';

/*
 * The sitemaps (services/sitemap.ts) as sitemaps.org's XML: /sitemap.xml, the index, and
 * /sitemaps/<name>.xml, its files. Each address is the page's x-default, with its alternate in
 * every language (hreflang). Served by the API itself, so they answer with or without the apps.
 */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** Text or an attribute's value as XML reads it: `&`, `<`, `>`, `"` and `'` escaped. */
export function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** A time as W3C Datetime, to the second, in UTC. */
const w3cTime = (time: Date) => time.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A file's addresses, each with its alternates, absolute under `origin`. */
export function urlsetXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const links = languageAlternates(entry.path).map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${xmlText(hreflang)}" href="${xmlText(origin + href)}"/>`);
    return `<url><loc>${xmlText(origin + entry.path)}</loc><lastmod>${w3cTime(entry.changedAt)}</lastmod>${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The index naming each file, absolute under `origin`. */
export function sitemapIndexXml(files: readonly SitemapFile[], origin: string): string {
  const items = files.map(
    (file) => `<sitemap><loc>${xmlText(`${origin}/sitemaps/${file.name}`)}</loc>${file.changedAt ? `<lastmod>${w3cTime(file.changedAt)}</lastmod>` : ''}</sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** A kept list's dates come back as text: they are Dates again. */
const revive = <T extends { changedAt: Date | null }>(items: T[]): T[] => items.map((item) => ({ ...item, changedAt: item.changedAt === null ? null : new Date(item.changedAt) }));

export interface SitemapRoutesOptions {
  /** When the catalogue's pages last changed: the server's start (the site's content is loaded at every start). */
  pagesChanged?: Date;
}

export async function sitemapRoutes(app: FastifyInstance, options: SitemapRoutesOptions) {
  const pagesChanged = options.pagesChanged ?? new Date();
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const send = (reply: FastifyReply, xml: string) => reply.headers(HEADERS).send(xml);

  /**
   * The list behind a file, kept under the data's version as public reads are (services/read-cache.ts):
   * the next write drops it, so a new goods is in the next request's sitemap. The origin is added per
   * request, so no Host header a caller sends is kept.
   */
  async function kept<T extends { changedAt: Date | null }>(key: string, make: () => Promise<T[] | null>): Promise<T[] | null> {
    const reply = await app.readCache.share(`sitemap:${key}`, async () => {
      const items = await make();
      return items ? { json: JSON.stringify(items) } : null;
    });
    return reply ? revive(JSON.parse(reply.json) as T[]) : null;
  }

  const index = async () => (await kept('index', () => sitemapFiles(app.db, pagesChanged))) ?? [];

  app.get('/sitemap.xml', async (request, reply) => send(reply, sitemapIndexXml(await index(), origin(request))));

  app.get<{ Params: { name: string } }>('/sitemaps/:name', async (request, reply) => {
    const { name } = request.params;
    // A file the index names, else none: a goods file past the last costs no read, and no name a
    // caller makes up is kept.
    if (!(await index()).some((file) => file.name === name)) return reply.callNotFound();
    const entries = await kept(name, () => sitemapFile(app.db, name, pagesChanged));
    if (!entries) return reply.callNotFound();
    return send(reply, urlsetXml(entries as SitemapEntry[], origin(request)));
  });
}
