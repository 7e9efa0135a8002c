import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CONTRACT_VERSION, findRoute } from '@puente/shared/contract';
import { buildApp } from '../src/app';
import { areaOfPage, askFirstCalls, currencyOf, diskLocator, firstReplies, firstRepliesHtml, isPhone, languageOf, pageHints, type PageHintRequest } from '../src/web/page-hints';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

/** A manifest as the remotes' builds write it, in a folder laid out like the workspace. */
function workspaceWith(manifests: Record<string, object>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-hints-'));
  for (const [dir, manifest] of Object.entries(manifests)) {
    fs.mkdirSync(path.join(root, dir, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, dir, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
  }
  return root;
}

const product = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'app',
      path: './app',
      assets: {
        js: {
          sync: ['__federation_expose_app.1234abcd.js'],
          async: ['48.aa11bb22.js', 'strings-english.1b58d498.js', 'strings-spanish.739a9ece.js', 'area-strings-english.0a1b2c3d.js', 'area-strings-spanish.4e5f6a7b.js'],
        },
      },
    },
    { name: 'mobile', path: './mobile', assets: { js: { sync: ['__federation_expose_mobile.5678abcd.js'], async: ['area-strings-english.0a1b2c3d.js'] } } },
  ],
};
const operator = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, puente: { area: 'operator', routes: [{ path: '/operatorRates' }] } },
  exposes: [{ name: 'app', path: './app', assets: { js: { sync: ['__federation_expose_app.9abcdef0.js'] } } }],
};
const registry = {
  contract: CONTRACT_VERSION,
  remotes: [
    { name: 'mf_product', area: 'product', entry: '/remotes/mf-product/mf-manifest.json' },
    { name: 'mf_operator', area: 'operator', entry: '/remotes/mf-operator/mf-manifest.json' },
  ],
};

const SHELL_FILES = [
  'main.1111aaaa.js',
  'strings-english.78ae5262.js',
  'strings-spanish.67be53e5.js',
  'shell-strings-english.510f10a6.js',
  'shell-strings-spanish.d88401ef.js',
  'phone-header.c0ffee12.js',
  'phone-tab-bar.beef3456.js',
  'index.html',
];

