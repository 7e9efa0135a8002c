import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, calls, languageAtom, permissionsAtom, puenteEvents, puenteStore, ToasterHost, tokenAtom, type CallDefinition } from '@puente/shared';
import { addProductStrings, fieldErrors, renderPage } from '../features/test-support';
import { RequirementReleasePage } from './release-requirements';

/** The API as the form sees it: empty category trees, every write recorded. */
function fakeApi() {
  const writes: Array<[string, unknown]> = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: unknown) => {
    if (definition.path === calls.getAllCategoryTypes.path) return Promise.resolve({ list: [] });
    writes.push([definition.path, body]);
    return Promise.resolve({ result: 1, data: {} });
  }) as typeof api.call);
  return writes;
}

const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(addProductStrings);
beforeEach(() =>
  act(() => {
    puenteStore.set(tokenAtom, 'token');
    puenteStore.set(permissionsAtom, ['procurementRequirements:release']);
  }),
);
afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    puenteStore.set(permissionsAtom, null);
    puenteStore.set(tokenAtom, null);
    puenteStore.set(languageAtom, 'english');
  });
});

describe('the requirement form', () => {
  it('shows every error at its field at once on submit, naming each limit, and sends nothing', async () => {
    const writes = fakeApi();
    const toasts: string[] = [];
    const off = puenteEvents.on('toast', ({ message }) => toasts.push(message));
    renderPage(<RequirementReleasePage />);
    fill('requirement-title', 'x'.repeat(121));
    fill('requirement-quantity', '0');
    fill('requirement-date', '2020-01-01');
    fill('requirement-budget', '150.555');
    fill('requirement-description', 'x'.repeat(4001));
    fireEvent.click(screen.getByTestId('requirement-submit'));
    await waitFor(() =>
      expect(fieldErrors()).toEqual({
        title: 'Enter at most 120 characters',
        quantity: 'Enter a quantity above zero and up to 1,000,000,000',
        deliveryDate: 'Choose a delivery date from today on',
        deliveryPlace: 'Enter the delivery place',
        budget: 'Enter an amount between 0.01 and 1,000,000,000, with at most two decimals',
        description: 'Enter at most 4,000 characters',
      }),
    );
    off();
    expect(toasts).toEqual([]);
    expect(writes).toEqual([]);
    expect(document.querySelector('form')!.hasAttribute('novalidate')).toBe(true);
  });

  it('asks a technology requirement for its type at the type select, in the reader language', async () => {
    fakeApi();
    act(() => puenteStore.set(languageAtom, 'spanish'));
    renderPage(<RequirementReleasePage />);
    fireEvent.click(screen.getByTestId('kind-technology'));
    fill('requirement-title', 'Línea de envasado');
    fill('requirement-quantity', '1');
    fill('requirement-date', '2099-01-01');
    fill('requirement-place', 'Santos, Brasil');
    fireEvent.click(screen.getByTestId('requirement-submit'));
    await waitFor(() => expect(fieldErrors()).toEqual({ typeChoice: 'Elige si necesitas u ofreces tecnología, y de qué tipo' }));
  });

  it('sends the body the API checks once every field passes', async () => {
    const writes = fakeApi();
    renderPage(<RequirementReleasePage />);
    fill('requirement-title', 'Solar inverters');
    fill('requirement-quantity', '40');
    fill('requirement-date', '2099-01-01');
    fill('requirement-place', 'Monterrey, Mexico');
    fill('requirement-budget', '1250.5');
    fireEvent.click(screen.getByTestId('requirement-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual([
      calls.saveRequirement.path,
      expect.objectContaining({
        kind: 'product',
        title: 'Solar inverters',
        quantity: 40,
        unit: 'pieces',
        deliveryDate: '2099-01-01',
        budget: 1250.5,
        categoryId: null,
        needType: null,
      }),
    ]);
    expect(fieldErrors()).toEqual({});
  });

  it('reads a Brazilian quantity and budget as Brazil writes them', async () => {
    act(() => puenteStore.set(languageAtom, 'portuguese'));
    const writes = fakeApi();
    renderPage(<RequirementReleasePage />);
    fill('requirement-title', 'Painéis solares');
    fill('requirement-quantity', '1.000');
    fill('requirement-date', '2099-01-01');
    fill('requirement-place', 'Campinas, Brasil');
    fill('requirement-budget', '50.000,00');
    fireEvent.click(screen.getByTestId('requirement-submit'));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]![1]).toMatchObject({ quantity: 1000, budget: 50000 });
  });

  it('says an edited requirement’s changes are saved, not that it is published', async () => {
    const requirement = {
      id: 5,
      kind: 'product',
      title: 'Solar inverters',
      description: '',
      categoryId: null,
      quantity: 40,
      unit: 'pieces',
      deliveryDate: '2099-01-01',
      deliveryPlace: 'Monterrey, Mexico',
      needType: null,
      outputType: null,
      budget: null,
    };
    jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition) => {
      if (definition.path === calls.getAllCategoryTypes.path) return Promise.resolve({ list: [] });
      if (definition.path === calls.requirementDetails.path) return Promise.resolve({ result: 1, data: requirement });
      return Promise.resolve({ result: 1, data: { id: 5 } });
    }) as typeof api.call);
    renderPage(
      <>
        <RequirementReleasePage />
        <ToasterHost />
      </>,
      '/releaseRequirements?id=5',
    );
    await waitFor(() => expect((screen.getByTestId('requirement-title') as HTMLInputElement).value).toBe('Solar inverters'));
    fireEvent.click(screen.getByTestId('requirement-submit'));
    expect(await screen.findByText('Your changes to the requirement are saved.')).toBeTruthy();
    window.history.replaceState(null, '', '/');
  });
});
