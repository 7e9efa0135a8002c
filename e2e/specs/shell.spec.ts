import { expect, test, type Page } from '@playwright/test';
import { BUYER } from '../pages/shell';
import { lastCodeFor, logInByApi, startSignedIn } from '../support/api';
import { LOCKS } from '../support/locks';

// Each proof stands alone: guests, fresh accounts, or the demo buyer's own bell (under its lock).
test.describe.configure({ mode: 'parallel' });

async function openUserMenu(page: Page) {
  await page.getByTestId('user-menu').getByRole('button').first().click();
}

test('a visitor registers with the SMS code from the development outbox and completes the profile', async ({ page }) => {
  const phone = `5491155${Date.now().toString().slice(-6)}`;
  await page.goto('/login?type=register');
  const form = page.getByTestId('register-form');
  await form.locator('input[name="phone"]').fill(phone);
  await page.getByTestId('send-code').click();
  await expect(form).toContainText(`We sent a code to ${phone}`);
  await form.locator('input[name="code"]').fill(await lastCodeFor(phone));
  await form.locator('input[name="password"]').fill('Tango#2026');
  await form.locator('input[name="confirm"]').fill('Tango#2026');
  await page.getByTestId('register-submit').click();
  const complete = page.getByTestId('complete-form');
  await complete.locator('input[name="nickname"]').fill('Mateo Díaz');
  await complete.getByRole('button', { name: 'Buy (buyer)' }).click();
  await complete.locator('select[name="country"]').selectOption('AR');
  await complete.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByTestId('header-nickname')).toHaveText('Mateo Díaz');
});

test('every screen follows the language: four languages, no untranslated keys', async ({ page }) => {
  const expected = { english: 'All categories', chinese_simplified: '全部分类', portuguese: 'Todas as categorias', spanish: 'Todas las categorías' };
  await page.goto('/productTrading');
  for (const [language, label] of Object.entries(expected)) {
    await page.getByTestId('language-select').selectOption(language);
    await expect(page.getByTestId('all-categories')).toContainText(label);
    await expect(page.getByTestId('product-landing')).toBeVisible();
    const text = await page.locator('body').innerText();
    expect(text).not.toMatch(/\b(chrome|landing|pages|broker|login|nav|states|header|footer|panel)\.[a-z][A-Za-z]+\b/);
  }
  // The choice reloads the page: the test ends once the reloaded page is in place, never mid-navigation.
  await Promise.all([page.waitForEvent('load'), page.getByTestId('language-select').selectOption('english')]);
  await expect(page.getByTestId('language-select')).toHaveValue('english');
});

test('a link in a language opens the page in it and keeps it; choosing another rewrites the address', async ({ page }) => {
  await page.goto('/productTrading?lang=es');
  await expect(page.getByTestId('all-categories')).toContainText('Todas las categorías');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The pages that follow carry no language: the link's became the reader's.
  await page.getByTestId('nav-technology').click();
  await expect(page.getByTestId('technology-landing')).toBeVisible();
  await expect(page.getByTestId('language-select')).toHaveValue('spanish');
  await page.goto('/aboutUs?lang=es');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('language-select').selectOption('portuguese')]);
  await expect(page).toHaveURL(/\/aboutUs\?lang=pt$/);
  await expect(page.getByTestId('language-select')).toHaveValue('portuguese');
  await expect(page).toHaveTitle(/^Sobre nós · Puente$/);
  await Promise.all([page.waitForEvent('load'), page.getByTestId('language-select').selectOption('english')]);
  await expect(page).toHaveURL(/\/aboutUs\?lang=en$/);
});

test('the currency persists across a reload and across remotes', async ({ page }) => {
  await page.goto('/productTrading');
  await page.getByTestId('currency-select').selectOption('MXN');
  await expect(page.getByTestId('currency-note')).toHaveAttribute('data-currency', 'MXN');
  await page.reload();
  await expect(page.getByTestId('currency-note')).toHaveAttribute('data-currency', 'MXN');
  await page.getByTestId('nav-technology').click();
  await expect(page.getByTestId('technology-landing')).toBeVisible();
  await expect(page.getByTestId('currency-select')).toHaveValue('MXN');
  await page.getByTestId('nav-product').click();
  await expect(page.getByTestId('currency-note')).toContainText('MX$');
  expect(await page.evaluate(() => localStorage.getItem('selectedCurrency'))).toBe('MXN');
  await Promise.all([page.waitForEvent('load'), page.getByTestId('currency-select').selectOption('USD')]);
  await expect(page.getByTestId('currency-select')).toHaveValue('USD');
});

