import { act, screen } from '@testing-library/react';
import { calls, currencyAtom, deviceAtom, puenteStore } from '@puente/shared';
import { fakeApi, MEMBER, renderPage } from '../test-support';
import { LedgerTable } from './ledger-table';

const BROKER = { ...MEMBER, id: 3, authority: '11', ifBroker: true };
type Currency = 'CNH' | 'BRL' | 'USD' | 'MXN';
/** A movement as the reply carries it: as earned, and (when the platform could convert it) in the reader's reais. */
const entry = (id: number, kind: string, amount: number, currency: Currency, reais: number | null, orderNo = '') => ({
  id,
  kind,
  amount: { amount, currency },
  price: reais === null ? undefined : { amount, currency, showAmount: reais, showCurrency: 'BRL' as const },
  orderNo,
  note: '',
  createTime: 1_790_000_000,
});
const ENTRIES = [
  entry(1, 'brokerCommission', 8_681.94, 'CNH', 6_782.77, 'PU20260000001'),
  entry(2, 'brokerCommission', 120.5, 'BRL', 120.5, 'PU20260000002'),
  entry(3, 'withdrawal', -1_000, 'CNH', -781.25),
];

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
  it('read in the currency the reader chose, as the reply converted it, the amount as earned beside it, asking for no rate', async () => {
    const sent = fakeApi({}, { user: BROKER, language: 'portuguese' });
    act(() => {
      puenteStore.set(currencyAtom, 'BRL');
      puenteStore.set(deviceAtom, phone ? 'mobile' : 'desktop');
    });
    renderPage(<LedgerTable entries={ENTRIES} />, '/personalAccount');
    expect(amounts()).toEqual(['R$ 6.782,77(¥8,681.94)', 'R$ 120,50', '-R$ 781,25(-¥1,000.00)']);
    expect(sent.filter((s) => s.url === calls.currencyConvert.path)).toEqual([]);
  });
});

it('shows the amount as earned when the reply could not convert it', () => {
  fakeApi({}, { user: BROKER });
  act(() => puenteStore.set(currencyAtom, 'BRL'));
  renderPage(<LedgerTable entries={[entry(1, 'brokerCommission', 8_681.94, 'CNH', null)]} />, '/personalAccount');
  expect(amounts()).toEqual(['¥8,681.94']);
});
