import { screen } from '@testing-library/react';
import { addStrings, renderPage } from '../test-support';
import { AccountStats } from './account-stats';

beforeAll(addStrings);

const yuan = { currency: 'CNH', available: 13_449.72, pending: 0, withdrawn: 0, earned: 13_449.72 };
const dollars = { currency: 'USD', available: 1_938, pending: 0, withdrawn: 0, earned: 1_938 };

it('writes the estimates’ dollars "US$" above balances held in another currency', () => {
  renderPage(<AccountStats s={{ balances: [yuan], show: dollars }} />, '/personalAccount');
  expect(screen.getByTestId('stat-available').textContent).toContain('≈ US$1,938.00');
  expect(screen.getAllByText('¥13,449.72', { selector: 'td' })).toHaveLength(2);
});

it('writes them "$" when every balance is held in dollars', () => {
  renderPage(<AccountStats s={{ balances: [dollars], show: dollars }} />, '/personalAccount');
  expect(screen.getByTestId('stat-available').textContent).toContain('≈ $1,938.00');
});
