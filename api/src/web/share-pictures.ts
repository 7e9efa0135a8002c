import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { calls } from '@puente/shared/contract';
import type { FirstReplies } from './page-hints';

/*
 * The pictures a shared link shows (Open Graph's og:image): chat apps (WhatsApp, Telegram) show no
 * SVG, and most goods pictures are SVG drawings. Each goods picture gets a share card, a 1200×630
 * PNG with the picture fitted and centred on a light background, drawn by resvg the first time it is
 * asked for and kept in the file store beside the uploads, so every API process serves the same bytes
 * and none draws it again. Its address names the picture and a hash of the picture's bytes (and of
 * the card's layout), so a changed picture is a new address and an address never changes its bytes:
 * /static/share/art-tv-250-1.svg.<hash>.png, /static/share/<upload>.png.<hash>.png.
 * A WebP upload (which resvg cannot read) at least 600 px wide is its own share picture; a narrower
 * one, or a picture that cannot be read, shows the Puente card (`defaultSharePicture`).
 * The pictures are read as a browser reads them (app.inject): the web host imports nothing of the API.
 */

export interface SharePicture {
  /** Its absolute address. */
  url: string;
  width: number;
  height: number;
  type: string;
}

export const CARD = { width: 1200, height: 630 } as const;
/** Changes when the card is drawn otherwise: every card then gets a new address. */
const LAYOUT = 'card-1';
const BACKGROUND = '#f6f4ef';
const PREFIX = '/static/share/';
/** Chat apps show a large preview from this width on. */
export const MIN_WIDTH = 600;
const HASH = /^[0-9a-f]{16}$/;

const hashOf = (bytes: Buffer | string) => createHash('sha256').update(LAYOUT).update(bytes).digest('hex').slice(0, 16);

/** The Puente card: the brand's name over a bridge on the brand's green, drawn in code. */
const DEFAULT_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">` +
  `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f5347"/><stop offset="1" stop-color="#1f8470"/></linearGradient></defs>` +
  `<rect width="${CARD.width}" height="${CARD.height}" fill="url(#g)"/>` +
  `<g fill="none" stroke="#f2b134" stroke-linecap="round">` +
  `<path d="M120 470 Q600 150 1080 470" stroke-width="14"/><path d="M80 470 H1120" stroke-width="12"/>` +
  [300, 450, 600, 750, 900].map((x) => `<path d="M${x} 470 V${Math.round(470 - 320 * (1 - ((x - 600) / 480) ** 2) * 0.5)}" stroke-width="6"/>`).join('') +
  `</g>` +
  `<g fill="#f2b134" fill-opacity=".35"><circle cx="180" cy="120" r="10"/><circle cx="1030" cy="110" r="7"/><circle cx="940" cy="560" r="6"/></g>` +
  `<text x="600" y="250" text-anchor="middle" font-family="DejaVu Sans, Noto Sans, Arial, Helvetica, sans-serif" font-weight="bold" font-size="150" fill="#ffffff">Puente</text>` +
  `</svg>`;
const DEFAULT_NAME = `puente.${hashOf(DEFAULT_SVG)}.png`;

/** The Puente card, for a page with no picture of its own: its absolute address and size. */
export function defaultSharePicture(origin: string): SharePicture {
  return { url: `${origin}${PREFIX}${DEFAULT_NAME}`, ...CARD, type: 'image/png' };
}

/** A card with the picture fitted and centred on a light background (an SVG resvg draws). */
function cardSvg(type: string, bytes: Buffer): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">` +
    `<rect width="${CARD.width}" height="${CARD.height}" fill="${BACKGROUND}"/>` +
    `<image x="0" y="0" width="${CARD.width}" height="${CARD.height}" preserveAspectRatio="xMidYMid meet" href="data:${type};base64,${bytes.toString('base64')}"/>` +
    `</svg>`
  );
}

/** Draws an SVG into a PNG on a worker thread (the event loop goes on meanwhile). */
export async function drawPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } });
  return image.asPng();
}

/** A WebP's width and height from its header (lossy, lossless or extended), or null. */
export function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 30 || bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  return null;
}

/** The picture a share card is drawn from, by the name its address gives: its URL on this site and its type. */
function sourceOf(source: string): { url: string; type: string } | null {
  const art = /^art-([a-z0-9]+(?:-[a-z0-9]+)*\.svg)$/.exec(source);
  if (art) return { url: `/static/art/${art[1]}`, type: 'image/svg+xml' };
  const upload = /^[0-9a-f]{32}\.(png|jpg)$/.exec(source);
  if (upload) return { url: `/uploads/${source}`, type: upload[1] === 'png' ? 'image/png' : 'image/jpeg' };
  return null;
}

/** The name a goods picture's card is kept under (its source), from the picture's URL; null for one no card is drawn of. */
function sourceNameOf(image: string): string | null {
  const art = /^\/static\/art\/([a-z0-9]+(?:-[a-z0-9]+)*\.svg)$/.exec(image);
  if (art && art[1]!.length <= 80) return `art-${art[1]}`;
  const upload = /^\/uploads\/([0-9a-f]{32}\.(?:png|jpg|webp))$/.exec(image);
  return upload ? upload[1]! : null;
}

