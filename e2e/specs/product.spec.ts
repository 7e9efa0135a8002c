import { expect, test, type Page } from '@playwright/test';
import { BUYER, ShellPage } from '../pages/shell';
import { call, daysFromNow, logInByApi, SELLER, startSignedIn } from '../support/api';
import { publishChineseGoods } from '../support/goods';
import { LOCKS } from '../support/locks';

// Each proof stands alone; the two on the demo buyer's cart hold its lock.
test.describe.configure({ mode: 'parallel' });

interface Goods {
  id: number;
  name: string;
  categoryId: number;
  categoryTitle: string;
  seller: { id: number };
}

/** Two goods of the demo seller that both offer FOB (the seller's side of the order is played through the API). */
async function twoSellerGoods(page: Page): Promise<[Goods, Goods]> {
  const seller = await logInByApi(page.request, SELLER);
  const { list } = await call<{ list: Goods[] }>(page.request, '/api/goods/list', { source: 'china', everyNumber: 200 });
  const mine = list.filter((goods) => goods.seller.id === seller.userId);
  const fob: Goods[] = [];
  for (const goods of mine) {
    const { data } = await call<{ data: { tradeTerms: string[]; minOrder: number } }>(page.request, '/api/goods/details', { id: goods.id });
    if (data.tradeTerms.includes('FOB')) fob.push(goods);
    if (fob.length === 2) break;
  }
  expect(fob.length, 'the demo seller has two FOB goods on sale').toBe(2);
  return [fob[0]!, fob[1]!];
}

/** The cart-to-order proof fills the demo buyer's cart, and the seller's steps on the order write to the buyer's bell. */
const CART_AND_BELL = { lock: [LOCKS.demoBuyerCart, LOCKS.demoBuyerBell] };

