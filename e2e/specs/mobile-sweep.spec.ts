import { devices, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MOBILE_ROUTES } from '../../shared/src/contract/routes';
import { SELLER } from '../pages/personal';
import { BUYER } from '../pages/shell';
import { call, DEMO_PASSWORD, logInByApi } from '../support/api';
import { openInApp, QUIET_MS, watch, type Watch } from '../support/settle';

// The narrowest phone Puente serves: 360 px wide, touch, a phone's user agent.
const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
const NARROWEST = { ...IPHONE, viewport: { width: 360, height: 740 } };
test.describe.configure({ mode: 'parallel' });

const BROKER = { phone: '5511987654321', password: DEMO_PASSWORD };
type Role = 'guest' | 'buyer' | 'seller' | 'broker';
const ACCOUNTS = { buyer: BUYER, seller: SELLER, broker: BROKER };
/** Each role reads in the language of the people it stands for: the four languages, each once. */
const LANGUAGE: Record<Role, string> = { guest: 'english', buyer: 'spanish', seller: 'chinese_simplified', broker: 'portuguese' };

/** A first record of a list call, or nothing when the list is empty (the route is then visited bare). */
async function firstId(request: APIRequestContext, path: string, body: Record<string, unknown>, token?: string): Promise<number | undefined> {
  const reply = await call<{ list: Array<{ id: number }> }>(request, path, { currentPage: 1, everyNumber: 1, ...body }, token);
  return reply.list[0]?.id;
}

/** The query each route needs to show a real record rather than its "missing" state, as the role sees it. */
async function queries(request: APIRequestContext, role: Role, token?: string): Promise<Record<string, string>> {
  const found: Record<string, string> = { '/countryProductList': '?countryCode=BR' };
  const ids: Array<[string, number | undefined]> = [
    ['/productInfo', await firstId(request, '/api/goods/list', {})],
    ['/releaseInfo', await firstId(request, '/api/procurementRequirements/list', {})],
    ['/brokerInfo', await firstId(request, '/api/middleman/getCelebrityAgentList', {})],
    ['/newsInfo', await firstId(request, '/api/siteNews/list', { siteid: 3 })],
  ];
  if (token) {
    ids.push(
      ['/mine/messageDetail', await firstId(request, '/api/message/list', {}, token)],
      ['/mine/personalOrderDetails', await firstId(request, '/api/order/v2/getOrdersList', {}, token)],
      ['/mine/personalOrderBrokerDetails', await firstId(request, '/api/order/v2/getAgentOrdersList', {}, token)],
    );
    if (role === 'seller') {
      const brandId = await firstId(request, '/api/brand/list', { mine: 1 }, token);
      found['/mine/personalBrandFactory'] = `?brandId=${brandId}`;
      found['/mine/personalBrandFactoryEdit'] = `?brandId=${brandId}`;
      ids.push(['/mine/personalBrandFactoryDetails', await firstId(request, '/api/brandFactoryInspection/list', { brandId }, token)]);
    }
  }
  for (const [path, id] of ids) if (id !== undefined) found[path] = `?id=${id}`;
  return found;
}

/**
 * How far the page scrolls sideways, and the element that sticks out furthest past the screen (named
 * for the report). Measured against the layout viewport (`clientWidth`): on a phone the browser zooms
 * out to fit a page that is too wide, so `innerWidth` grows with the page and would always match it.
 */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    const screen = Math.min(window.innerWidth, document.documentElement.clientWidth);
    const excess = scroller.scrollWidth - screen;
    if (excess <= 0) return null;
    let widest = '';
    let right = screen + 0.5;
    // The furthest right edge; among equal ones the last in document order, the innermost. Fixed
    // bars (the tab bar, toasts) are left out: a zoomed-out page stretches them, they do not stretch it.
    const fixed = new Set<Element>();
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).position === 'fixed' || (element.parentElement && fixed.has(element.parentElement))) {
        fixed.add(element);
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right >= right - 0.5) {
        right = Math.max(right, box.right);
        const id = element.getAttribute('data-testid');
        widest = `${element.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''} “${(element.textContent ?? '').trim().slice(0, 40)}”`;
      }
    }
    return { excess, widest };
  });
}

/**
 * The page has settled wherever the route led (a guest at a members' page to the login form, a
 * member at / to their centre): nothing in flight for a moment, something shown, nothing loading,
 * and the same address twice in a row.
 */
