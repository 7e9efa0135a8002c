import { devices, expect, test, type Browser, type Page } from '@playwright/test';
import { describeNuErrors, nuErrors, publicPagesToCheck, type HtmlDocument } from '../../tooling/nu-check';
import { call } from '../support/api';
import { openInApp, watch, QUIET_MS, type Watch } from '../support/settle';

/**
 * The public pages as their scripts drew them, on a 1440 px desktop and a 390 px phone: valid HTML
 * by the W3C Nu Html Checker (vnu.jar), all checked in one java start at the end.
 * api/test/valid-html.test.ts checks the html the server sends for the same pages.
 */

const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
const DESKTOP = { viewport: { width: 1440, height: 900 } };

type Listed<T> = { list: T[] };

/** The public pages of each kind, pointing at real records of the seeded marketplace. */
async function pagesToCheck(page: Page): Promise<{ desktop: string[]; phone: string[] }> {
  const first = async <T>(path: string, body: Record<string, unknown> = {}): Promise<T> => {
    const { list } = await call<Listed<T>>(page.request, path, { currentPage: 1, everyNumber: 1, ...body });
    expect(list.length, `${path} lists something in the seeded marketplace`).toBeGreaterThan(0);
    return list[0]!;
  };
  return publicPagesToCheck(first);
}

/**
 * The page once it has settled where the address led it (a redirect included): the network quiet,
 * the page drawn and nothing loading, at the same address twice in a row.
 */
async function settled(page: Page, watched: Watch): Promise<void> {
  const deadline = Date.now() + 15_000;
  let last = '';
  for (;;) {
    if (watched.inFlight === 0 && Date.now() - watched.lastActivity > QUIET_MS) {
      const state = await page.evaluate(() => {
        if (document.querySelector('[data-testid="area-fallback"]')) return 'failed';
        const shown = document.querySelector('#puente-outlet > *, main h1, main form') && !document.querySelector('[data-testid="loading-state"]');
        return shown ? window.location.href : 'waiting';
      });
      if (state === 'failed') throw new Error(`${page.url()} failed to render: ${watched.errors.join('\n') || 'the area did not load'}`);
      if (state !== 'waiting' && state === last) return;
      last = state;
    }
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle (${watched.inFlight} requests in flight)`);
    await page.waitForTimeout(50);
  }
}

/** Each page's html as drawn, moving through the site as a reader does after the first page. */
async function drawnPages(browser: Browser, baseURL: string, device: 'desktop' | 'phone', urls: string[]): Promise<HtmlDocument[]> {
  const context = await browser.newContext({ ...(device === 'phone' ? IPHONE : DESKTOP), baseURL });
  const page = await context.newPage();
  const watched = watch(page);
  const documents: HtmlDocument[] = [];
  for (const url of urls) {
    await openInApp(page, url);
    watched.lastActivity = Date.now();
    await settled(page, watched);
    documents.push({ name: `${device} ${url}`, html: await page.content() });
  }
  await context.close();
  return documents;
}

test('the public pages, drawn on a desktop and on a phone, are valid HTML', async ({ browser, baseURL, page }) => {
  const { desktop, phone } = await pagesToCheck(page);
  const documents = (await Promise.all([drawnPages(browser, baseURL!, 'desktop', desktop), drawnPages(browser, baseURL!, 'phone', phone)])).flat();
  expect(describeNuErrors(await nuErrors(documents))).toBe('');
});
