import { act, screen, within } from '@testing-library/react';
import { api, calls, deviceAtom, i18n, languageAtom, puenteStore, queryClient, tokenAtom, type CallReply, type Language } from '@puente/shared';
import { addProductStrings, renderPage } from '../features/test-support';
import { CartPage } from './product-shopping-cart';

type Line = CallReply<typeof calls.trade.myCart>['list'][number];

const price = { amount: 25, currency: 'USD' as const, showAmount: 25, showCurrency: 'USD' as const };
const line = (goodsId: number, name: string, nameSource: Line['nameSource']): Line => ({
  id: goodsId,
  goodsId,
  name,
  nameSource,
  image: '/static/art/speaker.svg',
  unit: 'pieces',
  minOrder: 10,
  stock: 500,
  quantity: 10,
  selected: true,
  price,
  subtotal: { ...price, amount: 250, showAmount: 250 },
  sellerId: 3,
  sellerName: 'Shenzhen Shenghai',
  tradeTerms: ['FOB'],
  available: true,
});

/** A Spanish reader's cart: goods named in Chinese, goods a service translated into Spanish, goods the seller wrote in Spanish. */
const LINES = [
  line(1, '声海蓝牙音箱', { language: 'chinese_simplified' }),
  line(2, 'Altavoz de prueba', { language: 'spanish', translatedFrom: 'chinese_simplified' }),
  line(3, 'Altavoz resistente al agua', { language: 'spanish' }),
];

function openCart(language: Language, device: 'desktop' | 'mobile') {
  api.http.defaults.adapter = (async (config: { url?: string }) => ({
    data: config.url === calls.trade.myCart.path ? { result: 1, list: LINES, count: LINES.length } : { result: 1 },
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  })) as unknown as typeof api.http.defaults.adapter;
  act(() => {
    puenteStore.set(tokenAtom, 'token');
    puenteStore.set(deviceAtom, device);
    puenteStore.set(languageAtom, language);
    void i18n.changeLanguage(language);
  });
  return renderPage(<CartPage />, '/productShoppingCart');
}

/** Each line's name language and label, as the reader reads them. */
async function labels() {
  const lines = await screen.findAllByTestId('cart-line', {}, { timeout: 5000 });
  return lines.map((row) => [row.querySelector('[lang]')?.getAttribute('lang'), within(row).queryByTestId('text-language')?.textContent ?? '']);
}

beforeAll(addProductStrings);
afterEach(() => {
  queryClient.clear();
  act(() => {
    puenteStore.set(tokenAtom, null);
    puenteStore.set(deviceAtom, 'desktop');
    puenteStore.set(languageAtom, 'english');
    void i18n.changeLanguage('english');
  });
});

describe('cart lines named in another language than the reader’s', () => {
  it('are labelled on a desktop as goods cards label them', async () => {
    openCart('spanish', 'desktop');
    expect(await labels()).toEqual([
      ['zh-CN', 'Escrito en chino'],
      ['es', 'Traducido automáticamente del chino'],
      ['es', ''],
    ]);
  });

  it('are labelled on a phone, in the reader’s language', async () => {
    openCart('portuguese', 'mobile');
    expect(await labels()).toEqual([
      ['zh-CN', 'Escrito em chinês'],
      ['es', 'Traduzido automaticamente do chinês'],
      ['es', 'Escrito em espanhol'],
    ]);
  });
});
