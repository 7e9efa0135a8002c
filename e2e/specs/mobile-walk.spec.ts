import { devices, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MOBILE_ROUTES, type MobileRouteEntry } from '../../shared/src/contract/routes';
import { SELLER } from '../pages/personal';
import { BUYER } from '../pages/shell';
import { call, DEMO_PASSWORD, logInByApi } from '../support/api';
import { blockingViolations, describeViolations } from '../support/checks';
import { openInApp, QUIET_MS, watch, type Watch } from '../support/settle';

/**
 * The phone walk: every route of the mobile table, once for each role, at the narrowest phone
 * Puente serves (360 px wide, touch, a phone's user agent), each role reading the language of the
 * people it stands for. At each route the walk checks, in one visit, what every role must get
 * (the phone's frame, nothing scrolling sideways, no crash) and what the route's area promises the
 * role (its page, or the login a guest is sent to; the personal centre's phone layout), and runs axe
 * where the page is the role's own.
 */
const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
const NARROWEST = { ...IPHONE, viewport: { width: 360, height: 740 } };
test.use(NARROWEST);
test.describe.configure({ mode: 'parallel' });

const BROKER = { phone: '5511987654321', password: DEMO_PASSWORD };
type Role = 'guest' | 'buyer' | 'seller' | 'broker';
type Member = Exclude<Role, 'guest'>;
const ACCOUNTS = { buyer: BUYER, seller: SELLER, broker: BROKER };
/** Each role reads in the language of the people it stands for: the four languages, each once. */
const LANGUAGE: Record<Role, string> = { guest: 'english', buyer: 'spanish', seller: 'chinese_simplified', broker: 'portuguese' };

// ---- The shell's phone pages.

/** The test id of each shell phone page, as a member sees it (the root and /login lead a member on). */
const SHELL_PAGE: Record<string, string> = {
  '/regist': 'mobile-register-page',
  '/completeInformation': 'mobile-complete-page',
  '/problem': 'mobile-faq-page',
  '/problemInfo': 'mobile-faq-answer-page',
  '/complaint': 'complaint-page',
  '/contactUs': 'contact-page',
  '/aboutUs': 'about-page',
  '/contactInformation': 'contact-page',
  '/mine/message': 'messages-page',
  '/mine/changePassword': 'mobile-change-password-page',
  '/mine/brokerApplication': 'mobile-broker-page',
};

// ---- The product area's phone pages.

/** The test id of each product phone page. */
const PRODUCT_PAGE: Record<string, string> = {
  '/product': 'mobile-home',
  '/productList': 'mobile-product-list',
  '/productInfo': 'product-info',
  '/productQuotation': 'quotation-request',
  '/productOrder': 'mobile-orders',
  '/productOrderCart': 'checkout-page',
  '/productShoppingCart': 'cart-page',
  '/productEmption': 'checkout-page',
  '/cashRegister': 'cashier-page',
  '/releaseList': 'my-requirements',
  '/releaseRequirements': 'requirement-form',
  '/releaseListAll': 'mobile-requirement-list',
  '/releaseInfo': 'requirement-info',
  '/brokerList': 'broker-list',
  '/brokerInfo': 'broker-info',
  '/cooperateList': 'cooperate-list',
  '/productCountry': 'product-country',
  '/countryList': 'pavilion-list',
  '/countryProductList': 'pavilion-goods',
};

/** The product pages a guest is sent to log in for (with the route, query and all, to come back to). */
const PRODUCT_NEEDS_SESSION = new Set([
  '/productOrder',
  '/productOrderCart',
  '/productShoppingCart',
  '/productEmption',
  '/cashRegister',
  '/releaseList',
  '/releaseRequirements',
  '/productQuotation',
]);

// ---- The technology area's phone pages.

/** What each technology phone page shows once its content has come. */
const TECHNOLOGY_READY: Record<string, string> = {
  '/newsInformation': 'news-item',
  '/newsInfo': 'article-title',
  '/policyResearch': 'news-item',
  '/policyPartner': 'partner-card',
};

