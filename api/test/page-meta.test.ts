import type { FastifyInstance } from 'fastify';
import { previewText } from '../src/web/page-meta';
import { build, login, saveGoodsAs, SELLER } from './helpers';

/*
 * A goods page read without its scripts, as a search engine or a chat app's link preview reads it:
 * its name, description, picture and price in the html itself, and nothing a seller wrote able to
 * break out of a tag.
 */

const SEEDING = 240_000;
const PREVIEW = { accept: '*/*', 'user-agent': 'WhatsApp/2.23.20.0', host: 'puente.example' };

/** The content of a meta element, by its property or name. */
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"/>`).exec(html)?.[1];
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
    expect(decode(metaOf(html, 'og:description')!)).toBe(description);
    expect(metaOf(html, 'og:image')).toMatch(/^http:\/\/puente\.example\/uploads\/[0-9a-f]{32}\.png$/);
    expect(metaOf(html, 'og:url')).toBe(`http://puente.example/productInfo?id=${goodsId}`);
    expect([metaOf(html, 'product:price:amount'), metaOf(html, 'product:price:currency')]).toEqual(['24.50', 'USD']);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="http://puente.example/productInfo?id=${goodsId}"/>`);
    expect(html).not.toContain('noindex');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Product',
      name: 'Altavoz Bluetooth "Río" 20 W',
      sku: String(goodsId),
      offers: { '@type': 'Offer', price: '24.50', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    // What the seller wrote stays text: no tag of theirs closes the script or starts one.
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('says nothing of goods that are not there, and keeps that page out of the index', async () => {
    const page = await app.inject({ url: '/productInfo?id=99999999', headers: PREVIEW });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).not.toContain('og:title');
  });

  it('cuts a long description at a word for a preview', () => {
    expect(previewText('uno dos tres cuatro cinco', 12)).toBe('uno dos…');
    expect(previewText('  corto \n texto ')).toBe('corto texto');
  });
});
