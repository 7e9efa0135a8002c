import { act, screen } from '@testing-library/react';
import { i18n, languageAtom, puenteStore, type Language } from '@puente/shared';
import { addProductStrings, quotationFixture, renderPage } from '../test-support';
import { QuotationRequest } from './quotation-details';

beforeAll(addProductStrings);
afterEach(() => {
  act(() => puenteStore.set(languageAtom, 'english'));
  void i18n.changeLanguage('english');
});

async function readIn(language: Language) {
  act(() => puenteStore.set(languageAtom, language));
  await act(() => i18n.changeLanguage(language));
}

const price = { amount: 131.2, currency: 'USD' as const, showAmount: 131.2, showCurrency: 'USD' as const };
const quotation = quotationFixture({
  buyer: { id: 1, nickname: 'Lucía', companyName: null },
  seller: { id: 2, nickname: 'Haiqiao', companyName: null },
  targetPrice: price,
});

it('labels the target price of a quotation request without the form’s “(optional)”, in every language', async () => {
  for (const [language, label] of [
    ['english', 'Target unit price'],
    ['spanish', 'Precio unitario objetivo'],
    ['portuguese', 'Preço unitário desejado'],
    ['chinese_simplified', '目标单价'],
  ] as const) {
    await readIn(language);
    const { unmount } = renderPage(<QuotationRequest q={quotation} />);
    const labels = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(labels).toContain(label);
    expect(labels.join(' ')).not.toMatch(/optional|opcional|选填/i);
    expect(screen.getByText('Manzanillo')).toBeTruthy();
    unmount();
  }
});
