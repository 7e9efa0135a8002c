import { expect, test } from '@playwright/test';
import { ContentAreas } from '../pages/content-areas';
import { ShellPage } from '../pages/shell';

// Each proof is a guest's reading: nothing on the server changes.
test.describe.configure({ mode: 'parallel' });

test('the menus switch product → technology → comprehensive: header, landing and padding change, the page never reloads', async ({ page }) => {
  const shell = new ShellPage(page);
  const areas = new ContentAreas(page);
  await page.goto('/productTrading');
  await expect(page.getByTestId('product-landing')).toBeVisible();
  await expect(shell.header()).toHaveAttribute('data-visit', 'product');
  await expect(page.getByTestId('header-search')).toBeVisible();
  expect(await areas.paddingTop()).toBe(0);
  await shell.markWindow();

  await shell.goToMode('technology');
  await expect(page).toHaveURL(/\/technologyTrading$/);
  await expect(page.getByTestId('technology-landing')).toBeVisible();
  await expect(page.getByTestId('product-landing')).toHaveCount(0);
  await expect(shell.header()).toHaveAttribute('data-visit', 'technology');
  await expect(page.getByTestId('header-search')).toHaveCount(0);
  await expect(shell.header()).toHaveCSS('position', 'fixed');
  await expect.poll(() => areas.paddingTop()).toBe(130);
  await expect(page.getByTestId('technology-requirement').first()).toBeVisible();

  await shell.goToMode('comprehensive');
  await expect(page).toHaveURL(/\/integratedComprehensive$/);
  await expect(page.getByTestId('comprehensive-landing')).toBeVisible();
  await expect(page.getByTestId('technology-landing')).toHaveCount(0);
  await expect(shell.header()).toHaveAttribute('data-visit', 'comprehensive');
  await expect(page.getByTestId('service-card')).toHaveCount(4);
  await expect.poll(() => areas.paddingTop()).toBe(130);

  // An inner page of the area: the header is solid and sticky again, and the content follows it.
  await page.getByTestId('area-nav-companyRegistration').click();
  await expect(page.getByTestId('service-registration')).toBeVisible();
  await expect(shell.header()).toHaveCSS('position', 'sticky');
  expect(await areas.paddingTop()).toBe(0);

  await shell.goToMode('product');
  await expect(page.getByTestId('product-landing')).toBeVisible();
  await expect(shell.header()).toHaveAttribute('data-visit', 'product');
  expect(await shell.windowStillMarked()).toBe(true);
});

test('the technology header turns solid between 100 and 500 px of scroll, the comprehensive one between 300 and 600 px', async ({ page }) => {
  const areas = new ContentAreas(page);
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.goto('/technologyTrading');
  await expect(page.getByTestId('landing-cooperation').getByTestId('page-card').first()).toBeVisible();
  expect(await areas.solidityAt(0)).toBe(0);
  expect(await areas.solidityAt(100)).toBe(0);
  expect(await areas.solidityAt(300)).toBe(0.5);
  expect(await areas.solidityAt(499)).toBeGreaterThan(0.99);
  expect(await areas.solidityAt(500)).toBe(1);
  expect(await areas.solidityAt(800)).toBe(1);

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('nav-comprehensive').click();
  await expect(page.getByTestId('landing-parks').getByTestId('page-card').first()).toBeVisible();
  expect(await areas.solidityAt(0)).toBe(0);
  expect(await areas.solidityAt(300)).toBe(0);
  expect(await areas.solidityAt(450)).toBe(0.5);
  expect(await areas.solidityAt(600)).toBe(1);
  expect(await areas.solidityAt(900)).toBe(1);
});

