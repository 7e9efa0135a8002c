import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api, calls, type CallDefinition } from '@puente/shared';
import { fakeApi, renderPage } from '../features/test-support';
import { MobileNewsListPage } from './mobile-news-list';
import { ColumnNewsPage } from './news-information';

const COLUMNS = [
  { id: 1, siteid: 3, name: 'Technology going overseas', summary: '' },
  { id: 3, siteid: 3, name: 'News', summary: '' },
  { id: 4, siteid: 3, name: 'Policy research', summary: '' },
];

const article = (id: number, title: string, columnId = 1) => ({
  id,
  siteid: 3,
  columnId,
  columnName: COLUMNS.find((c) => c.id === columnId)!.name,
  title,
  summary: 'Cold rooms on remote farms.',
  cover: '',
  author: 'Puente editorial team',
  publishTime: 1_795_000_000 - id * 86_400,
  views: 10,
});

/**
 * The site's columns (column 4 is policy research, with no article) and a search of the articles:
 * "cold" finds one, "cold shrmip" none with "cold" nearby, anything else none with nothing near.
 * Every request for articles is recorded.
 */
function fakeNews() {
  fakeApi({}, { user: null });
  const asked: Array<Record<string, unknown>> = [];
  jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: Record<string, unknown>) => {
    if (definition.path === calls.listSiteColumns.path) return Promise.resolve({ result: 1, list: COLUMNS });
    if (definition.path === calls.listSiteVars.path) return Promise.resolve({ result: 1, list: [{ name: 'policyResearchColumns', value: '4' }] });
    if (definition.path === calls.listNews.path) {
      asked.push(body);
      if (body.columnid === 4) return Promise.resolve({ result: 1, list: [], total: 0 });
      if (!body.title) return Promise.resolve({ result: 1, list: [article(1, 'Cold rooms that run on the sun'), article(2, 'Electric vans in Latin America')], total: 2 });
      if (body.title === 'cold') return Promise.resolve({ result: 1, list: [article(1, 'Cold rooms that run on the sun')], total: 1, search: { setAside: [], didYouMean: [] } });
      const didYouMean = body.title === 'cold shrmip' ? [{ keyword: 'cold', total: 1 }] : [];
      return Promise.resolve({ result: 1, list: [], total: 0, search: { setAside: [], didYouMean } });
    }
    return Promise.resolve({ result: 1 });
  }) as typeof api.call);
  return asked;
}

const titles = () => screen.queryAllByTestId('news-link').map((link) => link.textContent);
const keywordInAddress = () => new URLSearchParams(window.location.search).get('keyword');

/** Types a keyword into the labelled box and presses Enter (the form's submit). */
function search(label: string, keyword: string) {
  const box = screen.getByRole('searchbox', { name: label });
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.submit(box.closest('form')!);
}

afterEach(() => jest.restoreAllMocks());

describe('searching the phone’s news list', () => {
  it('searches what is typed in the labelled box, says no article matches, and offers the nearby keyword with its count', async () => {
    const asked = fakeNews();
    renderPage(<MobileNewsListPage kind="news" />, '/newsInformation');
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(screen.getByRole('search', { name: 'Search the news' })).toBeTruthy();

    search('Search the news', '  cold shrmip ');
    await waitFor(() => expect(keywordInAddress()).toBe('cold shrmip'));
    expect(await screen.findByText('No article matches “cold shrmip”.')).toBeTruthy();
    expect(screen.queryByText('No articles in this column yet.')).toBeNull();
    expect(screen.getByText('Results for “cold shrmip”')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ title: 'cold shrmip', currentPage: 1 });

    fireEvent.click(within(screen.getByTestId('news-no-match')).getByRole('button', { name: 'cold (1 article)' }));
    await waitFor(() => expect(titles()).toEqual(['Cold rooms that run on the sun']));
    expect(keywordInAddress()).toBe('cold');
    expect((screen.getByRole('searchbox', { name: 'Search the news' }) as HTMLInputElement).value).toBe('cold');
    await waitFor(() => expect(screen.getByTestId('article-count').textContent).toBe('1 article'));

    // The keyword is removable, and the back button brings the search before it back.
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(keywordInAddress()).toBeNull();
    expect(screen.queryByTestId('news-keyword')).toBeNull();
    expect(asked.at(-1)?.title).toBeUndefined();
    act(() => window.history.back());
    await waitFor(() => expect(keywordInAddress()).toBe('cold'));
    await waitFor(() => expect(titles()).toEqual(['Cold rooms that run on the sun']));
  });

  it('says nothing matches without offering keywords when none is near, with a way back to every article', async () => {
    fakeNews();
    renderPage(<MobileNewsListPage kind="news" />, '/newsInformation?keyword=qqxxzz');
    expect(await screen.findByText('No article matches “qqxxzz”.')).toBeTruthy();
    expect(screen.queryByText('Did you mean')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show every article' }));
    await waitFor(() => expect(titles()).toHaveLength(2));
    expect(keywordInAddress()).toBeNull();
  });

  it('still says a column has nothing published when no keyword was given', async () => {
    fakeNews();
    renderPage(<MobileNewsListPage kind="policy" />, '/policyResearch');
    expect(await screen.findByText('No policy research in this column yet.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search policy research' })).toBeTruthy();
    expect(screen.queryByTestId('news-no-match')).toBeNull();
    expect(screen.queryByTestId('news-keyword')).toBeNull();
  });
});

describe('searching the desktop news list', () => {
  it('reads the keyword from the address, keeps it on another column, and searches on the button', async () => {
    const asked = fakeNews();
    renderPage(<ColumnNewsPage kind="news" />, '/newsInformation?keyword=cold&page=2');
    await waitFor(() => expect(titles()).toEqual(['Cold rooms that run on the sun']));
    expect((screen.getByRole('searchbox', { name: 'Search the news' }) as HTMLInputElement).value).toBe('cold');
    expect(screen.getByText('Results for “cold”')).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ title: 'cold', currentPage: 2 });

    fireEvent.click(screen.getByRole('tab', { name: 'Technology going overseas' }));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ columnid: 1, title: 'cold', currentPage: 1 }));
    expect(keywordInAddress()).toBe('cold');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the news' }), { target: { value: 'cold shrmip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No article matches “cold shrmip”.')).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('column')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'cold (1 article)' }));
    await waitFor(() => expect(titles()).toEqual(['Cold rooms that run on the sun']));
  });

  it('still says a column has nothing published when no keyword was given', async () => {
    fakeNews();
    renderPage(<ColumnNewsPage kind="policy" />, '/policyResearch');
    expect(await screen.findByText('No policy research in this column yet.')).toBeTruthy();
    expect(screen.queryByText(/No article matches/)).toBeNull();
  });
});
