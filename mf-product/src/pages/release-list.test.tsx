import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { api, calls, puenteStore, tokenAtom, type CallDefinition } from '@puente/shared';
import { addProductStrings, renderPage } from '../features/test-support';
import { MyRequirementsPage } from './release-list';

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

/** The API as the history sees it: one open requirement, every write recorded. */
function fakeApi() {
  const writes: Array<[string, unknown]> = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: unknown) => {
    if (definition.path === calls.myRequirements.path) return Promise.resolve({ list: [requirement], total: 1 });
    writes.push([definition.path, body]);
    return Promise.resolve({ result: 1, data: {} });
  }) as typeof api.call);
  return writes;
}

beforeAll(addProductStrings);
beforeEach(() => act(() => puenteStore.set(tokenAtom, 'token')));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => puenteStore.set(tokenAtom, null));
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