describe('the hints a page’s html carries for its area', () => {
  const locate = diskLocator(workspaceWith({ 'mf-product': product, 'mf-operator': operator }));
  const hintsFor = (pathname: string, userAgent: string, more: Partial<PageHintRequest> = {}) =>
    pageHints({ pathname, phone: isPhone(userAgent), language: 'english', registry, locate, shellFiles: SHELL_FILES, ...more });

  it('names the shell’s and the area’s strings in the reader’s language, the manifest, the remote entry and the module a desktop mounts', () => {
    expect(hintsFor('/productTrading', DESKTOP)).toBe(
      [
        '<link rel="preload" href="/strings-english.78ae5262.js" as="script"/>',
        '<link rel="preload" href="/shell-strings-english.510f10a6.js" as="script"/>',
        // The shell reads a declared area's manifest before it mounts any area.
        '<link rel="preload" href="/remotes/mf-operator/mf-manifest.json" as="fetch" crossorigin="anonymous"/>',
        '<link rel="preload" href="/remotes/mf-product/mf-manifest.json" as="fetch" crossorigin="anonymous"/>',
        '<link rel="preload" href="/remotes/mf-product/remoteEntry.js" as="script"/>',
        '<link rel="preload" href="/remotes/mf-product/__federation_expose_app.1234abcd.js" as="script"/>',
        '<link rel="preload" href="/remotes/mf-product/area-strings-english.0a1b2c3d.js" as="script"/>',
      ].join(''),
    );
    const spanish = hintsFor('/productTrading', DESKTOP, { language: 'spanish' });
    expect(spanish).toContain('/shell-strings-spanish.d88401ef.js');
    expect(spanish).toContain('/strings-spanish.67be53e5.js');
    expect(spanish).toContain('/remotes/mf-product/area-strings-spanish.4e5f6a7b.js');
    // A remote's copy of the shared strings is never what the page reads (the shell provides @puente/shared).
    expect(spanish).not.toContain('/remotes/mf-product/strings-');
    expect(spanish).not.toContain('english');
  });

  it('reads the language from the shell’s cookie, and takes the default for anything else', () => {
    expect(languageOf('a=1; puente-language=portuguese; b=2')).toBe('portuguese');
    expect(languageOf('puente-language=klingon')).toBe('english');
    expect(languageOf('puente-language=spanish"><script>')).toBe('english');
    expect(languageOf(undefined)).toBe('english');
    expect(currencyOf('puente-language=spanish; puente-currency=BRL')).toBe('BRL');
    for (const cookie of ['puente-currency=EUR', 'puente-currency=brl', undefined]) expect(currencyOf(cookie)).toBe('USD');
  });

  it('names the phone module on a phone, by the phone route table', () => {
    expect(areaOfPage('/product', true, new Map())).toBe('product');
    const hints = hintsFor('/product', PHONE);
    expect(hints).toContain('__federation_expose_mobile.5678abcd.js');
    expect(hints).not.toContain('__federation_expose_app');
    // The phone's header and tab bar, lazy chunks of the shell, come with the html on a phone only.
    expect(hints).toContain('<link rel="preload" href="/phone-header.c0ffee12.js" as="script"/>');
    expect(hints).toContain('<link rel="preload" href="/phone-tab-bar.beef3456.js" as="script"/>');
    expect(hints).toContain('/remotes/mf-product/area-strings-english.0a1b2c3d.js');
    expect(hintsFor('/login', PHONE)).toContain('/phone-header.c0ffee12.js');
    expect(hintsFor('/product', DESKTOP)).not.toContain('phone-');
  });

  it('finds an area a remote declares in its own manifest', () => {
    expect(hintsFor('/operatorRates', DESKTOP)).toContain('/remotes/mf-operator/__federation_expose_app.9abcdef0.js');
  });

  it('names nothing for the shell’s own pages, unknown paths, remotes served elsewhere or manifests it cannot read', () => {
    const stringsOnly = '<link rel="preload" href="/strings-english.78ae5262.js" as="script"/><link rel="preload" href="/shell-strings-english.510f10a6.js" as="script"/>';
    const declaredManifest = '<link rel="preload" href="/remotes/mf-operator/mf-manifest.json" as="fetch" crossorigin="anonymous"/>';
    expect(hintsFor('/login', DESKTOP)).toBe(stringsOnly + declaredManifest);
    expect(hintsFor('/no-such-page', DESKTOP)).toBe(stringsOnly + declaredManifest);
    const elsewhere = { ...registry, remotes: [{ name: 'mf_product', area: 'product', entry: 'https://cdn.example/mf-product/mf-manifest.json' }] };
    expect(hintsFor('/productTrading', DESKTOP, { registry: elsewhere })).toBe(stringsOnly);
    const missing = { ...registry, remotes: [{ name: 'mf_product', area: 'product', entry: '/remotes/mf-none/mf-manifest.json' }] };
    expect(hintsFor('/productTrading', DESKTOP, { registry: missing })).toBe(stringsOnly);
    const escaping = { ...registry, remotes: [{ name: 'mf_product', area: 'product', entry: '/releases/../../etc/mf-manifest.json' }] };
    expect(hintsFor('/productTrading', DESKTOP, { registry: escaping })).toBe(stringsOnly);
  });
});

