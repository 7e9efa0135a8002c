import { devices, expect, test, type Page } from '@playwright/test';
import { BUYER } from '../pages/shell';
import { call, daysFromNow, lastCodeFor, logInByApi, registerBuyer, SELLER, startSignedIn } from '../support/api';
import { publishChineseGoods } from '../support/goods';
import { LOCKS } from '../support/locks';
import { expectFits, expectNoBlockingViolation } from '../support/checks';

// The phone of most buyers: 390 × 844, touch, a phone's user agent.
const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
test.use(IPHONE);
test.describe.configure({ mode: 'parallel' });

test('on a phone a guest searches, sorts in the bottom sheet, opens a product, is asked to log in and comes back to it added to the cart', async ({ page }) => {
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
  // The sorted search is a new list: its first page is read once it has come.
  await expect(list.getByTestId('goods-card').first()).toBeVisible();
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
  // The add asked for before the login is finished, without asking again.
  await expect(page.getByText(/added to your cart/)).toBeVisible();
  await expect(page.getByTestId('tab-cart-count')).toHaveText('1');

  // The cart's total and checkout stay in view above the tab bar, never under it, and the checkout fits its card.
  await page.getByTestId('tab-cart').click();
  const bar = page.getByTestId('cart-bar');
  await expect(bar).toBeInViewport();
  const [barBox, tabsBox] = [await bar.boundingBox(), await page.getByTestId('tab-bar').boundingBox()];
  expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(tabsBox!.y + 1);
  await expectFits(page, 'the cart at 390 px');
  await expectCheckoutFits(page);
});

/** The cart's checkout inside its card, and every checkbox of the cart a 44 px tap target. */
async function expectCheckoutFits(page: Page) {
  const [bar, button] = [await page.getByTestId('cart-bar').boundingBox(), await page.getByTestId('checkout').boundingBox()];
  expect(button!.x).toBeGreaterThanOrEqual(bar!.x);
  expect(button!.x + button!.width, 'the checkout ends inside its card').toBeLessThanOrEqual(bar!.x + bar!.width);
  // A tap lands on the checkbox's label around it: that is its target.
  const boxes = page.getByTestId('cart-group').locator('input[type=checkbox]');
  expect(await boxes.count()).toBeGreaterThan(0);
  for (const box of await boxes.all()) {
    const size = await box.evaluate((input) => {
      const rect = (input.closest('label') ?? input).getBoundingClientRect();
      return Math.min(rect.width, rect.height);
    });
    expect(size, 'a checkbox’s tap target').toBeGreaterThanOrEqual(44);
  }
}

test('on a 360 px phone in Spanish the cart of two sellers fits: the checkout stays in its card, checkboxes are 44 px targets, one seller is ticked', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const buyer = await registerBuyer(page.request, 'Renata Villalobos');
  const { list } = await call<{ list: Array<{ id: number; seller: { id: number } }> }>(page.request, '/api/goods/list', { source: 'china', everyNumber: 60 });
  const sellers = new Map<number, number>();
  for (const goods of list) if (!sellers.has(goods.seller.id)) sellers.set(goods.seller.id, goods.id);
  const picked = [...sellers.values()].slice(0, 2);
  expect(picked).toHaveLength(2);
  for (const goodsId of picked) await call(page.request, '/api/cart/update', { goodsId }, buyer.token);
  await page.addInitScript(
    ([token]) => {
      localStorage.setItem('token', token!);
      localStorage.setItem('to', 'spanish');
    },
    [buyer.token],
  );
  await page.goto('/productShoppingCart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-select').first()).toBeChecked();
  await expect(page.getByTestId('cart-select').last()).not.toBeChecked();
  await expect(page.getByTestId('checkout')).toHaveText('Finalizar pedido');
  await expectFits(page, 'the cart at 360 px');
  await expectCheckoutFits(page);
});

