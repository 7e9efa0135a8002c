import { act, screen, waitFor } from '@testing-library/react';
import { calls, currencyAtom, deviceAtom, puenteStore } from '@puente/shared';
import { fakeApi, MEMBER, renderPage } from '../test-support';
import { LedgerTable } from './ledger-table';

const BROKER = { ...MEMBER, id: 3, authority: '11', ifBroker: true };
const entry = (id: number, kind: string, amount: number, currency: string, orderNo = '') => ({
  id,
  kind,
  amount: { amount, currency },
  orderNo,
  note: '',
  createTime: 1_790_000_000,
});
const ENTRIES = [
  entry(1, 'brokerCommission', 8_681.94, 'CNH', 'PU20260000001'),
  entry(2, 'brokerCommission', 120.5, 'BRL', 'PU20260000002'),
  entry(3, 'withdrawal', -1_000, 'CNH'),
];
// The platform's rate for one yuan in reais, as currencyConvert answers it.
const YUAN_IN_REAIS = { result: 1, data: { amount: 1, currency: 'CNH', showAmount: 0.78, showCurrency: 'BRL', rate: 0.78125, asOf: '2026-11-20' } };

const amounts = () => screen.getAllByTestId('ledger-amount').map((cell) => cell.textContent!.replace(/\u00a0/g, ' '));

afterEach(() =>
  act(() => {
    puenteStore.set(currencyAtom, 'USD');
    puenteStore.set(deviceAtom, 'desktop');
  }),
);

describe.each([
  ['a wide screen', false],
  ['a phone', true],
])('a broker’s earnings on %s', (_, phone) => {
  it('read in the currency the reader chose, converted at the platform’s rate, the amount as earned beside it', async () => {
    const sent = fakeApi({ [calls.currencyConvert.path]: YUAN_IN_REAIS }, { user: BROKER, language: 'portuguese' });
    act(() => {
      puenteStore.set(currencyAtom, 'BRL');
      puenteStore.set(deviceAtom, phone ? 'mobile' : 'desktop');
    });
    renderPage(<LedgerTable entries={ENTRIES} />, '/personalAccount');
    // 8,681.94 yuan at 0.78125 is 6,782.765… reais, rounded once to the cent.
    await waitFor(() => expect(amounts()).toEqual(['R$ 6.782,77(¥8,681.94)', 'R$ 120,50', '-R$ 781,25(-¥1,000.00)']));
    // One rate asked for the yuan, whatever the rows that share it; none for the reais.
    const asked = sent.filter((s) => s.url === calls.currencyConvert.path);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.body).toMatchObject({ amount: 1, currency: 'CNH', showCurrency: 'BRL' });
  });
});

it('shows the amount as earned while the rate is not known, and when it cannot be had', async () => {
  const sent = fakeApi({ [calls.currencyConvert.path]: { result: 0, info: 'down' } }, { user: BROKER });
  act(() => puenteStore.set(currencyAtom, 'BRL'));
  renderPage(<LedgerTable entries={ENTRIES.slice(0, 1)} />, '/personalAccount');
  expect(amounts()).toEqual(['¥8,681.94']);
  await waitFor(() => expect(sent.some((s) => s.url === calls.currencyConvert.path)).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(amounts()).toEqual(['¥8,681.94']);
});
