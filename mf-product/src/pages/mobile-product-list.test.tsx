import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, calls, GOODS_PAGE_SIZE, type CallDefinition, type GoodsSummary } from '@puente/shared';
import { addProductStrings, renderPage } from '../features/test-support';
import { MobileProductListPage } from './mobile-product-list';

const goods = (id: number): GoodsSummary => ({
  id,
  name: `Solar module ${id}`,
  summary: '',
  image: '/static/art/x.svg',
  price: { amount: 12000, currency: 'USD', showAmount: 12000, showCurrency: 'USD' },
  unit: 'pieces',
  minOrder: 10,
  source: 'industry',
  categoryId: 1,
  categoryTitle: 'Solar',
  brand: null,
  seller: { id: 1, nickname: 'Sol', companyName: 'Sol Energy', countryCode: 'CN' },
  countryCode: 'CN',
  sales: 0,
  createTime: 0,
});

/** The goods list as the API answers it: 45 goods, a page at a time; every request recorded. */
function fakeList(total = 45) {
  const asked: Array<Record<string, unknown>> = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: Record<string, unknown>) => {
    if (definition.path === calls.listGoods.path) {
      asked.push(body);
      const page = Number(body.currentPage);
      const from = (page - 1) * GOODS_PAGE_SIZE;
      const list = Array.from({ length: Math.max(0, Math.min(GOODS_PAGE_SIZE, total - from)) }, (_, i) => goods(from + i + 1));
      const search = body.keyword
        ? {
            corrected: null,
            didYouMean: total ? [] : [{ keyword: 'zinc', total: 3 }],
            categories: total ? [] : [{ id: 3601, title: 'Copper, lithium and ores', total: 5, source: 'industry' }],
          }
        : undefined;
      return Promise.resolve({ result: 1, list, total, search });
    }
    return Promise.resolve({ result: 1, list: [] });
  }) as typeof api.call);
  return asked;
}

beforeAll(addProductStrings);
afterEach(() => jest.restoreAllMocks());

describe('the phone’s goods list', () => {
  it('adds the next page below the ones shown on "load more", and offers no more once all are shown', async () => {
    const asked = fakeList();
    renderPage(<MobileProductListPage />, '/productList?source=industry&type=1981&keyword=solar');
    expect(await screen.findByText('Results for “solar”')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(GOODS_PAGE_SIZE));
    expect(screen.getByTestId('result-count').textContent).toBe('45 goods found');

    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(2 * GOODS_PAGE_SIZE));
    expect(screen.getAllByTestId('goods-card')[0]!.getAttribute('data-goods-id')).toBe('1');
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(45));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(asked.map((body) => body.currentPage)).toEqual([1, 2, 3]);
    expect(asked.every((body) => body.keyword === 'solar' && body.source === 'industry')).toBe(true);
  });

  it('sorts from the bottom sheet: the address takes the sort and the list starts again from its first page', async () => {
    const asked = fakeList();
    renderPage(<MobileProductListPage />, '/productList?source=industry&type=1981');
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(GOODS_PAGE_SIZE));
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(2 * GOODS_PAGE_SIZE));
    fireEvent.click(screen.getByTestId('open-filters'));
    fireEvent.change(screen.getByTestId('mobile-sort'), { target: { value: 'priceAsc' } });
    await waitFor(() => expect(window.location.search).toContain('sort=priceAsc'));
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(GOODS_PAGE_SIZE));
    expect(asked.at(-1)).toMatchObject({ sort: 'priceAsc', currentPage: 1 });
  });

  it('says so when nothing matches', async () => {
    fakeList(0);
    renderPage(<MobileProductListPage />, '/productList?source=china&type=1980&keyword=zzz');
    expect(await screen.findByText('No goods match “zzz”.')).toBeTruthy();
    expect(screen.queryByTestId('load-more')).toBeNull();
    // No dead end: a nearby keyword that finds goods, and where goods like it are.
    expect(screen.getByRole('button', { name: 'zinc (3)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copper, lithium and ores (5)' })).toBeTruthy();
  });

  it('says which keyword it searched when it read a word as a typo', async () => {
    const asked = fakeList(3);
    jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: Record<string, unknown>) => {
      asked.push(body);
      return Promise.resolve({ result: 1, list: [goods(1)], total: 1, search: { corrected: 'solar panel', didYouMean: [], categories: [] } });
    }) as typeof api.call);
    renderPage(<MobileProductListPage />, '/productList?source=industry&type=1981&keyword=soalr%20panel');
    expect((await screen.findByTestId('search-corrected')).textContent).toBe('Showing results for “solar panel”');
  });

  it('says which words did not narrow the list, and that it comes cheapest first as asked', async () => {
    const asked = fakeList(3);
    jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: Record<string, unknown>) => {
      asked.push(body);
      return Promise.resolve({
        result: 1,
        list: [goods(1)],
        total: 1,
        search: { corrected: null, setAside: ['casa', 'comprar'], cheapestFirst: true, didYouMean: [], categories: [] },
      });
    }) as typeof api.call);
    renderPage(<MobileProductListPage />, '/productList?keyword=comprar%20paneles%20baratos%20para%20casa');
    expect((await screen.findByTestId('search-cheapest')).textContent).toBe('Cheapest first, as you asked');
    expect(screen.getByTestId('search-set-aside').textContent).toBe('Words that did not narrow the results: “casa” and “comprar”');
    expect(screen.queryByTestId('search-corrected')).toBeNull();
  });
});