test('the bell shows unread messages and marks them all read', { lock: LOCKS.demoBuyerBell }, async ({ page }) => {
  await startSignedIn(page, (await logInByApi(page.request, BUYER)).token);
  await page.goto('/productTrading');
  await expect(page.getByTestId('unread-badge')).toBeVisible();
  await page.getByTestId('message-bell').hover();
  await expect(page.getByTestId('unread-list')).toBeVisible();
  await page.getByTestId('mark-all-read').click();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await page.goto('/message');
  await expect(page.getByTestId('message-row').first()).toBeVisible();
  await page.getByTestId('message-row').first().click();
  await expect(page.getByTestId('message-details').getByRole('link', { name: 'View the order' })).toHaveAttribute('href', /\/personalOrderDetails\?id=\d+/);
});

test('the broker application shows every check of section 5 at its field at once, in order, then succeeds', async ({ page }) => {
  await page.goto('/productTrading');
  await page.getByTestId('become-broker').click();
  await expect(page.getByTestId('toast').last()).toContainText('Please log in first');
  await page.getByTestId('login-form').locator('input[name="phone"]').fill(BUYER.phone);
  await page.getByTestId('login-form').locator('input[name="password"]').fill(BUYER.password);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-nickname')).toHaveText(BUYER.nickname);
  await page.goto('/productTrading');
  await page.getByTestId('become-broker').click();
  const dialog = page.getByTestId('broker-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('broker-type-2').click();
  const fieldErrors = dialog.locator('[data-field-error]');
  await page.getByTestId('broker-submit').click();
  await expect(fieldErrors).toHaveText([
    'Enter the company name',
    'Upload a photo of the business licence',
    'Enter the business address',
    'Enter the bank name',
    'Enter the account-opening branch',
    'Enter the card number',
  ]);
  // Each error goes as its field is corrected.
  await dialog.locator('input[name="companyName"]').fill('Lucero Trading');
  await dialog.getByTestId('licence-input').setInputFiles({
    name: 'licence.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
  });
  await expect(dialog.getByTestId('licence-state')).toHaveText('Photo uploaded');
  await dialog.locator('input[name="businessAddress"]').fill('Av. Constitución 1500, Monterrey');
  await dialog.locator('input[name="receivingAccountBank"]').fill('Banorte');
  await dialog.locator('input[name="receivingOpenAccountBank"]').fill('Monterrey Centro');
  await expect(fieldErrors).toHaveText(['Enter the card number']);
  await dialog.locator('input[name="receivingAccountBankCardNumber"]').fill('4152 3133 0000 1234');
  await expect(fieldErrors).toHaveCount(0);
  await page.getByTestId('broker-submit').click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Application submitted' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await openUserMenu(page);
  await page.getByTestId('logout').click();
});

test('breadcrumbs and history work across pages of two remotes', async ({ page }) => {
  await page.goto('/productTrading?bc=trip');
  await expect(page.getByTestId('product-landing')).toBeVisible();
  await page.goto('/induStrial?bc=trip');
  // A page joins the trail once it is shown, as a reader sees it before moving on.
  await expect(page.getByTestId('product-landing')).toBeVisible();
  await page.goto('/technologyTrading?bc=trip');
  await expect(page.getByTestId('technology-landing')).toBeVisible();
  await page.goto('/newsInformation?bc=trip');
  const crumbs = page.getByTestId('breadcrumbs').getByTestId('crumb');
  await expect(crumbs).toHaveText(['Product trading', 'Industrial goods', 'Technology trading', 'News']);
  await crumbs.nth(1).click();
  await expect(page).toHaveURL(/\/induStrial\?bc=trip$/);
  // History spans both remotes (news started it afresh, spec section 2), and so does the about page.
  await page.getByTestId('recent-history').getByRole('button').first().click();
  await expect(page.getByTestId('recent-history')).toContainText('Industrial goods');
  await expect(page.getByTestId('recent-history')).toContainText('News');
  await expect(page.getByTestId('recent-history')).not.toContainText('Technology trading');
  await page.goto('/aboutUs');
  await expect(page.getByTestId('about-page')).toBeVisible();
  await page.goto('/problem');
  await page.getByTestId('recent-history').getByRole('button').first().click();
  await expect(page.getByTestId('recent-history')).toContainText('Frequently asked questions');
  await expect(page.getByTestId('recent-history')).toContainText('About us');
  await expect(page.getByTestId('recent-history')).not.toContainText('Industrial goods');
});

test('a member resets the password with a code and logs in with the new one', async ({ page }) => {
  const phone = `5491166${Date.now().toString().slice(-6)}`;
  // A fresh account, registered through the same screens.
  await page.goto('/login?type=register');
  const register = page.getByTestId('register-form');
  await register.locator('input[name="phone"]').fill(phone);
  await page.getByTestId('send-code').click();
  await register.locator('input[name="code"]').fill(await lastCodeFor(phone));
  await register.locator('input[name="password"]').fill('First#2026');
  await register.locator('input[name="confirm"]').fill('First#2026');
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('complete-form')).toBeVisible();
  await page.evaluate(() => localStorage.removeItem('token'));

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  const reset = page.getByTestId('reset-form');
  await reset.locator('input[name="phone"]').fill(phone);
  await reset.getByRole('button', { name: 'Send code' }).click();
  await expect(reset).toContainText(`We sent a code to ${phone}`);
  await reset.locator('input[name="code"]').fill(await lastCodeFor(phone));
  await reset.locator('input[name="password"]').fill('Second#2026');
  await reset.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your password was changed' })).toBeVisible();
  await page.getByTestId('login-form').locator('input[name="phone"]').fill(phone);
  await page.getByTestId('login-form').locator('input[name="password"]').fill('Second#2026');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('header-nickname')).toBeVisible();
});

