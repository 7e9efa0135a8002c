import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { calls, findRoute, LANDING_PAGES, LANGUAGE_TAGS, languageOfSearch, MOBILE_ROUTES, ROUTES, type Language } from '@puente/shared/contract';
import { WORKSPACE_ROOT } from '../config/env';
import { AFTER_PAINT_SCRIPT, withFirstPaint } from './first-paint';
import type { DrawnScreen } from '@puente/shared/first-screen';
import { drawFirstScreen, FIRST_SCREEN_FILE } from './first-screen';
import { askFirstCalls, currencyOf, diskLocator, firstRepliesHtml, isPage, languageOf, pageHints, readsAsPhone, type AskCall, type FirstReplies } from './page-hints';
import { breadcrumbs, organization, pageLinks, SITE_DESCRIPTIONS } from './page-links';
import { goodsPageMeta, newsPageMeta, requirementPageMeta, sitePageMeta, type PageMeta } from './page-meta';
import { defaultRegistry, workspaceRemotes, type RemoteRegistry } from './registry';
import { defaultSharePicture, type SharePicture } from './share-pictures';

/**
 * Whether a request is for a page: a browser asks for html; curl, and many chat apps' link
 * previews, accept any type or say nothing, and get the page too. A path that names a file
 * (`/remotes/x/chunk.js`) asked for as anything stays a 404: a script that is not there must fail.
 */
