import { fireEvent, screen, waitFor } from '@testing-library/react';
import { calls } from '@puente/shared';
import { fakeApi, fieldErrors, fill, NUMBER_READERS, renderPage, typeAndLeave, valueOf, type Sent } from '../features/test-support';
import { WithdrawalPage } from './personal-withdrawal';

const t = calls.trade;
const ACCOUNT = {
  id: 3,
  kind: 'bank',
  holderName: 'Chen Wei',
  bankName: 'Bank of China',
  branch: 'Shenzhen Futian',
  accountNumber: '**** 7890',
  swift: '',
  countryCode: 'CN',
  currency: 'USD',
};
const BALANCE = { currency: 'USD', available: 120.5, pending: 0, withdrawn: 0, earned: 120.5 };

describe('the withdrawal form', () => {
  let sent: Sent[];
  beforeEach(() => {
    sent = fakeApi({
      [t.listReceivingAccounts.path]: { result: 1, list: [ACCOUNT] },
      [t.revenueStatistics.path]: { result: 1, data: { balances: [BALANCE], show: BALANCE } },
      [t.listWithdrawals.path]: { result: 1, list: [], total: 0 },
      [t.applyWithdrawal.path]: { result: 1, data: { id: 1, available: 108.16 } },
    });
  });
  const writes = () => sent.filter((s) => s.url === t.applyWithdrawal.path);

  it('names the account and the amount’s bounds at once, then the available balance, before sending', async () => {
    renderPage(<WithdrawalPage />, '/personalWithdrawal');
    const submit = await screen.findByTestId('withdrawal-submit');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(fieldErrors()).toEqual([
        ['accountId', 'Choose the account to pay into'],
        ['amount', 'Enter an amount between 0.01 and 1,000,000,000, with at most two decimals'],
      ]),
    );

    fireEvent.change(document.querySelector('select[name="accountId"]')!, { target: { value: '3' } });
    fill('amount', '500');
    await waitFor(() => expect(fieldErrors()).toHaveLength(1));
    expect(screen.getByTestId('withdrawal-error').textContent).toMatch(/^This is more than your available balance of .*120\.50.*\. Enter .*120\.50.* or less$/);
    expect(writes()).toEqual([]);

    fill('amount', '12.34');
    await waitFor(() => expect(screen.queryByTestId('withdrawal-error')).toBeNull());
    fireEvent.click(submit);
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]!.body).toMatchObject({ accountId: 3, amount: 12.34, currency: 'USD' });
    await waitFor(() => expect((document.querySelector('input[name="amount"]') as HTMLInputElement).value).toBe(''));
  });
});

describe.each(NUMBER_READERS)('an amount typed in %s', (language, written) => {
  it('is read as the reader writes it, shown back so when the field is left, and sent as the number', async () => {
    const rich = { ...BALANCE, available: 5000, earned: 5000 };
    const sent = fakeApi(
      {
        [t.listReceivingAccounts.path]: { result: 1, list: [ACCOUNT] },
        [t.revenueStatistics.path]: { result: 1, data: { balances: [rich], show: rich } },
        [t.listWithdrawals.path]: { result: 1, list: [], total: 0 },
        [t.applyWithdrawal.path]: { result: 1, data: { id: 1, available: 3765.44 } },
      },
      { language },
    );
    renderPage(<WithdrawalPage />, '/personalWithdrawal');
    const submit = await screen.findByTestId('withdrawal-submit');
    fireEvent.change(document.querySelector('select[name="accountId"]')!, { target: { value: '3' } });
    typeAndLeave('amount', written('1,234.56'));
    expect(valueOf('amount')).toBe(written('1,234.56'));
    fireEvent.click(submit);
    await waitFor(() => expect(sent.filter((s) => s.url === t.applyWithdrawal.path)).toHaveLength(1));
    expect(sent.find((s) => s.url === t.applyWithdrawal.path)!.body).toMatchObject({ amount: 1234.56 });
  });
});
