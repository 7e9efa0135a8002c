import { expect, test } from '@playwright/test';
import { PERSONAL_BASE_URL } from '../fixtures/personal-server';
import { SELLER } from '../pages/personal';
import { logInByApi, startSignedIn } from '../support/api';

test.use({ baseURL: PERSONAL_BASE_URL });

/**
 * Forms are checked by the contract's schemas in the page: every field's problem shows at once, at
 * its field, in the reader's language, naming the limit — with no browser bubble and no request.
 */
test('an invalid goods form shows every field error at once, in Spanish', async ({ page }) => {
  await startSignedIn(page, (await logInByApi(page.request, SELLER)).token);
  await page.addInitScript(() => localStorage.setItem('to', 'spanish'));
  await page.goto('/personalProductEdit');
  const form = page.getByTestId('goods-form');
  await expect(form).toBeVisible();
  await form.locator('textarea[name="description.spanish"]').fill('x'.repeat(4001));
  await form.locator('input[name="price"]').fill('-3');
  await form.locator('input[name="minOrder"]').fill('0');
  await form.locator('input[name="stock"]').fill('muchos');
  await form.locator('input[name="term-FOB"]').uncheck();

  let saves = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/goods/save')) saves += 1;
  });
  await page.getByTestId('goods-submit').click();

  const errorOf = (field: string) => form.locator(`[data-field-error="${field}"]`);
  await expect(errorOf('categoryPath')).toHaveText('Este campo es obligatorio');
  await expect(errorOf('name')).toHaveText('Este campo es obligatorio');
  await expect(errorOf('description')).toHaveText('Usa como máximo 4,000 caracteres');
  await expect(errorOf('images')).toHaveText('Añade de una a diez imágenes');
  await expect(errorOf('price')).toHaveText('Introduce un importe entre 0.01 y 10,000,000, con dos decimales como máximo');
  await expect(errorOf('minOrder')).toHaveText('Introduce una cantidad entera entre 1 y 1,000,000');
  await expect(errorOf('stock')).toContainText('Introduce una cantidad entera entre 0 y');
  await expect(errorOf('tradeTerms')).toHaveText('Elige al menos un término comercial');
  await expect(errorOf('hsCode')).toHaveText('Escribe el código SA con seis dígitos, por ejemplo 8415.10 (los capítulos van del 01 al 97)');
  await expect(errorOf('shipFrom')).toHaveText('Elige el puerto de embarque de la mercancía');
  expect(saves).toBe(0);

  // Corrected, the field's message goes as the seller types.
  await form.locator('input[name="price"]').fill('12.50');
  await expect(errorOf('price')).toHaveCount(0);
});
