import { devices, expect, test } from '@playwright/test';
import { MobileTechnology } from '../pages/mobile-technology';
import { call } from '../support/api';
import { expectNoBlockingViolation } from '../support/checks';

// The phone of most buyers: 390 × 844, touch, a phone's user agent (the browser type is the project's chromium).
const { defaultBrowserType: _b, ...IPHONE } = devices['iPhone 13'];
test.use(IPHONE);
test.describe.configure({ mode: 'parallel' });

/** The six public trade bodies the footer links, in the content file's order (China's first). */
const PARTNERS = [
  ['partner-mofcom', 'CN', 'https://english.mofcom.gov.cn/'],
  ['partner-ccpit', 'CN', 'https://en.ccpit.org/'],
  ['partner-apexbrasil', 'BR', 'https://apexbrasil.com.br/'],
  ['partner-prochile', 'CL', 'https://www.prochile.gob.cl/'],
  ['partner-promperu', 'PE', 'https://www.gob.pe/promperu'],
  ['partner-procolombia', 'CO', 'https://procolombia.co/'],
] as const;

type Column = { id: number; name: string };

/** The technology site's columns and which of them are policy research (the site variable the pages read). */
async function columns(request: Parameters<typeof call>[0]) {
  const all = (await call<{ list: Column[] }>(request, '/api/siteColumn/list', { siteid: 3 })).list;
  const vars = (await call<{ list: Array<{ name: string; value: string }> }>(request, '/api/siteVar/list', { siteid: 3 })).list;
  const policyIds = new Set(
    vars
      .find((v) => v.name === 'policyResearchColumns')!
      .value.split(',')
      .map(Number),
  );
  return { news: all.filter((c) => !policyIds.has(c.id)), policy: all.filter((c) => policyIds.has(c.id)) };
}

test('a guest on a phone picks a news column, loads more without the list jumping, reads an article and goes back to the column', async ({ page }) => {
  const tech = new MobileTechnology(page);
  const { news } = await columns(page.request);
  await page.goto('/newsInformation');
  await tech.expectPhonePage();
  await expect(page.getByTestId('mobile-news-page')).toBeVisible();
  await expect(tech.chip('All columns')).toHaveAttribute('aria-current', 'true');
  await expect(tech.cards()).toHaveCount(8);

  // "Load more" adds the next articles below: the cards already read stay where they were.
  const eighth = tech.cards().nth(7);
  const before = await eighth.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  await page.getByTestId('load-more').click();
  await expect(tech.cards()).toHaveCount(16);
  expect(await eighth.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)).toBe(before);

  const deals = news.find((c) => c.name === 'Technology deals')!;
  await tech.chip(deals.name).click();
  await expect(page).toHaveURL(new RegExp(`/newsInformation\\?column=${deals.id}`));
  await expect(tech.chip(deals.name)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => tech.cardColumns()).toEqual(expect.arrayContaining([deals.id]));
  expect(new Set(await tech.cardColumns())).toEqual(new Set([deals.id]));

  const link = tech.cards().nth(1).getByTestId('news-link');
  const title = (await link.textContent())!;
  await link.click();
  await expect(page).toHaveURL(/\/newsInfo\?id=\d+/);
  await expect(page.getByTestId('article-title')).toHaveText(title);
  const paragraphs = page.getByTestId('article-body').locator('p');
  expect(await paragraphs.count()).toBeGreaterThan(1);
  expect((await paragraphs.first().textContent())!.length).toBeGreaterThan(80);
  // Readable on the phone: body text at 16 px or more, and the cover no wider than the article.
  expect(await paragraphs.first().evaluate((p) => parseFloat(getComputedStyle(p).fontSize))).toBeGreaterThanOrEqual(16);
  const article = page.getByTestId('news-article');
  const cover = article.locator('img').first();
  expect((await cover.boundingBox())!.width).toBeLessThanOrEqual((await article.boundingBox())!.width);

  await page.getByTestId('article-back').click();
  await expect(page).toHaveURL(new RegExp(`/newsInformation\\?column=${deals.id}`));
  await expect(tech.chip(deals.name)).toHaveAttribute('aria-current', 'true');
  await expect(tech.cards().first()).toBeVisible();
});

