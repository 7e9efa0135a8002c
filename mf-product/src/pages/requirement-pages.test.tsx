import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, api, BrowserRouter, calls, languageAtom, permissionsAtom, PuenteProviders, puenteEvents, puenteStore, tokenAtom, type CallDefinition } from '@puente/shared';
import { translations } from '../i18n';
import { MyRequirementsPage, RequirementReleasePage } from './requirement-pages';

const requirement = {
  id: 41,
  kind: 'product' as const,
  title: 'Solar inverters for Monterrey',
  description: '',
  categoryId: null,
  categoryTitle: '',
  quantity: 40,
  unit: 'set' as const,
  deliveryDate: '2099-03-01',
  deliveryPlace: 'Monterrey, Mexico',
  needType: null,
  outputType: null,
  budget: null,
  status: 'open' as const,
  views: 3,
  owner: { id: 7, nickname: 'Ana', countryCode: 'MX' },
  createTime: 1_780_000_000,
};

/** The API as these pages see it: the answers they read, every write recorded. */
function fakeApi() {
  const writes: Array<[string, unknown]> = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: unknown) => {
    if (definition.path === calls.getAllCategoryTypes.path) return Promise.resolve({ list: [] });
    if (definition.path === calls.myRequirements.path) return Promise.resolve({ list: [requirement], total: 1 });
    writes.push([definition.path, body]);
    return Promise.resolve({ result: 1, data: {} });
  }) as typeof api.call);
  return writes;
}

function renderPage(page: React.ReactNode) {
  return render(
    <PuenteProviders>
      <BrowserRouter>{page}</BrowserRouter>
    </PuenteProviders>,
  );
}

const errors = () => Object.fromEntries([...document.querySelectorAll('[data-field-error]')].map((node) => [node.getAttribute('data-field-error'), node.textContent]));
const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(() => addTranslations('product', translations));
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
      expect(errors()).toEqual({
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
    await waitFor(() => expect(errors()).toEqual({ typeChoice: 'Elige si necesitas u ofreces tecnología, y de qué tipo' }));
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
      expect.objectContaining({ kind: 'product', title: 'Solar inverters', quantity: 40, unit: 'pieces', deliveryDate: '2099-01-01', budget: 1250.5, categoryId: null, needType: null }),
    ]);
    expect(errors()).toEqual({});
  });
});

describe('withdrawing a requirement', () => {
  it('asks in the site dialog, never the browser confirm, and withdraws only on the member word', async () => {
    const writes = fakeApi();
    const confirm = jest.spyOn(window, 'confirm');
    renderPage(<MyRequirementsPage />);
    fireEvent.click(await screen.findByTestId('withdraw'));
    const dialog = screen.getByTestId('withdraw-dialog');
    expect(dialog.textContent).toContain('Withdraw this requirement? Sellers will no longer see it.');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(screen.queryByTestId('withdraw-dialog')).toBeNull();
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByTestId('withdraw'));
    fireEvent.click(screen.getByTestId('confirm-withdraw'));
    await waitFor(() => expect(writes).toEqual([[calls.withdrawRequirement.path, { id: 41 }]]));
    expect(screen.queryByTestId('withdraw-dialog')).toBeNull();
    expect(confirm).not.toHaveBeenCalled();
  });
});
