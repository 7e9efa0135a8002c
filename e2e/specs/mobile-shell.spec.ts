import { devices, expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../shared/src/contract/routes';
import { BUYER } from '../pages/shell';
import { call, lastCodeFor, logInByApi } from '../support/api';
import { expectFits, expectNoBlockingViolation } from '../support/checks';
import { openInApp, QUIET_MS, watch, type Watch } from '../support/settle';

// The phone of most buyers: 390 × 844, touch, a phone's user agent (the browser type is the project's chromium).
const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
test.use(IPHONE);
test.describe.configure({ mode: 'parallel' });

async function signIn(page: Page) {
  const { token } = await logInByApi(page.request, BUYER);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/** The page is the phone's: its header and tab bar, not the desktop chrome, and no "not found". */
async function expectPhonePage(page: Page) {
  await expect(page.locator('[data-site="mobile"]')).toBeVisible();
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await expect(page.getByTestId('tab-bar')).toBeVisible();
  await expect(page.getByTestId('shell-header')).toHaveCount(0);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
}

test("a phone sees its header before any script runs, and the shell's header takes its place without moving the mark", async ({ page, browser, baseURL }) => {
  // What the html alone draws, as on a slow network before the scripts arrive.
  const bare = await browser.newContext({ ...IPHONE, baseURL, javaScriptEnabled: false });
  const html = await bare.newPage();
  await html.goto('/product');
  const frame = html.locator('.puente-first-paint header');
  await expect(frame).toBeVisible();
  const drawn = { header: await frame.boundingBox(), mark: await frame.getByRole('link', { name: 'Puente' }).boundingBox() };
  const inkBefore = await frame.getByText('Puente').evaluate((element) => getComputedStyle(element).color);
  await expect(frame.getByRole('link', { name: 'Puente' })).toHaveAttribute('href', '/product');
  await bare.close();

  await page.goto('/product');
  await expectPhonePage(page);
  await expect(page.locator('.puente-first-paint')).toHaveCount(0);
  const header = page.getByTestId('mobile-header');
  const mark = header.getByRole('link', { name: 'Puente' });
  const shown = { header: await header.boundingBox(), mark: await mark.boundingBox() };
  expect(shown.header!.height).toBeCloseTo(drawn.header!.height, 0);
  for (const key of ['x', 'y', 'height'] as const) expect(shown.mark![key]).toBeCloseTo(drawn.mark![key], 0);
  expect(Math.abs(shown.mark!.width - drawn.mark!.width)).toBeLessThanOrEqual(1);
  expect(await header.getByText('Puente').evaluate((element) => getComputedStyle(element).color)).toBe(inkBefore);
});

test('a phone’s login arrives drawn: what the reader types before the scripts come stays, and logs in once they do', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  // The shell's script is held back, as on a slow network, until the reader has typed.
  let arrive = () => undefined as void;
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login?redirect=%2FproductList%3Fsource%3Dchina', { waitUntil: 'domcontentloaded' });
  const screen = page.locator('#puente-first-screen');
  await expect(screen.getByRole('heading', { name: 'Log in to Puente' })).toBeVisible();
  await expectNoBlockingViolation(page, 'drawn login');
  await screen.getByLabel('Phone number (with country code)').fill(BUYER.phone);
  await screen.getByLabel('Password', { exact: true }).fill(BUYER.password);
  // Before the scripts a form sends nothing: the password never reaches an address.
  await page.keyboard.press('Enter');
  await expect(screen.getByLabel('Password', { exact: true })).toBeFocused();

  arrive();
  const form = page.getByTestId('login-form');
  await expect(form).toBeVisible();
  await expect(screen).toHaveCount(0);
  await expect(form.locator('input[name="phone"]')).toHaveValue(BUYER.phone);
  await expect(form.locator('input[name="password"]')).toHaveValue(BUYER.password);
  await expect(form.locator('input[name="password"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/productList\?source=china$/);
  expect(visited.filter((url) => url.includes(BUYER.password) || url.includes(BUYER.phone))).toEqual([]);
});

test('the side menu opens at 67 % of the screen and closes; becoming a broker without a session says to log in first', async ({ page }) => {
  await page.goto('/product');
  await page.getByTestId('mobile-menu-button').click();
  const menu = page.getByTestId('side-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByTestId('side-menu-categories-china').getByRole('link').first()).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(Math.round((box.width / 390) * 100)).toBe(67);
  await menu.getByRole('button', { name: 'Close the menu' }).click();
  await expect(menu).toHaveCount(0);

  await page.getByTestId('mobile-menu-button').click();
  await page.getByTestId('side-menu-become-broker').click();
  await expect(page.getByText('Please log in first')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('registration on the phone: the SMS code, a password, the profile step, then home', async ({ page }) => {
  const phone = `5521${Date.now().toString().slice(-7)}`;
  await page.goto('/regist');
  await expectPhonePage(page);
  const form = page.getByTestId('register-form');
  await form.getByLabel('Phone number (with country code)').fill(phone);
  await form.getByTestId('send-code').click();
  await form.getByLabel('Verification code').fill(await lastCodeFor(phone));
  await form.getByLabel('Password', { exact: true }).fill('Compra#2026');
  await form.getByLabel('Repeat the password').fill('Compra#2026');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/completeInformation/);
  await expect(page.getByTestId('mobile-complete-page')).toBeVisible();
  await expectFits(page, '/completeInformation');
});

test('a desktop link opened on a phone lands on its phone route with the same query; the footer switches to the desktop site and remembers it', async ({ page }) => {
  await page.goto('/productTrading?from=share');
  await expect(page).toHaveURL(/\/product\?from=share$/);
  await page.goto('/personalOrderDetails?id=7');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmine%2FpersonalOrderDetails%3Fid%3D7$/);
  await page.goto('/productInfo?id=1&name=Drill');
  await expect(page).toHaveURL(/\/productInfo\?id=1&name=Drill$/);

  await page.getByTestId('site-switch').click();
  await expect(page.getByTestId('shell-header')).toBeVisible();
  // The server knows the choice too: this reader's html no longer draws a phone's header.
  const served = async () => (await page.request.get('/productTrading', { headers: { accept: 'text/html' } })).text();
  expect(await served()).not.toContain('puente-first-paint');
  await page.goto('/mine/personalCenter');
  await expect(page).toHaveURL(/\/login\?redirect=%2FpersonalPanel/);
  await page.goto('/regist');
  await expect(page).toHaveURL(/\/login\?type=register$/);
  await page.getByTestId('site-switch').click();
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  expect(await served()).toContain('puente-first-paint');
});

/**
 * Goes to a route inside the running page, as a link does (no reload: the sweep measures the pages,
 * not the downloads), and waits until nothing is loading and the network has been quiet a moment.
 */
async function openAndSettle(page: Page, watched: Watch, path: string) {
  await openInApp(page, path);
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const quiet = watched.inFlight === 0 && Date.now() - watched.lastActivity > QUIET_MS;
    if (quiet && (await page.locator('[data-testid="loading-state"]').count()) === 0) return;
    await page.waitForTimeout(50);
  }
}

test('no route of the desktop table scrolls sideways on a phone whose reader chose the desktop site', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.addInitScript(() => localStorage.setItem('puente.site', 'desktop'));
  const watched = watch(page);
  for (const route of ROUTES) {
    await openAndSettle(page, watched, route.path);
    await expect(page.locator('[data-site="desktop"]')).toBeVisible();
    await expectFits(page, `${route.path} (desktop site at 390 px)`);
  }
});

/** What a tap at the middle of the element would land on is the element itself (nothing fixed lies over it). */
async function expectTappable(page: Page, testId: string) {
  const target = page.getByTestId(testId).getByRole('link').first();
  await expect(target).toBeVisible();
  // Measured once the page has settled: the chrome renders in slices, and the menu may move into place.
  await expect
    .poll(
      () =>
        target.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(top && element.contains(top));
        }),
      { message: `${testId} is under something` },
    )
    .toBe(true);
}

test('the technology and comprehensive menus are tappable on a phone, on the phone site and on the desktop site', async ({ page }) => {
  await page.goto('/technologyTrading');
  await expectTappable(page, 'technology-menu');
  await page.goto('/integratedComprehensive');
  await expectTappable(page, 'comprehensive-menu');
  await page.getByTestId('site-switch').click();
  await expect(page.getByTestId('shell-header')).toBeVisible();
  await expectTappable(page, 'comprehensive-menu');
  await page.goto('/technologyTrading');
  await expectTappable(page, 'technology-menu');
});

test('on the narrowest phone (360 px) long Spanish and Portuguese words never widen a page: the profile step, the contact page, an order with its step bar and prices', async ({
  browser,
  baseURL,
  request,
}) => {
  const { token } = await logInByApi(request, BUYER);
  const { list } = await call<{ list: Array<{ id: number }> }>(request, '/api/order/v2/getOrdersList', { currentPage: 1, everyNumber: 1 }, token);
  for (const language of ['spanish', 'portuguese']) {
    const context = await browser.newContext({ ...IPHONE, baseURL, viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.addInitScript(([t, l]) => (localStorage.setItem('token', t!), localStorage.setItem('to', l!)), [token, language]);
    for (const [path, testId] of [
      ['/completeInformation', 'mobile-complete-page'],
      ['/contactUs', 'contact-page'],
      [`/mine/personalOrderDetails?id=${list[0]!.id}`, 'progress-phase'],
    ] as const) {
      // The first page loads; the others are reached inside it, as a link does.
      await openInApp(page, path);
      await expect(page.getByTestId(testId).first(), `${language} ${path}`).toBeVisible();
      await expectFits(page, `${language} ${path}`);
    }
    await context.close();
  }
});
