import { act, screen } from '@testing-library/react';
import { i18n, languageAtom, puenteStore } from '@puente/shared';
import { addProductStrings, quotationFixture, renderPage } from '../test-support';
import { QuotationRequest } from './quotation-details';

beforeAll(addProductStrings);
afterEach(() => {
  act(() => puenteStore.set(languageAtom, 'english'));
  void i18n.changeLanguage('english');
});

const quotation = quotationFixture({
  goodsName: '声海蓝牙音箱',
  goodsNameSource: { language: 'chinese_simplified' },
  buyer: { id: 1, nickname: 'Lucía', companyName: null },
  seller: { id: 2, nickname: 'Shenghai', companyName: null },
});

it('labels a quotation’s goods named in another language than the buyer’s, and nothing in the buyer’s own', async () => {
  act(() => puenteStore.set(languageAtom, 'spanish'));
  await act(() => i18n.changeLanguage('spanish'));
  const { unmount } = renderPage(<QuotationRequest q={quotation} />);
  expect(screen.getByTestId('text-language').textContent).toBe('Escrito en chino');
  expect(screen.getByText('声海蓝牙音箱').closest('[lang]')?.getAttribute('lang')).toBe('zh-CN');
  unmount();
  renderPage(<QuotationRequest q={{ ...quotation, goodsName: 'Altavoz', goodsNameSource: { language: 'spanish' } }} />);
  expect(screen.queryByTestId('text-language')).toBeNull();
});
