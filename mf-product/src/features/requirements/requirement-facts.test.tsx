import { act } from '@testing-library/react';
import { i18n, languageAtom, puenteStore, type Language } from '@puente/shared';
import { addProductStrings, renderPage } from '../test-support';
import { RequirementFacts } from './requirement-facts';

beforeAll(addProductStrings);
afterEach(() => {
  act(() => puenteStore.set(languageAtom, 'english'));
  void i18n.changeLanguage('english');
});

async function readIn(language: Language) {
  act(() => puenteStore.set(languageAtom, language));
  await act(() => i18n.changeLanguage(language));
}

const requirement = {
  id: 3,
  kind: 'product' as const,
  title: 'Painéis solares',
  description: '',
  categoryId: 1,
  categoryTitle: 'Energia solar',
  quantity: 1000,
  unit: 'pieces' as const,
  deliveryDate: '2026-12-10',
  deliveryPlace: 'Santos',
  needType: null,
  outputType: null,
  budget: { amount: 50000, currency: 'BRL', showAmount: 50000, showCurrency: 'BRL' },
  status: 'open' as const,
  views: 4,
  owner: { id: 2, nickname: 'Ana', countryCode: 'BR' },
  createTime: 1_790_000_000,
};

it('labels a requirement’s budget on its read-only page without the form’s “(optional)”', async () => {
  await readIn('portuguese');
  renderPage(<RequirementFacts r={requirement} />);
  const labels = [...document.querySelectorAll('dt')].map((dt) => dt.textContent);
  expect(labels).toContain('Orçamento');
  expect(labels.join(' ')).not.toMatch(/opcional/i);
});
