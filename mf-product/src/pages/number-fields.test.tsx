import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, calls, i18n, languageAtom, permissionsAtom, puenteStore, tokenAtom, type CallDefinition } from '@puente/shared';
import { QuotationForm } from '../features/quotations/quotation-form';
import { addProductStrings, NUMBER_READERS, renderPage } from '../features/test-support';
import { RequirementReleasePage } from './release-requirements';

/*
 * Every number a buyer types in this area's forms, typed as Brazil and Mexico write numbers: read
 * as the reader means it, shown back in their format when the field is left, and sent as the number.
 * (The cart's and the goods page's quantities have their own proofs, in the cart's tests.)
 */

/** The API as the forms see it: empty category trees, every write recorded. */
function fakeApi() {
  const writes: Array<[string, unknown]> = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: unknown) => {
    if (definition.path === calls.getAllCategoryTypes.path) return Promise.resolve({ list: [] });
    writes.push([definition.path, body]);
    return Promise.resolve({ result: 1, data: { id: 9 } });
  }) as typeof api.call);
  return writes;
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const fill = (testId: string, value: string) => fireEvent.change(field(testId), { target: { value } });
/** Types `text` into a field and leaves it, as a person tabbing on would. */
function type(testId: string, text: string) {
  fill(testId, text);
  fireEvent.blur(field(testId));
}

beforeAll(addProductStrings);
afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    puenteStore.set(permissionsAtom, null);
    puenteStore.set(tokenAtom, null);
    puenteStore.set(languageAtom, 'english');
    void i18n.changeLanguage('english');
  });
});

describe.each(NUMBER_READERS)('numbers typed in %s', (language, written) => {
  beforeEach(() =>
    act(() => {
      puenteStore.set(tokenAtom, 'token');
      puenteStore.set(permissionsAtom, ['procurementRequirements:release']);
      puenteStore.set(languageAtom, language);
      void i18n.changeLanguage(language);
    }),
  );

  it('a requirement’s quantity and budget', async () => {
    const writes = fakeApi();
    renderPage(<RequirementReleasePage />);
    fill('requirement-title', 'Solar modules');
    type('requirement-quantity', written('1,000'));
    fill('requirement-date', '2099-01-01');
    fill('requirement-place', 'Campinas');
    type('requirement-budget', written('50,000.5'));
    expect([field('requirement-quantity').value, field('requirement-budget').value]).toEqual([written('1,000'), written('50,000.5')]);
    fireEvent.click(screen.getByTestId('requirement-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]![1]).toMatchObject({ quantity: 1000, budget: 50000.5 });
  });

  it('a quotation request’s quantity and target price', async () => {
    const writes = fakeApi();
    renderPage(<QuotationForm goodsId={7} />);
    type('quotation-quantity', written('12,500'));
    fill('quotation-destination', 'Veracruz');
    type('quotation-target-price', written('1,234.56'));
    expect([field('quotation-quantity').value, field('quotation-target-price').value]).toEqual([written('12,500'), written('1,234.56')]);
    fireEvent.submit(screen.getByTestId('quotation-form'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual([calls.trade.saveQuotationRequest.path, expect.objectContaining({ goodsId: 7, quantity: 12500, targetPrice: 1234.56 })]);
  });
});