describe('the replies a landing’s html carries for its first calls', () => {
  const GOODS = {
    result: 1,
    list: [{ image: '/static/art/fryer-50-0.svg', name: '</script><script>alert(1)</script>' }, { image: 'javascript:alert(1)' }, { image: '/static/art/knit-355-0.svg' }],
  };
  const asked: Array<{ path: string; body: Record<string, unknown> }> = [];
  const ask = async (path: string, body: Record<string, unknown>) => {
    asked.push({ path, body });
    if (path === '/api/nationalPavilion/list') return { result: 0, info: 'down' };
    return path === '/api/goods/hotGoods' ? GOODS : { result: 1, list: [] };
  };
  const sent = (html: string) =>
    JSON.parse(/<script type="application\/json" id="puente-first-replies">(.*)<\/script>$/.exec(html)![1]!) as {
      language: string;
      currency: string;
      replies: Array<{ path: string; body: unknown }>;
    };

  it('answers the phone landing’s calls with the bodies the page asks, in the reader’s language, and preloads its first pictures', async () => {
    asked.length = 0;
    // A phone opening the desktop landing is sent to /product by the shell: its calls are the ones.
    const html = await firstReplies('/productTrading', isPhone(PHONE), 'spanish', ask);
    expect(asked.map((call) => call.path).sort()).toEqual([
      '/api/goods/hotGoods',
      '/api/nationalPavilion/list',
      '/api/procurementRequirements/getHomeInformation',
      '/api/shopGoodsType/getAllType',
    ]);
    expect(asked.every((call) => call.body.showLanguage === 'spanish' && call.body.showCurrency === 'USD')).toBe(true);
    const replies = sent(html);
    expect(replies).toMatchObject({ language: 'spanish', currency: 'USD' });
    expect(replies.replies.find((reply) => reply.path === '/api/goods/hotGoods')!.body).toEqual({ source: 'china', everyNumber: 6 });
    // A call that failed is left for the page to ask and show its own error.
    expect(replies.replies.map((reply) => reply.path)).not.toContain('/api/nationalPavilion/list');
    // The first two cards' pictures, safe addresses only.
    expect(html.startsWith('<link rel="preload" href="/static/art/fryer-50-0.svg" as="image" fetchpriority="high"/><script')).toBe(true);
    const links = html.slice(0, html.indexOf('<script'));
    expect(links).not.toContain('javascript:');
    expect(links).not.toContain('knit-355');
  });

  it('answers a site landing’s carousel and columns on a phone and a desktop alike, and preloads the first slide', async () => {
    const slides = async (path: string, body: Record<string, unknown>) =>
      path === '/api/carouselImage/list.json'
        ? { result: 1, list: [{ imageUrl: '/static/art/hero-technology-1.svg' }, { imageUrl: '/static/art/hero-technology-2.svg' }] }
        : ask(path, body);
    for (const userAgent of [DESKTOP, PHONE]) {
      const html = await firstReplies('/technologyTrading', isPhone(userAgent), 'english', slides);
      expect(
        sent(html)
          .replies.map((reply) => [reply.path, reply.body])
          .sort(),
      ).toEqual([
        ['/api/carouselImage/list.json', { siteid: 3 }],
        ['/api/siteColumn/list', { siteid: 3 }],
      ]);
      expect(html).toContain('<link rel="preload" href="/static/art/hero-technology-1.svg" as="image" fetchpriority="high"/>');
      expect(html.slice(0, html.indexOf('<script'))).not.toContain('hero-technology-2');
    }
    expect(sent(await firstReplies('/integratedComprehensive', isPhone(PHONE), 'english', slides)).replies.map((reply) => reply.body)).toEqual([{ siteid: 4 }]);
  });

  it('answers a product page’s goods by the id in its address, and preloads its first picture', async () => {
    const details = async (path: string, body: Record<string, unknown>) =>
      path === '/api/goods/details'
        ? body.id === 7
          ? { result: 1, data: { id: 7, images: ['/uploads/goods-7-a.png', '/uploads/goods-7-b.png'] } }
          : { result: 0, info: 'Goods not found' }
        : ask(path, body);
    for (const userAgent of [DESKTOP, PHONE]) {
      const html = await firstReplies('/productInfo?id=7&name=Speaker', isPhone(userAgent), 'english', details);
      expect(sent(html).replies).toEqual([
        { path: '/api/goods/details', body: { id: 7 }, reply: { result: 1, data: { id: 7, images: ['/uploads/goods-7-a.png', '/uploads/goods-7-b.png'] } } },
      ]);
      expect(html.slice(0, html.indexOf('<script'))).toBe('<link rel="preload" href="/uploads/goods-7-a.png" as="image" fetchpriority="high"/>');
    }
    // Goods the API does not show to everyone, and addresses with no usable id, get nothing.
    expect(await firstReplies('/productInfo?id=8', isPhone(PHONE), 'english', details)).toBe('');
    for (const query of ['', '?id=abc', '?id=-1', '?id=1e400', '?id=1.5']) expect(await firstReplies(`/productInfo${query}`, isPhone(PHONE), 'english', details)).toBe('');
  });

  it('cannot be closed by the data it carries', async () => {
    const html = await firstReplies('/product', isPhone(PHONE), 'english', ask);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)');
  });

  it('asks them in the reader’s currency, which the page’s replies then carry', async () => {
    asked.length = 0;
    const first = (await askFirstCalls('/productInfo?id=3', isPhone(PHONE), 'portuguese', ask, 'BRL'))!;
    expect(asked).toEqual([{ path: '/api/goods/details', body: { id: 3, showCurrency: 'BRL', showLanguage: 'portuguese' } }]);
    expect([first.language, first.currency]).toEqual(['portuguese', 'BRL']);
    expect(sent(firstRepliesHtml(first))).toMatchObject({ language: 'portuguese', currency: 'BRL' });
  });

  it('asks the calls a page makes next with a reply once it has answered: about us finds its article through the columns and their articles', async () => {
    const site = async (path: string, body: Record<string, unknown>) =>
      path === '/api/siteColumn/list'
        ? { result: 1, list: [{ id: 9 }, { id: 10 }, { id: 11 }] }
        : path === '/api/siteNews/list'
          ? { result: 1, list: body.columnid === 9 ? [{ id: 21 }] : [] }
          : { result: 1, data: { id: body.id, content: ['Puente'] } };
    const replies = sent(await firstReplies('/aboutUs', isPhone(PHONE), 'english', site)).replies;
    expect(replies.map(({ path, body }) => [path, body])).toEqual([
      ['/api/siteColumn/list', { siteid: 1 }],
      ['/api/siteNews/list', { siteid: 1, columnid: 9, everyNumber: -1, currentPage: 1 }],
      ['/api/siteNews/details', { id: 21 }],
    ]);
    // A call that fails names no next ones; the questions show their titles and ask no article.
    expect(
      sent(await firstReplies('/aboutUs', isPhone(PHONE), 'english', async (path, body) => (path === '/api/siteNews/list' ? { result: 0 } : site(path, body)))).replies,
    ).toHaveLength(1);
    expect(sent(await firstReplies('/problem', isPhone(DESKTOP), 'english', site)).replies.map(({ body }) => body)).toEqual([
      { siteid: 1 },
      { siteid: 1, columnid: 10, everyNumber: -1, currentPage: 1 },
    ]);
  });

  it('answers the desktop landing’s own calls: eight hot goods, not the phone’s six', async () => {
    const replies = sent(await firstReplies('/productTrading', isPhone(DESKTOP), 'english', ask)).replies;
    expect(replies.find((reply) => reply.path === '/api/goods/hotGoods')!.body).toEqual({ source: 'china', everyNumber: 8 });
    expect(replies.map((reply) => reply.path)).toContain('/api/carouselImage/list.json');
    expect(sent(await firstReplies('/induStrial', isPhone(DESKTOP), 'english', ask)).replies.find((reply) => reply.path === '/api/goods/hotGoods')!.body).toEqual({
      source: 'industry',
      everyNumber: 8,
    });
  });

  it('answers a goods search by its address: the search the page asks, a phone’s list from its first page', async () => {
    const search = '?source=industry&type=1981&id=12&keyword=%20pump%20&sort=priceAsc&page=3&brandId=x';
    const body = { source: 'industry', categoryId: 12, keyword: 'pump', sort: 'priceAsc', everyNumber: 20 };
    expect(sent(await firstReplies(`/classificationlanding${search}`, isPhone(PHONE), 'english', ask)).replies).toEqual([
      { path: '/api/goods/list', body: { ...body, currentPage: 3 }, reply: { result: 1, list: [] } },
    ]);
    // A desktop's search draws its filters beside its goods (ADR 010): the source's category tree, the brands and the
    // countries (whose call fails here, and is left out).
    const filters = [
      ['/api/goods/list', { ...body, currentPage: 3 }],
      ['/api/shopGoodsType/getAllType', { goodsType: 1981, everyNumber: -1 }],
      ['/api/brand/list', { type: 'industry', currentPage: 1, everyNumber: 100 }],
    ];
    const desktop = async (url: string) => sent(await firstReplies(url, isPhone(DESKTOP), 'english', ask)).replies.map((reply) => [reply.path, reply.body]);
    expect(await desktop(`/classificationlanding${search}`)).toEqual(expect.arrayContaining(filters));
    expect(await desktop(`/classificationlanding${search}`)).toHaveLength(filters.length);
    expect(asked).toContainEqual({ path: '/api/nationalPavilion/list', body: { showCurrency: 'USD', showLanguage: 'english' } });
    // A phone's list shows the first page whatever page the address names, and adds the next ones.
    expect(sent(await firstReplies(`/productList${search}`, isPhone(PHONE), 'english', ask)).replies).toEqual([
      { path: '/api/goods/list', body: { ...body, currentPage: 1 }, reply: { result: 1, list: [] } },
    ]);
    // A desktop's list is the search's page the address names; a brand's list heads its goods with the brand.
    expect(await desktop(`/productList${search}`)).toHaveLength(filters.length);
    expect(await desktop('/productList?brandId=3')).toEqual(
      expect.arrayContaining([
        ['/api/goods/list', { sort: 'relevant', brandId: 3, currentPage: 1, everyNumber: 20 }],
        ['/api/shopGoodsType/getAllType', { goodsType: 1981, everyNumber: -1 }],
        ['/api/brand/details', { id: 3 }],
      ]),
    );
  });

  it('sends nothing for a page with no first calls, or when every call fails', async () => {
    expect(await firstReplies('/login', isPhone(PHONE), 'english', ask)).toBe('');
    expect(await firstReplies('/complaint', isPhone(PHONE), 'english', ask)).toBe('');
    expect(await firstReplies('/product', isPhone(PHONE), 'english', async () => ({ result: 0 }))).toBe('');
    expect(await firstReplies('/product', isPhone(PHONE), 'english', async () => Promise.reject(new Error('down')))).toBe('');
    // A page with no first calls has no replies to wait for (its first screen, if any, is drawn from its strings);
    // one whose calls all failed has none to draw from.
    expect(await askFirstCalls('/login', isPhone(PHONE), 'spanish', ask)).toEqual({ language: 'spanish', currency: 'USD', replies: [], pictures: [] });
    expect(await askFirstCalls('/product', isPhone(PHONE), 'english', async () => ({ result: 0 }))).toBeNull();
  });
});

