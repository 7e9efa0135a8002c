import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, i18n, languageAtom, puenteStore, queryClient, tokenAtom, type Language } from '@puente/shared';
import { addProductStrings, renderPage } from '../features/test-support';
import { CartPage } from './product-shopping-cart';

interface Line {
  goodsId: number;
  sellerId: number;
  sellerName: string;
  quantity: number;
  selected: boolean;
}

/** A cart on a fake server: myCart reads it, update writes it, as the API does (the stock is 20,000). */
function fakeCart(lines: Line[], language: Language = 'english', own: 'USD' | 'CNH' = 'USD') {
  const sent: Array<Record<string, unknown>> = [];
  const item = (line: Line) => ({
    id: line.goodsId,
    goodsId: line.goodsId,
    name: `Goods ${line.goodsId}`,
    image: '/static/art/x.svg',
    unit: 'pieces',
    minOrder: 10,
    stock: 20_000,
    quantity: line.quantity,
    selected: line.selected,
    // Goods priced in yuan are shown in dollars (at 7 yuan the dollar here).
    price: own === 'USD' ? { amount: 2, currency: 'USD', showAmount: 2, showCurrency: 'USD' } : { amount: 14, currency: 'CNH', showAmount: 2, showCurrency: 'USD' },
    subtotal:
      own === 'USD'
        ? { amount: 2 * line.quantity, currency: 'USD', showAmount: 2 * line.quantity, showCurrency: 'USD' }
        : { amount: 14 * line.quantity, currency: 'CNH', showAmount: 2 * line.quantity, showCurrency: 'USD' },
    sellerId: line.sellerId,
    sellerName: line.sellerName,
    tradeTerms: ['FOB'],
    available: true,
  });
  api.http.defaults.adapter = (async (config: { url?: string; data?: unknown }) => {
    const body = JSON.parse(String(config.data ?? '{}')) as Record<string, unknown>;
    let data: Record<string, unknown> = { result: 1 };
    // What the page asked for (the client adds the reader's language and currency to every call).
    delete body.showLanguage;
    delete body.showCurrency;
    if (config.url!.startsWith('/api/cart/myCart')) data = { result: 1, list: lines.map(item), count: lines.length };
    else if (config.url!.startsWith('/api/cart/update')) {
      sent.push(body);
      const line = lines.find((one) => one.goodsId === body.goodsId)!;
      if (typeof body.quantity === 'number') line.quantity = body.quantity;
      if (typeof body.selected === 'boolean') line.selected = body.selected;
      data = { result: 1, data: { count: lines.length } };
    }
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  }) as unknown as typeof api.http.defaults.adapter;
  act(() => {
    puenteStore.set(tokenAtom, 'token');
    puenteStore.set(languageAtom, language);
    void i18n.changeLanguage(language);
  });
  return sent;
}

const boxOf = (goodsId: number) => within(document.querySelector<HTMLElement>(`[data-testid="cart-line"][data-goods-id="${goodsId}"]`)!);
const ticked = () => [...document.querySelectorAll<HTMLInputElement>('[data-testid="cart-select"]')].map((box) => box.checked);

beforeAll(addProductStrings);
afterEach(() => {
  queryClient.clear();
  act(() => {
    puenteStore.set(tokenAtom, null);
    puenteStore.set(languageAtom, 'english');
    void i18n.changeLanguage('english');
  });
});

it('selects one seller’s goods when every seller’s arrived ticked, stores it, and switches to another seller’s goods when they are ticked', async () => {
  const lines = [
    { goodsId: 1, sellerId: 7, sellerName: 'Shenzhen Lumen', quantity: 10, selected: true },
    { goodsId: 2, sellerId: 7, sellerName: 'Shenzhen Lumen', quantity: 10, selected: true },
    { goodsId: 3, sellerId: 9, sellerName: 'Ningbo Tools', quantity: 10, selected: true },
  ];
  const sent = fakeCart(lines);
  renderPage(<CartPage />, '/productShoppingCart');
  await screen.findAllByTestId('cart-line');
  expect(ticked()).toEqual([true, true, false]);
  expect(screen.getByTestId('cart-seller').textContent).toBe('One order to Shenzhen Lumen');
  await waitFor(() => expect(lines.map((line) => line.selected)).toEqual([true, true, false]));
  expect(sent).toEqual([{ goodsId: 3, quantity: 10, selected: false }]);

  fireEvent.click(boxOf(3).getByTestId('cart-select'));
  await waitFor(() => expect(lines.map((line) => line.selected)).toEqual([false, false, true]));
  await waitFor(() => expect(ticked()).toEqual([false, false, true]));
  expect(screen.getByTestId('cart-seller').textContent).toBe('One order to Ningbo Tools');
  expect(screen.getByTestId<HTMLButtonElement>('checkout').disabled).toBe(false);
});

