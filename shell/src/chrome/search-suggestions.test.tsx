import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addTranslations, api, BrowserRouter, i18n, languageAtom, puenteStore, PuenteProviders, type Language } from '@puente/shared';
import type { ReactElement } from 'react';
import { translations } from '../i18n';
import { MobileSearch } from './mobile/mobile-search';
import { SearchBox } from './search-box';

/** What the API suggests for "音箱" to a reader of another language: goods named in Chinese, goods a service translated, a brand named in Chinese. */
const SUGGESTIONS = {
  result: 1,
  goods: [
    { id: 7, name: '声海蓝牙音箱', image: '/static/art/speaker.svg', nameSource: { language: 'chinese_simplified' } },
    { id: 8, name: 'Altavoz de prueba', image: '/static/art/speaker.svg', nameSource: { language: 'spanish', translatedFrom: 'chinese_simplified' } },
    { id: 9, name: 'Altavoz resistente al agua', image: '/static/art/speaker.svg', nameSource: { language: 'spanish' } },
  ],
  categories: [{ id: 2101, title: 'Altavoces', total: 3, source: 'china' }],
  brands: [{ id: 1, name: '声海音响', logo: '/static/art/mark.svg', source: 'china', nameSource: { language: 'chinese_simplified' } }],
};

function renderIn(field: ReactElement, language: Language) {
  act(() => {
    puenteStore.set(languageAtom, language);
    void i18n.changeLanguage(language);
  });
  window.history.pushState({}, '', '/');
  return render(
    <PuenteProviders>
      <BrowserRouter>{field}</BrowserRouter>
    </PuenteProviders>,
  );
}

/** Each suggestion's label as the reader reads it: the name, and the note beside a name in another language. */
async function typeAndRead(input: string): Promise<string[]> {
  const field = screen.getByTestId(input);
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: '音箱' } });
  await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(5), { timeout: 5000 });
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => [option.querySelector('[lang]')?.getAttribute('lang') ?? '', within(option).queryByTestId('text-language')?.textContent ?? ''].join(' | '));
}

beforeAll(() => addTranslations('shell', translations));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => {
    puenteStore.set(languageAtom, 'english');
    void i18n.changeLanguage('english');
  });
});

describe('suggestions named in another language than the reader’s', () => {
  it('are labelled in the header’s suggestions as goods cards label them', async () => {
    jest.spyOn(api, 'call').mockResolvedValue(SUGGESTIONS);
    renderIn(<SearchBox />, 'spanish');
    expect(await typeAndRead('search-input')).toEqual(['zh-CN | Escrito en chino', 'es | Traducido automáticamente del chino', 'es | ', ' | ', 'zh-CN | Escrito en chino']);
  });

  it('are labelled in the phone’s search suggestions, in the reader’s language', async () => {
    jest.spyOn(api, 'call').mockResolvedValue(SUGGESTIONS);
    renderIn(<MobileSearch />, 'portuguese');
    expect(await typeAndRead('mobile-search-input')).toEqual([
      'zh-CN | Escrito em chinês',
      'es | Traduzido automaticamente do chinês',
      'es | Escrito em espanhol',
      ' | ',
      'zh-CN | Escrito em chinês',
    ]);
  });
});
