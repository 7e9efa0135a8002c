import { act, screen } from '@testing-library/react';
import { href, i18n, languageAtom, puenteStore } from '@puente/shared';
import { addProductStrings, renderPage } from '../test-support';
import { GoodsCard } from './goods-card';

beforeAll(addProductStrings);
afterEach(() => {
  act(() => puenteStore.set(languageAtom, 'english'));
  void i18n.changeLanguage('english');
});

it('names the unit and the minimum order of goods in the reader language', async () => {
  await act(() => i18n.changeLanguage('spanish'));
  renderPage(
    <GoodsCard
      goods={{
        id: 7,
        name: 'Cobre refinado',
        summary: '',
        image: '/static/art/x.svg',
        price: { amount: 9000, currency: 'USD', showAmount: 9000, showCurrency: 'USD' },
        unit: 'tonnes',
        minOrder: 25,
        source: 'industry',
        categoryId: 1,
        categoryTitle: 'Metales',
        brand: null,
        seller: { id: 1, nickname: 'Cobre', companyName: 'Cobre Andino (demo)', countryCode: 'CL' },
        countryCode: 'CL',
        sales: 3,
        createTime: 0,
      }}
    />,
  );
  expect(screen.getByTestId('goods-card').getAttribute('href')).toBe(href('productInfo', { id: 7, name: 'Cobre refinado' }));
  expect(screen.getByTestId('goods-card').textContent).toContain('/ tonelada');
  expect(screen.getByTestId('goods-card').textContent).not.toContain('/ toneladas');
  expect(screen.getByTestId('goods-card').textContent).toContain('Pedido mínimo: 25 toneladas');
  // Three lines of the name, and the whole name on hover, so that variants can be told apart.
  expect(screen.getByTestId('goods-name').getAttribute('title')).toBe('Cobre refinado');
});
