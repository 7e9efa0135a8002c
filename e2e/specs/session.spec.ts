import { expect, test } from '@playwright/test';
import { BUYER, ShellPage } from '../pages/shell';

// Each proof stands alone: a failed sign-in, a session of its own, a guest.
test.describe.configure({ mode: 'parallel' });

test('login checks the rules of section 5 before sending, then shows the server’s answer', async ({ page }) => {
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.locator('input[name="phone"]').fill('55 11 x');
  await form.locator('input[name="password"]').fill('123');
  await page.getByTestId('login-submit').click();
  await expect(form).toContainText('A phone number may only contain digits (spaces, brackets, + and - are allowed)');
  await expect(form).toContainText('The password must have 6 to 16 characters');

  await form.locator('input[name="phone"]').fill(BUYER.phone);
  await form.locator('input[name="password"]').fill('wrong-password');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('toast')).toContainText('The phone number or password is wrong');
});

test('logout clears the session and a guest is sent to log in for the personal centre', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/technologyTrading');
  await shell.logIn();
  await expect(page).toHaveURL(/\/technologyTrading$/);
  await page.getByTestId('user-menu').getByRole('button').first().click();
  // A buyer's quotation list is the requests they sent.
  await expect(page.getByTestId('menu-quotations')).toHaveAttribute('href', '/personalQuotationMine');
  await page.getByTestId('logout').click();
  await expect(page.getByTestId('login-link')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/personalPanel');
  await expect(page).toHaveURL(/\/login\?redirect=%2FpersonalPanel$/);
});

test('a Spanish reader gets Spanish pages, titles and messages, and downloads no other language', async ({ page, baseURL }) => {
  const strings: string[] = [];
  page.on('request', (request) => {
    const name = /\/((?:shell-)?strings-[a-z_]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) strings.push(name);
  });
  // The reader chose Spanish on an earlier visit: the choice is kept in storage, and in the cookie the server reads to preload that language's strings.
  await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
  await page.context().addCookies([{ name: 'puente-language', value: 'spanish', url: baseURL! }]);
  await page.goto('/integratedComprehensive');
  await expect(page.getByTestId('comprehensive-landing')).toContainText('Servicios para hacer negocios en el exterior');
  await expect(page).toHaveTitle('Servicios integrales · Puente');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(strings.sort()).toEqual(['shell-strings-spanish', 'strings-spanish']);
  // A contract message comes from the Spanish strings too.
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-form')).toContainText('Introduce un número de teléfono');
});
