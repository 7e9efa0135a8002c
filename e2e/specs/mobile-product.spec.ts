import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type Page } from '@playwright/test';
import { registerBuyer } from '../support/api';

// The phone of most buyers: 390 × 844, touch, a phone's user agent.
const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
test.use(IPHONE);
test.describe.configure({ mode: 'parallel' });

test('on a phone a guest searches, sorts in the bottom sheet, opens a product, is asked to log in, comes back and adds it to the cart', async ({ page }) => {
  const buyer = await registerBuyer(page.request, 'Camila Rocha');
  await page.goto('/product');
  await expect(page.getByTestId('mobile-home')).toBeVisible();
  await page.getByTestId('mobile-search-input').fill('smartphone');
  await page.getByTestId('mobile-search-input').press('Enter');
  await expect(page).toHaveURL(/\/productList\?.*keyword=smartphone/);
  const list = page.getByTestId('mobile-product-list');
  await expect(list.getByTestId('goods-card').first()).toBeVisible();

  await page.getByTestId('open-filters').click();
  const sheet = page.getByTestId('filters-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByTestId('mobile-sort').selectOption('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
  await sheet.getByTestId('show-results').click();
  await expect(sheet).toHaveCount(0);
  // Cheapest first: the prices on the cards do not go down.
  const prices = await list
    .getByTestId('goods-card')
    .evaluateAll((cards) => cards.map((card) => Number((card.textContent ?? '').match(/\$([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, ''))));
  expect(prices.length).toBeGreaterThan(1);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);

  await list.getByTestId('goods-card').first().click();
  await expect(page).toHaveURL(/\/productInfo\?id=\d+/);
  const productUrl = page.url();
  await expect(page.getByTestId('swipe-gallery')).toBeVisible();
  const actions = page.getByTestId('buy-actions');
  await expect(actions).toBeInViewport();
  await actions.getByTestId('add-to-cart').click();
  await expect(page.getByText('Please log in first')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  const form = page.getByTestId('login-form');
  await form.locator('input[name="phone"]').fill(buyer.phone);
  await form.locator('input[name="password"]').fill(buyer.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(productUrl);
  await page.getByTestId('buy-actions').getByTestId('add-to-cart').click();
  await expect(page.getByText(/added/)).toBeVisible();
  await expect(page.getByTestId('tab-cart-count')).toHaveText('1');

  // The cart's total and checkout stay in view above the tab bar, never under it.
  await page.getByTestId('tab-cart').click();
  const bar = page.getByTestId('cart-bar');
  await expect(bar).toBeInViewport();
  const [barBox, tabsBox] = [await bar.boundingBox(), await page.getByTestId('tab-bar').boundingBox()];
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(tabsBox!.y + 1);
  const [scrollWidth, viewport] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scrollWidth).toBe(viewport);
});

test('the phone’s home leads from a category to its goods, and from a pavilion to its country’s goods', async ({ page }) => {
  await page.goto('/product');
  await page.getByTestId('mobile-source-industry').click();
  const category = page.getByTestId('mobile-categories').locator('a').first();
  await expect(category).toBeVisible();
  await category.click();
  await expect(page).toHaveURL(/\/productList\?source=industry&type=1981&id=\d+/);
  await expect(page.getByTestId('mobile-product-list')).toBeVisible();
  await page.goto('/product');
  await page.getByTestId('mobile-pavilions').locator('a[href^="/countryProductList"]').first().click();
  await expect(page).toHaveURL(/\/countryProductList\?code=[A-Z]{2}/);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

async function expectNoBlockingViolation(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

test('axe finds no serious or critical violation on the product area’s phone pages, the filters sheet open too', async ({ page }) => {
  await page.goto('/product');
  await expect(page.getByTestId('hot-goods').getByTestId('goods-card').first()).toBeVisible();
  await expectNoBlockingViolation(page, '/product');
  await page.goto('/productList?source=china&type=1980&keyword=smartphone');
  await expect(page.getByTestId('goods-card').first()).toBeVisible();
  await expectNoBlockingViolation(page, '/productList');
  await page.getByTestId('open-filters').click();
  await expect(page.getByTestId('filters-sheet').getByTestId('source-china')).toBeVisible();
  await expectNoBlockingViolation(page, 'filters sheet');
  await page.getByTestId('filters-sheet').getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('goods-card').first().click();
  await expect(page.getByTestId('product-name')).toBeVisible();
  await expectNoBlockingViolation(page, '/productInfo');
});