test('a guest finds goods, logs in at the cart, orders them FOB and pays the deposit; prices follow the currency', CART_AND_BELL, async ({ page }) => {
  const [first, second] = await twoSellerGoods(page);
  const keyword = first.name.split(/\s+/).find((word) => word.length > 3) ?? first.name;

  // A guest searches from the header, filters by category and sorts by price.
  await page.goto('/productTrading');
  await expect(page.getByTestId('hot-goods').getByTestId('goods-card').first()).toBeVisible();
  await page.getByTestId('search-input').fill(keyword);
  await page.getByTestId('search-input').press('Enter');
  await expect(page).toHaveURL(/\/classificationlanding\?.*keyword=/);
  await expect(page.getByTestId('result-count')).toBeVisible();
  await page.getByTestId('category-tree').getByRole('button', { name: first.categoryTitle, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`id=${first.categoryId}`));
  await page.getByTestId('sort-priceAsc').click();
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(page.getByTestId('sort-priceAsc')).toHaveAttribute('aria-selected', 'true');
  // The sorted page replaces the previous one once it has arrived (the grid is busy until then).
  await expect(page.locator('[aria-busy="true"]').filter({ has: page.getByTestId('goods-grid') })).toHaveCount(0);
  const prices = await page.getByTestId('goods-grid').getByTestId('price').allTextContents();
  const values = prices.map((text) => Number(text.replace(/[^\d.]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await page.locator(`[data-testid="goods-card"][data-goods-id="${first.id}"]`).click();
  await expect(page.getByTestId('product-name')).toHaveText(first.name);
  await expect(page).toHaveTitle(new RegExp(first.name.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  // Add to cart asks a guest to log in first, and brings them back.
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Please log in first').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await new ShellPage(page).fillLogin(BUYER);
  await expect(page).toHaveURL(/\/productInfo\?/);

  // Two goods in the cart: the add asked for before the login is finished on the way back.
  await expect(page.getByText(/added to your cart/).first()).toBeVisible();
  await page.goto(`/productInfo?id=${second.id}&name=${encodeURIComponent(second.name)}`);
  // The header's cart count follows "Add to cart" on the same page, with no reload.
  const shopper = await logInByApi(page.request, BUYER);
  const cartBefore = await call<{ list: Array<{ goodsId: number }> }>(page.request, '/api/cart/myCart', {}, shopper.token);
  const expected = cartBefore.list.length + (cartBefore.list.some((line) => line.goodsId === second.id) ? 0 : 1);
  const cartLink = page.getByTestId('header-cart');
  if (cartBefore.list.length) await expect(cartLink.getByTestId('cart-count')).toHaveText(String(cartBefore.list.length));
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText(/added to your cart/).first()).toBeVisible();
  await expect(cartLink.getByTestId('cart-count')).toHaveText(String(expected));
  await expect(cartLink).toHaveAttribute('aria-label', `Shopping cart, ${expected} item${expected === 1 ? '' : 's'}`);
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // The currency chosen in the header is the one every price is shown in.
  await page.getByTestId('currency-select').selectOption('BRL');
  await expect(page.getByTestId('buy-now')).toBeVisible();
  await expect(page.getByTestId('price').first()).toHaveAttribute('data-currency', 'BRL');
  await expect(page.getByTestId('price').first()).toContainText('R$');

  await page.goto('/productShoppingCart');
  const firstLine = page.locator(`[data-testid="cart-line"][data-goods-id="${first.id}"]`);
  await expect(firstLine).toBeVisible();
  await expect(page.locator(`[data-testid="cart-line"][data-goods-id="${second.id}"]`)).toBeVisible();
  // Keep only this seller's two goods selected.
  for (const line of await page.getByTestId('cart-line').all()) {
    const id = Number(await line.getAttribute('data-goods-id'));
    const box = line.getByTestId('cart-select');
    if ((id === first.id || id === second.id) !== (await box.isChecked())) await box.click();
    await expect(box).toBeChecked({ checked: id === first.id || id === second.id });
  }
  const before = await firstLine.getByTestId('cart-subtotal').textContent();
  // The box shows the quantity as English writes it ("1,000").
  const quantity = Number((await firstLine.getByTestId('cart-quantity').inputValue()).replace(/,/g, ''));
  await firstLine.getByRole('button', { name: 'One more' }).click();
  await expect(firstLine.getByTestId('cart-quantity')).toHaveValue(new Intl.NumberFormat('en-US').format(quantity + 1));
  await expect(firstLine.getByTestId('cart-subtotal')).not.toHaveText(before ?? '');
  await expect(page.getByTestId('cart-total')).toContainText('R$');

  // Submit the order: address, FOB, freight carrier.
  await page.getByTestId('checkout').click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page.getByTestId('shipping-address').first()).toBeVisible();
  await page.getByTestId('term-FOB').click();
  await expect(page.getByTestId('term-steps')).toContainText('Customs declaration');
  await page.getByTestId('provider-freightCarrier').click();
  await expect(page.getByTestId('summary-total')).toContainText('R$');
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/personalOrderDetails\?id=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('id'));

  // The seller confirms and configures; the buyer accepts the configuration (their own pages are the personal centre's).
  const seller = await logInByApi(page.request, SELLER);
  await call(page.request, '/api/order/v2/confirmOrder', { id: orderId }, seller.token);
  await call(page.request, '/api/order/v2/peiZhi', { id: orderId, depositRatio: 30, deliveryDate: daysFromNow(30), packaging: 'Export cartons on pallets' }, seller.token);
  const buyer = await logInByApi(page.request, BUYER);
  await call(page.request, '/api/order/v2/queRenPeiZhi', { id: orderId }, buyer.token);

  // The cashier: /cashier leads to /cashRegister; the deposit is paid in the chosen currency.
  await page.goto(`/cashier?id=${orderId}&step=deposit`);
  await expect(page).toHaveURL(/\/cashRegister\?id=/);
  await expect(page.getByTestId('amount-due')).toContainText('R$');
  await page.getByTestId('start-payment').click();
  await page.getByTestId('outcome-succeed').check();
  await page.getByTestId('confirm-payment').click();
  await expect(page.getByTestId('payment-succeeded')).toBeVisible();
  // The deposit is paid: the cashier names the stage as the order's page and the list do.
  await expect(page.getByTestId('cashier-status')).toHaveText('Preparing the goods');
  const orderNo = (await page.getByTestId('cashier-order-no').textContent())!;

  // The order is in the personal centre with its new status.
  await page.getByTestId('back-to-order').click();
  await expect(page).toHaveURL(new RegExp(`/personalOrderDetails\\?id=${orderId}`));
  await expect(page.getByTestId('details-status')).toHaveText('Preparing the goods');
  await page.goto('/personalOrder');
  // The list files it under the tab of that same stage.
  await expect(page.getByTestId('stage-tab-prepareStock')).toHaveText(/^Preparing the goods \(\d+\)$/);
  await page.getByTestId('stage-tab-prepareStock').click();
  const card = page.locator(`[data-testid="order-card"][data-order-no="${orderNo}"]`);
  // The deposit is paid: the seller prepares the goods before the balance is asked for.
  await expect(card.getByTestId('order-status')).toHaveText('Preparing the goods');
  await expect(card).toContainText('R$');
});

test('a buyer publishes a requirement, finds it in the requirement centre and withdraws it', { lock: LOCKS.newestRequirements }, async ({ page }) => {
  await startSignedIn(page, (await logInByApi(page.request, BUYER)).token);
  await page.goto('/productRequirement');
  // The requirement centre's own button (the header offers the same to a member who may publish).
  const publish = page.getByTestId('requirement-centre').getByTestId('publish-requirement');
  await expect(publish).toBeVisible();
  await publish.click();
  const title = `Solar inverters for Monterrey ${Date.now()}`;
  await page.getByTestId('requirement-title').fill(title);
  await page.getByTestId('requirement-quantity').fill('40');
  await page.getByTestId('requirement-unit').selectOption('set');
  await page.getByTestId('requirement-date').fill(daysFromNow(45));
  await page.getByTestId('requirement-submit').click();
  // The place is required: a clear message at the field (not its label), nothing saved.
  await expect(page.getByText('Enter the delivery place')).toBeVisible();
  await expect(page).toHaveURL(/\/releaseRequirements/);
  await page.getByTestId('requirement-place').fill('Monterrey, Mexico');
  await page.getByTestId('requirement-submit').click();
  await expect(page.getByTestId('requirement-heading')).toHaveText(title);
  await expect(page.getByTestId('requirement-status')).toHaveText('Open');

  await page.goto('/releaseListAll?sort=newest');
  await expect(page.getByTestId('rsort-newest')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('requirement-row').first()).toContainText(title);

  await page.goto('/releaseList');
  const mine = page.locator('[data-testid="my-requirement"]', { hasText: title });
  await mine.getByTestId('withdraw').click();
  // The site's own dialog asks first (never the browser's confirm).
  await page.getByTestId('withdraw-dialog').getByTestId('confirm-withdraw').click();
  await expect(mine.getByTestId('my-requirement-status')).toHaveText('Withdrawn');
  await page.goto('/releaseListAll?sort=newest');
  await expect(page.getByTestId('requirement-rows')).not.toContainText(title);
});

test('a broker page sends mail; guests are asked to log in first', async ({ page }) => {
  await page.goto('/brokerList');
  const card = page.getByTestId('broker-card').first();
  const name = (await card.locator('p').first().textContent())!;
  await card.click();
  await expect(page.getByTestId('broker-name')).toHaveText(name);
  await page.getByTestId('mail-subject').fill('Sourcing LED street lights');
  await page.getByTestId('mail-contact').fill('compras@example.mx');
  await page.getByTestId('mail-content').fill('We need 400 units of 150 W street lights delivered to Veracruz in March.');
  await page.getByTestId('mail-send').click();
  await expect(page.getByText('Please log in first').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await new ShellPage(page).fillLogin();
  await expect(page).toHaveURL(/\/brokerInfo\?id=\d+/);
  await page.getByTestId('mail-subject').fill('Sourcing LED street lights');
  await page.getByTestId('mail-contact').fill('compras@example.mx');
  await page.getByTestId('mail-content').fill('We need 400 units of 150 W street lights delivered to Veracruz in March.');
  await page.getByTestId('mail-send').click();
  await expect(page.getByTestId('broker-mail-sent')).toBeVisible();
});

/** The quantity proof reads the stock of the goods the cart-to-order proof orders, and the demo buyer's cart count. */
const CART = { lock: LOCKS.demoBuyerCart };

test('a quantity beyond the stock or below the minimum order is refused at the box, naming the limit, and nothing reaches the cart', CART, async ({ page }) => {
  const [goods] = await twoSellerGoods(page);
  const { data } = await call<{ data: { stock: number; minOrder: number } }>(page.request, '/api/goods/details', { id: goods.id, showLanguage: 'spanish' });
  await startSignedIn(page, (await logInByApi(page.request, BUYER)).token);
  await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
  await page.goto(`/productInfo?id=${goods.id}`);
  await expect(page.getByTestId('quantity')).toBeVisible();
  const badge = page.getByTestId('cart-count');
  const before = (await badge.count()) ? await badge.textContent() : null;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/cart/update')) asked.push(request.url());
  });
  const box = page.getByTestId('quantity');
  await box.fill('99999999');
  await page.getByTestId('add-to-cart').click();
  const stock = new Intl.NumberFormat('es-MX').format(data.stock);
  await expect(page.getByTestId('quantity-error')).toHaveText(`Solo quedan ${stock} en existencias. Elige como máximo ${stock}`);
  await expect(box).toBeFocused();
  if (data.minOrder > 1) {
    await box.fill(String(data.minOrder - 1));
    await page.getByTestId('buy-now').click();
    await expect(page.getByTestId('quantity-error')).toContainText(new Intl.NumberFormat('es-MX').format(data.minOrder));
    await expect(page).toHaveURL(/\/productInfo\?/);
  }
  expect(asked).toEqual([]);
  if (before !== null) await expect(badge).toHaveText(before);
});

test('goods written only in Chinese are labelled "Written in Chinese" for an English buyer; a Spanish buyer reads their Spanish name', async ({ page }) => {
  const { id, name, spanishName } = await publishChineseGoods(page.request);

  // An English buyer finds them by their name: the card says the name is written in Chinese.
  await page.goto(`/classificationlanding?keyword=${encodeURIComponent(name)}`);
  const card = page.locator(`[data-testid="goods-card"][data-goods-id="${id}"]`);
  await expect(card.getByTestId('goods-name')).toHaveText(name);
  await expect(card.getByTestId('text-language')).toHaveText('Written in Chinese');

  // The goods page labels the name and the description, each in the language it is shown in.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/productInfo\\?id=${id}`));
  await expect(page.getByTestId('product-name')).toHaveText(name);
  await expect(page.getByTestId('name-language')).toHaveText('Written in Chinese');
  await expect(page.getByTestId('description-language')).toHaveText('Written in Chinese');
  await expect(page.getByTestId('product-name')).toHaveAttribute('lang', 'zh-CN');

  // A Spanish buyer reads the name the seller wrote in Spanish, unlabelled, and the description labelled in Spanish.
  await page.evaluate(() => localStorage.setItem('to', 'spanish'));
  await page.reload();
  await expect(page.getByTestId('product-name')).toHaveText(spanishName);
  await expect(page.getByTestId('name-language')).toHaveCount(0);
  await expect(page.getByTestId('description-language')).toHaveText('Escrito en chino');
});
