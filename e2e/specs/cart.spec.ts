import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { call, registerBuyer, startSignedIn, type Member } from '../support/api';

test.describe.configure({ mode: 'parallel' });

interface Goods {
  id: number;
  name: string;
  seller: { id: number };
}

interface CartLine {
  goodsId: number;
  quantity: number;
  selected: boolean;
  sellerName: string;
}

/** Goods a cart line can hold one more of than the minimum order. */
async function hasRoom(page: Page, goods: Goods): Promise<boolean> {
  const { data } = await call<{ data: { stock: number; minOrder: number } }>(page.request, '/api/goods/details', { id: goods.id });
  return data.stock > Math.max(1, data.minOrder);
}

/** Goods on sale whose minimum order is at most `quantity` and whose stock holds `room` more (details as the API gives them). */
async function goodsTaking(page: Page, quantity: number, room = quantity): Promise<Goods & { minOrder: number; stock: number; unit: string }> {
  const { list } = await call<{ list: Goods[] }>(page.request, '/api/goods/list', { source: 'china', everyNumber: 100 });
  for (const goods of list) {
    const { data } = await call<{ data: { stock: number; minOrder: number; unit: string } }>(page.request, '/api/goods/details', { id: goods.id });
    if (data.minOrder < quantity && data.stock >= room) return { ...goods, ...data };
  }
  throw new Error(`no goods take ${quantity}`);
}

/** A shipping address of the buyer's own, as the address form saves it (the checkout picks it). */
async function giveAddress(page: Page, buyer: Member) {
  await call(
    page.request,
    '/api/zlkjUser/save',
    { contactName: buyer.nickname, phone: buyer.phone, countryCode: 'MX', city: 'Monterrey', street: 'Av. Constitución 100', isDefault: true },
    buyer.token,
  );
}

/** Two goods of one seller and one of another, from the seeded catalogue. */
async function goodsOfTwoSellers(page: Page): Promise<{ first: Goods; second: Goods; other: Goods }> {
  const { list } = await call<{ list: Goods[] }>(page.request, '/api/goods/list', { source: 'china', everyNumber: 100 });
  const bySeller = new Map<number, Goods[]>();
  for (const goods of list) bySeller.set(goods.seller.id, [...(bySeller.get(goods.seller.id) ?? []), goods]);
  let pair: Goods[] = [];
  let other: Goods | undefined;
  for (const goods of [...bySeller.values()]) {
    const roomy: Goods[] = [];
    for (const one of goods) if (roomy.length < 2 && (await hasRoom(page, one))) roomy.push(one);
    if (pair.length < 2 && roomy.length === 2) pair = roomy;
    else if (!other && roomy.length > 0) other = roomy[0];
    if (pair.length === 2 && other) break;
  }
  expect(pair.length, 'a seller has two goods on sale').toBe(2);
  expect(other, 'another seller has goods on sale').toBeTruthy();
  return { first: pair[0]!, second: pair[1]!, other: other! };
}

