import { devices, expect, test } from '@playwright/test';
import { expectFits, expectNoBlockingViolation } from '../support/checks';

test.describe.configure({ mode: 'parallel' });

test.describe('on a computer', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a Spanish reader types "telefono" in the header, moves to a suggestion with the keyboard and lands on the phone', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
    await page.goto('/');
    const field = page.getByTestId('header-search').getByTestId('search-input');
    await field.click();
    await field.pressSequentially('telefono', { delay: 40 });
    const suggestions = page.getByTestId('header-search').getByRole('listbox');
    await expect(suggestions.getByRole('option').first()).toContainText('Teléfono inteligente');
    await expect(suggestions).toContainText('Teléfonos inteligentes');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expectNoBlockingViolation(page, 'suggestions open');
    const chosen = (await suggestions.getByRole('option').first().textContent())!.trim();
    await field.press('ArrowDown');
    await expect(suggestions.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/productInfo\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
  });

  test('a query with a typo shows the goods it meant and says so; the words stay in the box', async ({ page }) => {
    await page.goto('/');
    const field = page.getByTestId('header-search').getByTestId('search-input');
    await page.getByTestId('search-source').selectOption('industry');
    await field.fill('soalr panel');
    await field.press('Escape');
    await field.press('Enter');
    await expect(page).toHaveURL(/classificationlanding\?.*keyword=soalr/);
    await expect(page.getByTestId('search-corrected')).toHaveText('Showing results for “solar panel”');
    await expect(page.getByTestId('goods-card')).toHaveCount(3);
    await expect(page.getByTestId('goods-card').first()).toContainText('solar module');
    await expect(field).toHaveValue('soalr panel');
    // Reloaded (or shared), the results page still shows its words in the box.
    await page.reload();
    await expect(page.getByTestId('header-search').getByTestId('search-input')).toHaveValue('soalr panel');
  });

  test('a query with no result says so, offers "did you mean" and the categories, and each leads to goods', async ({ page }) => {
    await page.goto('/classificationlanding?source=industry&type=1981&keyword=solar%20bananas');
    await expect(page.getByTestId('no-results')).toBeVisible();
    await expect(page.getByText('No goods match “solar bananas”.')).toBeVisible();
    const nearby = page.getByTestId('did-you-mean');
    await expect(nearby.getByRole('button')).toHaveText([/^bananas \(\d+\)$/, /^solar \(\d+\)$/]);
    await expect(page.getByTestId('no-results-categories')).toContainText('Fresh fruit');
    await expectNoBlockingViolation(page, 'no result');
    await nearby.getByRole('button', { name: /^bananas/ }).click();
    await expect(page).toHaveURL(/keyword=bananas/);
    await expect(page.getByTestId('goods-card').first()).toContainText('bananas');
    // Coffee is an industrial good: among China's brands the same word points there.
    await page.goto('/classificationlanding?source=china&type=1980&keyword=coffee');
    await page
      .getByTestId('did-you-mean')
      .getByRole('button', { name: /coffee in Industrial goods/ })
      .click();
    await expect(page).toHaveURL(/source=industry/);
    await expect(page.getByTestId('goods-card').first()).toContainText('coffee');
  });
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _b, ...IPHONE } = devices['iPhone 13'];
  test.use(IPHONE);

  test('a buyer taps a suggestion under the phone’s search field, and a word with no result offers the categories', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('to', 'portuguese'));
    await page.goto('/product');
    const field = page.getByTestId('mobile-search-input');
    await field.click();
    await field.pressSequentially('celul', { delay: 40 });
    const suggestions = page.getByTestId('mobile-search').getByRole('listbox');
    await expect(suggestions.getByTestId('suggestion-categories').first()).toContainText('Smartphones');
    await expectFits(page, 'suggestions');
    const option = suggestions.getByTestId('suggestion-goods').first();
    expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const chosen = (await option.textContent())!.trim();
    await option.tap();
    await expect(page).toHaveURL(/\/productInfo\?id=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen);
    await page.goto('/productList?source=china&type=1980&keyword=qqxxzz');
    await expect(page.getByText('Nenhum produto corresponde a “qqxxzz”.')).toBeVisible();
    await page.getByTestId('no-results-categories').getByRole('button').first().tap();
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    await expect(page).toHaveURL(/id=\d+/);
  });
});
