import { calls } from '@puente/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, OPERATOR, person, renderPage } from '../features/test-support';
import { PlatformOrdersPage } from './operator-orders';

const ops = calls.operator;
const row = (id: number, currency: string, total: number, held: number) => ({
  id,
  orderNo: `PO-2026-000${id}`,
  buyer: person(3, 'Lucía'),
  seller: person(9, 'Chen Wei'),
  currency,
  total,
  held,
  node: 'settlementRequested',
  afterSalesStatus: '',
  since: 1795000000,
});

/** Each row's total and held amounts, as the table shows them. */
async function amounts() {
  const table = await screen.findByTestId('order-table');
  await waitFor(() => expect(within(table).getAllByTestId('order-row')).toHaveLength(3));
  return within(table)
    .getAllByTestId('order-row')
    .map((tr) => [...tr.querySelectorAll('td, th')].slice(4, 6).map((cell) => cell.textContent));
}

describe('the orders waiting for the platform', () => {
  const list = { result: 1, list: [row(1, 'USD', 1110, 777), row(2, 'MXN', 2400, 1800), row(3, 'BRL', 18.5, 0)], total: 3 };

  it('write dollars as US$ beside pesos and reais, so no amount reads as another currency', async () => {
    fakeApi({ [ops.platformOrders.path]: list }, { user: OPERATOR });
    renderPage(<PlatformOrdersPage />, '/operatorOrders');
    expect(await amounts()).toEqual([
      ['US$1,110.00', 'US$777.00'],
      ['MX$2,400.00', 'MX$1,800.00'],
      ['R$\u00a018,50', 'R$\u00a00,00'],
    ]);
  });

  it('in Spanish too, where a bare $ is the peso', async () => {
    fakeApi({ [ops.platformOrders.path]: list }, { user: OPERATOR, language: 'spanish' });
    renderPage(<PlatformOrdersPage />, '/operatorOrders');
    expect((await amounts())[0]).toEqual(['US$1,110.00', 'US$777.00']);
  });
});
