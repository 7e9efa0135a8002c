import { expect, test, type Page } from '@playwright/test';
import { ShellPage } from '../pages/shell';
import { call, registerBuyer } from '../support/api';

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

test('in the cart, a line or a seller changes only its own checkboxes, the selection survives a reload, and lines keep their place when a quantity changes', async ({ page }) => {
  // A buyer of their own: the demo buyer's cart belongs to the cart-to-order proof (product.spec.ts).
  const buyer = await registerBuyer(page.request, 'Valeria Ortiz');
  const { first, second, other } = await goodsOfTwoSellers(page);
  // Added oldest first; the cart lists the newest first, which here keeps each seller's lines together.
  for (const goods of [first, second, other]) await call(page.request, '/api/cart/update', { goodsId: goods.id }, buyer.token);
  const order = [other.id, second.id, first.id];
  const cart = async () => (await call<{ list: CartLine[] }>(page.request, '/api/cart/myCart', {}, buyer.token)).list;
  const stored = async () => {
    const list = await cart();
    return order.map((id) => list.find((line) => line.goodsId === id)?.selected);
  };
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

  await page.goto('/productTrading');
  await new ShellPage(page).logIn(buyer);
  await page.goto('/productShoppingCart');
  await expect.poll(rows).toEqual(order);
  await expectSelection([true, true, true]);
  await expect(sellerBox(first.id)).toBeChecked();
  await expect(sellerBox(other.id)).toBeChecked();

  // The seller's checkbox unchecks that seller's two lines, nothing else.
  await sellerBox(first.id).click();
  await expectSelection([true, false, false]);
  await expect(sellerBox(other.id)).toBeChecked();

  // A line's checkbox changes that line only, whatever the others show.
  await box(first.id).click();
  await expectSelection([true, false, true]);
  await box(other.id).click();
  await expectSelection([false, false, true]);
  await expect(sellerBox(first.id)).not.toBeChecked();
  await expect(sellerBox(other.id)).not.toBeChecked();

  // The API keeps the selection per line: a reload shows it as the buyer left it.
  await page.reload();
  await expect.poll(rows).toEqual(order);
  await expectSelection([false, false, true]);

  // One more of the oldest line: it keeps its place (newest added first), and so does everything else.
  const oldest = line(first.id);
  const quantity = Number(await oldest.getByTestId('cart-quantity').inputValue());
  await oldest.getByRole('button', { name: 'One more' }).click();
  await expect(oldest.getByTestId('cart-quantity')).toHaveValue(String(quantity + 1));
  await expect.poll(async () => (await cart()).find((item) => item.goodsId === first.id)?.quantity).toBe(quantity + 1);
  await expect.poll(rows).toEqual(order);
  await expectSelection([false, false, true]);
  await page.reload();
  await expect(oldest.getByTestId('cart-quantity')).toHaveValue(String(quantity + 1));
  await expect.poll(rows).toEqual(order);
  await expectSelection([false, false, true]);
});
