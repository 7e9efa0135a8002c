import { devices, expect, test } from '@playwright/test';
import { PERSONAL_BASE_URL } from '../fixtures/personal-server';
import { SELLER } from '../pages/personal';
import { call, DEMO_PASSWORD, logInByApi } from '../support/api';
import { LOCKS } from '../support/locks';
import { expectFits } from '../support/checks';

// The phone of most buyers: 390 × 844, touch, a phone's user agent.
const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
test.use(IPHONE);
test.describe.configure({ mode: 'parallel' });

const BROKER = { phone: '5511987654321', password: DEMO_PASSWORD };

test('a Brazilian broker on a phone, in Portuguese, reads who they are, the sales they brought by stage with their commission, their earnings and the answers to their quotation requests', async ({
  page,
}) => {
  const { token } = await logInByApi(page.request, BROKER);
  await page.addInitScript((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('to', 'portuguese');
    localStorage.setItem('selectedCurrency', 'BRL');
  }, token);
  await page.goto('/mine');
  await expect(page).toHaveURL(/\/mine\/personalCenter$/);
  await expect(page.getByTestId('me-nickname')).toHaveText('Rafael Souza');
  await expect(page.getByTestId('broker-tag')).toBeVisible();
  await expect(page.getByTestId('me-balance')).toContainText(/R\$\s[\d.]+,\d\d/);
  // A broker orders as a buyer and follows the sales they bring.
  await expect(page.getByTestId('panel-orders-buyer')).toBeVisible();
  await expect(page.getByTestId('panel-orders-seller')).toBeVisible();
  // Each count is a stage that has orders, named as the tab it opens and the badge of each order there.
  const first = page.getByTestId('panel-orders-seller').locator('[data-testid^="count-"]').first();
  const stage = (await first.getAttribute('data-testid'))!.replace(/^count-/, '');
  const [count, words] = await first.locator('p').allTextContents();
  expect(Number(count)).toBeGreaterThan(0);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/mine/personalOrderBroker\\?stage=${stage}$`));
  await expect(page.getByTestId(`stage-tab-${stage}`)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId(`stage-tab-${stage}`)).toHaveText(`${words} (${count})`);
  const card = page.getByTestId('phone-order-card').first();
  await expect(card.getByTestId('order-status')).toHaveText(words!);
  // The sale's page: the broker's commission, its rate, its amount in reais, and whether it is paid yet.
  await card.click();
  await expect(page).toHaveURL(/\/mine\/personalOrderBrokerDetails\?id=\d+/);
  const commission = page.getByTestId('order-commission');
  await expect(commission).toContainText('Comissão do corretor');
  await expect(commission).toContainText(/Taxa[\d,]+ % das mercadorias/);
  await expect(commission.getByTestId('price')).toHaveText(/^R\$\s[\d.]+,\d\d/);
  await expect(commission.getByTestId('commission-status')).toHaveText(/^(Prevista|Creditada|Anulada)$/);
  await expectFits(page, 'a sale’s page for the broker in Portuguese');
  await page.goBack();
  await page.getByTestId('back-to-me').click();
  await expect(page).toHaveURL(/\/mine\/personalCenter$/);

  // Earnings: the account's figures in reais, and each commission credited, named as one, in reais with the amount as earned beside it when it was earned in another currency.
  await page.getByTestId('me-menu').getByRole('link', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(/\/mine\/personalAccount$/);
  const account = page.getByTestId('account-page');
  await expect(account.getByRole('heading', { level: 1 })).toHaveText('Minha conta');
  await expect(account.getByTestId('stat-available')).toHaveText(/^Saldo disponível≈ R\$\s[\d.]+,\d\d$/);
  await expect(account.getByText('Recebido', { exact: true }).first()).toBeVisible();
  const commissions = account.getByTestId('ledger-row').and(page.locator('[data-kind="brokerCommission"]'));
  await expect(commissions.first()).toContainText('Comissão de corretor');
  await expect(commissions.first().getByTestId('ledger-amount')).toHaveText(/^R\$\s[\d.]+,\d\d(\s?\((US\$|¥)[\d,]+\.\d\d\))?$/);
  await expectFits(page, 'the broker’s account in Portuguese');
  await page.goBack();

  // Quotations: the answer to the request the broker sent, its price in reais beside the seller’s, and how long it holds.
  await page.getByTestId('me-menu').getByRole('link', { name: 'Minhas solicitações de cotação' }).click();
  await expect(page).toHaveURL(/\/mine\/personalQuotationMine$/);
  const quotations = page.getByTestId('quotations-buyer');
  await expect(quotations.getByRole('heading', { level: 1 })).toHaveText('Minhas solicitações de cotação');
  await expect(quotations.getByTestId('unseen-count')).toHaveText(/^(1 resposta nova|\d+ respostas novas)$/);
  const answered = quotations.getByTestId('quotation-row').filter({ hasText: 'Santos, Brazil' });
  await expect(answered).toContainText('Cotada');
  await expect(answered).toContainText('Preço cotado');
  await expect(answered.getByTestId('price').last()).toHaveText(/^R\$\s[\d.]+,\d\d\s?\((US\$[\d,]+\.\d\d|¥[\d,]+\.\d\d)\)$/);
  const validity = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date('2027-01-31T00:00:00Z'));
  await expect(answered).toContainText(`Válida até${validity}`);
  await expectFits(page, 'the broker’s quotations in Portuguese');
});

test.describe('the seller’s money on a phone', () => {
  test.use({ baseURL: PERSONAL_BASE_URL });

  test('a withdrawal over the balance is refused naming the limit; a valid one comes first in the capital flow', { lock: LOCKS.personalSeller }, async ({ page }) => {
    const { token } = await logInByApi(page.request, SELLER);
    await page.addInitScript((value) => localStorage.setItem('token', value), token);
    const stats = await call<{ data: { balances: Array<{ currency: string; available: number }> } }>(page.request, '/api/zlkjUserAssets/revenueDetailStatistics.json', {}, token);
    const funded = stats.data.balances.find((b) => b.available > 20)!;
    await page.goto('/mine/personalCenter');
    await page.getByTestId('me-balance').click();
    await expect(page).toHaveURL(/\/mine\/personalAccount$/);
    await page.goto('/mine/withdraw');
    const form = page.getByTestId('withdrawal-form');
    await form.locator('select[name="accountId"]').selectOption({ index: 1 });
    await form.locator('select[name="currency"]').selectOption(funded.currency);
    await expect(form.locator('input[name="amount"]')).toHaveAttribute('inputmode', 'decimal');
    await form.locator('input[name="amount"]').fill((funded.available + 1000).toFixed(2));
    await page.getByTestId('withdrawal-submit').click();
    await expect(page.getByTestId('withdrawal-error')).toContainText('This is more than your available balance');
    await expectFits(page, '/mine/withdraw');
    await form.locator('input[name="amount"]').fill('23.45');
    await page.getByTestId('withdrawal-submit').click();
    await expect(page.getByTestId('toast')).toContainText('The withdrawal was submitted.');
    await page.goto('/mine/personalCapitalFlow');
    const first = page.getByTestId('ledger-row').first();
    await expect(first).toHaveAttribute('data-kind', 'withdrawal');
    await expect(first.getByTestId('ledger-amount')).toContainText('-');
    await expect(first.getByTestId('ledger-amount')).toContainText('23.45');
    await expectFits(page, '/mine/personalCapitalFlow');
  });
});
