import { ORDER_PATHS } from '../../shared/src/contract/order-machine';
import { devices, expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { PERSONAL_BASE_URL } from '../fixtures/personal-server';
import { PersonalPage, PNG_PIXEL, SELLER } from '../pages/personal';
import { BUYER } from '../pages/shell';
import { daysFromNow, logInByApi } from '../support/api';
import { sidewaysExcess } from '../support/checks';
import { LOCKS } from '../support/locks';

// Both parties on their phones: 390 × 844, touch, a phone's user agent.
const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
test.use({ ...IPHONE, baseURL: PERSONAL_BASE_URL });

/**
 * The FOB proof of the personal centre, on two phones, each party in their language: the demo
 * seller, in Chinese, publishes goods written in Chinese with a picture (the demo auto-pass of this
 * spec's own server approves them, fixtures/personal-server.ts); the demo buyer, a Mexican in
 * Spanish paying in pesos, finds them by searching, adds them to the cart and orders them FOB from
 * it; the two walk the order through every FOB node, each seeing only their own actions (each
 * step's form in a bottom sheet) and reading what each step says in their language, with each step
 * arriving as a message in the other's messages tab. Both are signed in before the walk (the
 * phone's login is proved in mobile-shell.spec and mobile-product.spec).
 */

/** The parties' browser contexts, closed after the test: a page left open keeps polling its bell. */
const opened: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** Each signed in on their phone in their own language (and the buyer in pesos), as the app keeps the session and the choice. */
async function open(browser: Browser, account: typeof SELLER, language: 'spanish' | 'chinese_simplified', currency?: 'MXN') {
  const context = await browser.newContext({ ...IPHONE, baseURL: PERSONAL_BASE_URL });
  opened.push(context);
  const { token } = await logInByApi(context.request, account);
  await context.addInitScript(
    ([session, to, selected]) => {
      localStorage.setItem('token', session!);
      localStorage.setItem('to', to!);
      if (selected) localStorage.setItem('selectedCurrency', selected);
    },
    [token, language, currency] as const,
  );
  return new PersonalPage(await context.newPage());
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
  /** The message the other party reads: the buyer in Spanish, the seller in Chinese. */
  message: string;
}

const FOB_STEPS: Step[] = [
  { who: 'seller', action: 'confirm', node: 'confirmed', offered: { seller: ['cancel', 'confirm'], buyer: ['cancel'] }, message: 'Pedido confirmado por el vendedor' },
  {
    who: 'seller',
    action: 'configure',
    node: 'configured',
    offered: { seller: ['cancel', 'configure'], buyer: ['cancel'] },
    fields: { deliveryDate: daysFromNow(90), packaging: '出口纸箱，托盘包装' },
    message: 'Pedido configurado: plazo y anticipo definidos',
  },
  {
    who: 'buyer',
    action: 'confirmConfiguration',
    node: 'configurationConfirmed',
    offered: { seller: ['cancel'], buyer: ['cancel', 'confirmConfiguration'] },
    message: '买家已确认配置',
  },
  { who: 'buyer', action: 'payDeposit', node: 'depositPaid', offered: { seller: ['cancel'], buyer: ['cancel', 'payDeposit'] }, message: '定金已支付' },
  { who: 'seller', action: 'prepareStock', node: 'stocked', offered: { seller: ['prepareStock'], buyer: [] }, message: 'Stock preparado' },
  {
    who: 'seller',
    action: 'declareCustoms',
    node: 'declared',
    offered: { seller: ['declareCustoms', 'enterLogistics'], buyer: [] },
    fields: { declarationNumber: 'CN-EXP-2026-0042' },
    message: 'Aduana declarada',
  },
  {
    who: 'buyer',
    action: 'confirmCustoms',
    node: 'customsConfirmed',
    offered: { seller: ['enterLogistics'], buyer: ['confirmCustoms'] },
    message: '报关已确认',
  },
  { who: 'buyer', action: 'payBalance', node: 'balancePaid', offered: { seller: ['enterLogistics'], buyer: ['payBalance'] }, message: '尾款已支付' },
  {
    who: 'seller',
    action: 'shipDomestic',
    node: 'domesticShipped',
    offered: { seller: ['enterLogistics', 'shipDomestic'], buyer: [] },
    fields: { carrier: '顺丰速运', trackingNumber: 'SF1234567890' },
    message: 'Enviado al puerto',
  },
  { who: 'buyer', action: 'pickUp', node: 'pickedUp', offered: { seller: ['enterLogistics'], buyer: ['pickUp'] }, message: '已提货' },
  { who: 'buyer', action: 'complete', node: 'completed', offered: { seller: ['enterLogistics'], buyer: ['complete', 'requestAfterSales'] }, message: '订单已完成' },
  // The demo's platform settles at once, so settlement requested is followed by settled.
  { who: 'seller', action: 'requestSettlement', node: 'settled', offered: { seller: ['requestSettlement'], buyer: ['requestAfterSales'] }, message: 'Pedido liquidado' },
];

/** Pesos, with the dollars they come from beside them as US$: never a bare "$" next to pesos. */
const PESOS_BESIDE_DOLLARS = (dollars: string) => new RegExp(`^MX\\$\\d{1,3}(,\\d{3})*\\.\\d\\d\\s?\\(US\\$${dollars.replace('.', '\\.')}\\)$`);

/**
 * The Mexican buyer reads the seller's terms in the confirm sheet before accepting them, in Spanish
 * and pesos: the deposit (its ratio, and the amount as the order's page shows it, 30 % of 20 ×
 * US$125.50), the delivery date written out, the packaging, and freight and insurance, which FOB
 * leaves to the buyer.
 */
async function expectTermsBeforeConfirming(buyer: PersonalPage, configured: Record<string, string>) {
  const page = buyer.page;
  // The page has one way back, to the orders, a 44 px tap target.
  await expect(page.getByTestId('back-to-me')).toHaveCount(0);
  const back = page.getByTestId('back-to-orders');
  await expect(back).toHaveText('←Mis pedidos');
  expect((await back.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  const depositOnPage = (await page.getByTestId('fact-deposit').getByTestId('price').textContent())!;
  expect(depositOnPage).toMatch(PESOS_BESIDE_DOLLARS('753.00'));

  await page.getByTestId('action-confirmConfiguration').click();
  const dialog = page.getByTestId('action-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Al confirmar aceptas las condiciones del vendedor que ves abajo. El anticipo se debe al confirmar.');
  await expect(dialog.getByTestId('terms-deposit')).toHaveText(`Anticipo (30 %)${depositOnPage}`);
  const day = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${configured.deliveryDate}T00:00:00Z`));
  await expect(dialog.getByTestId('terms-deliveryDate')).toHaveText(`Fecha de entrega${day}`);
  await expect(dialog).not.toContainText(configured.deliveryDate!);
  await expect(dialog.getByTestId('terms-packaging')).toHaveText(`Embalaje${configured.packaging}`);
  await expect(dialog.getByTestId('terms-freight')).toContainText('Acarreo al puerto y despacho de exportación');
  await expect(dialog.getByTestId('terms-insurance')).toHaveText('SeguroNo incluido en FOB: corre por tu cuenta');
  // No bare "$" beside pesos anywhere in the sheet.
  expect(await dialog.textContent()).not.toMatch(/(^|[^A-Z])\$\d/);
  // The terms and the button that accepts them fit the phone.
  expect(await sidewaysExcess(page)).toBe(0);
  await dialog.getByTestId('action-submit').click();
  await expect(dialog).toHaveCount(0);
}

/**
 * The deposit paid at the cashier: the stage it names there is the one the order's page and the
 * order list name, in Spanish; the list files the order under that stage's tab.
 */
async function expectDepositStageEverywhere(buyer: PersonalPage, id: number, orderNo: string) {
  const page = buyer.page;
  const stage = 'Preparando la mercancía';
  // The cashier's amounts are pesos, never a bare "$".
  const cashier = page.getByTestId('cashier-page');
  await expect(cashier.getByTestId('price').first()).toHaveAttribute('data-currency', 'MXN');
  await expect(cashier.getByTestId('price').first()).toHaveText(/^MX\$\d{1,3}(,\d{3})*\.\d\d$/);
  expect(await cashier.textContent()).not.toMatch(/(^|[^A-Z])\$\d/);
  await expect(page.getByTestId('cashier-status')).toHaveText(stage);
  await page.getByTestId('back-to-order').click();
  await expect(page).toHaveURL(new RegExp(`/personalOrderDetails\\?id=${id}`));
  await expect(page.getByTestId('details-status')).toHaveText(stage);
  await page.goto('/personalOrder');
  await expect(page.getByTestId('stage-tab-prepareStock')).toHaveText(new RegExp(`^${stage} \\(\\d+\\)$`));
  await expect(page.getByTestId('phone-order-card').filter({ hasText: orderNo }).getByTestId('order-status')).toHaveText(stage);
  await page.goto(`/personalOrderDetails?id=${id}`);
}

test(
  'on their phones a Mexican buyer (Spanish, pesos) and a Chinese seller take an FOB order through every node, each reading only their own actions in their language',
  { lock: LOCKS.personalSeller },
  async ({ browser }) => {
    test.setTimeout(300_000);
    const seller = await open(browser, SELLER, 'chinese_simplified');
    const buyer = await open(browser, BUYER, 'spanish', 'MXN');

    // The seller publishes goods written in Chinese: publishing is allowed first, the picture uploads with its progress.
    const name = `蓝牙音箱 ${Date.now().toString(36)}`;
    await seller.page.goto('/personalProduct');
    await seller.page.getByTestId('publish-goods').click();
    const form = seller.page.getByTestId('goods-form');
    await expect(form).toBeVisible();
    await form.locator('select[name="category-0"]').selectOption({ index: 1 });
    await form.locator('input[name="name.chinese_simplified"]').fill(name);
    await seller.page.getByTestId('goods-images-input').setInputFiles({ name: 'speaker.png', mimeType: 'image/png', buffer: PNG_PIXEL });
    await expect(form.getByTestId('uploaded-file')).toHaveCount(1);
    await form.locator('input[name="price"]').fill('125.50');
    await form.locator('input[name="minOrder"]').fill('10');
    await form.locator('input[name="stock"]').fill('5000');
    await expect(form.locator('input[name="term-FOB"]')).toBeChecked();
    // Shipping and customs: a Bluetooth speaker (8518.22), twenty-four to a carton, from Shenzhen; each unit's share shows as typed.
    await form.locator('input[name="hsCode"]').fill('8518.22');
    await form.locator('input[name="cartonUnits"]').fill('24');
    await form.locator('input[name="cartonWeightKg"]').fill('12.4');
    await form.locator('input[name="cartonVolumeM3"]').fill('0.062');
    await expect(form.getByTestId('shipping-per-unit')).toHaveText('每件：0.517 公斤，0.002583 立方米。');
    await form.locator('select[name="shipFrom"]').selectOption('CNSZX');
    await seller.page.getByTestId('goods-submit').click();
    // Written in Chinese alone: the form names, in Chinese, the buyer languages the name lacks, and asks once.
    const warning = seller.page.getByTestId('missing-languages-warning');
    await expect(warning).toContainText('部分买家语言尚未填写');
    await expect(warning).toContainText(/名称缺少.*英语.*葡萄牙语.*西班牙语/);
    await seller.page.getByTestId('goods-submit-anyway').click();
    await expect(seller.page).toHaveURL(/\/personalProduct$/);
    const row = seller.page.getByTestId('goods-row').filter({ hasText: name });
    await expect(row.getByTestId('audit-status')).toHaveAttribute('data-status', '1000');
    const goodsId = Number(await row.getAttribute('data-goods-id'));

    // The buyer finds them by searching, reads the name in Chinese marked so, and the price in pesos.
    await seller.markAllReadOnPhone();
    await buyer.page.goto('/product');
    await buyer.page.getByTestId('mobile-search-input').fill(name);
    await buyer.page.getByTestId('mobile-search-input').press('Enter');
    const card = buyer.page.locator(`[data-testid="goods-card"][data-goods-id="${goodsId}"]`);
    await expect(card.getByTestId('goods-name')).toHaveText(name);
    await expect(card.getByTestId('text-language')).toHaveText('Escrito en chino');
    await expect(card.getByTestId('price').first()).toHaveText(/^MX\$\d{1,3}(,\d{3})*\.\d\d$/);
    await card.click();
    await expect(buyer.page).toHaveURL(new RegExp(`/productInfo\\?id=${goodsId}`));

    // Into the cart, and checked out from it, FOB.
    await buyer.page.getByTestId('quantity').fill('20');
    await buyer.page.getByTestId('buy-actions').getByTestId('add-to-cart').click();
    await expect(buyer.page.getByText(/^Agregado al carrito: 20 /)).toBeVisible();
    await buyer.page.getByTestId('tab-cart').click();
    const line = buyer.page.locator(`[data-testid="cart-line"][data-goods-id="${goodsId}"]`);
    await expect(line).toContainText(name);
    await expect(line.getByTestId('cart-select')).toBeChecked();
    await expect(buyer.page.getByTestId('checkout')).toHaveText('Finalizar pedido');
    await buyer.page.getByTestId('checkout').click();
    await expect(buyer.page.getByTestId('shipping-address').first()).toBeVisible();
    await buyer.page.getByTestId('term-FOB').click();
    await buyer.page.getByTestId('provider-freightCarrier').click();
    await expect(buyer.page.getByTestId('summary-total')).toBeVisible();
    await buyer.page.getByTestId('submit-order').click();
    await expect(buyer.page).toHaveURL(/\/personalOrderDetails\?id=\d+/);
    const id = Number(new URL(buyer.page.url()).searchParams.get('id'));
    const orderNo = (await buyer.api<{ data: { orderNo: string } }>('/api/order/v2/details', { id })).data.orderNo;
    await expect(buyer.orderDetails()).toHaveAttribute('data-node', 'created');
    await expect(buyer.page.getByTestId('details-role')).toHaveText('Eres el comprador');
    await expect(buyer.page.getByTestId('order-progress').getByTestId('progress-phase')).toHaveText([
      /Crear pedido/,
      /Preparación de existencias/,
      /Declaración de aduana/,
      /Envío nacional/,
      /Retiro en puerto/,
      /Completado/,
    ]);
    await seller.page.goto(`/personalOrderBrokerDetails?id=${id}`);
    await expect(seller.page.getByTestId('details-role')).toHaveText('您是卖家');
    await expect(seller.page.getByTestId('order-progress').getByTestId('progress-phase')).toHaveText([/创建订单/, /备货/, /报关/, /国内发货/, /到港提货/, /完成/]);
    await seller.expectInMessagesTab(`${orderNo}：新订单`);
    await buyer.markAllReadOnPhone();

    const parties = { buyer, seller };
    // Who has acted on the order since their page was last loaded: the other party's page is loaded
    // afresh as they hear of each step, and Back to it from their messages asks for the order again.
    let acted: Who | undefined;
    for (const step of FOB_STEPS) {
      const actor = parties[step.who];
      const other = parties[step.who === 'buyer' ? 'seller' : 'buyer'];
      await test.step(`${step.who}: ${step.action}`, async () => {
        // Each party sees exactly its own actions, on a page loaded since the last step.
        for (const who of ['buyer', 'seller'] as const) {
          if (who === acted) await parties[who].page.reload();
          expect(await parties[who].offeredActions(), `${who} before ${step.action}`).toEqual(step.offered[who]);
          // Nothing on the order's page is wider than the phone.
          expect(await sidewaysExcess(parties[who].page), `${who}'s page scrolls sideways`).toBe(0);
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
          if (step.action === 'payDeposit') await expectDepositStageEverywhere(buyer, id, orderNo);
          else await actor.page.getByTestId('back-to-order').click();
        } else if (step.action === 'confirmConfiguration') {
          await expectTermsBeforeConfirming(buyer, FOB_STEPS.find((s) => s.action === 'configure')!.fields!);
        } else {
          await actor.act(step.action, step.fields);
        }
        await expect(actor.orderDetails()).toHaveAttribute('data-node', step.node);
        await expect(actor.page.getByTestId('timeline-event').first()).toHaveAttribute('data-action', step.action === 'requestSettlement' ? 'settle' : step.action);

        // The other party hears of it in the messages tab, in their language.
        await other.page.reload();
        await other.expectInMessagesTab(step.who === 'buyer' ? `${orderNo}：${step.message}` : `${orderNo}: ${step.message}`);
        acted = step.who;
      });
    }

    // Settled: nothing left for either party; the progress is complete on both sides.
    await buyer.page.reload();
    await expect(buyer.page.getByTestId('details-status')).toHaveText('Liquidado');
    await seller.page.reload();
    await expect(seller.page.getByTestId('details-status')).toHaveText('已结算');
    for (const who of ['buyer', 'seller'] as const) {
      await expect(parties[who].page.getByTestId('progress-phase').and(parties[who].page.locator('[data-state="done"]'))).toHaveCount(6);
    }
    expect(await buyer.offeredActions()).toEqual([]);
    expect(await seller.offeredActions()).toEqual([]);
    await expect(buyer.page.getByTestId('shipping')).toContainText('SF1234567890');
    await expect(buyer.page.getByTestId('shipping')).toContainText('CN-EXP-2026-0042');
    await expect(buyer.page.getByTestId('payment-row')).toHaveCount(2);

    // The buyer's list shows it settled; the seller's income arrived in the capital flow.
    await buyer.page.goto('/personalOrder');
    await expect(buyer.page.getByTestId('phone-order-card').filter({ hasText: orderNo }).getByTestId('order-status')).toHaveText('Liquidado');
    await seller.page.goto('/personalCapitalFlow');
    await expect(seller.page.getByTestId('ledger-row').first()).toHaveAttribute('data-kind', 'orderIncome');
    await expect(seller.page.getByTestId('ledger-row').first()).toContainText(orderNo);
  },
);
