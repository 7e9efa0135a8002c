import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, calls, languageAtom, puenteEvents, puenteStore, ToasterHost, tokenAtom, type CallDefinition, type GoodsDetails, type Language } from '@puente/shared';
import { addProductStrings, renderPage } from '../test-support';
import { BuyBox } from './buy-box';
import { PENDING_ADD_KEY } from './pending-add';

const GOODS: GoodsDetails = {
  id: 42,
  name: 'LED panel 600×600',
  summary: '',
  image: '/static/art/x.svg',
  price: { amount: 12, currency: 'USD', showAmount: 12, showCurrency: 'USD' },
  unit: 'pieces',
  minOrder: 200,
  source: 'china',
  categoryId: 1,
  categoryTitle: 'Lighting',
  brand: null,
  seller: { id: 9, nickname: 'Lumen', companyName: 'Shenzhen Lumen', countryCode: 'CN' },
  countryCode: 'CN',
  sales: 3,
  createTime: 0,
  description: '',
  images: [],
  stock: 8_000,
  tradeTerms: ['FOB'],
  attributes: [],
  categoryPath: [],
  shipping: { hsCode: '940542', cartonUnits: 4, cartonWeightKg: 14.5, cartonVolumeM3: 0.06, shipFrom: 'CNSZX' },
};

/** The cart calls sent, by body. */
function fakeApi() {
  const sent: unknown[] = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: unknown) => {
    if (definition.path === calls.trade.updateCart.path) sent.push(body);
    return Promise.resolve({ result: 1, data: { count: 1 } });
  }) as typeof api.call);
  return sent;
}

function signIn(token: string | null, language: Language = 'english') {
  act(() => {
    puenteStore.set(tokenAtom, token);
    puenteStore.set(languageAtom, language);
  });
}

beforeAll(addProductStrings);
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  signIn(null);
});

it('finishes the add a guest asked for once the login brings them back, with the quantity they typed', async () => {
  const sent = fakeApi();
  const toasts: string[] = [];
  const off = puenteEvents.on('toast', ({ message }) => toasts.push(message));
  signIn(null);
  const guest = renderPage(<BuyBox goods={GOODS} />, '/productInfo?id=42');
  expect(screen.getByTestId<HTMLInputElement>('quantity').value).toBe('200');
  fireEvent.change(screen.getByTestId('quantity'), { target: { value: '300' } });
  fireEvent.click(screen.getByTestId('add-to-cart'));
  // Asked to log in, with nothing added yet and the add kept for the way back.
  expect(window.location.pathname).toBe('/login');
  expect(toasts).toContain('Please log in first');
  expect(sent).toEqual([]);
  expect(JSON.parse(sessionStorage.getItem(PENDING_ADD_KEY)!)).toMatchObject({ goodsId: 42, quantity: 300 });
  guest.unmount();

  signIn('token');
  renderPage(
    <>
      <ToasterHost />
      <BuyBox goods={GOODS} />
    </>,
    '/productInfo?id=42',
  );
  await waitFor(() => expect(sent).toEqual([{ goodsId: 42, quantity: 300, add: true, selected: true }]));
  expect(screen.getByTestId<HTMLInputElement>('quantity').value).toBe('300');
  off();
  expect(await screen.findByText('300 pieces added to your cart')).toBeTruthy();
  // Finished once: the page opened again adds nothing more.
  expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
});

it('gives a guest who comes back without logging in the quantity they typed, and adds nothing', () => {
  const sent = fakeApi();
  signIn(null);
  const first = renderPage(<BuyBox goods={GOODS} />, '/productInfo?id=42');
  fireEvent.change(screen.getByTestId('quantity'), { target: { value: '300' } });
  fireEvent.click(screen.getByTestId('add-to-cart'));
  first.unmount();
  renderPage(<BuyBox goods={GOODS} />, '/productInfo?id=42');
  expect(screen.getByTestId<HTMLInputElement>('quantity').value).toBe('300');
  expect(sent).toEqual([]);
  expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
});

it('takes a guest who pressed "Buy now" on to the order’s submission once the login brings them back, with the quantity they typed', async () => {
  const sent = fakeApi();
  signIn(null);
  const guest = renderPage(<BuyBox goods={GOODS} />, '/productInfo?id=42');
  fireEvent.change(screen.getByTestId('quantity'), { target: { value: '300' } });
  fireEvent.click(screen.getByTestId('buy-now'));
  // Asked to log in, with the purchase and its quantity kept for the way back.
  expect(window.location.pathname).toBe('/login');
  expect(JSON.parse(sessionStorage.getItem(PENDING_ADD_KEY)!)).toMatchObject({ goodsId: 42, quantity: 300, action: 'buy' });
  guest.unmount();

  signIn('token');
  renderPage(<BuyBox goods={GOODS} />, '/productInfo?id=42');
  await waitFor(() => expect(window.location.pathname).toBe('/productEmption'));
  expect(new URLSearchParams(window.location.search).get('items')).toBe('42:300');
  // A purchase, not an add: the cart is left as it was, and the purchase is finished once.
  expect(sent).toEqual([]);
  expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
});

it('keeps a guest’s "Buy now" at the box when the quantity is refused, and does not send them to log in for it', () => {
  fakeApi();
  signIn(null);
  renderPage(<BuyBox goods={GOODS} />, '/productInfo?id=42');
  fireEvent.change(screen.getByTestId('quantity'), { target: { value: '20' } });
  fireEvent.click(screen.getByTestId('buy-now'));
  expect(window.location.pathname).toBe('/productInfo');
  expect(screen.getByTestId('quantity-error')).toBeTruthy();
  expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
});

it('gives a guest who pressed "Buy now" and comes back without logging in the quantity they typed, and stays on the goods', () => {
  fakeApi();
  signIn(null);
  const first = renderPage(<BuyBox goods={GOODS} />, '/productInfo?id=42');
  fireEvent.change(screen.getByTestId('quantity'), { target: { value: '450' } });
  fireEvent.click(screen.getByTestId('buy-now'));
  first.unmount();
  renderPage(<BuyBox goods={GOODS} />, '/productInfo?id=42');
  expect(screen.getByTestId<HTMLInputElement>('quantity').value).toBe('450');
  expect(window.location.pathname).toBe('/productInfo');
  expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
});

it('reads "1.000" typed in Portuguese as a thousand, shows it back so, and adds a thousand', async () => {
  const sent = fakeApi();
  signIn('token', 'portuguese');
  renderPage(<BuyBox goods={GOODS} />, '/productInfo?id=42');
  const box = screen.getByTestId<HTMLInputElement>('quantity');
  fireEvent.change(box, { target: { value: '1.000' } });
  fireEvent.blur(box);
  expect(box.value).toBe('1.000');
  expect(screen.queryByTestId('quantity-error')).toBeNull();
  fireEvent.click(screen.getByTestId('add-to-cart'));
  await waitFor(() => expect(sent).toEqual([{ goodsId: 42, quantity: 1000, add: true, selected: true }]));
  // Beyond the stock, written as Brazil writes it: refused at the box, nothing sent.
  fireEvent.change(box, { target: { value: '99.999' } });
  fireEvent.click(screen.getByTestId('add-to-cart'));
  expect(screen.getByTestId('quantity-error').textContent).toContain('8.000');
  expect(sent).toHaveLength(1);
});
