import { act, screen } from '@testing-library/react';
import { href, i18n, languageAtom, puenteStore, type GoodsSummary } from '@puente/shared';
import { addProductStrings, renderPage } from '../test-support';
import { firstScreenCards, GoodsCard, GoodsGrid } from './goods-card';

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

it('draws whole rows of a grid with the page and the rest of the goods right after', async () => {
  expect(firstScreenCards({ base: 2 })).toBe(4);
  expect(firstScreenCards({ base: 2, md: 3, lg: 4 })).toBe(12);
  expect(firstScreenCards({ base: 1, md: 3 })).toBe(6);
  const goods: GoodsSummary[] = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    name: `Goods ${i + 1}`,
    summary: '',
    image: '/static/art/x.svg',
    price: { amount: 10, currency: 'USD', showAmount: 10, showCurrency: 'USD' },
    unit: 'pieces',
    minOrder: 1,
    source: 'china',
    categoryId: 1,
    categoryTitle: 'Phones',
    brand: null,
    seller: { id: 1, nickname: 'Seller', companyName: null, countryCode: 'CN' },
    countryCode: 'CN',
    sales: 0,
    createTime: 0,
  }));
  renderPage(<GoodsGrid list={goods} />);
  expect(screen.getAllByTestId('goods-card')).toHaveLength(12);
  await screen.findByText('Goods 20');
  // Every card, in the order of the list.
  expect(screen.getAllByTestId('goods-card').map((card) => card.getAttribute('data-goods-id'))).toEqual(goods.map((g) => String(g.id)));
});
