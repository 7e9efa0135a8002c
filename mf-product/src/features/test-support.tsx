import { render } from '@testing-library/react';
import { addTranslations, BrowserRouter, PuenteProviders } from '@puente/shared';
import type { ReactNode } from 'react';
import { translations } from '../i18n';

/** Jest only: the remote's strings and a page as the remote renders it (lint keeps features from reaching `src/` by `../../`). */

/** Adds the product area's strings to the shared i18n instance. */
export const addProductStrings = () => addTranslations('product', translations);

/** Renders a page or a part of one inside the shared providers and a router. */
export function renderPage(page: ReactNode) {
  return render(
    <PuenteProviders>
      <BrowserRouter>{page}</BrowserRouter>
    </PuenteProviders>,
  );
}

/** Every field error shown, by field. */
export const fieldErrors = () => Object.fromEntries([...document.querySelectorAll('[data-field-error]')].map((node) => [node.getAttribute('data-field-error'), node.textContent]));
