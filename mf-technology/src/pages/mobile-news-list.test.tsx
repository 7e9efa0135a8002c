import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, ApiError, calls, type CallDefinition } from '@puente/shared';
import { fakeApi, renderPage } from '../features/test-support';
import { MobileNewsListPage, PAGE_SIZE } from './mobile-news-list';

const COLUMNS = [
  { id: 1, siteid: 3, name: 'Technology going overseas', summary: '' },
  { id: 2, siteid: 3, name: 'Technology deals', summary: '' },
  { id: 3, siteid: 3, name: 'News', summary: '' },
  { id: 4, siteid: 3, name: 'Policy research', summary: '' },
];

const article = (id: number, columnId: number) => ({
  id,
  siteid: 3,
  columnId,
  columnName: COLUMNS.find((c) => c.id === columnId)!.name,
  title: `Reefer space for cherries, part ${id}`,
  summary: 'How importers book ahead of the Spring Festival.',
  cover: '/static/art/cherry-350-0.svg',
  author: 'Puente editorial team',
  publishTime: 1_795_000_000 - id * 86_400,
  views: 100 + id,
});

/**
 * The site's columns (column 4 is policy research) and its articles as the API answers them, a
 * page at a time: `totals` says how many each column holds, `failing` which pages answer with an
 * error (once). Every request for articles is recorded.
 */
function fakeNews({ totals = { 1: 0, 2: 0, 3: 20, 4: 0 } as Record<number, number>, failing = new Set<number>() } = {}) {
  fakeApi({}, { user: null });
  const asked: Array<Record<string, unknown>> = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: Record<string, unknown>) => {
    if (definition.path === calls.listSiteColumns.path) return Promise.resolve({ result: 1, list: COLUMNS });
    if (definition.path === calls.listSiteVars.path) return Promise.resolve({ result: 1, list: [{ name: 'policyResearchColumns', value: '4' }] });
    if (definition.path === calls.listNews.path) {
      asked.push(body);
      const page = Number(body.currentPage);
      if (failing.delete(page)) return Promise.reject(new ApiError('network', 'The connection was lost'));
      const columnId = Number(body.columnid);
      const total = totals[columnId] ?? 0;
      const from = (page - 1) * PAGE_SIZE;
      const list = Array.from({ length: Math.max(0, Math.min(PAGE_SIZE, total - from)) }, (_, i) => article(from + i + 1, columnId));
      return Promise.resolve({ result: 1, list, total });
    }
    return Promise.resolve({ result: 1 });
  }) as typeof api.call);
  return asked;
}

const cards = () => screen.queryAllByTestId('news-item');
const ids = () => cards().map((card) => card.getAttribute('data-id'));

afterEach(() => jest.restoreAllMocks());

describe('the phone’s news list', () => {
  it('adds the next page below the ones shown on "load more", and offers no more once all are shown', async () => {
    const asked = fakeNews();
    renderPage(<MobileNewsListPage kind="news" />, '/newsInformation?column=3');
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    await waitFor(() => expect(screen.getByTestId('article-count').textContent).toBe('20 articles'));
    // The news columns, not the policy one, with the chosen column marked.
    const chips = within(screen.getByTestId('news-columns')).getAllByTestId('news-column');
    expect(chips.map((chip) => chip.textContent)).toEqual(['All columns', 'Technology going overseas', 'Technology deals', 'News']);
    expect(chips.map((chip) => chip.getAttribute('aria-current'))).toEqual([null, null, null, 'true']);

    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(cards()).toHaveLength(2 * PAGE_SIZE));
    // The first page stays as it was, above the new one.
    expect(ids().slice(0, 3)).toEqual(['1', '2', '3']);
    expect(screen.getByTestId('load-more').textContent).toBe('Load more (16 of 20 shown)');
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(asked.map((body) => [body.columnid, body.currentPage, body.everyNumber])).toEqual([
      [3, 1, PAGE_SIZE],
      [3, 2, PAGE_SIZE],
      [3, 3, PAGE_SIZE],
    ]);
  });

  it('starts again from the first page of another column when its chip is tapped', async () => {
    const asked = fakeNews({ totals: { 1: 11, 2: 0, 3: 20, 4: 0 } });
    renderPage(<MobileNewsListPage kind="news" />, '/newsInformation?column=3');
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    fireEvent.click(await screen.findByTestId('load-more'));
    await waitFor(() => expect(cards()).toHaveLength(2 * PAGE_SIZE));

    fireEvent.click(screen.getByText('Technology going overseas'));
    await waitFor(() => expect(window.location.search).toContain('column=1'));
    await waitFor(() => expect(screen.getByTestId('article-count').textContent).toBe('11 articles'));
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    expect(cards().every((card) => within(card).getByText('Technology going overseas'))).toBe(true);
    expect(asked.at(-1)).toMatchObject({ columnid: 1, currentPage: 1 });
  });

  it('says so when a policy column has no article yet, and offers nothing to load', async () => {
    fakeNews();
    renderPage(<MobileNewsListPage kind="policy" />, '/policyResearch');
    expect(await screen.findByText('No policy research in this column yet.')).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.queryByTestId('load-more')).toBeNull();
    expect(
      within(screen.getByTestId('news-columns'))
        .getAllByTestId('news-column')
        .map((chip) => chip.textContent),
    ).toEqual(['Policy research']);
  });

  it('keeps the articles shown when the next page fails, and loads it on "try again"', async () => {
    const asked = fakeNews({ failing: new Set([2]) });
    renderPage(<MobileNewsListPage kind="news" />, '/newsInformation?column=3');
    await waitFor(() => expect(cards()).toHaveLength(PAGE_SIZE));
    fireEvent.click(await screen.findByTestId('load-more'));
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('This could not be loaded.');
    expect(cards()).toHaveLength(PAGE_SIZE);

    fireEvent.click(within(error).getByText('Try again'));
    await waitFor(() => expect(cards()).toHaveLength(2 * PAGE_SIZE));
    expect(screen.queryByTestId('error-state')).toBeNull();
    expect(asked.map((body) => body.currentPage)).toEqual([1, 2, 2]);
  });
});