test('the phone landing is drawn by the html before any script, and the live page takes its place with no loading state seen between', async ({ page, browser, baseURL }) => {
  // A reader of Spanish who pays in reais, as the page keeps them for the server.
  const reader = [
    { name: 'puente-language', value: 'spanish', url: baseURL! },
    { name: 'puente-currency', value: 'BRL', url: baseURL! },
  ];
  // What the html alone draws, as on a slow network before the scripts arrive: the goods, in the reader's language and currency.
  // (Scripts are refused rather than switched off, so that axe can run in the page.)
  const bare = await browser.newContext({ ...IPHONE, baseURL });
  await bare.route(/\.js(\?|$)/, (route) => route.abort());
  await bare.addCookies(reader);
  const html = await bare.newPage();
  await html.goto('/productTrading');
  const screen = html.locator('#puente-first-screen');
  await expect(screen.getByRole('heading', { name: 'Más vendidos' })).toBeVisible();
  const card = screen.locator('a[href^="/productInfo?id="]').first();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  const drawn = { card: await card.boundingBox(), price: (await card.textContent())!.match(/R\$\s?[\d.,]*\d/)?.[0] };
  expect(drawn.price).toBeTruthy();
  await expectNoBlockingViolation(html, 'first screen');
  // Its links work before any script: a tap opens the goods.
  const href = await card.getAttribute('href');
  await card.click();
  await expect(html).toHaveURL(`${baseURL}${href}`);
  await bare.close();

  // With scripts: every frame shows the first screen or the live goods, never a loading state or nothing.
  await page.context().addCookies(reader);
  await page.addInitScript(() => {
    localStorage.setItem('to', 'spanish');
    localStorage.setItem('selectedCurrency', 'BRL');
    const frames: string[] = [];
    (window as unknown as { frames_: string[] }).frames_ = frames;
    const look = () => {
      const first = document.getElementById('puente-first-screen');
      const live = document.querySelector('#puente-root [data-testid="hot-goods"] [data-testid="goods-card"]');
      const loading = document.querySelector('#puente-root [data-testid="loading-state"]');
      frames.push(first ? 'screen' : live ? 'live' : loading ? 'loading' : 'blank');
      if (!live || first) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/productTrading');
  await expect(page).toHaveURL(/\/product$/);
  const goods = page.getByTestId('hot-goods').getByTestId('goods-card').first();
  await expect(goods).toBeVisible();
  await expect(page.locator('#puente-first-screen')).toHaveCount(0);
  const frames = await page.evaluate(() => (window as unknown as { frames_: string[] }).frames_);
  expect(frames.slice(frames.indexOf('screen')).filter((frame) => frame !== 'screen' && frame !== 'live')).toEqual([]);
  expect(frames).toContain('screen');
  // The same goods in the same place, and one page: the live page's sections are not doubled.
  const shown = await goods.boundingBox();
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(shown![key]).toBeCloseTo(drawn.card![key], 0);
  expect(await goods.textContent()).toContain(drawn.price!);
  await expect(page.getByRole('heading', { name: 'Más vendidos' })).toHaveCount(1);
});

test('a phone’s goods search arrives drawn too, and its filters are asked for when the reader opens them', async ({ page, browser, baseURL }) => {
  // The html alone: the search's heading, its count and its goods.
  const bare = await browser.newContext({ ...IPHONE, baseURL });
  await bare.route(/\.js(\?|$)/, (route) => route.abort());
  const html = await bare.newPage();
  const drawn: Record<string, { box: { x: number; y: number; width: number } | null; name: string }> = {};
  for (const [url, heading] of [
    ['/productList?source=china&sort=priceAsc', 'China brands'],
    ['/classificationlanding?source=industry&type=1981', 'Industrial goods'],
  ] as const) {
    await html.goto(url);
    const screen = html.locator('#puente-first-screen');
    await expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(screen.getByText(/^\d+ goods found$/)).toBeVisible();
    const card = screen.locator('a[href^="/productInfo?id="]').first();
    drawn[url] = { box: await card.boundingBox(), name: (await card.locator('p').first().textContent())! };
  }
  await expectNoBlockingViolation(html, 'drawn search');
  await bare.close();

  // The live page stands where the first screen stood, with the same goods first.
  await page.goto('/classificationlanding?source=industry&type=1981');
  const first = page.getByTestId('search-page').getByTestId('goods-card').first();
  await expect(first).toContainText(drawn['/classificationlanding?source=industry&type=1981']!.name);
  await expect(page.locator('#puente-first-screen')).toHaveCount(0);
  const box = await first.boundingBox();
  for (const key of ['x', 'y', 'width'] as const) expect(box![key]).toBeCloseTo(drawn['/classificationlanding?source=industry&type=1981']!.box![key], 0);
  // A phone asks for the brands only once the filters are opened; then they work as on a desktop.
  const brands = page.waitForRequest((request) => request.url().endsWith('/api/brand/list'));
  await page.getByRole('button', { name: 'Categories and filters' }).click();
  await brands;
  const brand = page.getByTestId('filter-brand');
  const value = await brand.locator('option').nth(1).getAttribute('value');
  await brand.selectOption(value!);
  await expect(page).toHaveURL(new RegExp(`brandId=${value}`));
  await expect(page.getByTestId('search-page').getByTestId('goods-card').first()).toBeVisible();
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

test(
  'on a phone the demo buyer adds two goods, switches to BRL, orders them FOB from the cart, pays the deposit at the cashier and finds the order with its new status',
  { lock: [LOCKS.demoBuyerCart, LOCKS.demoBuyerBell] },
  async ({ page }) => {
    test.setTimeout(120_000);
    const seller = await logInByApi(page.request, SELLER);
    const buyer = await logInByApi(page.request, BUYER);
    const { list } = await call<{ list: Array<{ id: number; name: string; seller: { id: number } }> }>(page.request, '/api/goods/list', { source: 'china', everyNumber: 200 });
    const fob: Array<{ id: number; name: string }> = [];
    for (const goods of list.filter((item) => item.seller.id === seller.userId)) {
      const { data } = await call<{ data: { tradeTerms: string[] } }>(page.request, '/api/goods/details', { id: goods.id });
      if (data.tradeTerms.includes('FOB')) fob.push(goods);
      if (fob.length === 2) break;
    }
    expect(fob).toHaveLength(2);
    await page.addInitScript((token) => localStorage.setItem('token', token), buyer.token);

    for (const goods of fob) {
      await page.goto(`/productInfo?id=${goods.id}`);
      await expect(page.getByTestId('product-name')).toHaveText(goods.name);
      await page.getByTestId('buy-actions').getByTestId('add-to-cart').click();
      await expect(page.getByText(/added to your cart/).first()).toBeVisible();
    }

    // The currency picked in the phone's header is the one every price shows.
    await page.getByTestId('currency-select').selectOption('BRL');
    await expect(page.getByTestId('price').first()).toHaveAttribute('data-currency', 'BRL');
    await expect(page.getByTestId('price').first()).toContainText('R$');

    await page.getByTestId('tab-cart').click();
    await expect(page).toHaveURL(/\/productShoppingCart$/);
    for (const line of await page.getByTestId('cart-line').all()) {
      const id = Number(await line.getAttribute('data-goods-id'));
      const wanted = fob.some((goods) => goods.id === id);
      const box = line.getByTestId('cart-select');
      if (wanted !== (await box.isChecked())) await box.click();
      await expect(box).toBeChecked({ checked: wanted });
    }
    await expect(page.getByTestId('cart-total')).toContainText('R$');
    await expectFits(page, 'the cart');
    await page.getByTestId('checkout').click();

    await expect(page.getByTestId('checkout-page')).toBeVisible();
    await expect(page.getByTestId('shipping-address').first()).toBeVisible();
    await page.getByTestId('term-FOB').click();
    await page.getByTestId('provider-freightCarrier').click();
    await expect(page.getByTestId('summary-total')).toContainText('R$');
    await expectFits(page, 'the checkout');
    await page.getByTestId('submit-order').click();
    // The order's page, as a phone addresses it.
    await expect(page).toHaveURL(/\/mine\/personalOrderDetails\?id=\d+/);
    const orderId = Number(new URL(page.url()).searchParams.get('id'));

    await call(page.request, '/api/order/v2/confirmOrder', { id: orderId }, seller.token);
    await call(page.request, '/api/order/v2/peiZhi', { id: orderId, depositRatio: 30, deliveryDate: daysFromNow(30), packaging: 'Export cartons on pallets' }, seller.token);
    await call(page.request, '/api/order/v2/queRenPeiZhi', { id: orderId }, buyer.token);

    await page.goto(`/cashier?id=${orderId}&step=deposit`);
    await expect(page).toHaveURL(/\/cashRegister\?id=/);
    await expect(page.getByTestId('amount-due')).toContainText('R$');
    await expectFits(page, 'the cashier');
    await page.getByTestId('start-payment').click();
    await page.getByTestId('outcome-succeed').check();
    await page.getByTestId('confirm-payment').click();
    await expect(page.getByTestId('payment-succeeded')).toBeVisible();
    const orderNo = (await page.getByTestId('cashier-order-no').textContent())!;

    await page.goto('/productOrder');
    await expect(page.getByTestId('mobile-orders')).toBeVisible();
    const card = page.locator(`[data-testid="phone-order-card"][data-order-no="${orderNo}"]`);
    await expect(card.getByTestId('order-status')).toHaveText('Preparing the goods');
    await expect(card).toContainText('R$');
    await expectFits(page, 'the orders');
    // The card opens the order, as a phone addresses it.
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/mine/personalOrderDetails\\?id=${orderId}$`));
  },
);

test('on a phone a guest asked to log in publishes a requirement, finds it first among the newest and withdraws it', { lock: LOCKS.newestRequirements }, async ({ page }) => {
  const buyer = await registerBuyer(page.request, 'Valentina Ortiz');
  await page.goto('/releaseListAll');
  await expect(page.getByTestId('mobile-requirement-list').getByTestId('requirement-row').first()).toBeVisible();
  // Publishing needs a session: a guest's link leads through the login and back.
  await page.goto('/releaseRequirements');
  await expect(page).toHaveURL(/\/login\?redirect=%2FreleaseRequirements/);
  const form = page.getByTestId('login-form');
  await form.locator('input[name="phone"]').fill(buyer.phone);
  await form.locator('input[name="password"]').fill(buyer.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/releaseRequirements/);

  const title = `Cold-chain containers for Valparaíso ${Date.now()}`;
  await page.getByTestId('requirement-title').fill(title);
  await page.getByTestId('requirement-quantity').fill('12');
  await expect(page.getByTestId('requirement-quantity')).toHaveAttribute('inputmode', 'decimal');
  await page.getByTestId('requirement-unit').selectOption('set');
  await page.getByTestId('requirement-date').fill(daysFromNow(60));
  await expectFits(page, 'the requirement form');
  await page.getByTestId('requirement-submit').click();
  // The place is required: a clear message, nothing saved.
  await expect(page.getByText(/delivery place/i).first()).toBeVisible();
  await page.getByTestId('requirement-place').fill('Valparaíso, Chile');
  await page.getByTestId('requirement-submit').click();
  await expect(page.getByTestId('requirement-heading')).toHaveText(title);

  // The newest first, chosen in the sort sheet.
  await page.goto('/releaseListAll');
  await page.getByTestId('open-sort').click();
  await page.getByTestId('sort-sheet').getByTestId('mobile-requirement-sort').selectOption('newest');
  await expect(page).toHaveURL(/sort=newest/);
  await page.getByTestId('show-requirements').click();
  await expect(page.getByTestId('requirement-row').first()).toContainText(title);
  await expectFits(page, 'the requirement list');

  await page.goto('/releaseList');
  const mine = page.locator('[data-testid="my-requirement"]', { hasText: title });
  await mine.getByTestId('withdraw').click();
  await page.getByTestId('withdraw-dialog').getByTestId('confirm-withdraw').click();
  await expect(mine.getByTestId('my-requirement-status')).toHaveText('Withdrawn');
  await expectFits(page, 'my requirements');
});

test(
  'on a phone a Brazilian registers with the SMS code, completes the profile and publishes a requirement typed as Brazil writes numbers: "1.000" pieces and a budget of "50.000,00" read back as 1.000 and R$ 50.000,00',
  { lock: LOCKS.newestRequirements },
  async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('to', 'portuguese');
      localStorage.setItem('selectedCurrency', 'BRL');
    });
    // Registration, in Portuguese: the code from the demo outbox, a password, then the profile step.
    const phone = `5519${Date.now().toString().slice(-7)}`;
    await page.goto('/regist?redirect=%2FreleaseRequirements');
    await expect(page.getByTestId('mobile-register-page')).toContainText('Crie sua conta no Puente');
    const register = page.getByTestId('register-form');
    await register.getByLabel('Telefone (com código do país)').fill(phone);
    await register.getByTestId('send-code').click();
    await expect(register).toContainText('Enviamos um código para');
    await register.getByLabel('Código de verificação').fill(await lastCodeFor(phone));
    await register.getByLabel('Senha', { exact: true }).fill('Compra#2026');
    await register.getByLabel('Repita a senha').fill('Compra#2026');
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL(/\/completeInformation\?redirect=%2FreleaseRequirements/);
    const profile = page.getByTestId('complete-form');
    await expect(profile.getByRole('heading')).toHaveText('Conte-nos sobre você');
    await profile.getByLabel('Apelido').fill('Luiza Ferreira');
    await profile.getByRole('button', { name: 'Comprar (comprador)' }).click();
    await profile.getByLabel('País').selectOption({ label: 'Brasil' });
    await profile.getByRole('button', { name: 'Concluir' }).click();
    await expect(page).toHaveURL(/\/releaseRequirements/);

    const title = `Painéis solares para Campinas ${Date.now()}`;
    await page.getByTestId('requirement-title').fill(title);
    const quantity = page.getByTestId('requirement-quantity');
    await quantity.fill('1.000');
    await quantity.blur();
    // Shown back as the reader writes it before anything is sent.
    await expect(quantity).toHaveValue('1.000');
    await page.getByTestId('requirement-date').fill(daysFromNow(45));
    await page.getByTestId('requirement-place').fill('Campinas, Brasil');
    const budget = page.getByTestId('requirement-budget');
    await budget.fill('50.000,00');
    await budget.blur();
    await expect(budget).toHaveValue('50.000');
    await page.getByTestId('requirement-submit').click();
    await expect(page.getByText('Sua demanda foi publicada.')).toBeVisible();
    await expect(page.getByTestId('requirement-heading')).toHaveText(title);
    // The requirement's page reads a thousand pieces and fifty thousand reais, as Brazil writes them, and who posted it.
    const facts = page.getByTestId('requirement-info');
    await expect(facts.locator('dt:text-is("Quantidade") + dd')).toHaveText('1.000 peças');
    await expect(facts.locator('dt:text-is("Orçamento") + dd')).toHaveText(/^R\$\s50\.000,00$/);
    await expect(facts.locator('dt:text-is("Publicada por") + dd')).toContainText(/^Luiza Ferreira · Brasil · /);
    await expectFits(page, 'a requirement on a phone in Portuguese');
  },
);

test('on a phone a Portuguese buyer reads goods written only in Chinese labelled "Escrito em chinês", on the card and the goods page', async ({ page }) => {
  const { id, name } = await publishChineseGoods(page.request);
  await page.addInitScript(() => localStorage.setItem('to', 'portuguese'));
  await page.goto(`/productList?keyword=${encodeURIComponent(name)}`);
  const card = page.locator(`[data-testid="goods-card"][data-goods-id="${id}"]`);
  await expect(card.getByTestId('goods-name')).toHaveText(name);
  await expect(card.getByTestId('text-language')).toHaveText('Escrito em chinês');
  await card.tap();
  await expect(page).toHaveURL(new RegExp(`/productInfo\\?id=${id}`));
  await expect(page.getByTestId('name-language')).toHaveText('Escrito em chinês');
  await expect(page.getByTestId('description-language')).toHaveText('Escrito em chinês');
  await expectFits(page, 'goods written in Chinese, on a phone in Portuguese');
});

test(
  'a phone’s requirement centre, brokers and country pavilion arrive drawn by the html, and their live pages ask none of the html’s calls again',
  { lock: LOCKS.newestRequirements },
  async ({ page, browser, baseURL }) => {
    const bare = await browser.newContext({ ...IPHONE, baseURL });
    await bare.route(/\.js(\?|$)/, (route) => route.abort());
    const html = await bare.newPage();
    const drawn: Record<string, { words: string; replied: string[] }> = {};
    for (const [url, heading, words] of [
      ['/releaseListAll?sort=newest', 'Requirement centre', 'a[href^="/releaseInfo?id="]'],
      ['/brokerList', 'Product brokers', 'a[href^="/brokerInfo?id="] p'],
      ['/nationalPavilionIndex?code=PE', 'Peru pavilion', 'a[href^="/productInfo?id="] p'],
    ] as const) {
      await html.goto(url);
      const screen = html.locator('#puente-first-screen');
      await expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      drawn[url] = {
        words: (await screen.locator(words).first().textContent())!,
        // The calls whose replies the html carries.
        replied: await html.evaluate(() => JSON.parse(document.getElementById('puente-first-replies')!.textContent!).replies.map((reply: { path: string }) => reply.path)),
      };
    }
    await bare.close();

    for (const [url, { words, replied }] of Object.entries(drawn)) {
      const asked: string[] = [];
      const listen = (request: { url(): string }) => {
        if (replied.includes(new URL(request.url()).pathname)) asked.push(request.url());
      };
      page.on('request', listen);
      await page.goto(url);
      await expect(page.locator('#puente-first-screen')).toHaveCount(0);
      await expect(page.locator('#puente-root main').getByText(words).first()).toBeVisible();
      page.off('request', listen);
      expect([url, asked]).toEqual([url, []]);
    }
  },
);

/** Scrolls a product page to its landed estimate, which is drawn as the reader nears it (its place held until then). */
async function scrollToEstimate(page: Page) {
  await expect(async () => {
    await page.getByTestId('landed-placeholder').or(page.getByTestId('landed-panel')).first().scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(page.getByTestId('landed-panel')).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** Goods the landed estimate prices for a country (at their minimum order), offering every term in `terms`, first found among `list`. */
async function pricedFor(page: Page, country: string, terms: string[], list: Array<{ id: number; name: string }>, token?: string) {
  for (const goods of list) {
    const { data } = await call<{ data: { tradeTerms: string[]; minOrder: number } }>(page.request, '/api/goods/details', { id: goods.id });
    if (!terms.every((term) => data.tradeTerms.includes(term))) continue;
    const reply = await page.request.post(`/api/goods/landedEstimate${token ? `?token=${token}` : ''}`, {
      data: { items: [{ goodsId: goods.id, quantity: Math.max(1, data.minOrder) }], country },
    });
    if (((await reply.json()) as { result: number }).result === 1) return goods;
  }
  throw new Error(`No goods is priced for ${country} under ${terms.join(', ')}`);
}

test('on a phone a Mexican buyer reads the landed estimate in Spanish with IVA and DTA, switches it to CIF, and the order’s submission shows the same figures; a Brazilian reader picks Brazil and reads II, IPI, PIS, COFINS and ICMS on a solar panel', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const buyer = await logInByApi(page.request, BUYER);
  const { list } = await call<{ list: Array<{ id: number; name: string }> }>(page.request, '/api/goods/list', { source: 'china', everyNumber: 200 });
  const mexican = await pricedFor(page, 'MX', ['FOB', 'CIF'], list, buyer.token);
  await startSignedIn(page, buyer.token);
  // A Mexican buyer reads Spanish and pesos.
  await page.addInitScript(() => {
    localStorage.setItem('to', 'spanish');
    localStorage.setItem('selectedCurrency', 'MXN');
  });
  await page.goto(`/productInfo?id=${mexican.id}`);
  await expect(page.getByTestId('product-name')).not.toBeEmpty();
  // Below the first screen, drawn as the reader scrolls to it; the buyer's default address is in Mexico.
  const panel = page.getByTestId('landed-panel');
  await scrollToEstimate(page);
  await expect(panel.getByTestId('landed-country')).toHaveValue('MX');
  await expect(panel.getByTestId('landed-port')).toHaveValue('MXZLO');
  await expect(panel.locator('[data-line="iva"]')).toContainText('(IVA)');
  await expect(panel.locator('[data-line="iva"] [data-testid="landed-rate"]')).toHaveText('16 %');
  await expect(panel.locator('[data-line="dta"]')).toContainText('(DTA)');
  await expect(panel.getByTestId('landed-dates')).toContainText('Reglas de importación al');
  const seller = panel.getByTestId('landed-group-seller');
  await expect(seller).toContainText('En el precio FOB del vendedor');
  const fob = await seller.getByTestId('landed-group-amount').textContent();
  const landed = (await panel.getByTestId('landed-total').textContent())!;
  expect(landed).toMatch(/^MX\$[\d,]+\.\d\d$/);
  await panel.getByTestId('landed-term-CIF').click();
  await expect(seller).toContainText('En el precio CIF del vendedor');
  const cif = (await seller.getByTestId('landed-group-amount').textContent())!;
  expect(cif).not.toBe(fob);
  await expect(panel.getByTestId('landed-term-CIF')).toContainText(cif);
  // Each term a 44 px tap target; nothing wider than the phone.
  for (const term of await panel.locator('[data-testid^="landed-term-"][data-checked]').all()) expect((await term.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expectFits(page, 'the landed estimate on a phone');

  await page.getByTestId('buy-actions').getByTestId('buy-now').click();
  await expect(page).toHaveURL(/\/productEmption\?items=/);
  await page.getByTestId('term-CIF').click();
  const order = page.getByTestId('checkout-landed');
  await expect(order.getByTestId('landed-group-seller')).toContainText('En el precio CIF del vendedor');
  await expect(order.getByTestId('landed-group-seller').getByTestId('landed-group-amount')).toHaveText(cif);
  await expect(order.getByTestId('landed-total')).toHaveText(landed);
  await expect(order.locator('[data-line="iva"]')).toContainText('(IVA)');
  await expect(order.locator('[data-line="dta"]')).toContainText('(DTA)');
  await expectFits(page, 'the order’s landed estimate on a phone');

  // A Brazilian guest reading Portuguese picks Brazil for a solar panel.
  const { list: solar } = await call<{ list: Array<{ id: number; name: string }> }>(page.request, '/api/goods/list', { keyword: 'solar', everyNumber: 50 });
  const panelGoods = await pricedFor(page, 'BR', ['FOB'], solar);
  const guest = await browser.newContext({ ...IPHONE, baseURL });
  await guest.addInitScript(() => {
    localStorage.setItem('to', 'portuguese');
    localStorage.setItem('selectedCurrency', 'BRL');
  });
  const reader = await guest.newPage();
  await reader.goto(`/productInfo?id=${panelGoods.id}`);
  const brazil = reader.getByTestId('landed-panel');
  await scrollToEstimate(reader);
  await expect(brazil.getByTestId('landed-ask-country')).toBeVisible();
  await brazil.getByTestId('landed-country').selectOption('BR');
  await expect(brazil.getByTestId('landed-port')).toHaveValue('BRSSZ');
  await expect(brazil.locator('[data-line="duty"]')).toContainText('(II)');
  await expect(brazil.locator('[data-line="ipi"]')).toContainText('IPI');
  await expect(brazil.locator('[data-line="pis"]')).toContainText('PIS');
  await expect(brazil.locator('[data-line="cofins"]')).toContainText('COFINS');
  await expect(brazil.locator('[data-line="icms"]')).toContainText('ICMS');
  await expect(brazil.getByTestId('landed-total')).toHaveText(/^R\$\s[\d.]+,\d\d$/);
  await expectFits(reader, 'a Brazilian estimate on a phone');
  await guest.close();
});
