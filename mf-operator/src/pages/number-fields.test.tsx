import { calls, today } from '@puente/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, fill, NUMBER_READERS, OPERATOR, person, renderPage, typeAndLeave, valueOf, type Sent } from '../features/test-support';
import { PlatformOrderDetailsPage } from './operator-order-details';
import { RatesPage } from './operator-rates';

/*
 * Every number an operator types in the console, typed as Brazil and Mexico write numbers: read as
 * the reader means it, shown back in their format when the field is left, and sent as the number.
 */

const ops = calls.operator;

const writesTo = (sent: Sent[], path: string) => sent.filter((s) => s.url === path).map((s) => s.body);

describe.each(NUMBER_READERS)('numbers typed in %s', (language, written) => {
  it('an exchange rate', async () => {
    const rate = { currency: 'BRL', perUsd: 5.1234, asOf: today(), source: 'Banco Central do Brasil', updated: 1795000000, ageDays: 0, stale: false };
    const sent = fakeApi(
      { [ops.listRates.path]: { result: 1, data: { current: [rate], history: [] } }, [ops.setRate.path]: { result: 1, data: rate } },
      { user: OPERATOR, language },
    );
    renderPage(<RatesPage />, '/operatorRates');
    await screen.findByTestId('rates-current');
    typeAndLeave('perUsd', written('5.4321'));
    expect(valueOf('perUsd')).toBe(written('5.4321'));
    fill('source', 'Banco Central do Brasil');
    fill('asOf', today());
    fireEvent.click(screen.getByTestId('rate-submit'));
    await waitFor(() => expect(writesTo(sent, ops.setRate.path)).toHaveLength(1));
    expect(writesTo(sent, ops.setRate.path)[0]).toMatchObject({ perUsd: 5.4321 });
  });

  it('the refund of an arbitration', async () => {
    const order = {
      id: 7,
      orderNo: 'PO-2026-0007',
      buyer: person(3, 'Lucía'),
      seller: person(9, 'Chen Wei'),
      currency: 'USD',
      total: 111000,
      held: 33300,
      node: 'afterSales',
      afterSalesStatus: 'open',
      since: 1795000000,
      tradeTerm: 'FOB',
      items: [{ name: 'Drill', quantity: 6000, unit: 'pieces', price: 18.5 }],
      deposit: 33300,
      balance: 77700,
      afterSales: null,
      events: [],
      payments: [],
      canSettle: false,
      canArbitrate: true,
    };
    const sent = fakeApi({ [ops.platformOrderDetails.path]: { result: 1, data: order } }, { user: OPERATOR, language });
    renderPage(<PlatformOrderDetailsPage />, '/operatorOrderDetails?id=7');
    await screen.findByTestId('order-arbitrate-section');
    typeAndLeave('refund', written('12,345.5'));
    expect(valueOf('refund')).toBe(written('12,345.5'));
    fill('note', 'Half of the goods arrived damaged.');
    fireEvent.click(screen.getByTestId('order-arbitrate-submit'));
    await waitFor(() => expect(writesTo(sent, ops.arbitrateOrder.path)).toHaveLength(1));
    expect(writesTo(sent, ops.arbitrateOrder.path)[0]).toMatchObject({ id: 7, refund: 12345.5 });
  });
});