// ---- The personal centre's phone pages.

/** Whom each personal centre page is for: its axe check is taken as that role (the others are a buyer's). */
const PERSONAL_OWNER: Record<string, Member> = {
  '/mine/personalProduct': 'seller',
  '/mine/personalProductEdit': 'seller',
  '/mine/personalBrand': 'seller',
  '/mine/personalBrandEdit': 'seller',
  '/mine/personalBrandFactory': 'seller',
  '/mine/personalBrandFactoryEdit': 'seller',
  '/mine/personalBrandFactoryDetails': 'seller',
  '/mine/personalQuotation': 'seller',
  '/mine/personalAccount': 'seller',
  '/mine/personalCapitalFlow': 'seller',
  '/mine/withdraw': 'seller',
  '/mine/personalWithdrawal': 'seller',
  '/mine/addPersonalWithdrawal': 'seller',
  '/mine/personalOrderBroker': 'broker',
  '/mine/personalOrderBrokerDetails': 'broker',
  '/mine/personalBusiness': 'broker',
};

/** The pages axe reads for each role: the shell's, product and technology pages a reader reaches first, and each role's own. */
function axeFor(role: Role, route: MobileRouteEntry): boolean {
  const { area, path } = route;
  if (role === 'guest') return ['/product', '/regist', '/problem', '/login', '/productList', '/productInfo'].includes(path) || area === 'technology';
  if (area === 'personal') return (PERSONAL_OWNER[path] ?? 'buyer') === role;
  if (role !== 'buyer') return false;
  return area === 'product' || ['/mine/message', '/mine/changePassword', '/mine/brokerApplication', '/completeInformation'].includes(path);
}

/** A first record of a list call, or nothing when the list is empty (the route is then visited bare). */
async function firstId(request: APIRequestContext, path: string, body: Record<string, unknown>, token?: string): Promise<number | undefined> {
  const reply = await call<{ list: Array<{ id: number }> }>(request, path, { currentPage: 1, everyNumber: 1, ...body }, token);
  return reply.list[0]?.id;
}

