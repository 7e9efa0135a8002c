import { act, screen, within } from '@testing-library/react';
import { i18n, PhoneOrderCard, puenteStore, userAtom, type calls, type CallReply } from '@puente/shared';
import { fakeApi, MEMBER, renderPage } from '../test-support';
import { OrderCard } from './order-card';

type Order = CallReply<typeof calls.trade.listBuyerOrders>['list'][number];
type Line = Order['items'][number];

const usd = (amount: number) => ({ amount, currency: 'USD' as const, showAmount: amount, showCurrency: 'USD' as const });
const line = (goodsId: number, name: string, nameSource: Line['nameSource']): Line => ({
  goodsId,
  name,
  nameSource,
  image: '',
  unit: 'pieces',
  quantity: 10,
  price: usd(25),
  subtotal: usd(250),
});

/** A Spanish buyer's order: goods named in Chinese, goods a service translated into Spanish, goods the seller wrote in Spanish. */
const order = {
  id: 7,
  orderNo: 'PO2026000007',
  status: 1,
  node: 'created',
  tradeTerm: 'FOB',
  total: usd(750),
  deposit: usd(225),
  balance: usd(525),
  items: [
    line(1, '声海蓝牙音箱', { language: 'chinese_simplified' }),
    line(2, 'Altavoz de prueba', { language: 'spanish', translatedFrom: 'chinese_simplified' }),
    line(3, 'Altavoz resistente al agua', { language: 'spanish' }),
  ],
  buyer: { id: 1, nickname: 'buyer', companyName: 'Distribuidora Andina' },
  seller: { id: 2, nickname: 'seller', companyName: 'Shenzhen Shenghai' },
  brokerId: null,
  commission: null,
  afterSales: null,
  createTime: 1_790_000_000,
  updateTime: 1_790_000_000,
} as Order;

async function asSpanishBuyer() {
  fakeApi({}, { language: 'spanish' });
  await act(() => i18n.changeLanguage('spanish'));
  act(() => puenteStore.set(userAtom, { ...MEMBER, id: 1 }));
}

describe('the language of goods names on order lines', () => {
  it('marks each line of an order card with the language its name is in, and labels a name not in the reader’s language', async () => {
    await asSpanishBuyer();
    renderPage(<OrderCard side="buyer" order={order} />);
    const chinese = screen.getByText('声海蓝牙音箱');
    expect(chinese.getAttribute('lang')).toBe('zh-CN');
    const notes = screen.getAllByTestId('text-language').map((note) => note.textContent);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/chino/i);
    expect(notes[1]).toMatch(/traduc/i);
    expect(screen.getByText('Altavoz resistente al agua').getAttribute('lang')).toBe('es');
  });

  it('labels the first line of the phone’s order card', async () => {
    await asSpanishBuyer();
    renderPage(<PhoneOrderCard order={order} role="buyer" to="/mine/personalOrderDetails?id=7" />);
    const card = screen.getByTestId('phone-order-card');
    expect(within(card).getByText('声海蓝牙音箱').getAttribute('lang')).toBe('zh-CN');
    expect(within(card).getByTestId('text-language').textContent).toMatch(/chino/i);
  });
});
