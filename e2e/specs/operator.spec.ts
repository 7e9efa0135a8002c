import fs from 'node:fs';
import path from 'node:path';
import { devices, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PNG_PIXEL } from '../pages/personal';
import { call, DEMO_PASSWORD, logInByApi, SELLER } from '../support/api';
import { expectFits, expectNoBlockingViolation } from '../support/checks';
import { LOCKS } from '../support/locks';
import { openInApp, settle, watch } from '../support/settle';

/**
 * The operators' console against the marketplace server, which runs the real review flow (no
 * auto-pass): each proof has a seller, a buyer and the operator meet in their own browsers. The
 * proofs change different records (new goods, one application, one order, the peso's rate, one
 * freight lane), so they run side by side.
 */
test.describe.configure({ mode: 'parallel' });

const OPERATOR = { phone: '8613911872046', password: DEMO_PASSWORD };
const ROOT = path.resolve(__dirname, '../..');

/** A page signed in as `account`, in its own browser context. */
async function signedIn(browser: Browser, request: APIRequestContext, account: { phone: string; password: string }): Promise<Page> {
  const { token } = await logInByApi(request, account);
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('token', value), token);
  return context.newPage();
}

const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];

/** The demo seller on their phone, in Chinese. */
async function chineseSellerOnPhone(browser: Browser, request: APIRequestContext): Promise<Page> {
  const { token } = await logInByApi(request, SELLER);
  const context = await browser.newContext({ ...IPHONE });
  await context.addInitScript((value) => (localStorage.setItem('token', value), localStorage.setItem('to', 'chinese_simplified')), token);
  return context.newPage();
}

test('the console is one more entry in the registry, and the shell knows nothing of it', { lock: LOCKS.remoteRegistry }, async ({ request }) => {
  const registry = (await (await request.get('/remotes.json')).json()) as { remotes: Array<{ name: string; area: string; entry: string }> };
  expect(registry.remotes.map((remote) => remote.area)).toEqual(['product', 'technology', 'comprehensive', 'personal', 'operator']);
  expect(registry.remotes.find((remote) => remote.area === 'operator')).toMatchObject({ name: 'mf_operator', entry: '/remotes/mf-operator/mf-manifest.json' });
  // Neither the shell's sources nor its build name the console: it arrives by the registry alone.
  const mentions = (dir: string): string[] =>
    fs.readdirSync(dir, { recursive: true, withFileTypes: true }).flatMap((entry) => {
      if (!entry.isFile() || !/\.(tsx?|js|json|html)$/.test(entry.name)) return [];
      const file = path.join(entry.parentPath, entry.name);
      return /mf[-_]operator|operatorReview|calls\.operator/.test(fs.readFileSync(file, 'utf8')) ? [path.relative(ROOT, file)] : [];
    });
  expect([...mentions(path.join(ROOT, 'shell', 'src')), ...mentions(path.join(ROOT, 'shell', 'dist'))]).toEqual([]);
});

