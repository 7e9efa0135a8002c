import { act, screen } from '@testing-library/react';
import { api, calls, i18n, languageAtom, puenteStore, queryClient, type CallDefinition, type Language } from '@puente/shared';
import { addProductStrings, renderPage } from '../test-support';
import { BrandBlock } from './brand-block';

const brand = {
  id: 5,
  name: 'Haiqiao',
  description: '',
  logo: '/static/art/x.svg',
  type: 'china',
  countryCode: 'CN',
  ownerId: 2,
  goodsCount: 3,
  factoryCount: 1,
  factories: [
    {
      id: 1,
      brandId: 5,
      name: 'Shenzhen plant',
      address: 'Shenzhen',
      inspectedAt: '2026-10-17',
      inspector: 'SGS',
      summary: '',
      reportUrl: '',
      images: [],
      names: {},
      summaries: {},
    },
  ],
};

beforeAll(addProductStrings);
afterEach(() => {
  jest.restoreAllMocks();
  queryClient.clear();
  act(() => puenteStore.set(languageAtom, 'english'));
  void i18n.changeLanguage('english');
});

it.each([
  ['english', 'Inspected on Oct 17, 2026 by SGS'],
  ['spanish', '17 oct 2026'],
  ['portuguese', '17 de out. de 2026'],
  ['chinese_simplified', '2026年10月17日'],
] as const)('dates a factory inspection in the reader’s language (%s), not as 2026-10-17', async (language: Language, expected) => {
  jest
    .spyOn(api, 'call')
    .mockImplementation(((definition: CallDefinition) =>
      Promise.resolve(definition.path === calls.brandDetails.path ? { result: 1, data: brand } : { result: 1 })) as typeof api.call);
  act(() => puenteStore.set(languageAtom, language));
  await act(() => i18n.changeLanguage(language));
  renderPage(<BrandBlock brandId={5} />);
  const inspection = await screen.findByTestId('factory-inspection');
  expect(inspection.textContent).toContain(expected);
  expect(inspection.textContent).not.toContain('2026-10-17');
});
