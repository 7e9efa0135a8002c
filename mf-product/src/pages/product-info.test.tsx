import { act, screen, within } from '@testing-library/react';
import { api, ApiError, calls, GOODS_NOT_ON_SALE_CODE, i18n, languageAtom, puenteStore, queryClient, type CallDefinition, type CallReply, type GoodsSummary } from '@puente/shared';
import { chineseGoodsFixture } from '@puente/shared/testing';
import { addProductStrings, renderPage } from '../features/test-support';
import { MobileProductInfoPage } from './mobile-product-info';
import { ProductInfoPage } from './product-info';

const similar = (id: number): GoodsSummary => ({
  id,
  name: `Teléfono 5G ${id}`,
  summary: '',
  image: '/static/art/x.svg',
  price: { amount: 139, currency: 'USD', showAmount: 139, showCurrency: 'USD' },
  unit: 'pieces',
  minOrder: 200,
  source: 'china',
  categoryId: 2101,
  categoryTitle: 'Teléfonos',
  brand: null,
  seller: { id: 1, nickname: 'Haiqiao', companyName: null, countryCode: 'CN' },
  countryCode: 'CN',
  sales: 0,
  createTime: 0,
});

/** The API as it answers for goods taken off the shelf: not on sale, and goods of their category instead. */
function offShelf() {
  const asked: string[] = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: { id?: number }) => {
    asked.push(definition.path);
    if (definition.path === calls.goodsDetails.path) return Promise.reject(new ApiError('business', 'Este producto ya no está a la venta', 0, GOODS_NOT_ON_SALE_CODE));
    if (definition.path === calls.similarGoods.path) return Promise.resolve({ result: 1, list: body.id === 7 ? [similar(8), similar(9)] : [] });
    return Promise.resolve({ result: 1 });
  }) as typeof api.call);
  return asked;
}

beforeAll(addProductStrings);
beforeEach(async () => {
  act(() => puenteStore.set(languageAtom, 'spanish'));
  await act(() => i18n.changeLanguage('spanish'));
});
afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
  act(() => puenteStore.set(languageAtom, 'english'));
  void i18n.changeLanguage('english');
});

it.each([
  ['desktop', ProductInfoPage],
  ['phone', MobileProductInfoPage],
] as const)('says goods off the shelf are no longer offered and shows similar goods on sale instead of a retry (%s)', async (_, Page) => {
  const asked = offShelf();
  renderPage(<Page />, '/productInfo?id=7');
  const notice = await screen.findByTestId('goods-not-on-sale');
  expect(notice.textContent).toContain('Este producto ya no está a la venta');
  expect(await screen.findByText('Teléfono 5G 8')).toBeTruthy();
  expect(screen.getByText('Teléfono 5G 9')).toBeTruthy();
  expect(screen.queryByTestId('error-state')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
  expect(asked).toContain(calls.similarGoods.path);
});

type Brand = CallReply<typeof calls.brandDetails>['data'];
const blank = { english: '', chinese_simplified: '', portuguese: '', spanish: '' };
/** A brand with one factory inspected, its report to open. */
const BRAND: Brand = {
  id: 5,
  name: 'Tianrui Audio',
  nameSource: { language: 'spanish' },
  description: '',
  descriptionSource: { language: 'spanish' },
  logo: '/static/art/mark.svg',
  type: 'china',
  countryCode: 'CN',
  ownerId: 2,
  goodsCount: 8,
  factoryCount: 1,
  auditStatus: '1000',
  auditReason: '',
  putaway: true,
  names: { ...blank, spanish: 'Tianrui Audio' },
  descriptions: blank,
  factories: [
    {
      id: 3,
      brandId: 5,
      name: 'Planta principal',
      nameSource: { language: 'spanish' },
      address: 'Huizhou, Guangdong',
      inspectedAt: '2026-11-05',
      inspector: 'Diego Ortega',
      summary: 'Sin hallazgos graves.',
      summarySource: { language: 'spanish' },
      reportUrl: '/uploads/report.pdf',
      images: [],
      names: { ...blank, spanish: 'Planta principal' },
      summaries: { ...blank, spanish: 'Sin hallazgos graves.' },
    },
  ],
};

it.each([
  ['desktop', ProductInfoPage],
  ['phone', MobileProductInfoPage],
] as const)('shows the goods’ brand and its factory inspections with their reports (%s)', async (_, Page) => {
  const goods = chineseGoodsFixture({ id: 20, brand: { id: BRAND.id, name: BRAND.name, logo: BRAND.logo } });
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition) => {
    if (definition.path === calls.goodsDetails.path) return Promise.resolve({ result: 1, data: goods });
    if (definition.path === calls.brandDetails.path) return Promise.resolve({ result: 1, data: BRAND });
    return Promise.resolve({ result: 1, list: [], total: 0 });
  }) as typeof api.call);
  renderPage(<Page />, '/productInfo?id=20');
  const block = await screen.findByTestId('brand-block');
  const inspection = await within(block).findByTestId('factory-inspection');
  expect(within(block).getByText('Tianrui Audio')).toBeTruthy();
  expect(within(inspection).getByText('Planta principal')).toBeTruthy();
  expect(within(inspection).getByRole('link').getAttribute('href')).toBe('/uploads/report.pdf');
});