test('every console page passes axe and fits a tablet held upright, and refuses a buyer', async ({ browser, request }) => {
  test.slow();
  const operatorApi = await logInByApi(request, OPERATOR);
  const first = async (path: string, body: Record<string, unknown> = {}) =>
    (await call<{ list: Array<{ id: number }> }>(request, path, { currentPage: 1, everyNumber: 1, ...body }, operatorApi.token)).list[0]!;
  const order = await first('/api/operator/orders/list', { queue: 'settlement' });
  const user = await first('/api/operator/users/list', { query: 'Lucía' });
  const pages = [
    '/operator',
    '/operatorReview',
    '/operatorReviewDetails?kind=goods&id=2',
    '/operatorBrokers',
    '/operatorOrders',
    `/operatorOrderDetails?id=${order.id}`,
    '/operatorRates',
    '/operator/freight',
    '/operatorInbox',
    '/operatorUsers',
    `/operatorUserDetails?id=${user.id}`,
  ];
  const operator = await signedIn(browser, request, OPERATOR);
  await operator.setViewportSize({ width: 820, height: 1180 });
  // The first page loads the console; the others are reached as its links reach them, each once it has settled.
  const watched = watch(operator);
  for (const path of pages) {
    await openInApp(operator, path);
    // The page's own requests start within the quiet window settle waits for.
    watched.lastActivity = Date.now();
    await settle(operator, watched, new URL(path, 'http://x').pathname);
    await expect(operator.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(operator.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoBlockingViolation(operator, path);
    await expectFits(operator, path);
  }
  // Broker application's panel, open.
  await openInApp(operator, '/operatorBrokers');
  await operator.getByTestId('broker-open').first().click();
  await expect(operator.getByTestId('broker-panel')).toBeVisible();
  await expectNoBlockingViolation(operator, '/operatorBrokers (open)');
  await operator.context().close();

  const buyer = await signedIn(browser, request, { phone: '5215512345678', password: DEMO_PASSWORD });
  await buyer.goto('/operatorReview');
  await expect(buyer.getByText('The operations console is for platform operators. Sign in with an operator account to use it.')).toBeVisible();
  await buyer.context().close();
});

test('submitted goods wait for the operator: a Chinese seller on a phone has them rejected with a reason they read in Chinese, fixes and resubmits them, the operator passes them, then a buyer finds them', async ({
  browser,
  request,
}) => {
  test.slow();
  const seller = await logInByApi(request, SELLER);
  const mark = `Zv${Date.now().toString(36)}`;
  const wrongName = `无线冲击钻 ${mark} 最低价请致电 +86 138 0013 8000`;

  // The seller publishes them in the goods form, on a phone in Chinese, where the review is promised.
  const shop = await chineseSellerOnPhone(browser, request);
  await shop.goto('/personalProduct');
  await shop.getByTestId('publish-goods').click();
  const form = shop.getByTestId('goods-form');
  await expect(form).toContainText('每次修改都需经过 Puente 审核后买家才能看到。');
  await form.locator('select[name="category-0"]').selectOption({ index: 1 });
  await form.locator('input[name="name.chinese_simplified"]').fill(wrongName);
  await shop.getByTestId('goods-images-input').setInputFiles({ name: 'drill.png', mimeType: 'image/png', buffer: PNG_PIXEL });
  await expect(form.getByTestId('uploaded-file')).toHaveCount(1);
  await form.locator('input[name="price"]').fill('89.90');
  await form.locator('input[name="minOrder"]').fill('20');
  await form.locator('input[name="stock"]').fill('3000');
  // A cordless drill (8467.21), six to a 14 kg carton, from Ningbo.
  await form.locator('input[name="hsCode"]').fill('8467.21');
  await form.locator('input[name="cartonUnits"]').fill('6');
  await form.locator('input[name="cartonWeightKg"]').fill('14');
  await form.locator('input[name="cartonVolumeM3"]').fill('0.048');
  await form.locator('select[name="shipFrom"]').selectOption('CNNGB');
  await shop.getByTestId('goods-submit').click();
  // Written in Chinese alone: the form says, in Chinese, which buyer languages are missing and lets the seller submit anyway.
  await expect(shop.getByTestId('missing-languages-warning')).toContainText('部分买家语言尚未填写');
  await shop.getByRole('button', { name: '仍然提交' }).click();
  await expect(shop).toHaveURL(/\/personalProduct$/);
  const own = shop.getByTestId('goods-row').filter({ hasText: mark });
  await expect(own.getByTestId('audit-status')).toHaveAttribute('data-status', '0000');
  await expect(own.getByTestId('audit-status')).toHaveText('审核中');
  const saved = { id: Number(await own.getAttribute('data-goods-id')) };

  // Buyers see nothing of it while it waits.
  const hidden = await call<{ total: number }>(request, '/api/goods/list', { keyword: mark, currentPage: 1, everyNumber: 10 });
  expect(hidden.total).toBe(0);
  const details = (await (await request.post('/api/goods/details', { data: { id: saved.id } })).json()) as { result: number };
  expect(details.result).not.toBe(1);

  // The operator finds it in the queue, reads it and rejects it with a reason.
  const operator = await signedIn(browser, request, OPERATOR);
  await operator.goto('/operatorReview');
  const row = operator.getByTestId('review-table').getByRole('row').filter({ hasText: mark });
  await expect(row).toBeVisible();
  await row.getByTestId('review-open').click();
  await expect(operator.getByTestId('review-details')).toContainText(wrongName);
  // What the landed-cost estimate will read, for the operator to check against the goods.
  await expect(operator.getByTestId('review-details')).toContainText('8467.21');
  await expect(operator.getByTestId('review-details')).toContainText('Ningbo-Zhoushan (CNNGB)');
  await expect(operator.getByTestId('review-status')).toHaveText('Under review');
  const reason = 'Names may not carry phone numbers or prices: put the contact in your shop profile.';
  await operator.getByTestId('review-reject-reason').fill(reason);
  await operator.getByTestId('review-reject-submit').click();
  await expect(operator.getByText('Rejected: the seller has the reason.').first()).toBeVisible();

  // The seller reads the reason, fixes the name and submits again.
  await shop.reload();
  await expect(own.getByTestId('audit-status')).toHaveAttribute('data-status', '2000');
  await expect(own.getByTestId('audit-status')).toHaveText('已驳回');
  await expect(own).toContainText(`驳回原因：${reason}`);
  await shop.goto(`/personalProductEdit?id=${saved.id}`);
  const nameField = shop.locator('input[name="name.chinese_simplified"]');
  await expect(nameField).toHaveValue(wrongName);
  const fixedName = `无线冲击钻 ${mark} 20V 无刷电机`;
  await nameField.fill(fixedName);
  await shop.getByTestId('goods-submit').click();
  await shop.getByRole('button', { name: '仍然提交' }).click();
  await expect(shop.getByText('已保存，审核通过后即可销售。')).toBeVisible();
  const resubmitted = await call<{ data: { auditStatus: string; names: { english: string } } }>(request, '/api/goods/myProductDetails', { id: saved.id }, seller.token);
  expect(resubmitted.data).toMatchObject({ auditStatus: '0000', names: { chinese_simplified: fixedName } });
  expect((await call<{ total: number }>(request, '/api/goods/list', { keyword: mark, currentPage: 1, everyNumber: 10 })).total).toBe(0);

  // The operator sees the history and passes it.
  await operator.goto(`/operatorReviewDetails?kind=goods&id=${saved.id}`);
  await expect(operator.getByTestId('review-details')).toContainText(fixedName);
  await expect(operator.getByTestId('audit-log')).toContainText(reason);
  // The rejection reads as a decision, not as its fields.
  const rejection = operator.getByTestId('audit-entry').filter({ hasText: 'Review rejected' });
  await expect(rejection.getByTestId('audit-said')).toHaveText(`Refused: ${reason}`);
  await expect(operator.getByTestId('audit-log')).not.toContainText('audit_status');
  await operator.getByTestId('review-pass').click();
  await expect(operator.getByText('Passed: it is public now.').first()).toBeVisible();

  // The console's latest decisions name the goods and say what was decided, with a readable date.
  await operator.goto('/operator');
  const decision = operator.getByTestId('audit-entry').filter({ hasText: fixedName }).first();
  await expect(decision.getByTestId('audit-subject')).toHaveText(`Goods “${fixedName}” (#${saved.id})`);
  await expect(decision.getByTestId('audit-said')).toHaveText('Approved · Put on sale');
  await expect(decision).toContainText(/by .+, [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(decision).not.toContainText('putaway');

  // A buyer finds it by searching.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await buyer.goto('/');
  const field = buyer.getByTestId('header-search').getByTestId('search-input');
  await field.fill(mark);
  await field.press('Enter');
  await expect(buyer.getByTestId('goods-card')).toHaveCount(1);
  await expect(buyer.getByTestId('goods-card')).toContainText(fixedName);
  // On sale, the Chinese name marked as written in Chinese for a buyer reading English.
  await expect(buyer.getByTestId('goods-card').getByTestId('text-language')).toHaveText('Written in Chinese');
  await Promise.all([operator.context().close(), shop.context().close(), buyerContext.close()]);
});

test('a broker application is approved, and an arbitration is decided with a partial refund that both ledgers show', async ({ browser, request }) => {
  test.slow();
  const operatorApi = await logInByApi(request, OPERATOR);
  const operator = await signedIn(browser, request, OPERATOR);

  // Broker application: Camila's, pending since the demo began.
  await operator.goto('/operatorBrokers');
  const application = operator.getByTestId('broker-row').filter({ hasText: 'Camila Rojas' });
  await application.getByTestId('broker-open').click();
  const panel = operator.getByTestId('broker-panel');
  await expect(panel).toContainText('Bancolombia');
  await panel.getByTestId('broker-approve').click();
  await expect(operator.getByText('Approved: they are a broker now.').first()).toBeVisible();
  await expect(operator.getByTestId('broker-row').filter({ hasText: 'Camila Rojas' })).toHaveCount(0);
  await operator.getByTestId('broker-status-approved').click();
  await expect(operator.getByTestId('broker-row').filter({ hasText: 'Camila Rojas' })).toBeVisible();
  const found = await call<{ list: Array<{ id: number; broker: boolean }> }>(
    request,
    '/api/operator/users/list',
    { query: '573015550142', currentPage: 1, everyNumber: 5 },
    operatorApi.token,
  );
  expect(found.list[0]).toMatchObject({ broker: true });

  // Arbitration: the seller's pending balance and the escrow both drop by the refund.
  const seller = await logInByApi(request, SELLER);
  const { list } = await call<{ list: Array<{ id: number; currency: string; held: number }> }>(
    request,
    '/api/operator/orders/list',
    { queue: 'arbitration', currentPage: 1, everyNumber: 5 },
    operatorApi.token,
  );
  const order = list[0]!;
  const pendingOf = async () =>
    (
      await call<{ data: { balances: Array<{ currency: string; pending: number }> } }>(request, '/api/zlkjUserAssets/revenueDetailStatistics.json', {}, seller.token)
    ).data.balances.find((b) => b.currency === order.currency)?.pending ?? 0;
  const pendingBefore = await pendingOf();
  const refund = Math.round(order.held * 25) / 100;

  await operator.goto('/operatorOrders?queue=arbitration');
  await operator.getByTestId('order-open').first().click();
  await expect(operator.getByTestId('order-after-sales')).toBeVisible();
  const section = operator.getByTestId('order-arbitrate-section');
  await section.getByLabel(/Refund to the buyer/).fill(String(order.held + 1));
  await section.getByLabel(/Decision note/).fill('Refund checked');
  await section.getByTestId('order-arbitrate-submit').click();
  await expect(section.locator('[data-field-error], [role="alert"]').first()).toBeVisible();
  await section.getByLabel(/Refund to the buyer/).fill(String(refund));
  await section.getByLabel(/Decision note/).fill('A quarter refunded: the damage is documented in the photos taken at pick-up.');
  await section.getByTestId('order-arbitrate-submit').click();
  await expect(operator.getByTestId('order-arbitrate-section')).toHaveCount(0);

  const after = await call<{ data: { held: number; afterSales: { status: string; refunded: number } } }>(
    request,
    '/api/operator/orders/details',
    { id: order.id },
    operatorApi.token,
  );
  expect(after.data.held).toBeCloseTo(order.held - refund, 2);
  expect(after.data.afterSales).toMatchObject({ status: 'resolved', refunded: refund });
  expect(await pendingOf()).toBeCloseTo(pendingBefore - refund, 2);
  const sellerOrder = await call<{ data: { afterSales: { status: string; refund: { amount: number } } } }>(request, '/api/order/v2/details', { id: order.id }, seller.token);
  expect(sellerOrder.data.afterSales).toMatchObject({ status: 'resolved', refund: { amount: refund } });
  await operator.context().close();
});

test('a new exchange rate set in the console moves the catalogue’s prices at once', async ({ browser, request }) => {
  const operatorApi = await logInByApi(request, OPERATOR);
  const { data: rates } = await call<{ data: { current: Array<{ currency: string; perUsd: number; asOf: string; source: string }> } }>(
    request,
    '/api/operator/rates/list',
    {},
    operatorApi.token,
  );
  const mxn = rates.current.find((rate) => rate.currency === 'MXN')!;
  // A goods priced in dollars: its peso price is its dollar price times the rate.
  const { list: goods } = await call<{ list: Array<{ id: number; price: { amount: number; currency: string } }> }>(request, '/api/goods/list', {
    currentPage: 1,
    everyNumber: 50,
    sort: 'newest',
  });
  const dollars = goods.find((g) => g.price.currency === 'USD')!;
  const pesos = (rate: number) => `MX$${(Math.round(dollars.price.amount * rate * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  const buyerContext = await browser.newContext();
  await buyerContext.addInitScript(() => localStorage.setItem('selectedCurrency', 'MXN'));
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/productInfo?id=${dollars.id}`);
  await expect(buyer.getByTestId('price').first()).toHaveText(pesos(mxn.perUsd));

  const next = Math.round((mxn.perUsd + 1.25) * 10_000) / 10_000;
  const operator = await signedIn(browser, request, OPERATOR);
  try {
    await operator.goto('/operatorRates');
    const form = operator.getByTestId('rate-form');
    await form.getByLabel('Currency').selectOption('MXN');
    await form.getByLabel('Units per US dollar').fill('-3');
    await form.getByLabel('Source').fill('Banco de México FIX');
    await operator.getByTestId('rate-submit').click();
    await expect(form.locator('[data-field-error]').first()).toBeVisible();
    await form.getByLabel('Units per US dollar').fill(String(next));
    await operator.getByTestId('rate-submit').click();
    await expect(operator.getByTestId('rates-current')).toContainText(String(next));
    await expect(operator.getByTestId('rates-history')).toContainText('Banco de México FIX');

    await buyer.reload();
    await expect(buyer.getByTestId('price').first()).toHaveText(pesos(next));
  } finally {
    // The other proofs on this server read the demo's rate.
    await call(request, '/api/operator/rates/set', { currency: 'MXN', perUsd: mxn.perUsd, asOf: mxn.asOf, source: mxn.source }, operatorApi.token);
    await Promise.all([operator.context().close(), buyerContext.close()]);
  }
});

test('an exchange rate older than a week is flagged, with its age, on the console and on the platform status page', async ({ browser, request }) => {
  const operatorApi = await logInByApi(request, OPERATOR);
  type Rate = { currency: string; perUsd: number; asOf: string; source: string };
  const { data: rates } = await call<{ data: { current: Rate[] } }>(request, '/api/operator/rates/list', {}, operatorApi.token);
  const brl = rates.current.find((rate) => rate.currency === 'BRL')!;
  // The real's rate, its value kept, dated a month ago: every converted price stays the same.
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  await call(request, '/api/operator/rates/set', { currency: 'BRL', perUsd: brl.perUsd, asOf: monthAgo, source: brl.source }, operatorApi.token);
  const operator = await signedIn(browser, request, OPERATOR);
  try {
    await operator.goto('/operatorRates');
    const row = operator.getByTestId('rate-row').filter({ hasText: 'BRL' });
    await expect(row.getByTestId('rate-age')).toContainText('30 days');
    await expect(row.getByTestId('rate-stale')).toHaveText('Out of date');
    await expect(operator.getByTestId('rates-stale-warning')).toContainText(/rates? (is|are) more than 7 days old: .*BRL/);
    await expect(operator.getByTestId('rate-row').filter({ hasText: 'USD' }).getByTestId('rate-stale')).toHaveCount(0);

    // The status page names the oldest rate (BRL's or an older one), its age, and marks it stale.
    const { data: status } = await call<{ data: { oldestRate: { currency: string; ageDays: number } } }>(request, '/api/platform/status', {});
    expect(status.oldestRate.ageDays).toBeGreaterThanOrEqual(30);
    await operator.goto('/platform/status');
    const oldest = operator.getByTestId('api-oldest-rate');
    await expect(oldest).toHaveAttribute('data-stale', 'true');
    await expect(oldest).toContainText(new RegExp(`^${status.oldestRate.currency}, as of [A-Z][a-z]{2} \\d{1,2}, \\d{4} \\(${status.oldestRate.ageDays} days old\\)`));
    await expect(oldest).toContainText('Stale: older than 7 days');
  } finally {
    await call(request, '/api/operator/rates/set', { currency: 'BRL', perUsd: brl.perUsd, asOf: brl.asOf, source: brl.source }, operatorApi.token);
    await operator.context().close();
  }
});

test('a freight rate set in the console becomes its line’s current figure and heads its history; a figure older than 30 days is flagged', async ({ browser, request }) => {
  const operatorApi = await logInByApi(request, OPERATOR);
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  // Qingdao's lanes to Costa Rica's Pacific port are this proof's own. Figures are only ever added, so nothing is put back.
  await call(
    request,
    '/api/operator/freight/set',
    {
      leg: 'ocean',
      origin: 'CNTAO',
      destination: 'CRCAL',
      unit: '20ft',
      amountUsd: 1750,
      sourceTitle: 'Forwarder quote',
      sourceUrl: 'https://example.com/quote',
      asOf: daysAgo(45),
    },
    operatorApi.token,
  );
  const mark = `Carrier spot quote ${Date.now().toString(36)}`;
  const operator = await signedIn(browser, request, OPERATOR);
  try {
    await operator.goto('/operator/freight?origin=CNTAO');
    const lanes = operator.getByTestId('freight-lanes');
    const line = (unit: string) => lanes.getByTestId('freight-line').filter({ hasText: 'Caldera, Costa Rica' }).filter({ hasText: unit });
    // The 45-day-old figure is flagged in words, and so is the summary above the tables.
    await expect(line('20 ft container').getByTestId('freight-stale')).toContainText('Out of date');
    await expect(line('20 ft container').getByTestId('freight-age')).toContainText('45 days');
    await expect(operator.getByTestId('freight-stale-warning')).toContainText(/figures? from Qingdao \(CNTAO\) (is|are) more than 30 days old/);

    // A refused figure first: its field says why, and nothing is sent.
    const form = operator.getByTestId('freight-form');
    await line('40 ft HQ container').getByTestId('freight-update').click();
    await expect(form.locator('select[name="destination"]')).toHaveValue('CRCAL');
    await expect(form.locator('select[name="unit"]')).toHaveValue('40hq');
    await expect(form.locator('input[name="amountUsd"]')).toBeFocused();
    await form.locator('input[name="amountUsd"]').fill('0');
    await operator.getByTestId('freight-submit').click();
    await expect(form.locator('[data-field-error="amountUsd"]')).toHaveText('Enter an amount between 0.01 and 100,000, with at most two decimals');
    await expect(form.locator('[data-field-error="sourceUrl"]')).toBeVisible();

    await form.locator('input[name="amountUsd"]').fill('2345.67');
    await form.locator('input[name="sourceTitle"]').fill(mark);
    await form.locator('input[name="sourceUrl"]').fill('https://example.com/qingdao-caldera');
    await operator.getByTestId('freight-submit').click();
    await expect(line('40 ft HQ container').getByTestId('freight-amount')).toHaveText('$2,345.67');
    await expect(line('40 ft HQ container').getByTestId('freight-source')).toHaveText(mark);
    await expect(line('40 ft HQ container').getByTestId('freight-stale')).toHaveCount(0);

    // Its history lists it first, above the seeded figure it replaced.
    await line('40 ft HQ container').getByTestId('freight-history-toggle').click();
    const entries = operator.getByTestId('freight-history').getByTestId('freight-history-row');
    await expect(entries.first()).toContainText(mark);
    await expect(entries.first()).toContainText('Zhao Min');
    await expect(entries.nth(1)).toContainText('Seed');
    await expect(operator.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoBlockingViolation(operator, '/operator/freight (history open)');
  } finally {
    await operator.context().close();
  }
});