/** Where a share picture is kept in the file store. */
const keptName = (name: string) => `share-${name}`;

/** A picture's address on this site, before the origin is put in front. */
type Address = Omit<SharePicture, 'url'> & { path: string };

/** Addresses kept in memory per process: a picture's bytes never change under its URL. */
const KEEP = 512;

declare module 'fastify' {
  interface FastifyInstance {
    /** The share pictures (web/share-pictures.ts). */
    sharePictures: {
      /** The share picture of a goods page's html, from its first replies; null when the page has no goods. */
      ofPage(first: FirstReplies | null, origin: string): Promise<SharePicture | null>;
      /** The share picture of a goods picture (its URL on this site); the Puente card when none can be drawn. */
      of(image: string, origin: string): Promise<SharePicture>;
    };
  }
}

/** Serves /static/share/<name>.png and tells pages their share picture's address. */
export const sharePicturesPlugin = fp(
  async (app: FastifyInstance) => {
    /** A picture's bytes and type as a browser gets them; null when it is not there. */
    async function read(url: string): Promise<{ bytes: Buffer; type: string } | null> {
      const reply = await app.inject({ method: 'GET', url });
      if (reply.statusCode !== 200) return null;
      return {
        bytes: reply.rawPayload,
        type: String(reply.headers['content-type'] ?? '')
          .split(';')[0]!
          .trim(),
      };
    }

    const addresses = new Map<string, Address | null>();
    async function addressOf(image: string): Promise<Address | null> {
      if (addresses.has(image)) return addresses.get(image)!;
      const source = sourceNameOf(image);
      const picture = source ? await read(image) : null;
      let address: Address | null = null;
      if (source && picture) {
        if (picture.type === 'image/webp') {
          const size = webpSize(picture.bytes);
          if (size && size.width >= MIN_WIDTH) address = { path: image, ...size, type: 'image/webp' };
        } else if (['image/svg+xml', 'image/png', 'image/jpeg'].includes(picture.type)) {
          address = { path: `${PREFIX}${source}.${hashOf(picture.bytes)}.png`, ...CARD, type: 'image/png' };
        }
      }
      // A picture not there yet may come (another process storing it): only what was found is kept.
      if (picture) {
        addresses.set(image, address);
        if (addresses.size > KEEP) addresses.delete(addresses.keys().next().value!);
      }
      return address;
    }

    async function of(image: string, origin: string): Promise<SharePicture> {
      const address = await addressOf(image);
      if (!address) return defaultSharePicture(origin);
      const { path, ...size } = address;
      return { url: `${origin}${path}`, ...size };
    }

    app.decorate('sharePictures', {
      of,
      async ofPage(first, origin) {
        const reply = first?.replies.find((entry) => entry.path === calls.goodsDetails.path)?.reply as { data?: { images?: unknown[] } } | undefined;
        const image = reply?.data?.images?.[0];
        if (!reply?.data) return null;
        return typeof image === 'string' ? of(image, origin) : defaultSharePicture(origin);
      },
    });

    let defaultPng: Promise<Buffer> | null = null;
    /** Cards being drawn, so that requests arriving together draw each once. */
    const drawing = new Map<string, Promise<Buffer | null>>();

    /** A goods picture's card: kept, or drawn now and kept; null when the name names no picture. */
    async function cardOf(name: string, source: string, hash: string): Promise<Buffer | null> {
      const kept = await app.files.get(keptName(name));
      if (kept) return kept;
      const from = sourceOf(source);
      const picture = from ? await read(from.url) : null;
      if (!from || !picture || picture.type !== from.type || hashOf(picture.bytes) !== hash) return null;
      const png = await drawPng(cardSvg(from.type, picture.bytes));
      try {
        await app.files.put(keptName(name), png);
      } catch (error) {
        // Another process kept it first (the same bytes), or the store refused: this one is served all the same.
        app.log.info({ err: (error as Error).message, name }, 'share picture not kept');
      }
      return png;
    }

    // Every path under the folder is answered here (an overlong or odd one too): what names no picture is a 404.
    app.get<{ Params: { '*': string } }>(`${PREFIX}*`, async (request, reply) => {
      const name = request.params['*'];
      let png: Buffer | null = null;
      if (name === DEFAULT_NAME) {
        defaultPng ??= drawPng(DEFAULT_SVG).catch((error: unknown) => {
          defaultPng = null;
          throw error;
        });
        png = await defaultPng;
      } else {
        const parts = name.length <= 140 ? /^(.+)\.([0-9a-f]+)\.png$/.exec(name) : null;
        if (parts && HASH.test(parts[2]!) && sourceOf(parts[1]!)) {
          let pending = drawing.get(name);
          if (!pending) {
            pending = cardOf(name, parts[1]!, parts[2]!).finally(() => drawing.delete(name));
            drawing.set(name, pending);
          }
          png = await pending;
        }
      }
      if (!png) return reply.status(404).send({ result: 0, info: 'Not found' });
      return reply.header('content-type', 'image/png').header('x-content-type-options', 'nosniff').header('cache-control', 'public, max-age=31536000, immutable').send(png);
    });
  },
  { name: 'share-pictures' },
);
