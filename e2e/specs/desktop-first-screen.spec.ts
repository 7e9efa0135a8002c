import { expect, test } from '@playwright/test';
import { expectNoBlockingViolation } from '../support/checks';

// A desktop of 1440 × 900, as most sellers and many buyers read Puente.
const DESKTOP = { viewport: { width: 1440, height: 900 } };
test.use(DESKTOP);

test('a desktop goods page arrives drawn in its header, and the live page takes its place with nothing moving', async ({ page, browser, baseURL }) => {
  // What the html alone draws, before the scripts arrive (refused rather than switched off, so that axe can run).
  const bare = await browser.newContext({ ...DESKTOP, baseURL });
  await bare.route(/\.js(\?|$)/, (route) => route.abort());
  const html = await bare.newPage();
  // A Spanish link, as one shared in a chat: the drawn page and the live one speak its language.
  await html.goto('/productInfo?id=1&lang=es');
  const screen = html.locator('#puente-first-screen');
  const name = screen.getByRole('heading', { level: 1 });
  await expect(name).toBeVisible();
  await expect(screen.getByRole('banner').getByRole('link', { name: 'Comercio de productos' })).toBeVisible();
  const drawn = {
    name: (await name.textContent())!,
    box: (await name.boundingBox())!,
    price: (await screen
      .getByText(/^US\$[\d.,]+$/)
      .first()
      .textContent())!,
  };
  await expectNoBlockingViolation(html, 'desktop first screen');
  await bare.close();

  // With scripts, for a reader who has been reading (the bar's "Recently viewed" menu, which the
  // drawn first visit has not): the layout shifts the browser sees while the live page replaces the drawn one.
  await page.addInitScript(() => {
    const read = [
      { path: '/productInfo?id=2', title: 'Teléfono 5G' },
      { path: '/productList?keyword=solar', title: 'solar' },
    ];
    if (!sessionStorage.getItem('puente.history')) sessionStorage.setItem('puente.history', JSON.stringify(read));
    const shifts: number[] = [];
    (window as unknown as { shifts_: number[] }).shifts_ = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/productInfo?id=1&lang=es');
  const live = page.getByTestId('product-name');
  await expect(live).toHaveText(drawn.name);
  await expect(page.locator('#puente-first-screen')).toHaveCount(0);
  await expect(page.getByTestId('recent-history')).toBeVisible();
  // The same heading in the same place, and one page: nothing doubled.
  const box = (await live.boundingBox())!;
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(box[key]).toBeCloseTo(drawn.box[key], 0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByTestId('product-info')).toContainText(drawn.price);
  const shifts = await page.evaluate(() => (window as unknown as { shifts_: number[] }).shifts_);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  await expectNoBlockingViolation(page, 'live goods page');
});

for (const url of ['/countryInfo?code=BR&lang=pt', '/sophisticated?lang=es', '/cooperateList?lang=zh']) {
  test(`${url} arrives drawn on a desktop, and the live page's first heading stands where the drawn one stood`, async ({ page, browser, baseURL }) => {
    const bare = await browser.newContext({ ...DESKTOP, baseURL });
    await bare.route(/\.js(\?|$)/, (route) => route.abort());
    const html = await bare.newPage();
    await html.goto(url);
    const drawnHeading = html.locator('#puente-first-screen').getByRole('heading', { level: 1 });
    await expect(drawnHeading).toBeVisible();
    const drawn = { text: (await drawnHeading.textContent())!, box: (await drawnHeading.boundingBox())! };
    await bare.close();

    await page.goto(url);
    await expect(page.locator('#puente-first-screen')).toHaveCount(0);
    const live = page.getByRole('heading', { level: 1 });
    await expect(live).toHaveText(drawn.text);
    const box = (await live.boundingBox())!;
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(box[key]).toBeCloseTo(drawn.box[key], 0);
  });
}
