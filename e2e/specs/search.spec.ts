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

  test('words that find nothing together are set aside and said; a query with no result offers the categories, and each leads to goods', async ({ page }) => {
    await page.goto('/classificationlanding?keyword=solar%20bananas');
    await expect(page.getByTestId('goods-card').first()).toContainText('bananas');
    await expect(page.getByTestId('search-set-aside')).toHaveText('Words that did not narrow the results: “solar”');
    await page.goto('/classificationlanding?keyword=qqxxzz');
    await expect(page.getByTestId('no-results')).toBeVisible();
    await expect(page.getByText('No goods match “qqxxzz”.')).toBeVisible();
    await expectNoBlockingViolation(page, 'no result');
    await page.getByTestId('no-results-categories').getByRole('button').first().click();
    await expect(page).toHaveURL(/id=\d+/);
    await expect(page.getByTestId('goods-card').first()).toBeVisible();
    // Coffee is an industrial good: among China's brands the same word points there.
    await page.goto('/classificationlanding?source=china&type=1980&keyword=coffee');
    await page
      .getByTestId('did-you-mean')
      .getByRole('button', { name: /coffee in Industrial goods/ })
      .click();
    await expect(page).toHaveURL(/source=industry/);
    await expect(page.getByTestId('goods-card').first()).toContainText('coffee');
    // The chosen source shows beside the count and is removed in a click: the whole catalogue again.
    await page.getByTestId('source-chip').click();
    await expect(page).not.toHaveURL(/source=/);
    await expect(page.getByTestId('source-chip')).toHaveCount(0);
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

  test('a Spanish buyer finds goods with the words around them: the header searches the whole catalogue, "barato" lists the cheapest first, the requirement centre finds by a word of a title', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
    await page.goto('/product');
    const field = page.getByTestId('mobile-search-input');
    await field.fill('paneles solares');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/productList\?keyword=paneles/);
    const list = page.getByTestId('mobile-product-list');
    await expect(list.getByTestId('goods-card').first()).toContainText(/solar/i);
    await expect(list.getByTestId('source-chip')).toHaveCount(0);
    const solar = await list.getByTestId('goods-card').count();
    expect(solar).toBeGreaterThanOrEqual(3);
    await expectFits(page, 'results for paneles solares');

    await page.goto('/product');
    await page.getByTestId('mobile-search-input').fill('celular 5g barato');
    await page.getByTestId('mobile-search-input').press('Enter');
    await expect(page.getByTestId('search-cheapest')).toHaveText('Los más baratos primero, como pediste');
    const cards = list.getByTestId('goods-card');
    await expect(cards.first()).toContainText('5G');
    const names = await cards.allTextContents();
    expect(names.every((name) => /5G/.test(name))).toBe(true);
    const prices = await cards.evaluateAll((all) => all.map((card) => Number((card.textContent ?? '').match(/\$([\d,]+\.\d\d)/)?.[1]?.replace(/,/g, ''))));
    expect(prices.length).toBeGreaterThan(1);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    await expectNoBlockingViolation(page, 'cheapest first');

    await page.goto('/releaseListAll');
    // The list arrives drawn by the server; the words are typed into the live page's box.
    await expect(page.locator('#puente-first-screen')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Buscar demandas' }).fill('paneles solares');
    await page.getByRole('textbox', { name: 'Buscar demandas' }).press('Enter');
    await expect(page.getByTestId('requirement-row').first()).toContainText(/paneles solares/i);
    await page.getByRole('textbox', { name: 'Buscar demandas' }).fill('qqxxzz');
    await page.getByRole('textbox', { name: 'Buscar demandas' }).press('Enter');
    await expect(page.getByText('Ninguna demanda coincide con “qqxxzz”.')).toBeVisible();
    await page.getByTestId('requirements-clear-keyword').tap();
    await expect(page.getByTestId('requirement-row').first()).toBeVisible();
  });
});