test('in the cart one seller’s goods are selected by default, ticking another seller’s goods switches to them, the selection survives a reload, and lines keep their place when a quantity changes', async ({
  page,
}) => {
  // A buyer of their own: the demo buyer's cart belongs to the cart-to-order proof (product.spec.ts).
  const buyer = await registerBuyer(page.request, 'Valeria Ortiz');
  const { first, second, other } = await goodsOfTwoSellers(page);
  // Added oldest first, each ticked as it arrives; the cart lists the newest first, which here keeps each seller's lines together.
  for (const goods of [first, second, other]) await call(page.request, '/api/cart/update', { goodsId: goods.id }, buyer.token);
  const order = [other.id, second.id, first.id];
  const cart = async () => (await call<{ list: CartLine[] }>(page.request, '/api/cart/myCart', {}, buyer.token)).list;
  const stored = async () => {
    const list = await cart();
    return order.map((id) => list.find((line) => line.goodsId === id)?.selected);
  };
  expect(await stored()).toEqual([true, true, true]);
  const names = new Map((await cart()).map((line) => [line.goodsId, line.sellerName]));
  expect(names.get(first.id)).not.toBe(names.get(other.id));

  const line = (id: number) => page.locator(`[data-testid="cart-line"][data-goods-id="${id}"]`);
  const box = (id: number) => line(id).getByTestId('cart-select');
  const sellerBox = (id: number) =>
    page
      .getByTestId('cart-group')
      .filter({ has: line(id) })
      .getByRole('checkbox', { name: `Select every goods from ${names.get(id)}`, exact: true });
  const rows = () => page.getByTestId('cart-line').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-goods-id'))));
  /** What the API stores and what the page shows, line by line in the cart's order, once the page has nothing left to send. */
  const expectSelection = async (expected: boolean[]) => {
    await expect.poll(stored).toEqual(expected);
    for (const [index, id] of order.entries()) await expect(box(id)).toBeChecked({ checked: expected[index]! });
    for (const id of order) await expect(box(id)).toBeEnabled();
  };

  await startSignedIn(page, buyer.token);
  await page.goto('/productShoppingCart');
  await expect.poll(rows).toEqual(order);
  // Only the first seller's goods are ticked, and the page says who the order goes to.
  await expectSelection([true, false, false]);
  await expect(sellerBox(other.id)).toBeChecked();
  await expect(sellerBox(first.id)).not.toBeChecked();
  await expect(page.getByTestId('cart-seller')).toHaveText(`One order to ${names.get(other.id)}`);

  // Ticking the other seller's goods switches the selection to that seller.
  await sellerBox(first.id).click();
  await expectSelection([false, true, true]);
  await expect(sellerBox(other.id)).not.toBeChecked();
  await expect(page.getByTestId('cart-seller')).toHaveText(`One order to ${names.get(first.id)}`);

  // Unticking a line changes that line only; ticking a line of the other seller switches back.
  await box(first.id).click();
  await expectSelection([false, true, false]);
  await box(other.id).click();
  await expectSelection([true, false, false]);
  await expect(sellerBox(first.id)).not.toBeChecked();
  await expect(sellerBox(other.id)).toBeChecked();

  // The API keeps the selection per line: a reload shows it as the buyer left it.
  await page.reload();
  await expect.poll(rows).toEqual(order);
  await expectSelection([true, false, false]);

  // One more of the oldest line: it keeps its place (newest added first), and so does everything else.
  const oldest = line(first.id);
  const quantity = (await cart()).find((item) => item.goodsId === first.id)!.quantity;
  await oldest.getByRole('button', { name: 'One more' }).click();
  await expect(oldest.getByTestId('cart-quantity')).toHaveValue(new Intl.NumberFormat('en-US').format(quantity + 1));
  await expect.poll(async () => (await cart()).find((item) => item.goodsId === first.id)?.quantity).toBe(quantity + 1);
  await expect.poll(rows).toEqual(order);
  await expectSelection([true, false, false]);
  await page.reload();
  await expect(oldest.getByTestId('cart-quantity')).toHaveValue(new Intl.NumberFormat('en-US').format(quantity + 1));
  await expect.poll(rows).toEqual(order);
  await expectSelection([true, false, false]);
});

test('goods of two sellers in the cart: one seller’s are ticked by default and checking out orders them, never meeting the several-sellers refusal', async ({ page }) => {
  const buyer = await registerBuyer(page.request, 'Mariana Torres');
  await giveAddress(page, buyer);
  const { first, other } = await goodsOfTwoSellers(page);
  for (const goods of [first, other]) await call(page.request, '/api/cart/update', { goodsId: goods.id }, buyer.token);
  await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
  await startSignedIn(page, buyer.token);
  await page.goto('/productShoppingCart');
  const line = (id: number) => page.locator(`[data-testid="cart-line"][data-goods-id="${id}"]`);
  // The newest goods' seller is the first in the cart, and theirs are the goods ticked.
  await expect(line(other.id).getByTestId('cart-select')).toBeChecked();
  await expect(line(first.id).getByTestId('cart-select')).not.toBeChecked();
  await expect(page.getByTestId('cart-seller')).toHaveText(/^Pedido a .+/);
  await expect(page.getByTestId('cart-total')).toBeVisible();
  await expect(page.getByText('Cada pedido se hace con un solo vendedor: al marcar productos de otro vendedor, la selección pasa a ese vendedor.')).toBeVisible();
  await page.getByTestId('checkout').click();
  await expect(page.getByTestId('checkout-page')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`items=${other.id}%3A\\d+|items=${other.id}:\\d+`));
  await expect(page.getByTestId('shipping-address').first()).toBeVisible();
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/personalOrderDetails\?id=\d+/);
  await expect(page.getByText('Los productos seleccionados son de varios vendedores')).toHaveCount(0);
  // Ordered from the cart: the other seller's goods wait there, still unticked.
  const left = (await call<{ list: CartLine[] }>(page.request, '/api/cart/myCart', {}, buyer.token)).list;
  expect(left.map((item) => [item.goodsId, item.selected])).toEqual([[first.id, false]]);
});

