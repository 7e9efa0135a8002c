import { screen, waitFor, within } from '@testing-library/react';
import { calls } from '@puente/shared';
import { fakeApi, MEMBER, renderPage } from '../features/test-support';
import { MobileOrderListPage } from './mobile-order-list';

const t = calls.trade;
const price = (amount: number, showAmount: number) => ({ amount, currency: 'CNH' as const, showAmount, showCurrency: 'BRL' as const });
const party = (id: number, companyName: string) => ({ id, nickname: companyName, companyName });
const BROKER = { ...MEMBER, id: 3, authority: '11', ifBroker: true };

function sale(id: number, commission: unknown) {
  return {
    id,
    orderNo: `PU2026000000${id}`,
    status: 7,
    node: 'settled',
    tradeTerm: 'FOB',
    total: price(289_398, 226_100),
    deposit: price(86_819.4, 67_830),
    balance: price(202_578.6, 158_270),
    items: [],
    buyer: party(1, 'Distribuidora Andina'),
    seller: party(2, 'Shenzhen Huaqiang Electronics'),
    brokerId: commission ? 3 : null,
    commission,
    afterSales: null,
    createTime: 1_790_000_000,
    updateTime: 1_790_000_000,
  };
}

it('shows a broker, on the phone’s sales list, the commission an order earns them: its rate, amount and state, as the desktop card does', async () => {
  fakeApi(
    {
      [t.listAgentOrders.path]: {
        result: 1,
        list: [sale(1, { rate: 3, amount: price(8_681.94, 6_783), status: 'credited', broker: party(3, 'Broker') }), sale(2, null)],
        total: 2,
      },
      [t.orderStatistics.path]: { result: 1, data: { byStatus: {}, byStage: {}, total: 2 } },
    },
    { user: BROKER, language: 'spanish' },
  );
  renderPage(<MobileOrderListPage side="seller" />, '/mine/personalOrderBroker');
  await waitFor(() => expect(screen.getAllByTestId('phone-order-card')).toHaveLength(2));
  const [brought, own] = screen.getAllByTestId('phone-order-card');
  const line = within(brought!).getByTestId('order-commission');
  expect(line.textContent).toContain('Comisión del 3 %');
  // In the reader's currency, the currency it was earned in beside it.
  expect(line.textContent).toMatch(/R\$\s6\.783,00/);
  expect(line.textContent).toContain('¥8,681.94');
  expect(within(line).getByTestId('commission-status').textContent).toBe('Abonada');
  // An order no broker brought has no commission line.
  expect(within(own!).queryByTestId('order-commission')).toBeNull();
});
