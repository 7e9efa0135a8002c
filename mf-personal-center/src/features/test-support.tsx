import { fireEvent, render } from '@testing-library/react';
import { addTranslations, api, BrowserRouter, languageAtom, PuenteProviders, puenteStore, queryClient, tokenAtom, type Language } from '@puente/shared';
import type { ReactNode } from 'react';
import { translations } from '../i18n';

/** Jest only: the personal centre's pages and features against a stand-in API (lint keeps features from reaching `src/` by `../../`). */

export { translations };

export interface Sent {
  url: string;
  body: Record<string, unknown>;
}

/**
 * Answers the API client's requests from `replies` (by path; `{ result: 1 }` for any other) and
 * records every request sent. Signs a user in, in the given language.
 */
export function fakeApi(replies: Record<string, Record<string, unknown>> = {}, language: Language = 'english'): Sent[] {
  addTranslations('personal', translations);
  queryClient.clear();
  puenteStore.set(tokenAtom, 'secret-token');
  puenteStore.set(languageAtom, language);
  const sent: Sent[] = [];
  const answer = async (config: { url?: string; data?: unknown }) => {
    sent.push({ url: config.url!, body: JSON.parse(String(config.data ?? '{}')) as Record<string, unknown> });
    return { data: replies[config.url!] ?? { result: 1 }, status: 200, statusText: 'OK', headers: {}, config };
  };
  api.http.defaults.adapter = answer as unknown as typeof api.http.defaults.adapter;
  return sent;
}

/** Renders a page as the remote does: the shared providers and a router at `path`. */
export function renderPage(page: ReactNode, path = '/') {
  window.history.pushState({}, '', path);
  return render(
    <PuenteProviders>
      <BrowserRouter>{page}</BrowserRouter>
    </PuenteProviders>,
  );
}

/** Every field error shown, as [field, message]. */
export const fieldErrors = () => [...document.querySelectorAll('[data-field-error]')].map((node) => [node.getAttribute('data-field-error'), node.textContent]);

/** Types into the input named `name`. */
export const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
