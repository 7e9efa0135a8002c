import { fireEvent, screen, waitFor } from '@testing-library/react';
import { api, calls, type CallDefinition } from '@puente/shared';
import { addProductStrings, renderPage } from '../features/test-support';
import { RequirementListPage } from './release-list-all';

beforeAll(addProductStrings);
afterEach(() => jest.restoreAllMocks());

/** The requirement list as the centre sees it: nothing for the keyword, nearby keywords that find some. */
function fakeList() {
  const asked: Array<Record<string, unknown>> = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: Record<string, unknown>) => {
    if (definition.path !== calls.listRequirements.path) return Promise.resolve({ result: 1, list: [], total: 0 });
    asked.push(body);
    return Promise.resolve(
      body.keyword ? { result: 1, list: [], total: 0, search: { setAside: [], didYouMean: [{ keyword: 'solar', total: 2 }] } } : { result: 1, list: [], total: 0 },
    );
  }) as typeof api.call);
  return asked;
}

describe('the requirement centre with nothing to show', () => {
  it('says nothing matches the keyword (not that nothing was published), offers nearby keywords and every requirement', async () => {
    const asked = fakeList();
    renderPage(<RequirementListPage />, '/releaseListAll?keyword=painel%20solarr');
    expect(await screen.findByText('No requirement matches “painel solarr”.')).toBeTruthy();
    expect(screen.queryByText('No requirement has been published yet.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'solar (2)' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ keyword: 'solar' }));
    fireEvent.click(screen.getByTestId('requirements-clear-keyword'));
    await waitFor(() => expect(asked.at(-1)?.keyword).toBeUndefined());
    expect(await screen.findByText('No requirement has been published yet.')).toBeTruthy();
  });
});
