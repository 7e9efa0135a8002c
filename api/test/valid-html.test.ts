import type { FastifyInstance } from 'fastify';
import { describeNuErrors, nuErrors, publicPagesToCheck, type HtmlDocument } from '../../tooling/nu-check';
import { build, post } from './helpers';

/*
 * The html the server sends for the public pages, as a desktop browser and as a phone read it
 * before any script runs (the shell's template, the area's hints and first replies, a goods page's
 * meta, a phone's first paint and first screen): valid HTML by the W3C Nu Html Checker.
 * e2e/specs/valid-html.spec.ts checks the same pages once their scripts have drawn them.
 */

const SEEDING = 240_000;
const CHECKING = 120_000;
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('the served html of the public pages', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ app, close } = await build({ serveApps: true }));
  }, SEEDING);
  afterAll(async () => close());

  /** The first record of a public list of the seeded marketplace. */
  async function first<T>(url: string, body: Record<string, unknown> = {}): Promise<T> {
    const { body: reply } = await post(app, url, { currentPage: 1, everyNumber: 1, ...body });
    expect(reply.list.length).toBeGreaterThan(0);
    return reply.list[0] as T;
  }

  it(
    'has no errors, on a desktop and on a phone',
    async () => {
      const { desktop, phone } = await publicPagesToCheck(first);
      // A phone's other pages drawn on the server: the pavilion's home, the site's pages and the comprehensive services.
      const drawn = ['/nationalPavilionIndex?code=BR', '/problem', '/contactUs', '/landServices', '/parkList', '/parkDetails1', '/serviceGuide?slug=business-visa-brazil'];
      // A country's page, the partner brands and the technology area's pages, drawn on both.
      const both = [
        '/countryInfo?code=BR',
        '/cooperateList',
        '/sophisticated',
        '/moreCollaboration',
        '/achievement',
        '/community',
        '/technologyGuide?slug=consulting-market-entry',
      ];
      const pages: Array<[string, string]> = [
        ...[...desktop, ...both].map((url): [string, string] => [DESKTOP, url]),
        ...[...phone, ...drawn, ...both, '/technologyProduvt', '/policyPartner'].map((url): [string, string] => [PHONE, url]),
      ];
      const documents: HtmlDocument[] = [];
      for (const [userAgent, url] of pages) {
        const page = await app.inject({ url, headers: { accept: 'text/html', 'user-agent': userAgent } });
        expect([url, page.statusCode, page.headers['content-type']]).toEqual([url, 200, 'text/html; charset=utf-8']);
        documents.push({ name: `${userAgent === PHONE ? 'phone' : 'desktop'} ${url}`, html: page.body });
      }
      // The phone's pages are the ones drawn on the server: they carry their first screens.
      expect(documents.filter((document) => document.html.includes('id="puente-first-screen"')).length).toBeGreaterThan(0);
      const errors = await nuErrors(documents);
      expect(describeNuErrors(errors)).toBe('');
    },
    CHECKING,
  );
});
