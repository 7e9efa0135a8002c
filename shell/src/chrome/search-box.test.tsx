import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addTranslations, api, BrowserRouter, calls, PuenteProviders, type CallDefinition } from '@puente/shared';
import { translations } from '../i18n';
import { SearchBox } from './search-box';

const SUGGESTIONS = {
  result: 1,
  goods: [
    { id: 7, name: 'Haiqiao 4G smartphone for prepaid lines, 128 GB', image: '/static/art/phone.svg' },
    { id: 3, name: 'Haiqiao 5G smartphone, 512 GB', image: '/static/art/phone.svg' },
  ],
  categories: [{ id: 2101, title: 'Smartphones', total: 4, source: 'china' }],
  brands: [{ id: 1, name: 'Haiqiao', logo: '/static/art/mark.svg', source: 'china' }],
};

const suggestionsShown = () => within(screen.getByRole('listbox')).getAllByRole('option');

function renderBox() {
  window.history.pushState({}, '', '/');
  return render(
    <PuenteProviders>
      <BrowserRouter>
        <SearchBox />
      </BrowserRouter>
    </PuenteProviders>,
  );
}

beforeAll(() => addTranslations('shell', translations));
afterEach(() => jest.restoreAllMocks());

describe('the header search’s suggestions', () => {
  it('asks once typing pauses, and only for the latest words', async () => {
    const asked: string[] = [];
    jest.spyOn(api, 'call').mockImplementation(((definition: CallDefinition, body: { keyword: string }) => {
      if (definition.path === calls.suggestGoods.path) asked.push(body.keyword);
      return Promise.resolve(SUGGESTIONS);
    }) as typeof api.call);
    renderBox();
    const field = screen.getByTestId('search-input');
    fireEvent.focus(field);
    for (const typed of ['t', 'te', 'tel', 'telef']) fireEvent.change(field, { target: { value: typed } });
    await waitFor(() => expect(suggestionsShown()).toHaveLength(4));
    expect(asked).toEqual(['telef']);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox').textContent).toContain('Categories');
  });

  it('moves through the suggestions with the arrow keys and opens the chosen one with Enter', async () => {
    jest.spyOn(api, 'call').mockResolvedValue(SUGGESTIONS);
    renderBox();
    const field = screen.getByTestId('search-input');
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'haiqiao' } });
    await waitFor(() => expect(suggestionsShown()).toHaveLength(4));
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    const second = suggestionsShown()[1]!;
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(field.getAttribute('aria-activedescendant')).toBe(second.id);
    // Up from the first goes back to the field; up again wraps to the last.
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(suggestionsShown()[3]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(window.location.pathname + window.location.search).toBe('/productInfo?id=7');
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and keeps the words typed; a click opens a suggestion', async () => {
    jest.spyOn(api, 'call').mockResolvedValue(SUGGESTIONS);
    renderBox();
    const field = screen.getByTestId('search-input') as HTMLInputElement;
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'smart' } });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.value).toBe('smart');
    // An arrow key opens the list again; a click on a category opens its goods.
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Smartphones'));
    expect(window.location.pathname).toBe('/classificationlanding');
    expect(new URLSearchParams(window.location.search).get('id')).toBe('2101');
  });
});
