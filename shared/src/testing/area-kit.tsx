import { fireEvent, render } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { addTranslations, api, BrowserRouter, i18n, languageAtom, PuenteProviders, puenteStore, queryClient, tokenAtom, userAtom, type Language, type User } from '..';

/** A request the stand-in API received. */
export interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/** A member as the session holds them. */
export const MEMBER: User = {
  id: 7,
  head: '',
  nickname: 'Lucía Hernández',
  authority: '',
  ifBroker: false,
  phone: '5215512345678',
  username: 'demo-buyer',
  role: 'buyer',
  countryCode: 'MX',
  companyName: 'Lucero Importaciones',
  infoComplete: true,
  email: '',
};

/** Renders a page or a part of one as a remote does: the shared providers and a router at `path`. */
export function renderPage(page: ReactNode, path = '/') {
  window.history.pushState({}, '', path);
  return render(
    <PuenteProviders>
      <BrowserRouter>{page}</BrowserRouter>
    </PuenteProviders>,
  );
}

/** Every field error shown, as [field, message], in the page's order. */
export const fieldErrors = () => [...document.querySelectorAll('[data-field-error]')].map((node) => [node.getAttribute('data-field-error'), node.textContent]);

/** Every field error shown, by field. */
export const fieldErrorMap = () => Object.fromEntries(fieldErrors());

/** Types into the field named `name`. */
export const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });

/**
 * The same figures as a Brazilian (1.234,56) and a Mexican (1,234.56) writes them: each reader's
 * language, and how it writes a figure given in the Mexican (and English) way.
 */
export const NUMBER_READERS: Array<[Language, (figure: string) => string]> = [
  ['portuguese', (figure) => figure.replace(/,/g, '#').replace(/\./g, ',').replace(/#/g, '.')],
  ['spanish', (figure) => figure],
];

/** Types `text` into the field named `name` and leaves it, as a person tabbing on would. */
export function typeAndLeave(name: string, text: string) {
  fill(name, text);
  fireEvent.blur(document.querySelector(`[name="${name}"]`)!);
}

/** The value of the field named `name`. */
export const valueOf = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;

/**
 * A remote's jest kit: its strings under its namespace, and `fakeApi`, which answers the API
 * client's requests from `replies` (by path; `{ result: 1 }` for any other), records every request
 * sent, and signs `user` in (a guest when null) in the given language.
 */
export function areaTestKit(namespace: string, translations: Record<Language, Record<string, unknown>>) {
  const addStrings = () => addTranslations(namespace, translations);
  function fakeApi(replies: Record<string, Record<string, unknown>> = {}, options: { user?: User | null; language?: Language } = {}): Sent[] {
    const { user = MEMBER, language = 'english' } = options;
    addStrings();
    queryClient.clear();
    act(() => {
      puenteStore.set(tokenAtom, user ? 'secret-token' : null);
      puenteStore.set(userAtom, user);
      puenteStore.set(languageAtom, language);
      // Every language's strings are loaded in tests: the switch is immediate.
      void i18n.changeLanguage(language);
    });
    const sent: Sent[] = [];
    const answer = async (config: { url?: string; data?: unknown }) => {
      sent.push({ url: config.url!, body: JSON.parse(String(config.data ?? '{}')) as Record<string, unknown> });
      return { data: replies[config.url!] ?? { result: 1 }, status: 200, statusText: 'OK', headers: {}, config };
    };
    api.http.defaults.adapter = answer as unknown as typeof api.http.defaults.adapter;
    return sent;
  }
  return { addStrings, fakeApi };
}
