import { act, screen, waitFor, within } from '@testing-library/react';
import { api, calls, i18n, languageAtom, puenteStore, queryClient, type CallReply, type Language } from '@puente/shared';
import { BrandBlock } from '../features/goods/brand-block';
import { SearchFilters } from '../features/goods/search-filters';
import { SearchHeading } from '../features/goods/search-heading';
import { addProductStrings, renderPage } from '../features/test-support';
import { CooperateListPage } from './cooperate-list';

type Brand = CallReply<typeof calls.brandDetails>['data'];

const blank = { english: '', chinese_simplified: '', portuguese: '', spanish: '' };
/** A brand its seller named and described in Chinese alone. */
const CHINESE_BRAND: Brand = {
  id: 21,
  name: '声海音响',
  nameSource: { language: 'chinese_simplified' },
  description: '深圳的音响品牌。',
  descriptionSource: { language: 'chinese_simplified' },
  logo: '/static/art/mark.svg',
  type: 'china',
  countryCode: 'CN',
  ownerId: 3,
  goodsCount: 4,
  factoryCount: 0,
  auditStatus: '1000',
  auditReason: '',
  putaway: true,
  names: { ...blank, chinese_simplified: '声海音响' },
  descriptions: { ...blank, chinese_simplified: '深圳的音响品牌。' },
  factories: [],
};
/** A brand written in the reader's language (Spanish here). */
const SPANISH_BRAND: Brand = {
  ...CHINESE_BRAND,
  id: 22,
  name: 'Tianrui Audio',
  nameSource: { language: 'spanish' },
  description: 'Auriculares y altavoces de Huizhou.',
  descriptionSource: { language: 'spanish' },
};

/** Answers the brand calls from the two brands above, in the reader's language. */
function serveBrands(language: Language) {
  api.http.defaults.adapter = (async (config: { url?: string; data?: unknown }) => {
    const body = JSON.parse(String(config.data ?? '{}')) as { id?: number };
    const data =
      config.url === calls.listBrands.path
        ? { result: 1, list: [CHINESE_BRAND, SPANISH_BRAND], total: 2 }
        : config.url === calls.brandDetails.path
          ? { result: 1, data: body.id === SPANISH_BRAND.id ? SPANISH_BRAND : CHINESE_BRAND }
          : { result: 1, list: [], total: 0 };
    return { data, status: 200, statusText: 'OK', headers: {}, config };
  }) as unknown as typeof api.http.defaults.adapter;
  act(() => {
    puenteStore.set(languageAtom, language);
    void i18n.changeLanguage(language);
  });
}

beforeAll(addProductStrings);
afterEach(() => {
  queryClient.clear();
  act(() => {
    puenteStore.set(languageAtom, 'english');
    void i18n.changeLanguage('english');
  });
});

describe('brand names shown in another language than the reader’s', () => {
  it('are labelled on the brand list, name and description, as goods cards label goods', async () => {
    serveBrands('spanish');
    renderPage(<CooperateListPage />, '/cooperateList');
    const [chinese, spanish] = await screen.findAllByTestId('partner-card', {}, { timeout: 5000 });
    expect(within(chinese!).getByTestId('name-language').textContent).toBe('Escrito en chino');
    expect(within(chinese!).getByTestId('description-language').textContent).toBe('Escrito en chino');
    expect(within(chinese!).getByText('声海音响').getAttribute('lang')).toBe('zh-CN');
    expect(within(spanish!).queryByTestId('name-language')).toBeNull();
    expect(within(spanish!).queryByTestId('description-language')).toBeNull();
  });

  it('are labelled on the goods page’s brand', async () => {
    serveBrands('portuguese');
    renderPage(<BrandBlock brandId={CHINESE_BRAND.id} />, '/productInfo?id=7');
    expect((await screen.findByTestId('brand-name-language', {}, { timeout: 5000 })).textContent).toBe('Escrito em chinês');
  });

  it('are labelled in a brand’s goods list header', async () => {
    serveBrands('english');
    renderPage(<SearchHeading state={{ source: 'china', brandId: CHINESE_BRAND.id, keyword: '', sort: 'relevant', page: 1 }} brandList />, '/productList');
    const header = await screen.findByTestId('brand-header', {}, { timeout: 5000 });
    expect(within(header).getByTestId('name-language').textContent).toBe('Written in Chinese');
    expect(within(header).getByTestId('description-language').textContent).toBe('Written in Chinese');
  });

  it('say their language in the brand filter, where an option holds text alone', async () => {
    serveBrands('spanish');
    renderPage(<SearchFilters state={{ source: 'china', keyword: '', sort: 'relevant', page: 1 }} go={() => undefined} open />, '/productList');
    const filter = screen.getByTestId('filter-brand');
    await waitFor(() => expect(within(filter).getAllByRole('option')).toHaveLength(3), { timeout: 5000 });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Cualquier marca', '声海音响 (Escrito en chino)', 'Tianrui Audio']);
  });
});
