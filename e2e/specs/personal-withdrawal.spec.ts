import { expect, test } from '@playwright/test';
import { PERSONAL_BASE_URL } from '../fixtures/personal-server';
import { PersonalPage, SELLER } from '../pages/personal';
import { call, logInByApi, startSignedIn } from '../support/api';
import { LOCKS } from '../support/locks';

test.use({ baseURL: PERSONAL_BASE_URL });

test('a withdrawal over the balance is refused with a clear message; a valid one appears in the capital flow', { lock: LOCKS.personalSeller }, async ({ page }) => {
  const seller = new PersonalPage(page);
  const { token } = await logInByApi(page.request, SELLER);
  await startSignedIn(page, token);
  const stats = await call<{ data: { balances: Array<{ currency: string; available: number }> } }>(page.request, '/api/zlkjUserAssets/revenueDetailStatistics.json', {}, token);
  const funded = stats.data.balances.find((b) => b.available > 20)!;
  expect(funded, 'the demo seller has income to withdraw').toBeTruthy();

  await page.goto('/personalWithdrawal');
  const form = page.getByTestId('withdrawal-form');
  await form.locator('select[name="accountId"]').selectOption({ index: 1 });
  await form.locator('select[name="currency"]').selectOption(funded.currency);
  const over = (funded.available + 1000).toFixed(2);
  await form.locator('input[name="amount"]').fill(over);
  await page.getByTestId('withdrawal-submit').click();
  await expect(page.getByTestId('withdrawal-error')).toContainText('This is more than your available balance');

  // The API refuses it too, in the reader's language, whatever the page lets through.
  const accounts = await seller.api<{ list: Array<{ id: number }> }>('/api/zlkjReceivingAccount/list');
  const refused = await (
    await page.request.post(`/api/zlkjWithdrawal/apply?token=${token}`, {
      data: { accountId: accounts.list[0]!.id, amount: Number(over), currency: funded.currency, showLanguage: 'english' },
    })
  ).json();
  expect(refused.result).toBe(0);
  expect(refused.info).toMatch(/balance/i);

  await form.locator('input[name="amount"]').fill('12.34');
  await page.getByTestId('withdrawal-submit').click();
  await expect(page.getByTestId('toast')).toContainText('The withdrawal was submitted.');
  await expect(page.getByTestId('withdrawal-error')).toHaveCount(0);

  await page.goto('/personalCapitalFlow');
  const first = page.getByTestId('ledger-row').first();
  await expect(first).toHaveAttribute('data-kind', 'withdrawal');
  await expect(first.getByTestId('ledger-amount')).toContainText('-');
  await expect(first.getByTestId('ledger-amount')).toContainText('12.34');
});
