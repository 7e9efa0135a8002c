import { devices, expect, test, type Page } from '@playwright/test';
import { call, logInByApi, SELLER } from '../support/api';

const { defaultBrowserType: _browser, ...IPHONE } = devices['iPhone 13'];
const OPERATOR = { phone: '8613911872046', password: 'Demo#2026' };
/** The smallest valid PNG: a 1×1 transparent pixel, for goods whose picture does not matter. */
const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The demo seller's own goods of the phones' category, passed by an operator and then taken off the shelf. */
async function goodsTakenOffTheShelf(page: Page): Promise<number> {
  const seller = await logInByApi(page.request, SELLER);
  const uploaded = await page.request.post(`/api/common/uploadFile.json?token=${encodeURIComponent(seller.token)}`, {
    multipart: { file: { name: 'phone.png', mimeType: 'image/png', buffer: PNG_PIXEL } },
  });
  const image = ((await uploaded.json()) as { url: string }).url;
  const saved = await call<{ data: { id: number } }>(
    page.request,
    '/api/goods/save',
    {
      categoryId: 2101,
      name: { english: `Retired handset ${Date.now().toString(36)}`, spanish: 'Teléfono retirado' },
      images: [image],
      price: 99,
      currency: 'USD',
      unit: 'pieces',
      stock: 100,
      tradeTerms: ['FOB'],
      shipping: { hsCode: '8517.13', cartonUnits: 20, cartonWeightKg: 8.2, cartonVolumeM3: 0.042, shipFrom: 'CNSZX' },
    },
    seller.token,
  );
  const operator = await logInByApi(page.request, OPERATOR);
  await call(page.request, '/api/operator/review/decide', { kind: 'goods', id: saved.data.id, decision: 'pass' }, operator.token);
  await call(page.request, '/api/goods/updatePutaway', { id: saved.data.id, putaway: false }, seller.token);
  return saved.data.id;
}

async function expectNoLongerOffered(page: Page) {
  const notice = page.getByTestId('goods-not-on-sale');
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText('Este producto ya no está a la venta');
  await expect(notice).toContainText('Productos parecidos a la venta');
  await expect(page.getByTestId('similar-goods').getByTestId('goods-card').first()).toBeVisible();
  await expect(page.getByTestId('error-state')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
}

test('goods taken off the shelf tell a buyer they are no longer offered and show goods like them on sale, on a desktop and on a phone', async ({ page, browser, baseURL }) => {
  const id = await goodsTakenOffTheShelf(page);
  await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
  await page.goto(`/productInfo?id=${id}`);
  await expectNoLongerOffered(page);
  // A similar goods card leads to goods on sale.
  await page.getByTestId('similar-goods').getByTestId('goods-card').first().click();
  await expect(page.getByTestId('product-name')).toBeVisible();

  const phone = await browser.newContext({ ...IPHONE, baseURL });
  const onPhone = await phone.newPage();
  await onPhone.addInitScript(() => localStorage.setItem('to', 'spanish'));
  await onPhone.goto(`/productInfo?id=${id}`);
  await expect(onPhone.locator('[data-site="mobile"]')).toBeVisible();
  await expectNoLongerOffered(onPhone);
  await phone.close();
});
