import { expect, type APIRequestContext } from '@playwright/test';
import { call, DEMO_PASSWORD, logInByApi, SELLER } from './api';

const OPERATOR = { phone: '8613911872046', password: DEMO_PASSWORD };
/** The smallest valid PNG: a 1×1 transparent pixel, for goods whose picture does not matter. */
const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * Goods the demo seller writes in Chinese alone, with a Spanish name, and an operator passes: what
 * English and Portuguese buyers read in Chinese, and Spanish buyers in part. The name is the run's own.
 */
export async function publishChineseGoods(request: APIRequestContext): Promise<{ id: number; name: string; spanishName: string }> {
  const seller = await logInByApi(request, SELLER);
  const uploaded = await request.post(`/api/common/uploadFile.json?token=${encodeURIComponent(seller.token)}`, {
    multipart: { file: { name: 'pump.png', mimeType: 'image/png', buffer: PNG_PIXEL }, showLanguage: 'chinese_simplified' },
  });
  const image = ((await uploaded.json()) as { url: string }).url;
  const name = `太阳能灌溉水泵 ${Date.now().toString(36)}`;
  const spanishName = 'Bomba solar de riego';
  const saved = await call<{ data: { id: number; missingLanguages: { name: string[]; description: string[] } } }>(
    request,
    '/api/goods/save',
    {
      categoryId: 2101,
      name: { chinese_simplified: name, spanish: spanishName },
      description: { chinese_simplified: '两千瓦太阳能水泵，适用于农田灌溉。' },
      images: [image],
      price: 120,
      currency: 'USD',
      unit: 'pieces',
      minOrder: 5,
      stock: 500,
      tradeTerms: ['FOB'],
      // A solar irrigation pump (8413.70), one to a crate, from Ningbo.
      shipping: { hsCode: '8413.70', cartonUnits: 1, cartonWeightKg: 38.5, cartonVolumeM3: 0.16, shipFrom: 'CNNGB' },
      showLanguage: 'chinese_simplified',
    },
    seller.token,
  );
  // The seller is told which buyer languages are missing; nothing is invented without a translation service.
  expect(saved.data.missingLanguages).toEqual({ name: ['english', 'portuguese'], description: ['english', 'portuguese', 'spanish'] });
  const operator = await logInByApi(request, OPERATOR);
  await call(request, '/api/operator/review/decide', { kind: 'goods', id: saved.data.id, decision: 'pass' }, operator.token);
  return { id: saved.data.id, name, spanishName };
}