test('a quantity the cart refuses keeps checkout waiting and says why, and the cart keeps the figure it shows it holds', async ({ page }) => {
  const buyer = await registerBuyer(page.request, 'Diego Salinas');
  const goods = await goodsTaking(page, 1000, 1500);
  await call(page.request, '/api/cart/update', { goodsId: goods.id, quantity: 1000 }, buyer.token);
  await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
  await startSignedIn(page, buyer.token);
  await page.goto('/productShoppingCart');
  const line = page.locator(`[data-testid="cart-line"][data-goods-id="${goods.id}"]`);
  const box = line.getByTestId('cart-quantity');
  await expect(box).toHaveValue('1,000');
  const stock = new Intl.NumberFormat('es-MX').format(goods.stock);
  await box.fill('99,999');
  await box.press('Enter');
  await expect(line.getByTestId('cart-quantity-error')).toHaveText(`Solo quedan ${stock} en existencias. Elige como máximo ${stock}`);
  await expect(line.getByTestId('cart-quantity-kept')).toHaveText(/^El carrito conserva 1,000 \S+\.$/);
  await expect(page.getByTestId('checkout')).toBeDisabled();
  // The goods as the line names them, in Spanish.
  const name = (await line.getByRole('link').first().textContent())!.trim();
  await expect(page.getByTestId('checkout-blocked')).toHaveText(`Corrige la cantidad de ${name} para finalizar el pedido: el carrito no acepta la cifra escrita.`);
  await page.getByTestId('checkout').click({ force: true });
  await expect(page).toHaveURL(/\/productShoppingCart$/);
  const stored = async () => (await call<{ list: CartLine[] }>(page.request, '/api/cart/myCart', {}, buyer.token)).list.find((item) => item.goodsId === goods.id)?.quantity;
  expect(await stored()).toBe(1000);

  // A figure the cart can hold is stored, and checkout goes on with it.
  await box.fill('1,500');
  await box.press('Enter');
  await expect.poll(stored).toBe(1500);
  await expect(page.getByTestId('checkout-blocked')).toHaveCount(0);
  await expect(page.getByTestId('checkout')).toBeEnabled();
  await page.getByTestId('checkout').click();
  await expect(page).toHaveURL(new RegExp(`/productEmption\\?items=${goods.id}(%3A|:)1500`));
});

test('a guest’s "add to cart" of 300 is finished after the login it asks for: the buyer is back on the goods, told 300 were added, with 300 in the box and in the cart', async ({
  page,
}) => {
  const buyer = await registerBuyer(page.request, 'Sofía Méndez');
  const goods = await goodsTaking(page, 300);
  await page.goto(`/productInfo?id=${goods.id}&name=${encodeURIComponent(goods.name)}`);
  const productUrl = page.url();
  await page.getByTestId('quantity').fill('300');
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText('Please log in first').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await new ShellPage(page).fillLogin(buyer);
  await expect(page).toHaveURL(productUrl);
  await expect(page.getByText(new RegExp(`^300 \\S+ added to your cart$`)).first()).toBeVisible();
  await expect(page.getByTestId('quantity')).toHaveValue('300');
  await expect(page.getByTestId('header-cart').getByTestId('cart-count')).toHaveText('1');
  const list = (await call<{ list: CartLine[] }>(page.request, '/api/cart/myCart', {}, buyer.token)).list;
  expect(list.map((item) => [item.goodsId, item.quantity])).toEqual([[goods.id, 300]]);
  // Finished once: a reload adds nothing more.
  await page.reload();
  await expect(page.getByTestId('quantity')).toBeVisible();
  const again = (await call<{ list: CartLine[] }>(page.request, '/api/cart/myCart', {}, buyer.token)).list;
  expect(again.map((item) => item.quantity)).toEqual([300]);
});

test('a Brazilian types "1.000" on the goods and in the cart and is read as a thousand, shown back as Brazil writes it', async ({ page }) => {
  const buyer = await registerBuyer(page.request, 'Camila Rocha');
  const goods = await goodsTaking(page, 1000, 2000);
  await page.addInitScript(() => localStorage.setItem('to', 'portuguese'));
  await startSignedIn(page, buyer.token);
  await page.goto(`/productInfo?id=${goods.id}`);
  const box = page.getByTestId('quantity');
  await box.fill('1.000');
  await box.blur();
  await expect(box).toHaveValue('1.000');
  await expect(page.getByTestId('quantity-error')).toHaveCount(0);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByText(/^Adicionado ao carrinho: 1\.000 \S+$/).first()).toBeVisible();
  const stored = async () => (await call<{ list: CartLine[] }>(page.request, '/api/cart/myCart', {}, buyer.token)).list.find((item) => item.goodsId === goods.id)?.quantity;
  expect(await stored()).toBe(1000);

  await page.goto('/productShoppingCart');
  const line = page.locator(`[data-testid="cart-line"][data-goods-id="${goods.id}"]`);
  await expect(line.getByTestId('cart-quantity')).toHaveValue('1.000');
  await line.getByTestId('cart-quantity').fill('2.000');
  await line.getByTestId('cart-quantity').press('Enter');
  await expect.poll(stored).toBe(2000);
  await expect(line.getByTestId('cart-quantity')).toHaveValue('2.000');
  await expect(line.getByTestId('cart-quantity-error')).toHaveCount(0);
});
