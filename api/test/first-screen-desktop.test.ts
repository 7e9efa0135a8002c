import type { FastifyInstance } from 'fastify';
import { calls, LANGUAGE_CODES, LANGUAGE_TAGS, LANGUAGES, type Language } from '@puente/shared/contract';
import { AFTER_PAINT_SCRIPT } from '../src/web/first-paint';
import { build } from './helpers';

/*
 * A desktop page's html, read without its scripts as a desktop browser, a search engine's desktop
 * crawler and a chat app's link preview read it (ADR 010): the page's own words, drawn by its area
 * in the shell's header, in the language its address names.
 */

const SEEDING = 240_000;
const DESKTOP = { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36' };
const GOOGLEBOT = {
  accept: 'text/html,application/xhtml+xml,application/signed-exchange;v=b3,application/xml;q=0.9,*/*;q=0.8',
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const PREVIEW = { accept: '*/*', 'user-agent': 'WhatsApp/2.23.20.0' };
const CLIENTS = { desktop: DESKTOP, googlebot: GOOGLEBOT, preview: PREVIEW };

/** The header's link to the product landing, in each language: the shell's frame is drawn around the page. */
const PRODUCT_TRADING: Record<Language, string> = {
  english: 'Product trading',
  chinese_simplified: '产品贸易',
  portuguese: 'Comércio de produtos',
  spanish: 'Comercio de productos',
};

type Reply = { list?: Array<Record<string, unknown>>; data?: Record<string, unknown> };
type Replies = Record<string, Reply | undefined>;

/** A reply's own words a page shows first: its record's title or name, else its list's first one's. */
const wordOf = (reply: Reply | undefined) => reply?.data?.title ?? reply?.data?.name ?? reply?.list?.[0]?.title ?? reply?.list?.[0]?.name;

/** Each drawn page, and the calls whose words its first screen must show. */
const PAGES: Array<[url: string, calls: string[]]> = [
  ['/productTrading', [calls.hotGoods.path, calls.getAllCategoryTypes.path]],
  ['/induStrial', [calls.hotGoods.path]],
  ['/classificationlanding?source=china', [calls.listGoods.path, calls.getAllCategoryTypes.path]],
  ['/productList?source=industry', [calls.listGoods.path]],
  ['/productInfo?id=1', [calls.goodsDetails.path]],
  ['/nationalPavilion', [calls.listPavilions.path]],
  ['/nationalPavilionIndex?code=BR', [calls.nationalPavilionGoods.path]],
  ['/nationalPavilionlevel?code=BR', [calls.nationalPavilionGoods.path]],
  ['/productCountry?code=BR', [calls.nationalPavilionGoods.path]],
  ['/releaseListAll', [calls.listRequirements.path]],
  ['/releaseInfo?id=1', [calls.requirementDetails.path]],
  ['/brokerList', [calls.listCelebrityBrokers.path]],
  ['/countryInfo?code=BR', [calls.nationalPavilionGoods.path]],
  ['/cooperateList', [calls.listBrands.path]],
  ['/technologyTrading', [calls.listCarouselImages.path]],
  ['/newsInformation', [calls.listNews.path]],
  ['/newsInfo?id=1', [calls.newsDetails.path]],
  ['/technologyProduvt', [calls.listRequirements.path]],
  ['/sophisticated', [calls.listSitePages.path]],
  ['/moreCollaboration', [calls.listSitePages.path]],
  ['/achievement', [calls.listSitePages.path]],
  ['/community', [calls.listSitePages.path, calls.listRequirements.path]],
  ['/technologyGuide?slug=consulting-market-entry', [calls.sitePageDetails.path]],
  ['/integratedComprehensive', [calls.listCarouselImages.path]],
  ['/companyRegistration', [calls.listSitePages.path]],
  ['/parkDetails1', [calls.sitePageDetails.path]],
  ['/aboutUs', [calls.newsDetails.path]],
  ['/problem', [calls.listNews.path]],
];

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a reader without scripts reads of the html's body: its text, scripts and styles left out. */
const bodyText = (html: string) =>
  decode(
    (html.split('</head>')[1] ?? '')
      .replace(/<(script|style|template)[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

/** The replies the html carries for the page, by call. */
function repliesOf(html: string): Replies {
  const json = /<script type="application\/json" id="puente-first-replies">(.*?)<\/script>/.exec(html)?.[1];
  const replies = json ? (JSON.parse(json) as { replies: Array<{ path: string; reply: unknown }> }).replies : [];
  return Object.fromEntries(replies.map(({ path, reply }) => [path, reply])) as Replies;
}

describe('a desktop page’s html with its first screen', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ app, close } = await build({ serveApps: true }));
  }, SEEDING);
  afterAll(() => close());

  it.each(PAGES)('%s holds its own words in the body for a desktop, a crawler and a link preview, in each language', async (url, paths) => {
    for (const language of LANGUAGES) {
      const address = `${url}${url.includes('?') ? '&' : '?'}lang=${LANGUAGE_CODES[language]}`;
      for (const [client, headers] of Object.entries(CLIENTS)) {
        const page = await app.inject({ url: address, headers });
        const at = `${address} as ${client}`;
        expect([at, page.statusCode]).toEqual([at, 200]);
        expect([at, page.body.includes(`<html lang="${LANGUAGE_TAGS[language]}">`)]).toEqual([at, true]);
        const drawn = url.split('?')[0];
        expect([at, page.body.includes(`<div id="puente-root"></div><div id="puente-first-screen" data-page="${drawn}">`)]).toEqual([at, true]);
        const text = bodyText(page.body);
        const replies = repliesOf(page.body);
        const words = paths.map((path) => wordOf(replies[path]));
        for (const word of words) {
          expect([at, typeof word]).toEqual([at, 'string']);
          expect([at, word, text.includes(word as string)]).toEqual([at, word, true]);
        }
        // The shell's own header, drawn around the page in the same language.
        expect([at, text.includes(PRODUCT_TRADING[language])]).toEqual([at, true]);
      }
    }
  });

  it('starts the page’s scripts once its first screen is painted, and lays the screen over the whole window', async () => {
    const page = await app.inject({ url: '/productInfo?id=1', headers: DESKTOP });
    const [head = '', body = ''] = page.body.split('</head>');
    const [before = '', template = ''] = head.split('<template id="puente-boot">');
    expect(template).toMatch(/<script defer="defer" src="\/main\.[0-9a-f]+\.js"><\/script>/);
    expect(template).toMatch(/<link rel="preload" href="\/remotes\/mf-product\/__federation_expose_app\.[0-9a-f]+\.js" as="script"\/>/);
    expect(before).not.toMatch(/<script defer|as="script"|as="fetch"/);
    expect(head).toContain(`<script defer src="${AFTER_PAINT_SCRIPT.path}"></script>`);
    expect(before).toContain('#puente-first-screen{position:absolute;top:0;');
    // The shell's header, the secondary bar with the goods page's breadcrumbs, and the page: no test ids (the live page has them).
    expect(body).toMatch(/<div id="puente-first-screen" data-page="\/productInfo"><div class="css-[a-z0-9]+"><header /);
    expect(body).toMatch(/<main class="css-[a-z0-9]+">/);
    expect(body).not.toContain('data-testid');
    expect(body).not.toContain('id="main-content"');
  });

  it('leaves a page no area draws, and one that needs a session, to start as the shell built it', async () => {
    for (const url of ['/personalPanel', '/productShoppingCart', '/doesNotExist']) {
      const page = await app.inject({ url, headers: DESKTOP });
      expect([url, page.body.includes('puente-first-screen'), page.body.includes('puente-boot')]).toEqual([url, false, false]);
    }
  });
});
