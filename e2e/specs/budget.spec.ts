import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { devices, expect, test, type Browser } from '@playwright/test';

/**
 * First-load JavaScript per landing page (gzip, what a visitor downloads before the page is useful)
 * against its budget in scripts/budgets.json: a change that makes a landing heavier fails here, and
 * the budget is raised or the weight taken out on purpose. pnpm bench reports the same figures.
 */
test.describe.configure({ mode: 'parallel' });

const ROOT = path.resolve(__dirname, '../..');
const BUDGETS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'budgets.json'), 'utf8')) as { desktop: Record<string, number>; phone: Record<string, number> };
const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];

async function firstLoadKiB(browser: Browser, baseURL: string, page: string, phone: boolean): Promise<number> {
  const context = await browser.newContext(phone ? IPHONE : {});
  const tab = await context.newPage();
  // Each script as it arrived (the shell's, a remote's, or one the server writes itself), gzipped as the budgets count.
  const scripts = new Map<string, Promise<number>>();
  tab.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(baseURL) && !scripts.has(response.url()))
      scripts.set(
        response.url(),
        response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
      );
  });
  await tab.goto(page);
  // An area page counts once its area has mounted something; the shell's own pages once the shell has.
  await expect(tab.locator(page === '/login' ? '#puente-root *' : '[data-area] *').first()).toBeAttached({ timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  const sizes = await Promise.all(scripts.values());
  await context.close();
  return sizes.reduce((sum, bytes) => sum + bytes, 0) / 1024;
}

for (const [page, budget] of Object.entries(BUDGETS.desktop)) {
  test(`${page} loads at most ${budget} KiB of JavaScript first`, async ({ browser, baseURL }) => {
    expect(await firstLoadKiB(browser, baseURL!, page, false)).toBeLessThanOrEqual(budget);
  });
}

for (const [page, budget] of Object.entries(BUDGETS.phone)) {
  test(`${page} on a phone loads at most ${budget} KiB of JavaScript first`, async ({ browser, baseURL }) => {
    expect(await firstLoadKiB(browser, baseURL!, page, true)).toBeLessThanOrEqual(budget);
  });
}

test('a phone opening the landing paints its goods from the replies in the html, and asks the API once the reader changes them', async ({ browser }) => {
  const context = await browser.newContext(IPHONE);
  const tab = await context.newPage();
  const asked: string[] = [];
  const manifests: string[] = [];
  tab.on('request', (request) => {
    if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
    if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
  });
  await tab.goto('/productTrading');
  await expect(tab).toHaveURL(/\/product(\?|$)/);
  const hot = tab.getByTestId('hot-goods').getByTestId('goods-card');
  await expect(hot.first()).toBeVisible();
  await expect(tab.getByTestId('mobile-pavilions')).toBeVisible();
  await tab.waitForLoadState('networkidle');
  for (const call of ['/api/goods/hotGoods', '/api/shopGoodsType/getAllType', '/api/nationalPavilion/list', '/api/procurementRequirements/getHomeInformation'])
    expect(asked).not.toContain(call);
  // Each manifest crosses the network once: the html's preload, which the shell reads and hands to the federation runtime.
  expect(manifests).toContain('/remotes/mf-product/mf-manifest.json');
  expect(manifests.length).toBe(new Set(manifests).size);
  const china = await hot.first().getAttribute('data-goods-id');
  await tab.getByTestId('mobile-source-industry').click();
  await expect.poll(() => asked).toContain('/api/goods/hotGoods');
  await expect(hot.first()).not.toHaveAttribute('data-goods-id', china!);
  await context.close();
});

test('a product page arrives with its goods in the html: the name and the picture without asking the API for them', async ({ browser }) => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const asked: string[] = [];
  tab.on('request', (request) => {
    if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
  });
  const html = await (await tab.request.get('/productInfo?id=1', { headers: { accept: 'text/html' } })).text();
  const picture = /<link rel="preload" href="([^"]+)" as="image" fetchpriority="high"\/>/.exec(html)![1]!;
  await tab.goto('/productInfo?id=1');
  await expect(tab.getByTestId('product-name')).not.toBeEmpty();
  await expect(tab.locator(`img[src="${picture}"]`).first()).toBeVisible();
  await tab.waitForLoadState('networkidle');
  expect(asked).not.toContain('/api/goods/details');
  await context.close();
});

test("the design system's global CSS arrives with the html: no React root writes the tokens at boot, and the page is drawn with them", async ({ page }) => {
  await page.goto('/productTrading');
  await expect(page.locator('#puente-area-product h1, #puente-area-product h2').first()).toBeVisible({ timeout: 30_000 });
  const styles = await page.evaluate(() => {
    const rulesOf = (element: Element) => [...((element as HTMLStyleElement).sheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n');
    return {
      inline: rulesOf(document.getElementById('puente-system-css')!),
      globals: [...document.querySelectorAll('style[data-emotion]')].filter((element) => /global/.test(element.getAttribute('data-emotion') ?? '')).map(rulesOf),
      brand: getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim(),
      font: getComputedStyle(document.body).fontFamily,
    };
  });
  expect(styles.inline).toContain('@layer tokens');
  expect(styles.brand).toBe('#166b5b');
  expect(styles.font).toContain('system-ui');
  // The shell's and the area's providers add only the layers' order; the reset and the tokens are the html's.
  expect(styles.globals.length).toBeGreaterThan(0);
  for (const global of styles.globals) expect(global).toMatch(/^(@layer reset, base, tokens, recipes;\n?)+$/);
});
