import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_VERSION } from '@puente/shared/contract';
import { buildApp } from '../src/app';
import { AFTER_PAINT_SCRIPT } from '../src/web/first-paint';
import { drawFirstScreen, FIRST_SCREEN_FILE } from '../src/web/first-screen';
import { diskLocator, type FirstReplies } from '../src/web/page-hints';
import { build, post } from './helpers';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

const first: FirstReplies = {
  language: 'english',
  currency: 'USD',
  replies: [{ path: '/api/goods/hotGoods', body: { source: 'china' }, reply: { result: 1, list: [] } }],
  pictures: [],
};
const registry = { contract: CONTRACT_VERSION, remotes: [{ name: 'mf_product', area: 'product', entry: '/remotes/mf-product/mf-manifest.json' }] };

/** A workspace whose product remote is built, with the first-screen bundle given (or none). */
function workspaceWith(bundle: string | null): { root: string; bundle: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-first-screen-'));
  const dist = path.join(root, 'mf-product', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  if (bundle !== null) fs.writeFileSync(path.join(dist, FIRST_SCREEN_FILE), bundle);
  return { root, bundle: path.join(dist, FIRST_SCREEN_FILE) };
}

describe('the first screen a remote’s bundle draws', () => {
  it('asks the bundle beside the area’s manifest for the phone route the address opens, and reads a rebuilt bundle again', () => {
    const { root, bundle } = workspaceWith(
      `exports.firstScreen = (request) => ({ page: request.url, html: '<p>' + request.language + ' ' + request.replies.length + '</p>', styles: '' });`,
    );
    // A desktop address is drawn as the phone page it opens.
    expect(drawFirstScreen({ url: '/productTrading', language: 'spanish', registry, locate: diskLocator(root), first })).toEqual({
      page: '/product',
      html: '<p>spanish 1</p>',
      styles: '',
    });
    fs.writeFileSync(bundle, `exports.firstScreen = (request) => ({ page: request.url, html: '<p>rebuilt</p>', styles: '' });`);
    fs.utimesSync(bundle, new Date(), new Date(Date.now() + 5000));
    expect(drawFirstScreen({ url: '/product', language: 'english', registry, locate: diskLocator(root), first })?.html).toBe('<p>rebuilt</p>');
    // The shell's own pages are drawn by the bundle beside the shell's html.
    const shellDist = path.dirname(workspaceWith(`exports.firstScreen = (request) => ({ page: request.url, html: '<h1>shell</h1>', styles: '' });`).bundle);
    expect(drawFirstScreen({ url: '/login', language: 'english', registry, locate: diskLocator(root), shellDist, first })?.html).toBe('<h1>shell</h1>');
    expect(drawFirstScreen({ url: '/login', language: 'english', registry, locate: diskLocator(root), first })).toBeNull();
  });

  it('draws a desktop page with its area’s desktopScreen inside the shell’s frame, and nothing when either is missing', () => {
    const { root } = workspaceWith(
      `exports.firstScreen = () => ({ page: '/product', html: '<p>phone</p>', styles: '' });
       exports.desktopScreen = (request) => ({ page: request.url.split('?')[0], html: '<h1>' + request.device + ' $& ' + request.language + '</h1>', styles: '<style>p</style>' });`,
    );
    const shellDist = path.dirname(
      workspaceWith(`exports.desktopChrome = (request) => ({ page: request.url, html: '<header>Puente</header><main><!--puente-page--></main>', styles: '<style>h</style>' });`)
        .bundle,
    );
    const ask = { language: 'spanish', registry, locate: diskLocator(root), shellDist, first } as const;
    expect(drawFirstScreen({ ...ask, url: '/productTrading', phone: false })).toEqual({
      page: '/productTrading',
      html: '<header>Puente</header><main><h1>desktop $& spanish</h1></main>',
      styles: '<style>h</style><style>p</style>',
    });
    // A phone's address on a desktop is drawn as the desktop page it leads to.
    expect(drawFirstScreen({ ...ask, url: '/product', phone: false })?.page).toBe('/productTrading');
    // No shell frame, or an area bundle of before desktop screens: the page starts as the shell built it.
    expect(drawFirstScreen({ ...ask, url: '/productTrading', phone: false, shellDist: undefined })).toBeNull();
    const older = workspaceWith(`exports.firstScreen = () => ({ page: '/product', html: '<p>phone</p>', styles: '' });`).root;
    expect(drawFirstScreen({ ...ask, url: '/productTrading', phone: false, locate: diskLocator(older) })).toBeNull();
  });

  it('draws nothing for a remote without a bundle, one served from elsewhere, a bundle that exports no first screen, or a page of no area', () => {
    expect(drawFirstScreen({ url: '/product', language: 'english', registry, locate: diskLocator(workspaceWith(null).root), first })).toBeNull();
    const elsewhere = { ...registry, remotes: [{ ...registry.remotes[0]!, entry: 'https://cdn.example/mf-product/mf-manifest.json' }] };
    expect(drawFirstScreen({ url: '/product', language: 'english', registry: elsewhere, locate: diskLocator(workspaceWith('').root), first })).toBeNull();
    expect(drawFirstScreen({ url: '/product', language: 'english', registry, locate: diskLocator(workspaceWith('exports.other = 1;').root), first })).toBeNull();
    expect(drawFirstScreen({ url: '/login', language: 'english', registry, locate: diskLocator(workspaceWith('exports.firstScreen = () => null;').root), first })).toBeNull();
    // A bundle that cannot run says so once, and is not run again until it is replaced.
    const broken = diskLocator(workspaceWith('throw new Error("broken bundle");').root);
    expect(() => drawFirstScreen({ url: '/product', language: 'english', registry, locate: broken, first })).toThrow('broken bundle');
    expect(drawFirstScreen({ url: '/product', language: 'english', registry, locate: broken, first })).toBeNull();
  });
});

describe('a phone page’s html with its first screen', () => {
  let site: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    site = await buildApp({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'puente-data-')), seed: false, serveApps: true });
  });
  afterAll(() => site.close());

  it('draws the landing in the reader’s language, and starts the page’s scripts after it is painted', async () => {
    const page = await site.inject({ url: '/productTrading', headers: { accept: 'text/html', 'user-agent': PHONE, cookie: 'puente-language=spanish' } });
    expect(page.statusCode).toBe(200);
    const [head = '', body = ''] = page.body.split('</head>');
    // The phone route the address opens, drawn by the product area's own components (no goods on sale in an empty database).
    expect(body).toMatch(
      /<div id="puente-root"><div class="puente-first-paint" aria-busy="true">.*<\/div><div id="puente-first-screen" data-page="\/product"><div class="css-[a-z0-9]+"><div class="chakra-container /,
    );
    expect(body).toContain('Más vendidos');
    expect(body).toContain('Todavía no hay productos a la venta.');
    expect(head).toMatch(/<style data-emotion="css [^"]+">/);
    // The shell's scripts and every download the hints start wait in the template until the first paint.
    const [before = '', template = ''] = head.split('<template id="puente-boot">');
    expect(template).toMatch(/<script defer="defer" src="\/main\.[0-9a-f]+\.js"><\/script>/);
    expect(template).toMatch(/<link rel="preload" href="\/remotes\/mf-product\/__federation_expose_mobile\.[0-9a-f]+\.js" as="script"\/>/);
    expect(template).toContain('<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/>');
    expect(before).not.toMatch(/<script defer|as="script"|as="fetch"/);
    expect(head).toContain(`<script defer src="${AFTER_PAINT_SCRIPT.path}"></script>`);
    // The first replies stay readable by the page, outside the template.
    expect(before).toContain('<script type="application/json" id="puente-first-replies">');

    // A desktop page a phone still opens is drawn by its area too, inside the area's menu.
    const technology = await site.inject({ url: '/technologyTrading', headers: { accept: 'text/html', 'user-agent': PHONE } });
    expect(technology.body).toMatch(/<div id="puente-first-screen" data-page="\/technologyTrading"><div class="css-[a-z0-9]+"><div class="chakra-container [^"]+"><nav /);

    // A phone's search list, drawn from the search its address names: an empty database finds nothing.
    const list = await site.inject({ url: '/productList?source=china&keyword=solar', headers: { accept: 'text/html', 'user-agent': PHONE, cookie: 'puente-language=spanish' } });
    expect(list.body).toContain('<div id="puente-first-screen" data-page="/productList">');
    expect(list.body).toContain('Resultados para “solar”');

    // A reader who chose another currency gets the replies, and so the prices drawn, in it.
    const pesos = await site.inject({ url: '/product', headers: { accept: 'text/html', 'user-agent': PHONE, cookie: 'puente-currency=MXN' } });
    expect(pesos.body).toMatch(/<script type="application\/json" id="puente-first-replies">\{"language":"english","currency":"MXN",/);

    // The shell draws its own login from its strings: the page has no first calls, and its html no replies.
    const login = await site.inject({ url: '/login', headers: { accept: 'text/html', 'user-agent': PHONE, cookie: 'puente-language=spanish' } });
    expect(login.body).toMatch(/<div id="puente-first-screen" data-page="\/login">.*<h1 [^>]*>Inicia sesión en Puente<\/h1><form method="dialog"/);
    expect(login.body).not.toContain('puente-first-replies');
    // The bundles that draw them are the server's, not files of the pages.
    for (const url of ['/first-screen.cjs', '/remotes/mf-product/first-screen.cjs']) expect((await site.inject({ url })).statusCode).toBe(404);

    const script = await site.inject({ url: AFTER_PAINT_SCRIPT.path });
    expect([script.statusCode, script.headers['content-type'], script.headers['cache-control']]).toEqual([
      200,
      'text/javascript; charset=utf-8',
      'public, max-age=31536000, immutable',
    ]);
    expect(script.body).toContain("getElementById('puente-boot')");
  });

  it('leaves a desktop page, and a phone page, its area does not draw to start as the shell built it', async () => {
    for (const [url, userAgent] of [
      ['/productQuotation', DESKTOP],
      ['/', PHONE],
      ['/complaint', PHONE],
    ] as const) {
      const page = await site.inject({ url, headers: { accept: 'text/html', 'user-agent': userAgent } });
      expect([url, page.body.includes('puente-first-screen'), page.body.includes('puente-boot')]).toEqual([url, false, false]);
      expect(page.body.split('</head>')[0]).toMatch(/<script defer="defer" src="\/main\.[0-9a-f]+\.js"><\/script>/);
    }
  });
});