test('an article a phone opens is drawn by the html before any script, and the live article takes its place with no loading state seen between', async ({
  page,
  browser,
  baseURL,
}) => {
  const { list } = await call<{ list: Array<{ id: number; title: string }> }>(page.request, '/api/siteNews/list', { siteid: 3, currentPage: 1, everyNumber: 1 });
  const { id, title } = list[0]!;
  const url = `/newsInfo?id=${id}&lang=en`;
  // The html alone, as on a slow network before the scripts arrive: the article, its heading and its words.
  const bare = await browser.newContext({ ...IPHONE, baseURL });
  await bare.route(/\.js(\?|$)/, (route) => route.abort());
  const html = await bare.newPage();
  await html.goto(url);
  const screen = html.locator('#puente-first-screen');
  await expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const heading = await screen.getByRole('heading', { level: 1 }).boundingBox();
  await expectNoBlockingViolation(html, 'drawn article');
  await bare.close();

  // With scripts: every frame shows the drawn article or the live one, never a loading state or nothing.
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const look = () => {
      const first = document.getElementById('puente-first-screen');
      const live = document.querySelector('#puente-root [data-testid="article-title"]');
      const loading = document.querySelector('#puente-root [data-testid="loading-state"]');
      frames.push(first ? 'screen' : live ? 'live' : loading ? 'loading' : 'blank');
      if (!live || first) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(url);
  await expect(page.getByTestId('article-title')).toHaveText(title);
  await expect(page.locator('#puente-first-screen')).toHaveCount(0);
  const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
  expect(frames).toContain('screen');
  expect(frames.slice(frames.indexOf('screen')).filter((frame) => frame !== 'screen' && frame !== 'live')).toEqual([]);
  const live = await page.getByTestId('article-title').boundingBox();
  for (const key of ['x', 'y', 'width'] as const) expect(live![key]).toBeCloseTo(heading![key], 0);
});

test('/policyResearch on a phone lists the policy articles, and leads to the policy partners', async ({ page }) => {
  const tech = new MobileTechnology(page);
  const { policy } = await columns(page.request);
  await page.goto('/policyResearch');
  await tech.expectPhonePage();
  await expect(page.getByTestId('mobile-policy-page')).toBeVisible();
  // The columns come with their own call after the page shows: wait for them, then read them.
  await expect(page.getByTestId('news-column')).toHaveText(policy.map((c) => c.name));
  await expect(tech.chip(policy[0]!.name)).toHaveAttribute('aria-current', 'true');
  await expect(tech.cards().first()).toBeVisible();
  expect(await tech.cards().count()).toBeGreaterThanOrEqual(3);
  expect(new Set(await tech.cardColumns())).toEqual(new Set([policy[0]!.id]));

  await tech.cards().first().getByTestId('news-link').click();
  await expect(page.getByTestId('article-title')).toBeVisible();
  await page.getByTestId('article-back').click();
  await expect(page).toHaveURL(/\/policyResearch/);

  await page.getByTestId('partners-link').click();
  await expect(page).toHaveURL(/\/policyPartner$/);
  await expect(page.getByTestId('mobile-partners-page')).toBeVisible();
});

test('/policyPartner lists the six public trade bodies: each opens its details in place and links its official website in a new tab', async ({ page, context }) => {
  const tech = new MobileTechnology(page);
  // The official sites stand in for themselves: the proof is that the link opens them, not the internet.
  await context.route(/^https:\/\/(english\.mofcom\.gov\.cn|en\.ccpit\.org|apexbrasil\.com\.br|www\.prochile\.gob\.cl|www\.gob\.pe|procolombia\.co)\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Official site</title><p>Official site</p>' }),
  );
  await page.goto('/policyPartner');
  await tech.expectPhonePage();
  const cards = page.getByTestId('partner-card');
  await expect(cards).toHaveCount(6);
  expect(await cards.evaluateAll((els) => els.map((el) => [el.getAttribute('data-slug'), el.getAttribute('data-country')]))).toEqual(
    PARTNERS.map(([slug, country]) => [slug, country]),
  );
  for (const [slug, , website] of PARTNERS) {
    const link = tech.partner(slug).getByTestId('partner-website');
    await expect(link).toHaveAttribute('href', website);
    await expect(link).toHaveAttribute('target', '_blank');
    expect((await link.getAttribute('rel'))!.split(' ').sort()).toEqual(['noopener', 'noreferrer']);
  }

  const ccpit = tech.partner('partner-ccpit');
  await expect(ccpit.getByTestId('partner-name')).toHaveText('China Council for the Promotion of International Trade (CCPIT)');
  const toggle = ccpit.getByTestId('partner-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const details = ccpit.getByTestId('partner-details');
  await expect(details.getByRole('heading', { name: 'What it offers traders' })).toBeVisible();
  await expect(details.getByRole('listitem').filter({ hasText: 'Certificates of origin' })).toBeVisible();
  await expect(details.getByTestId('partner-note')).toContainText('not affiliated');
  await toggle.click();
  await expect(details).toHaveCount(0);

  const [popup] = await Promise.all([page.waitForEvent('popup'), tech.partner('partner-apexbrasil').getByTestId('partner-website').click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://apexbrasil.com.br/');
  // rel="noopener": the official site cannot reach back into Puente's page.
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
});

test('the phone’s news list arrives drawn by the html for the column its address names, and the live list takes its place asking none of its calls again', async ({
  page,
  browser,
  baseURL,
}) => {
  const { news } = await columns(page.request);
  const column = news.find((c) => c.name === 'Technology deals')!;
  const url = `/newsInformation?column=${column.id}&lang=es`;
  // The html alone: the column chosen and its articles, in the address's language.
  const bare = await browser.newContext({ ...IPHONE, baseURL });
  await bare.route(/\.js(\?|$)/, (route) => route.abort());
  const html = await bare.newPage();
  await html.goto(url);
  const screen = html.locator('#puente-first-screen');
  await expect(screen.getByRole('heading', { level: 1, name: 'Noticias' })).toBeVisible();
  await expect(screen.locator('a[aria-current="true"]')).toHaveAttribute('href', new RegExp(`column=${column.id}(&|$)`));
  const first = screen.locator('article h2 a').first();
  const drawn = { title: (await first.textContent())!, box: await first.boundingBox() };
  await bare.close();

  // With scripts: the articles the html carries are the list's own (the page asks the very same calls), so none is asked again.
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(siteColumn|siteNews)\/list$|\/api\/siteVar\/list$/.test(request.url()) && !request.postData()?.includes('"siteid":1')) asked.push(request.url());
  });
  await page.goto(url);
  const live = page.getByTestId('news-item').first().getByTestId('news-link');
  await expect(live).toHaveText(drawn.title);
  await expect(page.locator('#puente-first-screen')).toHaveCount(0);
  const box = await live.boundingBox();
  // In the same place, to a pixel (the live card's text may round otherwise).
  for (const key of ['x', 'y', 'width'] as const) expect([key, Math.abs(box![key] - drawn.box![key]) <= 1]).toEqual([key, true]);
  expect(asked).toEqual([]);
});