/** The query each route needs to show a real record rather than its "missing" state, as the role sees it. */
async function queries(request: APIRequestContext, role: Role, token?: string): Promise<Record<string, string>> {
  const { list: goods } = await call<{ list: Array<{ id: number; minOrder: number }> }>(request, '/api/goods/list', { source: 'china', currentPage: 1, everyNumber: 1 });
  const { list: news } = await call<{ list: Array<{ id: number; title: string }> }>(request, '/api/siteNews/list', { siteid: 3, currentPage: 1, everyNumber: 1 });
  const g = goods[0]!;
  const items = `${g.id}:${g.minOrder}`;
  const found: Record<string, string> = {
    '/countryProductList': '?code=BR',
    // A guest's search from the phone's home: China's brands, for a word.
    '/productList': role === 'guest' ? '?source=china&type=1980&keyword=smartphone' : '?source=china&type=1980',
    '/productInfo': `?id=${g.id}`,
    '/newsInfo': `?id=${news[0]!.id}&name=${encodeURIComponent(news[0]!.title)}`,
  };
  const ids: Array<[string, number | undefined]> = [
    ['/releaseInfo', await firstId(request, '/api/procurementRequirements/list', {})],
    ['/brokerInfo', await firstId(request, '/api/middleman/getCelebrityAgentList', {})],
  ];
  // The buyer's pages of an order are checked on the demo buyer's goods and orders (a guest is sent to log in from them).
  if (role === 'guest' || role === 'buyer') {
    const buyer = role === 'buyer' ? token! : (await logInByApi(request, BUYER)).token;
    Object.assign(found, {
      '/productQuotation': `?goodsId=${g.id}`,
      '/productOrderCart': `?items=${items}&fromCart=1`,
      '/productEmption': `?items=${items}`,
    });
    ids.push(['/cashRegister', await firstId(request, '/api/order/v2/getOrdersList', {}, buyer)]);
  }
  if (token) {
    ids.push(
      ['/mine/messageDetail', await firstId(request, '/api/message/list', {}, token)],
      ['/mine/personalOrderDetails', await firstId(request, '/api/order/v2/getOrdersList', {}, token)],
      ['/mine/personalOrderBrokerDetails', await firstId(request, '/api/order/v2/getAgentOrdersList', {}, token)],
    );
    if (role === 'seller') {
      const brandId = await firstId(request, '/api/brand/list', { mine: 1 }, token);
      expect(brandId, 'the demo seller has a brand').toBeDefined();
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
 * member at / to the phone's home): nothing in flight for a moment, something shown, nothing
 * loading, and the same address twice in a row.
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

/** The page is the phone's: its header and tab bar around it, not the desktop chrome, and no "not found". */
async function expectPhonePage(page: Page, where: string) {
  await expect(page.locator('[data-site="mobile"]'), where).toBeVisible();
  await expect(page.getByTestId('mobile-header'), where).toBeVisible();
  await expect(page.getByTestId('tab-bar'), where).toBeVisible();
  await expect(page.getByTestId('shell-header'), where).toHaveCount(0);
  await expect(page.getByTestId('not-found'), where).toHaveCount(0);
}

/** What the route's area promises this role on this page, checked once it has settled. */
async function expectAreaPage(page: Page, role: Role, route: MobileRouteEntry, path: string) {
  const where = `${path} (${role}, ${LANGUAGE[role]})`;
  if (route.area === 'shell') {
    await expectPhonePage(page, where);
    const shown = SHELL_PAGE[route.path];
    if (role === 'guest') {
      if (route.auth) await expect(page, where).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(route.path)}`));
      else if (shown) await expect(page.getByTestId(shown), where).toBeVisible();
      // A guest at / came to shop: the phone's home, not a login form.
      else if (route.path === '/') await expect(page, where).toHaveURL(/\/product$/);
      else await expect(page.getByTestId('login-page'), where).toBeVisible();
    } else if (role === 'buyer') {
      if (shown) await expect(page.getByTestId(shown), where).toBeVisible();
      // A member opening the root goes on to the phone's home.
      else if (route.path === '/') await expect(page, where).toHaveURL(/\/product$/);
    }
  } else if (route.area === 'product') {
    if (role === 'guest' || role === 'buyer') {
      await expect(page.getByTestId('tab-bar'), where).toBeVisible();
      if (role === 'guest' && PRODUCT_NEEDS_SESSION.has(route.path)) await expect(page, where).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
      else await expect(page.getByTestId(PRODUCT_PAGE[route.path]!), where).toBeVisible();
      await expect(page.getByTestId('not-found'), where).toHaveCount(0);
      // A checkout's submit button is measured once its preview has made it ready.
      if (role === 'buyer' && (await page.getByTestId('submit-order').count())) await expect(page.getByTestId('submit-order'), where).toBeEnabled();
    }
  } else if (route.area === 'technology') {
    if (role === 'guest') {
      await expectPhonePage(page, where);
      await expect(page.getByTestId('technology-menu'), where).toHaveCount(0);
      await expect(page.getByTestId(TECHNOLOGY_READY[route.path]!).first(), where).toBeVisible();
      // The partners' details are part of the page a reader sees: they are checked opened.
      if (route.path === '/policyPartner') {
        await page.getByTestId('partner-toggle').first().click();
        await expect(page.getByTestId('partner-details').getByRole('listitem').first(), where).toBeVisible();
      }
    }
  } else if (route.area === 'personal' && role !== 'guest') {
    await expect(page, where).toHaveURL(new RegExp(`${route.path}(\\?|$)`));
    await expect(page.getByTestId('personal-phone-layout'), where).toBeVisible();
    for (const absent of ['personal-menu', 'not-found', 'login-page', 'error-state']) await expect(page.getByTestId(absent), where).toHaveCount(0);
  }
  await expect(page.getByTestId('loading-state'), where).toHaveCount(0);
}

/** A guest reads the phone's home with its goods, its side menu open, and the goods search with its filters sheet open. */
async function guestExtras(page: Page, path: string, axe: (where: string) => Promise<void>) {
  if (path === '/product') {
    await expect(page.getByTestId('hot-goods').getByTestId('goods-card').first()).toBeVisible();
    await axe(path);
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByTestId('side-menu-categories-china').getByRole('link').first()).toBeVisible();
    await axe('side menu');
    await page.getByTestId('side-menu').getByRole('button', { name: 'Close the menu' }).click();
    await expect(page.getByTestId('side-menu')).toHaveCount(0);
    return true;
  }
  if (path.startsWith('/productList')) {
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await axe('/productList');
    await page.getByTestId('open-filters').click();
    await expect(page.getByTestId('filters-sheet').getByTestId('source-china')).toBeVisible();
    await axe('filters sheet');
    await page.getByTestId('filters-sheet').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('filters-sheet')).toHaveCount(0);
    return true;
  }
  if (path.startsWith('/productInfo')) await expect(page.getByTestId('product-name')).toBeVisible();
  return false;
}

for (const role of ['guest', 'buyer', 'seller', 'broker'] as const) {
  test(`every phone route, for a ${role} reading ${LANGUAGE[role]} at 360 px: the role's page in the phone's frame, nothing scrolls sideways, axe is clean on the role's own pages`, async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const token = role === 'guest' ? undefined : (await logInByApi(page.request, ACCOUNTS[role])).token;
    const query = await queries(page.request, role, token);
    await page.addInitScript(
      ([t, language]) => {
        if (t) localStorage.setItem('token', t);
        localStorage.setItem('to', language!);
      },
      [token ?? '', LANGUAGE[role]],
    );
    const axeFindings: string[] = [];
    const axe = async (where: string) => {
      axeFindings.push(...describeViolations(`${where} (${role})`, await blockingViolations(page)));
    };
    const watched = watch(page);
    const tooWide: string[] = [];
    // The first route loads the page; the others are reached as a link does, each once it has settled.
    for (const [index, route] of MOBILE_ROUTES.entries()) {
      const path = `${route.path}${query[route.path] ?? ''}`;
      await openInApp(page, path);
      // The page's own requests start within the quiet window the settling waits for.
      watched.lastActivity = Date.now();
      await settleWherever(page, watched, path);
      await expect(page.locator('[data-site="mobile"]'), path).toBeVisible();
      if (index === 0) {
        // The measure itself is proved once: a block wider than the phone is found and named.
        await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div id="sweep-probe" style="width:400px;height:1px"></div>'));
        expect((await overflow(page))?.widest).toContain('div');
        await page.evaluate(() => document.getElementById('sweep-probe')?.remove());
      }
      await expectAreaPage(page, role, route, path);
      const out = await overflow(page);
      if (out) tooWide.push(`${path} (${role}, ${LANGUAGE[role]}): ${out.excess} px too wide, at ${out.widest}`);
      const done = role === 'guest' && (await guestExtras(page, path, axe));
      if (!done && axeFor(role, route)) await axe(route.path);
    }
    expect(watched.errors, `${role}: errors while walking`).toEqual([]);
    expect(tooWide, 'pages that scroll sideways').toEqual([]);
    expect(axeFindings, 'serious or critical axe violations').toEqual([]);
  });
}

test('the seller’s goods list reads on a 390 px phone in Chinese: names and categories keep their width, the actions take their own row', async ({ page }) => {
  await page.setViewportSize(IPHONE.viewport);
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
});

test('the phone’s product home gives every "see all" link a 44 px tap target', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
  await page.goto('/product');
  const links = page.getByTestId('section-more');
  await expect(links.filter({ hasText: 'Ver todo' }).first()).toBeVisible();
  for (const height of await links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().height))) expect(height).toBeGreaterThanOrEqual(44);
});