test('news pages through the columns and opens an article with its title and breadcrumb', async ({ page }) => {
  const areas = new ContentAreas(page);
  await page.goto('/technologyTrading');
  await page.getByTestId('area-nav-newsInformation').click();
  const list = page.getByTestId('news-list');
  await expect(page.getByTestId('pager-status')).toHaveText(/^Page 1 of (\d+)$/);
  const pages = Number((await page.getByTestId('pager-status').innerText()).match(/of (\d+)/)![1]);
  expect(pages).toBeGreaterThan(1);
  const firstPage = await list.getByTestId('news-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-id')));
  expect(firstPage).toHaveLength(8);

  await page.getByTestId('pager-next').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('pager-status')).toHaveText(`Page 2 of ${pages}`);
  // The pager follows the address at once; the list follows when page 2 has arrived.
  const ids = () => list.getByTestId('news-item').evaluateAll((items) => items.map((i) => i.getAttribute('data-id')));
  await expect.poll(ids).not.toEqual(firstPage);
  const secondPage = await ids();
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  await page.getByTestId('pager-previous').click();
  await expect(page.getByTestId('pager-status')).toHaveText(`Page 1 of ${pages}`);

  // One column only: every article is of that column.
  const column = page.getByTestId('news-column').nth(1);
  const columnName = await column.innerText();
  await column.click();
  await expect(column).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByTestId('news-item').first()).toContainText(columnName);

  const link = list.getByTestId('news-link').first();
  const title = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/newsInfo\?/);
  await expect(page.getByTestId('article-title')).toHaveText(title);
  await expect(page).toHaveTitle(`${title} · Puente`);
  expect(await areas.crumbs()).toEqual(['Home', 'News', title]);

  // A shared link to the article (no trail) still sits under News.
  const url = new URL(page.url());
  url.searchParams.delete('bc');
  await page.goto(url.pathname + url.search);
  await expect(page.getByTestId('article-title')).toHaveText(title);
  expect(await areas.crumbs()).toEqual(['Home', 'News', title]);
  // The earlier crumb leads back.
  await page.getByTestId('breadcrumbs').getByTestId('crumb').first().click();
  await expect(page.getByTestId('news-page')).toBeVisible();
});

test('a park detail page shows Home › Park showcase, says it is an illustrative entry and gives a contact', async ({ page }) => {
  const areas = new ContentAreas(page);
  await page.goto('/integratedComprehensive');
  await page.getByTestId('area-nav-parkList').click();
  await expect(page.getByTestId('parks-demo-notice')).toBeVisible();
  await expect(page.getByTestId('park-list').getByTestId('page-card')).toHaveCount(8);
  const card = page.getByTestId('park-list').getByTestId('page-card').nth(2);
  const name = await card.getByTestId('page-link').innerText();
  await card.getByTestId('page-link').click();
  await expect(page).toHaveURL(/\/parkDetails3\?/);
  await expect(page.getByTestId('page-title')).toHaveText(name);
  await expect(page.getByTestId('illustrative-badge')).toBeVisible();
  await expect(page.getByTestId('page-facts')).toContainText('Incentive regime');
  await expect(page.getByTestId('page-contact')).toContainText('@puente.example');
  await expect(page.getByTestId('page-note')).toContainText('Illustrative demo entry');
  expect(await areas.crumbs()).toEqual(['Home', 'Park showcase', name]);

  for (const n of [1, 8]) {
    await page.goto(`/parkDetails${n}`);
    await expect(page.getByTestId('park-details').getByTestId('page-title')).toBeVisible();
    expect((await areas.crumbs()).slice(0, 2)).toEqual(['Home', 'Park showcase']);
  }
});

test('a guide helps act: company registration in Brazil lists steps, documents and a way to ask', async ({ page }) => {
  await page.goto('/companyRegistration');
  await page.getByTestId('pages-registration').locator('[data-slug="company-registration-brazil"]').getByTestId('page-link').click();
  const guide = page.getByTestId('service-guide');
  await expect(guide.getByTestId('page-title')).toHaveText('Registering a company in Brazil');
  await expect(guide).toContainText('RADAR');
  await expect(guide.locator('section')).toHaveCount(4);
  // The way to ask is the enquiry form that ends the guide (specs/enquiries.spec.ts sends one).
  await guide.getByRole('button', { name: 'Contact the services desk' }).click();
  await expect(page.locator('#enquiry')).toBeInViewport();
  await expect(page.getByTestId('enquiry-form').locator('[name="subject"]')).toHaveValue('Registering a company in Brazil');
});

test('the technology pages link publishing and details to the requirement pages', async ({ page }) => {
  await page.goto('/technologyProduvt?type=equipmentExport');
  await expect(page.getByTestId('type-tab').and(page.locator('[data-type="equipmentExport"]'))).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByTestId('technology-requirement');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Equipment export');
  await expect(page.getByTestId('publish-technology').first()).toHaveAttribute('href', '/releaseRequirements?kind=technology');
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/releaseInfo\?id=\d+/);
});