/** Text as React writes it into html. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('a phone’s public pages drawn from the marketplace’s own records', () => {
  let app: Awaited<ReturnType<typeof build>>['app'];
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await build({ serveApps: true }));
  }, 240_000);
  afterAll(async () => close());

  /** Each page a phone opens, and the words of its first record as the API answers a reader of a language. */
  const PAGES: Array<[url: string, page: string, words: (showLanguage: string) => Promise<string>]> = [
    [
      '/newsInformation',
      '/newsInformation',
      async (showLanguage) => (await post(app, '/api/siteNews/list', { siteid: 3, currentPage: 1, everyNumber: 8, showLanguage })).body.list[0].title,
    ],
    [
      '/releaseListAll?sort=newest',
      '/releaseListAll',
      async (showLanguage) => (await post(app, '/api/procurementRequirements/list', { sort: 'newest', currentPage: 1, everyNumber: 15, showLanguage })).body.list[0].title,
    ],
    [
      '/brokerList',
      '/brokerList',
      async (showLanguage) => (await post(app, '/api/middleman/getCelebrityAgentList', { currentPage: 1, everyNumber: 12, showLanguage })).body.list[0].name,
    ],
    [
      '/nationalPavilionIndex?code=PE',
      '/nationalPavilionIndex',
      async (showLanguage) => (await post(app, '/api/nationalPavilion/checkCountryCode', { countryCode: 'PE', showLanguage })).body.data.pavilion.name,
    ],
    [
      '/countryProductList?code=BR',
      '/countryProductList',
      async (showLanguage) => (await post(app, '/api/goods/nationalPavilionGoods', { countryCode: 'BR', currentPage: 1, everyNumber: 20, showLanguage })).body.list[0].name,
    ],
    [
      '/companyRegistration',
      '/companyRegistration',
      async (showLanguage) => (await post(app, '/api/sitePage/list', { group: 'registration', everyNumber: -1, showLanguage })).body.list[0].title,
    ],
    [
      '/serviceGuide?slug=business-visa-brazil',
      '/serviceGuide',
      async (showLanguage) => (await post(app, '/api/sitePage/details', { slug: 'business-visa-brazil', showLanguage })).body.data.title,
    ],
    [
      '/countryInfo?code=PE',
      '/countryInfo',
      async (showLanguage) => (await post(app, '/api/nationalPavilion/checkCountryCode', { countryCode: 'PE', showLanguage })).body.data.pavilion.name,
    ],
    ['/cooperateList', '/cooperateList', async (showLanguage) => (await post(app, '/api/brand/list', { currentPage: 1, everyNumber: 24, showLanguage })).body.list[0].name],
    [
      '/technologyProduvt',
      '/technologyProduvt',
      async (showLanguage) =>
        (await post(app, '/api/procurementRequirements/list', { kind: 'technology', sort: 'newest', currentPage: 1, everyNumber: 8, showLanguage })).body.list[0].title,
    ],
    ['/community', '/community', async (showLanguage) => (await post(app, '/api/sitePage/list', { group: 'community', everyNumber: -1, showLanguage })).body.list[0].title],
    [
      '/technologyGuide?slug=achievement-ev-assembly',
      '/technologyGuide',
      async (showLanguage) => (await post(app, '/api/sitePage/details', { slug: 'achievement-ev-assembly', showLanguage })).body.data.title,
    ],
    [
      '/policyPartner',
      '/policyPartner',
      async (showLanguage) => (await post(app, '/api/sitePage/list', { group: 'policyPartner', everyNumber: -1, showLanguage })).body.list[0].title,
    ],
    [
      '/aboutUs',
      '/aboutUs',
      async (showLanguage) => {
        const columns = (await post(app, '/api/siteColumn/list', { siteid: 1, showLanguage })).body.list;
        return (await post(app, '/api/siteNews/list', { siteid: 1, columnid: columns[0].id, currentPage: 1, everyNumber: -1, showLanguage })).body.list[0].title;
      },
    ],
  ];

  it.each(PAGES)('draws %s in the reader’s language before any script, with its own records', async (url, page, words) => {
    for (const language of ['spanish', 'chinese_simplified']) {
      const html = (await app.inject({ url, headers: { accept: 'text/html', 'user-agent': PHONE, cookie: `puente-language=${language}` } })).body;
      const [head = '', body = ''] = html.split('</head>');
      const screen = body.split(`<div id="puente-first-screen" data-page="${page}">`)[1] ?? '';
      expect([url, language, screen.includes(inHtml(await words(language)))]).toEqual([url, language, true]);
      // The scripts wait until it is painted.
      expect(head.split('<template id="puente-boot">')[0]).not.toMatch(/<script defer="defer"/);
    }
  });
});