async function settleWherever(page: Page, watched: Watch, path: string) {
  const deadline = Date.now() + 15_000;
  let last = '';
  for (;;) {
    if (watched.inFlight === 0 && Date.now() - watched.lastActivity > QUIET_MS) {
      const state = await page.evaluate(() => {
        if (document.querySelector('[data-testid="area-fallback"]')) return 'failed';
        const shown = document.querySelector('#puente-outlet > *, main h1, main form') && !document.querySelector('[data-testid="loading-state"]');
        return shown ? window.location.pathname + window.location.search : '';
      });
      if (state === 'failed') throw new Error(`${path} failed to render: ${watched.errors.join('\n') || 'the area did not load'}`);
      if (state && state === last) return;
      last = state;
    }
    if (Date.now() > deadline) throw new Error(`${path} did not settle (${watched.inFlight} requests in flight)`);
    await page.waitForTimeout(50);
  }
}

/** Visits every phone route in one page, moving as links do, and lists each route that scrolls sideways. */
async function sweep(browser: Browser, baseURL: string, role: Role): Promise<string[]> {
  const context = await browser.newContext({ ...NARROWEST, baseURL });
  try {
    const page = await context.newPage();
    const token = role === 'guest' ? undefined : (await logInByApi(page.request, ACCOUNTS[role])).token;
    const query = await queries(page.request, role, token);
    await page.addInitScript(
      ([t, language]) => {
        if (t) localStorage.setItem('token', t);
        localStorage.setItem('to', language!);
      },
      [token ?? '', LANGUAGE[role]],
    );
    const watched = watch(page);
    const found: string[] = [];
    for (const [index, route] of MOBILE_ROUTES.entries()) {
      const path = `${route.path}${query[route.path] ?? ''}`;
      await openInApp(page, path);
      await settleWherever(page, watched, path);
      await expect(page.locator('[data-site="mobile"]'), path).toBeVisible();
      if (index === 0) {
        // The measure itself is proved once: a block wider than the phone is found and named.
        await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div id="sweep-probe" style="width:400px;height:1px"></div>'));
        expect((await overflow(page))?.widest).toContain('div');
        await page.evaluate(() => document.getElementById('sweep-probe')?.remove());
      }
      const out = await overflow(page);
      if (out) found.push(`${path} (${role}, ${LANGUAGE[role]}): ${out.excess} px too wide, at ${out.widest}`);
    }
    expect(watched.errors, `${role}: errors while sweeping`).toEqual([]);
    return found;
  } finally {
    await context.close();
  }
}

for (const role of ['guest', 'buyer', 'seller', 'broker'] as const) {
  test(`no phone route scrolls sideways at 360 px for a ${role}, read in ${LANGUAGE[role]}`, async ({ browser, baseURL }) => {
    test.setTimeout(240_000);
    expect(await sweep(browser, baseURL!, role)).toEqual([]);
  });
}

test('the seller’s goods list reads on a 390 px phone in Chinese: names and categories keep their width, the actions take their own row', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...IPHONE, baseURL });
  const page = await context.newPage();
  const { token } = await logInByApi(page.request, SELLER);
  await page.addInitScript((t) => (localStorage.setItem('token', t), localStorage.setItem('to', 'chinese_simplified')), token);
  await page.goto('/mine/personalProduct');
  const row = page.getByTestId('goods-row').first();
  await expect(row).toBeVisible();
  const [rowBox, nameBox, categoryBox, actionsBox] = await Promise.all(
    [row, row.getByTestId('goods-row-name'), row.getByTestId('goods-row-category'), row.getByTestId('goods-row-actions')].map((l) => l.boundingBox()),
  );
  // The name and the category take the row's width beside the picture, not a character's.
  expect(nameBox!.width).toBeGreaterThan(rowBox!.width * 0.6);
  expect(categoryBox!.width).toBeGreaterThan(rowBox!.width * 0.6);
  const lineHeight = await row.getByTestId('goods-row-category').evaluate((e) => parseFloat(getComputedStyle(e).lineHeight) || 20);
  expect(categoryBox!.height).toBeLessThanOrEqual(lineHeight * 3);
  // The actions sit below the goods, each a 44 px target.
  expect(actionsBox!.y).toBeGreaterThanOrEqual(nameBox!.y + nameBox!.height);
  for (const box of await row
    .getByTestId('goods-row-actions')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height)))
    expect(box).toBeGreaterThanOrEqual(44);
  await context.close();
});

test('the phone’s product home gives every "see all" link a 44 px tap target', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ ...NARROWEST, baseURL });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
  await page.goto('/product');
  const links = page.getByTestId('section-more');
  await expect(links.filter({ hasText: 'Ver todo' }).first()).toBeVisible();
  for (const height of await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height))) expect(height).toBeGreaterThanOrEqual(44);
  await context.close();
});
