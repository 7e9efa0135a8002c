import { act, screen } from '@testing-library/react';
import { i18n, puenteStore, userAtom } from '@puente/shared';
import { fakeApi, MEMBER, renderPage } from '../test-support';
import { OrderCard } from './order-card';

const usd = (amount: number) => ({ amount, currency: 'USD' as const, showAmount: amount, showCurrency: 'USD' as const });

function order(commission: unknown) {
  return {
    id: 7,
    orderNo: 'PO2026000007',
    status: 7,
    node: 'settled' as const,
    tradeTerm: 'FOB' as const,
    total: usd(10_000),
    deposit: usd(3_000),
    balance: usd(7_000),
    items: [],
    buyer: { id: 1, nickname: 'buyer', companyName: 'Distribuidora Andina' },
    seller: { id: 2, nickname: 'seller', companyName: 'Shenzhen Huaqiang Electronics' },
    brokerId: 3,
    commission,
    afterSales: null,
    createTime: 1_790_000_000,
    updateTime: 1_790_000_000,
  } as never;
}

describe('the broker commission on an order card', () => {
  it('tells the broker the rate, the amount and that it was credited, in their language', async () => {
    fakeApi({}, { language: 'spanish' });
    await act(() => i18n.changeLanguage('spanish'));
    act(() => puenteStore.set(userAtom, { ...MEMBER, id: 3 }));
    renderPage(<OrderCard side="agent" order={order({ rate: 3, amount: usd(300), status: 'credited', broker: { id: 3, nickname: 'broker', companyName: null } })} />);
    const line = screen.getByTestId('order-commission');
    expect(line.textContent).toContain('Comisión del 3 %');
    expect(line.textContent).toMatch(/300[.,]00/);
    expect(screen.getByTestId('commission-status').textContent).toBe('Abonada');
    // The broker is neither party: the card names both, and the stage is never the broker's to act on.
    expect(screen.getByText('Shenzhen Huaqiang Electronics')).toBeTruthy();
    expect(screen.getByText('Distribuidora Andina')).toBeTruthy();
  });

  it('shows no commission line when the order has none for the reader', async () => {
    fakeApi();
    await act(() => i18n.changeLanguage('english'));
    act(() => puenteStore.set(userAtom, { ...MEMBER, id: 2 }));
    renderPage(<OrderCard side="agent" order={order(null)} />);
    expect(screen.queryByTestId('order-commission')).toBeNull();
  });
});
