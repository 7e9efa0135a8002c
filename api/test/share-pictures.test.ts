import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { defaultSharePicture, webpSize } from '../src/web/share-pictures';
import { build, login, saveGoodsAs, SELLER } from './helpers';

/*
 * A goods link shared in a chat app shows the goods' picture: the page names a PNG card of it
 * (chat apps show no SVG), drawn once, kept in the file store and cached for good under an address
 * that changes with the picture; an address that names no picture is a 404.
 */

const SEEDING = 240_000;
const PREVIEW = { accept: '*/*', 'user-agent': 'TelegramBot (like TwitterBot)', host: 'puente.example' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"/>`).exec(html)?.[1];

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const pathOf = (url: string) => new URL(url).pathname;

describe('share pictures for link previews', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let goods: { id: number; name: string; picture: string };

  beforeAll(async () => {
    ({ app, close } = await build({ serveApps: true, autoApprove: true }));
    // A seeded goods on sale whose first picture is an SVG drawing.
    const list = await app.inject({ method: 'POST', url: calls.hotGoods.path, payload: { source: 'china', everyNumber: 8 } });
    const found = (list.json().list as Array<{ id: number; image: string }>).find((item) => item.image.endsWith('.svg'));
    expect(found).toBeDefined();
    const details = await app.inject({ method: 'POST', url: calls.goodsDetails.path, payload: { id: found!.id } });
    const data = details.json().data as { id: number; name: string; images: string[] };
    goods = { id: data.id, name: data.name, picture: data.images[0]! };
    expect(goods.picture).toMatch(/^\/static\/art\/.+\.svg$/);
  }, SEEDING);
  afterAll(async () => close());

  it('names a 1200×630 PNG card of the goods’ SVG picture, served with immutable caching and kept in the file store', async () => {
    const page = await app.inject({ url: `/productInfo?id=${goods.id}`, headers: PREVIEW });
    expect([page.statusCode, page.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const image = metaOf(page.body, 'og:image')!;
    expect(image).toMatch(/^http:\/\/puente\.example\/static\/share\/art-[a-z0-9-]+\.svg\.[0-9a-f]{16}\.png$/);
    expect(metaOf(page.body, 'twitter:image')).toBe(image);
    expect(metaOf(page.body, 'twitter:card')).toBe('summary_large_image');
    expect([metaOf(page.body, 'og:image:width'), metaOf(page.body, 'og:image:height'), metaOf(page.body, 'og:image:type')]).toEqual(['1200', '630', 'image/png']);
    expect(metaOf(page.body, 'og:image:alt')).toBe(goods.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));

    const first = await app.inject({ url: pathOf(image) });
    expect([first.statusCode, first.headers['content-type'], first.headers['cache-control']]).toEqual([200, 'image/png', IMMUTABLE]);
    expect(pngSize(first.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(pngSize(first.rawPayload).width).toBeGreaterThanOrEqual(600);

    // Kept beside the uploads: the second request is served what was kept, not drawn again.
    const kept = path.join(app.uploadsDir, `share-${path.basename(pathOf(image))}`);
    expect(fs.readFileSync(kept)).toEqual(first.rawPayload);
    const mtime = fs.statSync(kept).mtimeMs;
    const marked = Buffer.concat([first.rawPayload, Buffer.from('kept')]);
    fs.writeFileSync(kept, marked);
    const second = await app.inject({ url: pathOf(image) });
    expect([second.statusCode, second.headers['cache-control']]).toEqual([200, IMMUTABLE]);
    expect(second.rawPayload).toEqual(marked);
    expect(fs.statSync(kept).mtimeMs).toBeGreaterThanOrEqual(mtime);

    // The same page names the same address again.
    const again = await app.inject({ url: `/productInfo?id=${goods.id}`, headers: PREVIEW });
    expect(metaOf(again.body, 'og:image')).toBe(image);
  });

  it('draws a card of a raster upload narrower than 600 px too', async () => {
    const seller = await login(app, SELLER);
    const saved = await saveGoodsAs(app, seller, { name: { english: 'Pocket speaker' }, description: { english: 'A speaker with a one-pixel photo.' }, showLanguage: 'english' });
    expect(saved.body.result).toBe(1);
    const page = await app.inject({ url: `/productInfo?id=${saved.body.data.id}`, headers: PREVIEW });
    const image = metaOf(page.body, 'og:image')!;
    expect(image).toMatch(/^http:\/\/puente\.example\/static\/share\/[0-9a-f]{32}\.png\.[0-9a-f]{16}\.png$/);
    const card = await app.inject({ url: pathOf(image) });
    expect([card.statusCode, card.headers['content-type'], card.headers['cache-control']]).toEqual([200, 'image/png', IMMUTABLE]);
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('offers the Puente card for pages without a picture of their own', async () => {
    const fallback = defaultSharePicture('http://puente.example');
    expect(fallback).toMatchObject({ width: 1200, height: 630, type: 'image/png' });
    expect(fallback.url).toMatch(/^http:\/\/puente\.example\/static\/share\/puente\.[0-9a-f]{16}\.png$/);
    // A goods picture that cannot be drawn shows it too.
    expect(await app.sharePictures.of('/static/art/no-such-picture.svg', 'http://puente.example')).toEqual(fallback);
    const card = await app.inject({ url: pathOf(fallback.url) });
    expect([card.statusCode, card.headers['content-type'], card.headers['cache-control']]).toEqual([200, 'image/png', IMMUTABLE]);
    expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
  });

  it('answers 404 to an address that names no picture, a wrong hash, a path out of its folder or an overlong name', async () => {
    const page = await app.inject({ url: `/productInfo?id=${goods.id}`, headers: PREVIEW });
    const name = path.basename(pathOf(metaOf(page.body, 'og:image')!));
    const wrongHash = name.replace(/\.[0-9a-f]{16}\.png$/, '.0123456789abcdef.png');
    const bad = [
      '/static/share/art-no-such-picture-1.svg.0123456789abcdef.png',
      `/static/share/${wrongHash}`,
      '/static/share/0123456789abcdef0123456789abcdef.png.0123456789abcdef.png',
      '/static/share/0123456789abcdef0123456789abcdef.pdf.0123456789abcdef.png',
      '/static/share/puente.0123456789abcdef.png',
      '/static/share/..%2F..%2Fpackage.json',
      '/static/share/../../package.json',
      '/static/share/..%2Fart-tv-250-1.svg.0123456789abcdef.png',
      `/static/share/art-${'a'.repeat(300)}.svg.0123456789abcdef.png`,
      `/static/share/${'x'.repeat(5000)}`,
      '/static/share/',
      '/static/share/%00.png',
    ];
    for (const url of bad) {
      const reply = await app.inject({ url, headers: { accept: '*/*' } });
      expect([url, reply.statusCode]).toEqual([url, 404]);
    }
    // Nothing was kept for any of them.
    expect(fs.readdirSync(app.uploadsDir).filter((file) => file.startsWith('share-art-no-such') || file.includes('0123456789abcdef'))).toEqual([]);
  });

  it('reads a WebP’s size from its header (a wide WebP is its own share picture)', () => {
    const vp8x = Buffer.alloc(30);
    vp8x.write('RIFF', 0, 'latin1');
    vp8x.write('WEBP', 8, 'latin1');
    vp8x.write('VP8X', 12, 'latin1');
    vp8x.writeUIntLE(1279, 24, 3);
    vp8x.writeUIntLE(719, 27, 3);
    expect(webpSize(vp8x)).toEqual({ width: 1280, height: 720 });
    expect(webpSize(Buffer.from('not a picture at all, not even close'))).toBeNull();
  });
});

describe('share pictures without the apps (API-only)', () => {
  it(
    'serves a goods picture’s card when the server serves no pages',
    async () => {
      const { app, close } = await build({ serveApps: false });
      try {
        const share = await app.sharePictures.of('/static/art/tv-250-1.svg', 'http://api.example');
        expect(share.url).toMatch(/^http:\/\/api\.example\/static\/share\/art-tv-250-1\.svg\.[0-9a-f]{16}\.png$/);
        const card = await app.inject({ url: pathOf(share.url) });
        expect([card.statusCode, card.headers['content-type'], card.headers['cache-control']]).toEqual([200, 'image/png', IMMUTABLE]);
        expect(pngSize(card.rawPayload)).toEqual({ width: 1200, height: 630 });
        expect((await app.inject({ url: '/static/share/art-tv-250-1.svg.0123456789abcdef.png' })).statusCode).toBe(404);
      } finally {
        await close();
      }
    },
    SEEDING,
  );
});