test('at 1440 px the signed-in desktop header keeps each row on one line in every language, nothing clipped', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { token } = await logInByApi(page.request, BUYER);
  for (const language of ['portuguese', 'spanish', 'english', 'chinese_simplified']) {
    await page.addInitScript(
      ([value, to]) => {
        localStorage.setItem('token', value!);
        localStorage.setItem('to', to!);
      },
      [token, language],
    );
    await page.goto('/productTrading');
    await expect(page.getByTestId('become-broker')).toBeVisible();
    const rows = await page.evaluate(() => {
      const menu = document.querySelector('[data-testid="product-menu"]')!;
      const nav = document.querySelector('[data-testid="shell-header"] nav')!;
      const actions = document.querySelector('[data-testid="become-broker"]')!.getBoundingClientRect();
      const modes = nav.getBoundingClientRect();
      return {
        menuHeight: menu.getBoundingClientRect().height,
        navClipped: nav.scrollWidth - nav.clientWidth,
        sameRow: Math.abs(actions.top + actions.height / 2 - (modes.top + modes.height / 2)) < 8,
      };
    });
    // One line of tabs (about 43 px), the modes row showing every mode, the actions beside the modes.
    expect(rows.menuHeight, language).toBeLessThan(56);
    expect(rows.navClipped, language).toBeLessThanOrEqual(0);
    expect(rows.sameRow, language).toBe(true);
  }
});

test('the side widget never covers the page: hidden while the margin beside the column is too narrow, beside the column on a wide screen', async ({ page }) => {
  const { token } = await logInByApi(page.request, BUYER);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/personalOrder');
  await expect(page.getByTestId('shell-footer')).toBeVisible();
  await expect(page.getByTestId('side-widget')).toBeHidden();
  await page.setViewportSize({ width: 1680, height: 900 });
  const widget = page.getByTestId('side-widget');
  await expect(widget).toBeVisible();
  const column = await page.locator('main > div').first().boundingBox();
  const box = (await widget.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(column!.x + column!.width);
});