it('writes the total’s dollars as its lines do: US$ where the goods are priced in another currency, $ where in dollars', async () => {
  fakeCart([{ goodsId: 1, sellerId: 7, sellerName: 'Shenzhen Lumen', quantity: 500, selected: true }], 'spanish', 'CNH');
  renderPage(<CartPage />, '/productShoppingCart');
  expect((await screen.findByTestId('cart-subtotal')).textContent).toMatch(/^US\$1,000\.00/);
  expect(screen.getByTestId('cart-total').textContent).toBe('US$1,000.00');
  queryClient.clear();
  cleanup();

  fakeCart([{ goodsId: 1, sellerId: 7, sellerName: 'Shenzhen Lumen', quantity: 500, selected: true }], 'spanish', 'USD');
  renderPage(<CartPage />, '/productShoppingCart');
  expect((await screen.findByTestId('cart-subtotal')).textContent).toBe('$1,000.00');
  expect(screen.getByTestId('cart-total').textContent).toBe('$1,000.00');
});

it('keeps checkout waiting, saying why, while a box shows a quantity the cart refused, and says what the cart still holds', async () => {
  const lines = [{ goodsId: 1, sellerId: 7, sellerName: 'Shenzhen Lumen', quantity: 1000, selected: true }];
  const sent = fakeCart(lines, 'spanish');
  renderPage(<CartPage />, '/productShoppingCart');
  const box = await screen.findByTestId<HTMLInputElement>('cart-quantity');
  expect(box.value).toBe('1,000');
  fireEvent.change(box, { target: { value: '99,999' } });
  fireEvent.blur(box);
  expect(screen.getByTestId('cart-quantity-error').textContent).toBe('Solo quedan 20,000 en existencias. Elige como máximo 20,000');
  expect(screen.getByTestId('cart-quantity-kept').textContent).toBe('El carrito conserva 1,000 piezas.');
  expect(screen.getByTestId<HTMLButtonElement>('checkout').disabled).toBe(true);
  expect(screen.getByTestId('checkout-blocked').textContent).toBe('Corrige la cantidad de Goods 1 para finalizar el pedido: el carrito no acepta la cifra escrita.');
  expect(sent).toEqual([]);

  // A figure the cart can hold is stored, and checkout goes on with it.
  fireEvent.change(box, { target: { value: '1,500' } });
  fireEvent.blur(box);
  await waitFor(() => expect(lines[0]!.quantity).toBe(1500));
  await waitFor(() => expect(screen.getByTestId<HTMLButtonElement>('checkout').disabled).toBe(false));
  expect(screen.queryByTestId('checkout-blocked')).toBeNull();
  expect(box.value).toBe('1,500');
});

it('reads "1.000" typed in Portuguese as a thousand and shows it back so', async () => {
  const lines = [{ goodsId: 1, sellerId: 7, sellerName: 'Shenzhen Lumen', quantity: 20, selected: true }];
  const sent = fakeCart(lines, 'portuguese');
  renderPage(<CartPage />, '/productShoppingCart');
  const box = await screen.findByTestId<HTMLInputElement>('cart-quantity');
  fireEvent.change(box, { target: { value: '1.000' } });
  fireEvent.blur(box);
  await waitFor(() => expect(sent).toEqual([{ goodsId: 1, quantity: 1000 }]));
  await waitFor(() => expect(lines[0]!.quantity).toBe(1000));
  expect(box.value).toBe('1.000');
});
