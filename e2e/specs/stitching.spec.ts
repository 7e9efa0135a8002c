import { expect, test } from '@playwright/test';
import { BUYER, ShellPage } from '../pages/shell';

// Each proof stands alone: a broken remote is a route in its own page, never on the server.
test.describe.configure({ mode: 'parallel' });

test('a visitor crosses product, technology, comprehensive and the personal centre without a page reload', async ({ page }) => {
  const shell = new ShellPage(page);
  await page.goto('/productTrading');
  await expect(page.getByTestId('product-landing')).toBeVisible();
  await expect(page.getByTestId('category-card').first()).toBeVisible();
  await shell.markWindow();

  await shell.goToMode('technology');
  await expect(page).toHaveURL(/\/technologyTrading$/);
  await expect(page.getByTestId('technology-landing')).toBeVisible();
  await expect(page.getByTestId('column-card').first()).toBeVisible();
  await expect(page.getByTestId('product-landing')).toHaveCount(0);
  await expect(page).toHaveTitle('Technology trading · Puente');

  await shell.goToMode('comprehensive');
  await expect(page.getByTestId('comprehensive-landing')).toBeVisible();
  await expect(shell.header()).toHaveAttribute('data-visit', 'comprehensive');

  await shell.logIn();
  await shell.goToMode('personal');
  await expect(page.getByTestId('panel-nickname')).toContainText(BUYER.nickname);

  expect(await shell.windowStillMarked()).toBe(true);
  expect(await shell.runtimeCounts()).toEqual({ react: 1, store: 1 });
});

test('the redirects of the route catalogue lead to real pages', async ({ page }) => {
  await page.goto('/product');
  await expect(page).toHaveURL(/\/productTrading$/);
  await expect(page.getByTestId('product-landing')).toBeVisible();
  await page.goto('/mine');
  // A guest is asked to log in and brought back to the personal centre afterwards.
  await expect(page).toHaveURL(/\/login\?redirect=%2FpersonalPanel$/);
});

test('the currency chosen in the shell is the one a remote shows', async ({ page }) => {
  await page.goto('/productTrading');
  await expect(page.getByTestId('currency-note')).toHaveAttribute('data-currency', 'USD');
  await page.getByTestId('currency-select').selectOption('BRL');
  await expect(page.getByTestId('currency-note')).toHaveAttribute('data-currency', 'BRL');
  await expect(page.getByTestId('currency-note')).toContainText('R$');
  await page.goto('/induStrial');
  await expect(page.getByTestId('currency-note')).toContainText('BRL');
});

test('with one remote unreachable, the chrome and the other areas keep working', async ({ page }) => {
  await page.route('**/remotes/mf-technology/**', (route) => route.abort());
  const shell = new ShellPage(page);
  await page.goto('/productTrading');
  await expect(page.getByTestId('product-landing')).toBeVisible();

  await shell.goToMode('technology');
  const fallback = page.getByTestId('area-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback).toHaveAttribute('data-area', 'technology');
  await expect(shell.header()).toBeVisible();
  await expect(page.getByTestId('shell-footer')).toBeVisible();

  await shell.goToMode('comprehensive');
  await expect(page.getByTestId('comprehensive-landing')).toBeVisible();
  await expect(fallback).toHaveCount(0);

  // Back on the dead area, the fallback offers a retry that works once the files are reachable.
  await shell.goToMode('technology');
  await expect(fallback).toBeVisible();
  await page.unroute('**/remotes/mf-technology/**');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByTestId('technology-landing')).toBeVisible();
});

test('a remote built against another contract major is refused with a clear message', async ({ page }) => {
  await page.route('**/remotes/mf-comprehensive/mf-manifest.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.metaData.puente.contract = '2.0.0';
    await route.fulfill({ response, json: manifest });
  });
  await page.goto('/integratedComprehensive');
  await expect(page.getByTestId('area-incompatible')).toContainText('built for another version of the platform');
  await expect(page.getByTestId('shell-header')).toBeVisible();
});

test('a remote whose code throws is contained: its area shows the fallback, the rest works', async ({ page }) => {
  await page.route('**/remotes/mf-comprehensive/__federation_expose_app*.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken release");' }),
  );
  const shell = new ShellPage(page);
  await page.goto('/integratedComprehensive');
  await expect(page.getByTestId('area-fallback')).toHaveAttribute('data-area', 'comprehensive');
  await shell.goToMode('product');
  await expect(page.getByTestId('product-landing')).toBeVisible();
});
