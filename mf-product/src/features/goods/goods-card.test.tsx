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

describe('goods text in another language than the reader’s', () => {
  const chineseOnly: GoodsSummary = {
    id: 9,
    name: '测试手机',
    summary: '为测试制造的手机。',
    image: '/static/art/x.svg',
    price: { amount: 99.5, currency: 'USD', showAmount: 99.5, showCurrency: 'USD' },
    unit: 'pieces',
    minOrder: 10,
    source: 'china',
    categoryId: 1,
    categoryTitle: 'Phones',
    brand: null,
    seller: { id: 1, nickname: 'Shenzhen', companyName: null, countryCode: 'CN' },
    countryCode: 'CN',
    sales: 0,
    createTime: 0,
    nameSource: { language: 'chinese_simplified' },
    summarySource: { language: 'chinese_simplified' },
  };

  async function readAs(language: 'english' | 'portuguese' | 'spanish' | 'chinese_simplified', goods: GoodsSummary) {
    await act(() => i18n.changeLanguage(language));
    act(() => puenteStore.set(languageAtom, language));
    return renderPage(<GoodsCard goods={goods} />);
  }

  it('says in the reader’s language which language the name is written in', async () => {
    const { unmount } = await readAs('english', chineseOnly);
    expect(screen.getByTestId('text-language').textContent).toBe('Written in Chinese');
    expect(screen.getByTestId('goods-name').getAttribute('lang')).toBe('zh-CN');
    unmount();
    await readAs('portuguese', chineseOnly);
    expect(screen.getByTestId('text-language').textContent).toBe('Escrito em chinês');
  });

  it('says nothing when the name is in the reader’s language', async () => {
    await readAs('chinese_simplified', chineseOnly);
    expect(screen.queryByTestId('text-language')).toBeNull();
  });

  it('says a translation service wrote the name, and from which language', async () => {
    await readAs('spanish', { ...chineseOnly, name: 'Teléfono de prueba', nameSource: { language: 'spanish', translatedFrom: 'chinese_simplified' } });
    expect(screen.getByTestId('text-language').textContent).toBe('Traducido automáticamente del chino');
  });

  it('marks a brand badge with its name’s language, said on hover when it is not the reader’s', async () => {
    const { unmount } = await readAs('spanish', { ...chineseOnly, brand: { id: 4, name: '声海音响', logo: '', nameSource: { language: 'chinese_simplified' } } });
    const badge = screen.getByTestId('goods-brand');
    expect(badge.getAttribute('lang')).toBe('zh-CN');
    expect(badge.getAttribute('title')).toBe('Escrito en chino');
    unmount();
    await readAs('spanish', { ...chineseOnly, brand: { id: 5, name: 'Andina', logo: '', nameSource: { language: 'spanish' } } });
    expect(screen.getByTestId('goods-brand').getAttribute('title')).toBeNull();
  });
});