// Reads the built apps, as the test command builds them first.
describe('the served html', () => {
  it('carries its area’s hints, follows a redeploy of the registry, and stays the shell’s page for any path', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-data-'));
    const site = await buildApp({ dataDir, seed: false, serveApps: true });
    try {
      const page = await site.inject({ url: '/productTrading?keyword=solar', headers: { accept: 'text/html', 'user-agent': DESKTOP } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toMatch(
        /<link rel="preload" href="\/remotes\/mf-product\/remoteEntry\.js" as="script"\/><link rel="preload" href="\/remotes\/mf-product\/__federation_expose_app\.[0-9a-f]+\.js" as="script"\/>/,
      );
      expect(page.body).toMatch(/<link rel="preload" href="\/shell-strings-english\.[0-9a-f]+\.js" as="script"\/>/);
      const spanish = await site.inject({ url: '/productTrading', headers: { accept: 'text/html', 'user-agent': DESKTOP, cookie: 'puente-language=spanish' } });
      expect(spanish.body).toMatch(/<link rel="preload" href="\/shell-strings-spanish\.[0-9a-f]+\.js" as="script"\/>/);
      expect(spanish.body).toMatch(/<link rel="preload" href="\/remotes\/mf-product\/area-strings-spanish\.[0-9a-f]+\.js" as="script"\/>/);
      expect(spanish.body).not.toMatch(/phone-header/);
      // The html is in the reader's language before any script runs: its lang and the route's title.
      expect(spanish.body).toContain('<html lang="es">');
      expect(spanish.body).toContain(`<title>${findRoute('/productTrading')!.title.spanish} · Puente</title>`);
      // A first visit from a browser that asks for Mexican Spanish first is greeted in Spanish, as its scripts will choose.
      const mexican = await site.inject({ url: '/productTrading', headers: { accept: 'text/html', 'user-agent': DESKTOP, 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' } });
      expect(mexican.body).toContain('<html lang="es">');
      expect(mexican.body).toMatch(/<link rel="preload" href="\/shell-strings-spanish\.[0-9a-f]+\.js" as="script"\/>/);
      const english = await site.inject({ url: '/productTrading', headers: { accept: 'text/html', 'user-agent': DESKTOP, 'accept-language': 'fr-FR' } });
      expect(english.body).toContain('<html lang="en">');
      // Public pages may be indexed; a page that needs a session, or a path no route names, may not.
      expect(english.body).not.toContain('noindex');
      for (const url of ['/personalOrder', '/doesNotExist'])
        expect((await site.inject({ url, headers: { accept: 'text/html', 'user-agent': DESKTOP } })).body).toContain('<meta name="robots" content="noindex"/>');
      // A path that is no page is not found: the shell's page (it says so and leads home), with a 404.
      // Pages of the catalogue, its redirects and the console's declared routes are pages.
      for (const [url, status] of [
        ['/doesNotExist', 404],
        ['/personalOrder', 200],
        ['/platform/status', 200],
        ['/help', 200],
        ['/operator', 200],
      ] as const) {
        const answered = await site.inject({ url, headers: { accept: 'text/html', 'user-agent': DESKTOP } });
        expect([url, answered.statusCode, answered.headers['content-type']]).toEqual([url, status, 'text/html; charset=utf-8']);
      }
      const robots = await site.inject({ url: '/robots.txt', headers: { 'user-agent': 'Googlebot/2.1' } });
      expect([robots.statusCode, robots.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
      expect(robots.body).toMatch(/^User-agent: \*\nDisallow: \/api\/\n/);
      expect(robots.body).toContain('Disallow: /personalOrder\n');
      expect(robots.body).not.toMatch(/Disallow: \/productInfo\b/);
      // A kept path that begins a public one (my requirements, the requirement centre) lets the public one through.
      expect(robots.body).toContain('Disallow: /releaseList\n');
      expect(robots.body).toContain('Allow: /releaseListAll\n');
      // A desktop's html is the shell's: its header is drawn by the shell.
      expect(spanish.body).toContain('<div id="puente-root"></div>');
      expect(spanish.body).not.toContain('puente-first-paint');
      const phone = await site.inject({ url: '/product', headers: { accept: 'text/html', 'user-agent': PHONE } });
      expect(phone.body).toMatch(/__federation_expose_mobile\.[0-9a-f]+\.js/);
      expect(phone.body).toMatch(/<link rel="preload" href="\/phone-header\.[0-9a-f]+\.js" as="script"\/>/);
      expect(phone.body).toMatch(/<link rel="preload" href="\/phone-tab-bar\.[0-9a-f]+\.js" as="script"\/>/);
      // The phone landing's first calls are answered in its html; a page with none has none.
      expect(phone.body).toMatch(/<script type="application\/json" id="puente-first-replies">\{"language":"english","currency":"USD","replies":\[.*"\/api\/goods\/hotGoods"/);
      // A phone's html draws its header's frame before any script runs, inside the root React replaces.
      expect(phone.body).toMatch(
        /<div id="puente-root"><div class="puente-first-paint" aria-busy="true"><header>.*<a href="\/product" aria-label="Puente">Puente<\/a><\/div><\/header><\/div><\/div>/,
      );
      expect(phone.body).toMatch(/<style>\.puente-first-paint\{[^<]*<\/style>/);
      // A phone whose reader chose the desktop site gets the desktop's html: its hints, and no phone frame.
      const chosen = await site.inject({ url: '/productTrading', headers: { accept: 'text/html', 'user-agent': PHONE, cookie: 'puente-site=desktop' } });
      expect(chosen.body).toMatch(/__federation_expose_app\.[0-9a-f]+\.js/);
      expect(chosen.body).not.toMatch(/phone-header|__federation_expose_mobile|puente-first-paint/);
      // The root is the shell's page for every client, one that asks for no compression too.
      for (const encoding of ['', 'gzip, br']) {
        const root = await site.inject({ url: '/', headers: { accept: 'text/html', 'user-agent': DESKTOP, 'accept-encoding': encoding } });
        expect([encoding, root.statusCode, root.headers['content-type']]).toEqual([encoding, 200, 'text/html; charset=utf-8']);
        const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync }[String(root.headers['content-encoding'])];
        const html = decode ? decode(root.rawPayload).toString() : root.body;
        // The shell's page with its hints, not the built file.
        expect(html).toContain('<div id="puente-root"></div>');
        expect(html).toMatch(/<link rel="preload" href="\/shell-strings-english\.[0-9a-f]+\.js" as="script"\/>/);
      }
      const login = await site.inject({ url: '/login', headers: { accept: 'text/html', 'user-agent': PHONE } });
      expect(login.body).not.toContain('puente-first-replies');
      expect(login.body).toContain('<div class="puente-first-paint"');
      // A registry written by a deploy re-points the area: the hints follow it, or drop it when it is served elsewhere.
      fs.writeFileSync(
        path.join(dataDir, 'remotes.json'),
        JSON.stringify({ contract: CONTRACT_VERSION, remotes: [{ name: 'mf_product', area: 'product', entry: 'https://cdn.example/mf-product/mf-manifest.json' }] }),
      );
      const moved = await site.inject({ url: '/productTrading', headers: { accept: 'text/html', 'user-agent': DESKTOP } });
      expect(moved.body).not.toContain('/remotes/mf-product/');
      expect(moved.body).toContain('<div id="puente-root"></div>');
      // curl and chat apps' link previews ask for any type, or say nothing: they get the page too; a file that is not there stays a 404.
      for (const accept of ['*/*', '', 'text/plain, */*;q=0.8']) {
        const fetched = await site.inject({ url: '/aboutUs', headers: accept ? { accept, 'user-agent': 'curl/8.5.0' } : { 'user-agent': 'WhatsApp/2.24' } });
        expect([accept, fetched.statusCode, fetched.headers['content-type']]).toEqual([accept, 200, 'text/html; charset=utf-8']);
        expect(fetched.body).toContain('<div id="puente-root">');
      }
      const missingScript = await site.inject({ url: '/remotes/mf-product/missing-chunk.js', headers: { accept: '*/*' } });
      expect(missingScript.statusCode).toBe(404);
      expect((await site.inject({ url: '/productInfo?id=1', headers: { accept: 'application/json' } })).statusCode).toBe(404);
      const odd = await site.inject({ url: '/%3Cscript%3E"x', headers: { accept: 'text/html' } });
      expect(odd.statusCode).toBe(404);
      expect(odd.body).not.toContain('<script>"x');
    } finally {
      await site.close();
    }
  });
});
