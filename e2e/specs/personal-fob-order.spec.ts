import { ORDER_PATHS } from '../../shared/src/contract/order-machine';
import { devices, expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { PERSONAL_BASE_URL } from '../fixtures/personal-server';
import { PersonalPage, PNG_PIXEL, SELLER } from '../pages/personal';
import { BUYER } from '../pages/shell';
import { daysFromNow } from '../support/api';
import { LOCKS } from '../support/locks';

// Both parties on their phones: 390 × 844, touch, a phone's user agent.
const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
test.use({ ...IPHONE, baseURL: PERSONAL_BASE_URL });

/**
 * The FOB proof of the personal centre, on two phones: the demo seller publishes goods with a
 * picture (the demo auto-pass of this spec's own server approves them,
 * fixtures/personal-server.ts), the demo buyer orders them FOB, and the two walk the order through
 * every FOB node, each seeing only their own actions (each step's form in a bottom sheet), with
 * each step arriving as a message in the other's messages tab.
 */

/** The parties' browser contexts, closed after the test: a page left open keeps polling its bell. */
const opened: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

async function open(browser: Browser, account: typeof SELLER) {
  const context = await browser.newContext({ ...IPHONE, baseURL: PERSONAL_BASE_URL });
  opened.push(context);
  const personal = new PersonalPage(await context.newPage());
  await personal.logInOnPhone(account);
  return personal;
}

type Who = 'buyer' | 'seller';
interface Step {
  who: Who;
  action: string;
  /** The order's node once the step is done. */
  node: string;
  /** What each party is offered before the step (sorted). */
  offered: Record<Who, string[]>;
  fields?: Record<string, string>;
  /** The message the other party receives. */
  message: string;
}

const FOB_STEPS: Step[] = [
  { who: 'seller', action: 'confirm', node: 'confirmed', offered: { seller: ['cancel', 'confirm'], buyer: ['cancel'] }, message: 'Order confirmed by the seller' },
  {
    who: 'seller',
    action: 'configure',
    node: 'configured',
    offered: { seller: ['cancel', 'configure'], buyer: ['cancel'] },
    fields: { deliveryDate: daysFromNow(90), packaging: 'Export cartons on pallets' },
    message: 'Order configured: delivery and deposit set',
  },
  {
    who: 'buyer',
    action: 'confirmConfiguration',
    node: 'configurationConfirmed',
    offered: { seller: ['cancel'], buyer: ['cancel', 'confirmConfiguration'] },
    message: 'Configuration confirmed by the buyer',
  },
  { who: 'buyer', action: 'payDeposit', node: 'depositPaid', offered: { seller: ['cancel'], buyer: ['cancel', 'payDeposit'] }, message: 'Deposit paid' },
  { who: 'seller', action: 'prepareStock', node: 'stocked', offered: { seller: ['prepareStock'], buyer: [] }, message: 'Stock prepared' },
  {
    who: 'seller',
    action: 'declareCustoms',
    node: 'declared',
    offered: { seller: ['declareCustoms', 'enterLogistics'], buyer: [] },
    fields: { declarationNumber: 'CN-EXP-2026-0042' },
    message: 'Customs declared',
  },
  {
    who: 'buyer',
    action: 'confirmCustoms',
    node: 'customsConfirmed',
    offered: { seller: ['enterLogistics'], buyer: ['confirmCustoms'] },
    message: 'Customs declaration confirmed',
  },
  { who: 'buyer', action: 'payBalance', node: 'balancePaid', offered: { seller: ['enterLogistics'], buyer: ['payBalance'] }, message: 'Balance paid' },
  {
    who: 'seller',
    action: 'shipDomestic',
    node: 'domesticShipped',
    offered: { seller: ['enterLogistics', 'shipDomestic'], buyer: [] },
    fields: { carrier: 'SF Express', trackingNumber: 'SF1234567890' },
    message: 'Shipped to the port',
  },
  { who: 'buyer', action: 'pickUp', node: 'pickedUp', offered: { seller: ['enterLogistics'], buyer: ['pickUp'] }, message: 'Goods picked up' },
  { who: 'buyer', action: 'complete', node: 'completed', offered: { seller: ['enterLogistics'], buyer: ['complete', 'requestAfterSales'] }, message: 'Order completed' },
  // The demo's platform settles at once, so settlement requested is followed by settled.
  { who: 'seller', action: 'requestSettlement', node: 'settled', offered: { seller: ['requestSettlement'], buyer: ['requestAfterSales'] }, message: 'Order settled' },
];

/**
 * The buyer reads the seller's terms in the confirm sheet before accepting them: the deposit (its
 * ratio, and the amount as the order's page shows it, 30 % of 20 × US$125.50), the delivery date
 * in their language, the packaging, and freight and insurance, which FOB leaves to the buyer.
 */
async function expectTermsBeforeConfirming(buyer: PersonalPage, configured: Record<string, string>) {
  const page = buyer.page;
  // The page has one way back, to the orders, a 44 px tap target.
  await expect(page.getByTestId('back-to-me')).toHaveCount(0);
  const back = page.getByTestId('back-to-orders');
  await expect(back).toHaveText('←My orders');
  expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const depositOnPage = (await page.getByTestId('fact-deposit').getByTestId('price').textContent())!;
  expect(depositOnPage).toContain('753.00');

  await page.getByTestId('action-confirmConfiguration').click();
  const dialog = page.getByTestId('action-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('By confirming you accept the seller’s terms below.');
  await expect(dialog.getByTestId('terms-deposit')).toHaveText(`Deposit (30%)${depositOnPage}`);
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${configured.deliveryDate}T00:00:00Z`));
  await expect(dialog.getByTestId('terms-deliveryDate')).toHaveText(`Delivery date${day}`);
  await expect(dialog).not.toContainText(configured.deliveryDate!);
  await expect(dialog.getByTestId('terms-packaging')).toHaveText(`Packaging${configured.packaging}`);
  await expect(dialog.getByTestId('terms-freight')).toHaveText('FreightNot included under FOB: you arrange it');
  await expect(dialog.getByTestId('terms-insurance')).toHaveText('InsuranceNot included under FOB: you arrange it');
  // The terms and the button that accepts them fit the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toHaveCount(0);
}

test('on their phones, buyer and seller take an FOB order through every node, each with only their own actions', { lock: LOCKS.personalSeller }, async ({ browser }) => {
  test.setTimeout(300_000);
  const seller = await open(browser, SELLER);
  const buyer = await open(browser, BUYER);

  // The seller publishes goods: publishing is allowed first, the picture uploads with its progress.
  const name = `Puente e2e FOB speaker ${Date.now()}`;
  await seller.page.goto('/personalProduct');
  await seller.page.getByTestId('publish-goods').click();
  const form = seller.page.getByTestId('goods-form');
  await expect(form).toBeVisible();
  await form.locator('select[name="category-0"]').selectOption({ index: 1 });
  await form.locator('input[name="name.english"]').fill(name);
  await seller.page.getByTestId('goods-images-input').setInputFiles({ name: 'speaker.png', mimeType: 'image/png', buffer: PNG_PIXEL });
  await expect(form.getByTestId('uploaded-file')).toHaveCount(1);
  await form.locator('input[name="price"]').fill('125.50');
  await form.locator('input[name="minOrder"]').fill('10');
  await form.locator('input[name="stock"]').fill('5000');
  await expect(form.locator('input[name="term-FOB"]')).toBeChecked();
  await seller.page.getByTestId('goods-submit').click();
  await expect(seller.page).toHaveURL(/\/personalProduct$/);
  const row = seller.page.getByTestId('goods-row').filter({ hasText: name });
  await expect(row.getByTestId('audit-status')).toHaveAttribute('data-status', '1000');
  const goodsId = Number(await row.getAttribute('data-goods-id'));

  // The buyer orders them FOB on the product page's buy-now and the submit-order page.
  await seller.markAllReadOnPhone();
  await buyer.page.goto(`/productInfo?id=${goodsId}&name=${encodeURIComponent(name)}`);
  await buyer.page.getByTestId('quantity').fill('20');
  await buyer.page.getByTestId('buy-now').click();
  await expect(buyer.page.getByTestId('shipping-address').first()).toBeVisible();
  await buyer.page.getByTestId('term-FOB').click();
  await buyer.page.getByTestId('provider-freightCarrier').click();
  await expect(buyer.page.getByTestId('summary-total')).toBeVisible();
  await buyer.page.getByTestId('submit-order').click();
  await expect(buyer.page).toHaveURL(/\/personalOrderDetails\?id=\d+/);
  const id = Number(new URL(buyer.page.url()).searchParams.get('id'));
  const orderNo = (await buyer.api<{ data: { orderNo: string } }>('/api/order/v2/details', { id })).data.orderNo;
  await expect(buyer.orderDetails()).toHaveAttribute('data-node', 'created');
  await expect(buyer.page.getByTestId('details-role')).toHaveText('You are the buyer');
  await expect(buyer.page.getByTestId('order-progress').getByTestId('progress-phase')).toHaveText([
    /Create order/,
    /Stock preparation/,
    /Customs declaration/,
    /Domestic shipping/,
    /Port pickup/,
    /Completed/,
  ]);
  await seller.page.goto(`/personalOrderBrokerDetails?id=${id}`);
  await expect(seller.page.getByTestId('details-role')).toHaveText('You are the seller');
  await seller.expectInMessagesTab(`${orderNo}: New order`);
  await buyer.markAllReadOnPhone();

  const parties = { buyer, seller };
  for (const step of FOB_STEPS) {
    const actor = parties[step.who];
    const other = parties[step.who === 'buyer' ? 'seller' : 'buyer'];
    await test.step(`${step.who}: ${step.action}`, async () => {
      // Each party sees exactly its own actions.
      for (const who of ['buyer', 'seller'] as const) {
        await parties[who].page.reload();
        expect(await parties[who].offeredActions(), `${who} before ${step.action}`).toEqual(step.offered[who]);
        // Nothing on the order's page is wider than the phone.
        expect(await parties[who].page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${who}'s page scrolls sideways`).toBe(0);
        await parties[who].expectStage(step.action, ORDER_PATHS.FOB.find((s) => s.action === step.action)!.node);
      }
      if (step.action === 'payDeposit' || step.action === 'payBalance') {
        const stage = step.action === 'payDeposit' ? 'deposit' : 'balance';
        // The action leads to the product area's cashier, which links back to this page.
        await expect(actor.page.getByTestId(`action-${step.action}`)).toHaveAttribute('href', `/cashRegister?id=${id}&step=${stage}`);
        // Through the cashier, and back to the order.
        await actor.page.getByTestId(`action-${step.action}`).click();
        await expect(actor.page).toHaveURL(new RegExp(`/cashRegister\\?id=${id}&step=${stage}`));
        await actor.page.getByTestId('start-payment').click();
        await actor.page.getByTestId('confirm-payment').click();
        await expect(actor.page.getByTestId('payment-succeeded')).toBeVisible();
        await actor.page.getByTestId('back-to-order').click();
      } else if (step.action === 'confirmConfiguration') {
        await expectTermsBeforeConfirming(buyer, FOB_STEPS.find((s) => s.action === 'configure')!.fields!);
      } else {
        await actor.act(step.action, step.fields);
      }
      await expect(actor.orderDetails()).toHaveAttribute('data-node', step.node);
      await expect(actor.page.getByTestId('timeline-event').first()).toHaveAttribute('data-action', step.action === 'requestSettlement' ? 'settle' : step.action);

      // The other party hears of it in the bell.
      await other.page.reload();
      await other.expectInMessagesTab(`${orderNo}: ${step.message}`);
    });
  }

  // Settled: nothing left for either party; the progress is complete on both sides.
  for (const who of ['buyer', 'seller'] as const) {
    await parties[who].page.reload();
    await expect(parties[who].page.getByTestId('details-status')).toHaveText('Settled');
    await expect(parties[who].page.getByTestId('progress-phase').and(parties[who].page.locator('[data-state="done"]'))).toHaveCount(6);
  }
  expect(await buyer.offeredActions()).toEqual([]);
  expect(await seller.offeredActions()).toEqual([]);
  await expect(buyer.page.getByTestId('shipping')).toContainText('SF1234567890');
  await expect(buyer.page.getByTestId('shipping')).toContainText('CN-EXP-2026-0042');
  await expect(buyer.page.getByTestId('payment-row')).toHaveCount(2);

  // The buyer's list shows it settled; the seller's income arrived in the capital flow.
  await buyer.page.goto('/personalOrder');
  await expect(buyer.page.getByTestId('phone-order-card').filter({ hasText: orderNo }).getByTestId('order-status')).toHaveText('Settled');
  await seller.page.goto('/personalCapitalFlow');
  await expect(seller.page.getByTestId('ledger-row').first()).toHaveAttribute('data-kind', 'orderIncome');
  await expect(seller.page.getByTestId('ledger-row').first()).toContainText(orderNo);
});
