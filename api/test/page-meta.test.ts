import type { FastifyInstance } from 'fastify';
import { previewText } from '../src/web/page-meta';
import { build, BUYER, login, post, saveGoodsAs, SELLER } from './helpers';

/*
 * A goods page read without its scripts, as a search engine or a chat app's link preview reads it:
 * its name, description, picture and price in the html itself, and nothing a seller wrote able to
 * break out of a tag.
 */

const SEEDING = 240_000;
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const PREVIEW = { accept: '*/*', 'user-agent': 'WhatsApp/2.23.20.0', host: 'puente.example' };

/** The content of a meta element, by its property or name. */
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"/>`).exec(html)?.[1];
/** The page's addresses in each language, by hreflang. */
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, decode(href!)]));
/** The page's schema.org items. */
const structuredOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json!) as Record<string, unknown>);
const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('a goods page’s html for previews and search engines', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let goodsId: number;
  const description = 'Resistente al agua IPX7 "de verdad" </script><script>alert(1)</script> & doce horas de batería por carga.';

  beforeAll(async () => {
    ({ app, close } = await build({ serveApps: true, autoApprove: true }));
    const seller = await login(app, SELLER);
    const saved = await saveGoodsAs(app, seller, {
      name: { spanish: 'Altavoz Bluetooth "Río" 20 W' },
      description: { spanish: description },
      price: 24.5,
      showLanguage: 'spanish',
    });
    expect(saved.body.result).toBe(1);
    goodsId = saved.body.data.id;
  }, SEEDING);
  afterAll(async () => close());

  it('carries the goods’ name, description, picture and price as Open Graph, Twitter and schema.org say, with its canonical address', async () => {
    const page = await app.inject({ url: `/productInfo?id=${goodsId}`, headers: { ...PREVIEW, cookie: 'puente-language=spanish' } });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const html = page.body;
    expect(html).toContain('<title>Altavoz Bluetooth "Río" 20 W · Puente</title>');
    expect(decode(metaOf(html, 'og:title')!)).toBe('Altavoz Bluetooth "Río" 20 W');
    // The price in the page's currency, then the goods' own words.
    expect(decode(metaOf(html, 'og:description')!)).toBe(`US$24.50 · ${description}`);
    const inReais = (await app.inject({ url: `/productInfo?id=${goodsId}`, headers: { ...PREVIEW, cookie: 'puente-language=spanish; puente-currency=BRL' } })).body;
    expect(decode(metaOf(inReais, 'og:description')!)).toMatch(/^R\$\s?\d+,\d\d · Resistente al agua/);
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/puente\.example\/static\/share\/[0-9a-f]{32}\.png\.[0-9a-f]{16}\.png$/);
    expect(decode(metaOf(html, 'og:url')!)).toBe(`http://puente.example/productInfo?id=${goodsId}`);
    expect([metaOf(html, 'product:price:amount'), metaOf(html, 'product:price:currency')]).toEqual(['24.50', 'USD']);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    // Its own address (the x-default, which speaks the reader's language) and its address in each language, for search engines.
    expect(html).toContain(`<link rel="canonical" href="http://puente.example/productInfo?id=${goodsId}"/>`);
    expect(alternatesOf(html)).toEqual({
      en: `http://puente.example/productInfo?id=${goodsId}&lang=en`,
      'zh-Hans': `http://puente.example/productInfo?id=${goodsId}&lang=zh`,
      pt: `http://puente.example/productInfo?id=${goodsId}&lang=pt`,
      es: `http://puente.example/productInfo?id=${goodsId}&lang=es`,
      'x-default': `http://puente.example/productInfo?id=${goodsId}`,
    });
    expect(metaOf(html, 'og:locale')).toBe('es_LA');
    expect(metaOf(html, 'description')).toBe(metaOf(html, 'og:description'));
    expect(html).not.toContain('noindex');
    const [trail, product] = structuredOf(html);
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, item: 'http://puente.example/productTrading?lang=es' }, { position: 2 }] });
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Altavoz Bluetooth "Río" 20 W',
      sku: String(goodsId),
      offers: { '@type': 'Offer', price: '24.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    // What the seller wrote stays text: no tag of theirs closes the script or starts one.
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('says nothing of goods that are not there, keeps that page out of the index, and answers 404, or 410 for goods taken off sale', async () => {
    const page = await app.inject({ url: '/productInfo?id=99999999', headers: PREVIEW });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).not.toContain('og:title');
    expect(page.body).toContain('<div id="puente-root">');
    const seller = await login(app, SELLER);
    const saved = await saveGoodsAs(app, seller, { name: { english: 'Folding table for markets' } });
    const id = saved.body.data.id as number;
    expect((await app.inject({ url: `/productInfo?id=${id}`, headers: PREVIEW })).statusCode).toBe(200);
    expect((await post(app, '/api/goods/updatePutaway', { id, putaway: false }, seller)).body.result).toBe(1);
    const gone = await app.inject({ url: `/productInfo?id=${id}`, headers: PREVIEW });
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('is drawn in the language its address names, over the reader’s own, with the language’s addresses and Open Graph tags', async () => {
    const page = await app.inject({ url: '/aboutUs?lang=pt&bc=x1', headers: { ...PREVIEW, cookie: 'puente-language=chinese_simplified', 'accept-language': 'es-MX' } });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<title>Sobre nós · Puente</title>');
    expect(metaOf(html, 'description')).toMatch(/^Puente: comércio internacional/);
    // The canonical address names the page, not how the reader came (a breadcrumb's key).
    expect(html).toContain('<link rel="canonical" href="http://puente.example/aboutUs?lang=pt"/>');
    expect(Object.keys(alternatesOf(html))).toEqual(['en', 'zh-Hans', 'pt', 'es', 'x-default']);
    expect(alternatesOf(html)['x-default']).toBe('http://puente.example/aboutUs');
    expect([metaOf(html, 'og:type'), metaOf(html, 'og:title'), metaOf(html, 'og:url'), metaOf(html, 'og:locale'), metaOf(html, 'twitter:card')]).toEqual([
      'website',
      'Sobre nós · Puente',
      'http://puente.example/aboutUs?lang=pt',
      'pt_BR',
      'summary_large_image',
    ]);
    // A page without a picture of its own shows the Puente card, a PNG chat apps can show.
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/puente\.example\/static\/share\/puente\.[0-9a-f]{16}\.png$/);
    expect([metaOf(html, 'og:image:width'), metaOf(html, 'og:image:height'), metaOf(html, 'twitter:image')]).toEqual(['1200', '630', metaOf(html, 'og:image')]);
    // Each language's address, in its language.
    for (const [code, tag, title] of [
      ['en', 'en', 'About us'],
      ['zh', 'zh-CN', '关于我们'],
      ['es', 'es', 'Sobre nosotros'],
    ]) {
      const other = (await app.inject({ url: `/aboutUs?lang=${code}`, headers: PREVIEW })).body;
      expect([code, other.includes(`<html lang="${tag}">`), /<title>([^<]*) · Puente<\/title>/.exec(other)?.[1]]).toEqual([code, true, title]);
    }
    // A language Puente does not speak is no language: the reader's own is used.
    expect((await app.inject({ url: '/aboutUs?lang=fr', headers: { ...PREVIEW, 'accept-language': 'es-MX' } })).body).toContain('<html lang="es">');
  });

  it('carries a news article as a NewsArticle, with its title, summary and date; an article that is not there is not found', async () => {
    const news = await post(app, '/api/siteNews/list', { siteid: 3, currentPage: 1, everyNumber: 1, showLanguage: 'spanish' });
    const article = news.body.list[0] as { id: number; title: string };
    const page = await app.inject({ url: `/newsInfo?id=${article.id}&name=x&lang=es`, headers: PREVIEW });
    expect(page.statusCode).toBe(200);
    const html = page.body;
    expect(html).toContain(`<title>${article.title} · Puente</title>`);
    expect([metaOf(html, 'og:type'), decode(metaOf(html, 'og:title')!)]).toEqual(['article', article.title]);
    // Its cover as a PNG card (or the Puente card): never an SVG, which chat apps do not show.
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/puente\.example\/static\/share\/.+\.png$/);
    expect(metaOf(html, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(decode(metaOf(html, 'og:url')!)).toBe(`http://puente.example/newsInfo?id=${article.id}&name=x&lang=es`);
    const news_ = structuredOf(html).find((item) => item['@type'] === 'NewsArticle');
    expect(news_).toMatchObject({ headline: article.title, publisher: { name: 'Puente' } });
    expect(String(news_!.datePublished)).toBe(metaOf(html, 'article:published_time'));
    // A phone gets the article drawn before any script (ADR 007).
    const phone = await app.inject({
      url: `/newsInfo?id=${article.id}&lang=es`,
      headers: { ...PREVIEW, 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    });
    expect(phone.body).toMatch(new RegExp(`<div id="puente-first-screen" data-page="/newsInfo">.*<h1[^>]*>${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    const missing = await app.inject({ url: '/newsInfo?id=99999999', headers: PREVIEW });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('answers 404 with noindex for a service guide whose page is not there, and 200 for one that is, titled and described by its page', async () => {
    const guide = await app.inject({ url: '/serviceGuide?slug=partner-mofcom', headers: PREVIEW });
    expect(guide.statusCode).toBe(200);
    const page = (await post(app, '/api/sitePage/details', { slug: 'partner-mofcom', showLanguage: 'english' })).body.data;
    expect(guide.body).toContain(`<title>${page.title} · Puente</title>`);
    expect(decode(metaOf(guide.body, 'og:title')!)).toBe(page.title);
    expect(decode(metaOf(guide.body, 'description')!)).toBe(previewText(page.summary));
    expect(guide.body).not.toContain('<meta name="robots" content="noindex"/>');
    const missing = await app.inject({ url: '/serviceGuide?slug=no-such-guide', headers: PREVIEW });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('draws a country’s page, the partner brands and the technology area’s pages for a crawler without scripts, each with its title and addresses; a country or a guide that is not there is 404 with noindex', async () => {
    const spanish = { showLanguage: 'spanish' };
    const country = (await post(app, '/api/nationalPavilion/checkCountryCode', { countryCode: 'BR', ...spanish })).body.data.pavilion;
    const brand = (await post(app, '/api/brand/list', { currentPage: 1, everyNumber: 24, ...spanish })).body.list[0];
    const wanted = (await post(app, '/api/procurementRequirements/list', { kind: 'technology', sort: 'newest', currentPage: 1, everyNumber: 8, ...spanish })).body.list[0];
    const firstOf = async (group: string) => (await post(app, '/api/sitePage/list', { group, everyNumber: -1, ...spanish })).body.list[0].title as string;
    const guide = (await post(app, '/api/sitePage/details', { slug: 'consulting-market-entry', ...spanish })).body.data;
    const PAGES: Array<[url: string, title: string, words: string]> = [
      ['/countryInfo?code=BR&lang=es', 'Información del país', country.name],
      ['/cooperateList?lang=es', 'Socios', brand.name],
      ['/technologyProduvt?lang=es', 'Productos tecnológicos', wanted.title],
      ['/sophisticated?lang=es', 'Consultoría especializada', await firstOf('consulting')],
      ['/moreCollaboration?lang=es', 'Más cooperación', await firstOf('cooperation')],
      ['/achievement?lang=es', 'Logros tecnológicos', await firstOf('achievement')],
      ['/community?lang=es', 'Comunidad', await firstOf('community')],
      // A guide is titled by its own title, as the live page titles it.
      ['/technologyGuide?slug=consulting-market-entry&lang=es', guide.title, guide.title],
    ];
    for (const [url, title, words] of PAGES) {
      const page = await app.inject({ url, headers: PREVIEW });
      expect([url, page.statusCode]).toEqual([url, 200]);
      const html = page.body;
      expect([url, decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')]).toEqual([url, `${title} · Puente`]);
      // The page's own words, drawn in the body before any script.
      const body = decode((html.split('</head>')[1] ?? '').replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/g, ' ').replace(/&#x27;/g, "'"));
      expect([url, words, body.split('id="puente-first-screen"')[1]?.includes(words)]).toEqual([url, words, true]);
      expect(decode(/<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1] ?? '')).toBe(`http://puente.example${url}`);
      expect(Object.keys(alternatesOf(html))).toEqual(['en', 'zh-Hans', 'pt', 'es', 'x-default']);
      expect([url, decode(metaOf(html, 'og:title') ?? '').replace(/ · Puente$/, '')]).toEqual([url, title]);
      expect(html).not.toContain('noindex');
    }
    for (const url of ['/countryInfo?code=ZZ', '/technologyGuide?slug=no-such-guide']) {
      const missing = await app.inject({ url, headers: PREVIEW });
      expect([url, missing.statusCode]).toEqual([url, 404]);
      expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('carries an open requirement for previews, draws it for a phone, and answers 404 for one that is not there or is withdrawn', async () => {
    const buyer = await login(app, BUYER);
    const saved = await post(
      app,
      '/api/procurementRequirements/save',
      {
        kind: 'product',
        title: 'Paneles solares de 550 W para Lima',
        description: 'Cuarenta paneles monocristalinos.',
        categoryId: 3201,
        quantity: 40,
        unit: 'pieces',
        deliveryDate: '2027-12-01',
        deliveryPlace: 'Lima, Perú',
      },
      buyer,
    );
    expect(saved.body.result).toBe(1);
    const id = saved.body.data.id as number;
    const page = await app.inject({ url: `/releaseInfo?id=${id}&lang=es`, headers: PREVIEW });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Paneles solares de 550 W para Lima · Puente</title>');
    expect(decode(metaOf(page.body, 'og:description')!)).toMatch(/Lima, Perú.*Cuarenta paneles monocristalinos\./);
    expect(page.body).not.toContain('noindex');
    const phone = await app.inject({ url: `/releaseInfo?id=${id}`, headers: { ...PREVIEW, 'user-agent': IPHONE } });
    expect(phone.body).toMatch(/<div id="puente-first-screen" data-page="\/releaseInfo">.*<h1[^>]*>Paneles solares de 550 W para Lima<\/h1>/);
    expect((await app.inject({ url: '/releaseInfo?id=99999999', headers: PREVIEW })).statusCode).toBe(404);
    expect((await post(app, '/api/procurementRequirements/withdrawalDemand', { id }, buyer)).body.result).toBe(1);
    const gone = await app.inject({ url: `/releaseInfo?id=${id}`, headers: PREVIEW });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('draws the country pavilions for a phone before any script, and carries them in a desktop’s html', async () => {
    const pavilions = (await post(app, '/api/nationalPavilion/list', {})).body.list as Array<{ name: string }>;
    expect(pavilions.length).toBeGreaterThan(0);
    const phone = await app.inject({ url: '/countryList', headers: { ...PREVIEW, 'user-agent': IPHONE } });
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toMatch(/<div id="puente-first-screen" data-page="\/countryList">/);
    expect(phone.body).toContain(pavilions[0]!.name);
    const desktop = await app.inject({ url: '/nationalPavilion', headers: PREVIEW });
    expect(desktop.body).toMatch(/<script type="application\/json" id="puente-first-replies">.*"\/api\/nationalPavilion\/list"/);
  });

  it('tells search engines who Puente is on a landing, and keeps pages that need a session out of the index', async () => {
    const landing = (await app.inject({ url: '/productTrading', headers: { ...PREVIEW, 'accept-language': 'es' } })).body;
    expect(structuredOf(landing)).toEqual([expect.objectContaining({ '@type': 'Organization', name: 'Puente', url: 'http://puente.example/' })]);
    const orders = (await app.inject({ url: '/personalOrder', headers: PREVIEW })).body;
    expect(orders).toContain('<meta name="robots" content="noindex"/>');
    expect(orders).not.toContain('rel="canonical"');
    expect(orders).not.toContain('og:url');
  });

  it('cuts a long description at a word for a preview', () => {
    expect(previewText('uno dos tres cuatro cinco', 12)).toBe('uno dos…');
    expect(previewText('  corto \n texto ')).toBe('corto texto');
  });
});