export function asksForPage(request: Pick<FastifyRequest, 'url' | 'headers'>): boolean {
  const accepts = request.headers.accept ?? '';
  if (accepts.includes('text/html')) return true;
  const pathname = request.url.split('?')[0] ?? '';
  const namesFile = /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
  return !namesFile && (accepts.trim() === '' || /(^|,)\s*\*\/\*/.test(accepts));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The pages Puente is entered by, where schema.org's Organization is told: the visit modes' landings and a phone's shop. */
const LANDINGS = new Set([...Object.values(LANDING_PAGES), '/product'].map((path) => path.toLowerCase()));

/** The page as the html was asked for it: its address, language and origin, and whether a phone reads it. */
export interface PageRequest {
  /** Path and query. */
  url: string;
  phone: boolean;
  language: Language;
  /** `https://host`. */
  origin: string;
}

/**
 * The shell's html in the reader's language: its `lang`, the route's title and the description as
 * the page will show them, and for a page search engines may index, its addresses (canonical, one
 * per language) and Open Graph's tags (page-links.ts). A page that needs a session, a path no route
 * names, and a record that is not there (goods, an article, a requirement, a site page, a country: `notFound`)
 * tell search engines not to index them.
 */
export function inReadersLanguage(html: string, { url, phone, language, origin }: PageRequest, meta: PageMeta | null = null, notFound = false): string {
  const pathname = url.split('?')[0] ?? '/';
  const route = findRoute(pathname, phone ? 'mobile' : 'desktop');
  const title = meta?.title ?? (route ? `${route.title[language]} · Puente` : 'Puente');
  const description = meta?.description ?? SITE_DESCRIPTIONS[language];
  // A goods page whose goods are not there (or no longer on sale), an article or an open requirement that is not, is not one to index either.
  const missing = notFound || ((route?.name === 'productInfo' || route?.name === 'newsInfo' || route?.name === 'releaseInfo') && !meta);
  const indexable = Boolean(route && !route.auth && !missing);
  let head = indexable ? '' : '<meta name="robots" content="noindex"/>';
  if (route && indexable) {
    const landing = LANDINGS.has(route.path.toLowerCase());
    const parent = route.parent ? findRoute(route.parent) : undefined;
    const home = findRoute(LANDING_PAGES[route.visit]);
    const steps = [
      ...(home && !landing ? [{ name: home.title[language], path: home.path }] : []),
      ...(parent && parent !== home ? [{ name: parent.title[language], path: parent.path }] : []),
      { name: title.replace(/ · Puente$/, ''), path: url },
    ];
    const structured = [...(landing ? [organization(origin, language)] : []), ...(steps.length > 1 ? [breadcrumbs(origin, language, steps)] : [])];
    head += pageLinks({ origin, url, language, title, description, ownTags: Boolean(meta), picture: defaultSharePicture(origin), structured });
  }
  return html
    .replace(/<html lang="[^"]*">/, `<html lang="${LANGUAGE_TAGS[language]}">`)
    .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description).replace(/"/g, '&quot;')}"/>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>${head}${meta?.head ?? ''}`);
}

/** What crawlers may read: every page but the API and the pages that need a session (desktop and phone); and where the sitemap is. */
export function robotsTxt(origin: string): string {
  const routes = [...ROUTES, ...MOBILE_ROUTES];
  const kept = [...new Set(routes.filter((route) => route.auth).map((route) => route.path))].sort();
  // A rule is a prefix: "Disallow: /releaseList" would keep out the public /releaseListAll too. The
  // longest rule wins (RFC 9309), so a public page a kept path begins is allowed by name.
  const open = [...new Set(routes.filter((route) => !route.auth).map((route) => route.path))].filter((path) => kept.some((shut) => path !== shut && path.startsWith(shut))).sort();
  return ['User-agent: *', 'Disallow: /api/', ...kept.map((path) => `Disallow: ${path}`), ...open.map((path) => `Allow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/;

function cacheHeaders(target: { header?(name: string, value: string): unknown; setHeader?(name: string, value: string): unknown }, filePath: string) {
  // Hashed files never change; everything else (html, manifests, entries) must be revalidated,
  // or a re-pointed remote would not be seen.
  const value = HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (target.setHeader) target.setHeader('cache-control', value);
  else target.header?.('cache-control', value);
}

export interface AppsPluginOptions {
  remotesFile?: string | undefined;
}

/** The web host (one-command mode): the built shell at /, each remote under /remotes/<dir>/, and the registry. */
export const appsPlugin = fp<AppsPluginOptions>(
  async (app, options) => {
    const shellDist = path.join(WORKSPACE_ROOT, 'shell', 'dist');
    const indexHtml = path.join(shellDist, 'index.html');
    if (!fs.existsSync(indexHtml)) app.log.warn(`${indexHtml} is missing: build the apps first (pnpm build)`);

    // The bundles of first screens lie beside the apps' files for the server to draw with (first-screen.ts); they are not a page's.
    const allowedPath = (pathname: string) => path.posix.basename(pathname) !== FIRST_SCREEN_FILE;
    await app.register(fastifyStatic, { root: shellDist, prefix: '/', preCompressed: true, setHeaders: cacheHeaders, index: false, allowedPath });
    const remotes = workspaceRemotes();
    for (const { dir } of remotes) {
      await app.register(fastifyStatic, {
        root: path.join(WORKSPACE_ROOT, dir, 'dist'),
        prefix: `/remotes/${dir}/`,
        decorateReply: false,
        preCompressed: true,
        setHeaders: cacheHeaders,
        allowedPath,
      });
    }

    // Releases published by `pnpm deploy:remote`: each remote build in a folder of its own, kept for rollback.
    const releases = path.join(WORKSPACE_ROOT, 'releases');
    fs.mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, { root: releases, prefix: '/releases/', decorateReply: false, preCompressed: true, setHeaders: cacheHeaders, allowedPath });

    // The registry file when there is one (a deploy re-points an entry there, read on every request), else every built remote.
    const readRegistry = async (): Promise<RemoteRegistry> =>
      options.remotesFile && fs.existsSync(options.remotesFile)
        ? (JSON.parse(await fs.promises.readFile(options.remotesFile, 'utf8')) as RemoteRegistry)
        : defaultRegistry(remotes);
    app.get('/remotes.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return readRegistry();
    });

    // The shell's html, read again only when a build replaces it; each page gets the hints for its own area.
    let shellHtml: { mtimeMs: number; html: string; files: string[] } | null = null;
    const locate = diskLocator(WORKSPACE_ROOT);
    const ask: AskCall = async (url, body) => (await app.inject({ method: 'POST', url, payload: body })).json();
    /** A page's html and its status: 404 for a path that is no page and goods never stored, 410 for goods no longer on sale. */
    async function pageHtml(request: FastifyRequest): Promise<{ html: string; status: number }> {
      const { mtimeMs } = await fs.promises.stat(indexHtml);
      if (!shellHtml || shellHtml.mtimeMs !== mtimeMs) shellHtml = { mtimeMs, html: await fs.promises.readFile(indexHtml, 'utf8'), files: await fs.promises.readdir(shellDist) };
      let hints = '';
      let screen: DrawnScreen | null = null;
      let meta: PageMeta | null = null;
      const [pathname = '/', search = ''] = request.url.split('?');
      const phone = readsAsPhone(request.headers['user-agent'] ?? '', request.headers.cookie);
      // The address's language (?lang=es), else the reader's choice, else the browser's.
      const language = languageOfSearch(search) ?? languageOf(request.headers.cookie, request.headers['accept-language']);
      const origin = `${request.protocol}://${request.host}`;
      let status = 200;
      try {
        const registry = await readRegistry();
        if (!isPage(pathname, registry, locate)) status = 404;
        hints = pageHints({ pathname, phone, language, registry, locate, shellFiles: shellHtml.files });
        // What the page's own first calls refused: the goods page's says whether the goods were ever there.
        const refused = new Map<string, string>();
        const noting: AskCall = async (url, body) => {
          const reply = (await ask(url, body)) as { result?: number; code?: string } | null;
          if (reply?.result !== 1) refused.set(url, reply?.code ?? '');
          return reply;
        };
        const first = await askFirstCalls(request.url, phone, language, noting, currencyOf(request.headers.cookie));
        hints += firstRepliesHtml(first);
        meta =
          goodsPageMeta(pathname, first, origin, await app.sharePictures.ofPage(first, origin)) ??
          newsPageMeta(pathname, first, origin, await coverOf(first, origin)) ??
          requirementPageMeta(pathname, first, origin) ??
          sitePageMeta(pathname, first, origin);
        // A detail page whose record is not there (a withdrawn requirement is its owner's alone) is not found; goods no longer on sale are gone.
        for (const call of [calls.goodsDetails, calls.newsDetails, calls.requirementDetails, calls.sitePageDetails])
          if (refused.has(call.path)) status = refused.get(call.path) === 'goods.notOnSale' ? 410 : 404;
        // A country's page (a pavilion's, /countryInfo) for a country Puente has no pavilion for is not found either.
        if (first?.replies.some((entry) => entry.path === calls.checkPavilionCountryCode.path && (entry.reply as { data?: { exists?: boolean } }).data?.exists === false))
          status = 404;
        if (first) screen = drawFirstScreen({ url: request.url, phone, language, registry, locate, shellDist, first });
      } catch (error) {
        // Hints and first screens only speed a page up: one that cannot be made leaves the page as the shell built it.
        app.log.warn({ err: error }, 'page hints skipped');
      }
      const html = inReadersLanguage(shellHtml.html, { url: request.url, phone, language, origin }, meta, status >= 400);
      return { html: withFirstPaint(hints ? html.replace('</head>', `${hints}</head>`) : html, phone, screen), status };
    }

    /** An article's share picture: a card of its cover, or the Puente card. */
    async function coverOf(first: FirstReplies | null, origin: string): Promise<SharePicture | null> {
      const reply = first?.replies.find((entry) => entry.path === calls.newsDetails.path)?.reply as { data?: { cover?: string } } | undefined;
      const cover = reply?.data?.cover;
      return cover ? app.sharePictures.of(cover, origin) : null;
    }

    async function sendPage(request: FastifyRequest, reply: FastifyReply) {
      if (request.method === 'GET' && !request.url.startsWith('/api/') && asksForPage(request) && fs.existsSync(indexHtml)) {
        const { html, status } = await pageHtml(request);
        reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return reply.send(html);
      }
      return reply.status(404).send({ result: 0, info: 'Not found' });
    }
    app.get('/robots.txt', (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(`${request.protocol}://${request.host}`)),
    );
    // Starts a first screen's page scripts once it is painted (first-paint.ts); named for its content.
    app.get(AFTER_PAINT_SCRIPT.path, (_request, reply) =>
      reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/javascript; charset=utf-8').send(AFTER_PAINT_SCRIPT.source),
    );
    // The root is a page like any other, not the dist folder, which the static files refused with a 403
    // to a client that asks for no compression (a crawler, a link preview, curl).
    app.get('/', sendPage);
    // Every other page path is the shell's: it routes on the client.
    app.setNotFoundHandler(sendPage);
  },
  { name: 'apps', dependencies: ['share-pictures'] },
);
