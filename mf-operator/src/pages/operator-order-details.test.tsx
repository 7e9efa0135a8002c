import { calls, type Language } from '@puente/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, fill, NUMBER_READERS, OPERATOR, person, renderPage, typeAndLeave, valueOf } from '../features/test-support';
import { PlatformOrderDetailsPage } from './operator-order-details';

const ops = calls.operator;
const order = (items: Array<{ name: string; quantity: number; unit: string; price: number }>, currency = 'USD') => ({
  result: 1,
  data: {
    id: 7,
    orderNo: 'PO-2026-0007',
    buyer: person(3, 'Lucía'),
    seller: person(9, 'Chen Wei'),
    currency,
    total: 111000,
    held: 0,
    node: 'settlementRequested',
    afterSalesStatus: '',
    since: 1795000000,
    tradeTerm: 'FOB',
    items,
    deposit: 33300,
    balance: 77700,
    afterSales: null,
    events: [],
    payments: [],
    canSettle: false,
    canArbitrate: false,
  },
});

async function itemCells(language: Language, items: Parameters<typeof order>[0], currency?: string) {
  fakeApi({ [ops.platformOrderDetails.path]: order(items, currency) }, { user: OPERATOR, language });
  renderPage(<PlatformOrderDetailsPage />, '/operatorOrderDetails?id=7');
  const table = await screen.findByTestId('order-items');
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].slice(1).map((cell) => cell.textContent));
}

describe('an order’s goods', () => {
  const drills = { name: 'Drill', quantity: 6000, unit: 'pieces', price: 18.5 };
  const shoes = { name: 'Shoes', quantity: 1, unit: 'currencyPair', price: 12 };

  it('reads quantities and unit prices in the reader’s format, with the unit’s word for the count', async () => {
    expect(await itemCells('english', [drills, shoes])).toEqual([
      ['6,000 pieces', 'US$18.50 / piece'],
      ['1 pair', 'US$12.00 / pair'],
    ]);
  });

  it('in Portuguese: 6.000 peças, and pairs are pares', async () => {
    expect(await itemCells('portuguese', [drills, { ...shoes, quantity: 2400 }], 'BRL')).toEqual([
      ['6.000 peças', 'R$\u00a018,50 / peça'],
      ['2.400 pares', 'R$\u00a012,00 / par'],
    ]);
  });

  it('in Spanish, pairs of goods (zero takes the plural)', async () => {
    expect((await itemCells('spanish', [{ ...shoes, quantity: 0 }]))[0]![0]).toBe('0 pares');
  });

  it('in Chinese, pairs are 对, not currency pairs', async () => {
    expect((await itemCells('chinese_simplified', [{ ...shoes, quantity: 300 }]))[0]![0]).toBe('300 对');
  });
});

describe('an order’s money', () => {
  it('writes every dollar amount as US$: the totals, what escrow holds, the payments and the decision’s hints', async () => {
    const settled = order([{ name: 'Drill', quantity: 60, unit: 'pieces', price: 18.5 }]);
    const data = { ...settled.data, held: 77700, canSettle: true, payments: [{ step: 'deposit', amount: 33300, status: 'paid', time: 1795000000 }] };
    fakeApi({ [ops.platformOrderDetails.path]: { ...settled, data } }, { user: OPERATOR });
    renderPage(<PlatformOrderDetailsPage />, '/operatorOrderDetails?id=7');
    const section = await screen.findByTestId('order-settle-section');
    const page = screen.getByTestId('order-details').textContent!;
    for (const amount of ['US$111,000.00', 'US$33,300.00', 'US$77,700.00']) expect(page).toContain(amount);
    expect(section.textContent).toContain('US$77,700.00');
    expect(page).not.toMatch(/(^|[^US])\$\d/);
  });
});

describe.each(NUMBER_READERS)('a refund typed in %s', (language, written) => {
  it('is read as the reader writes it, shown back so when the field is left, and sent as the number', async () => {
    const arbitrable = order([{ name: 'Drill', quantity: 6000, unit: 'pieces', price: 18.5 }]);
    const sent = fakeApi({ [ops.platformOrderDetails.path]: { ...arbitrable, data: { ...arbitrable.data, held: 33300, canArbitrate: true } } }, { user: OPERATOR, language });
    renderPage(<PlatformOrderDetailsPage />, '/operatorOrderDetails?id=7');
    await screen.findByTestId('order-arbitrate-section');
    typeAndLeave('refund', written('12,345.5'));
    expect(valueOf('refund')).toBe(written('12,345.5'));
    fill('note', 'Half of the goods arrived damaged.');
    fireEvent.click(screen.getByTestId('order-arbitrate-submit'));
    await waitFor(() => expect(sent.filter((s) => s.url === ops.arbitrateOrder.path)).toHaveLength(1));
    expect(sent.find((s) => s.url === ops.arbitrateOrder.path)!.body).toMatchObject({ id: 7, refund: 12345.5 });
  });
});

describe('an order’s node and steps', () => {
  it('names them as the parties’ pages and messages do, the platform’s own decision included', async () => {
    const data = {
      ...order([]).data,
      events: [
        { role: 'seller', who: 'Chen Wei', action: 'shipDomestic', note: '', time: 1794000000 },
        { role: 'platform', who: 'Puente', action: 'resolveArbitration', note: 'Half refunded', time: 1795000000 },
      ],
    };
    fakeApi({ [ops.platformOrderDetails.path]: { result: 1, data } }, { user: OPERATOR, language: 'spanish' });
    renderPage(<PlatformOrderDetailsPage />, '/operatorOrderDetails?id=7');
    const events = await screen.findByTestId('order-events');
    expect(screen.getByTestId('order-details').textContent).toContain('Liquidación solicitada');
    expect(events.textContent).toContain('Enviado al puerto');
    expect(events.textContent).toContain('Arbitraje resuelto');
    expect(events.textContent).not.toContain('resolveArbitration');
  });
});
