import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, api, languageAtom, PuenteProviders, puenteStore } from '@puente/shared';
import { translations } from '../i18n';
import { ComplaintPage } from './complaint';

beforeAll(() => addTranslations('shell', translations));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => puenteStore.set(languageAtom, 'english'));
});

const errors = () => Object.fromEntries([...document.querySelectorAll('[data-field-error]')].map((node) => [node.getAttribute('data-field-error'), node.textContent]));
const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });

function renderPage() {
  return render(
    <PuenteProviders>
      <ComplaintPage />
    </PuenteProviders>,
  );
}

it('refuses a contact that is neither an email address nor a phone number, at its field, and sends nothing', async () => {
  const call = jest.spyOn(api, 'call');
  renderPage();
  fill('contactName', 'Ana');
  fill('contactInformation', 'not-an-email');
  fill('content', 'The seller never answered.');
  fireEvent.click(screen.getByTestId('complaint-submit'));
  await waitFor(() => expect(errors()).toEqual({ contactInformation: 'Enter an email address (name@example.com) or a phone number' }));
  expect(document.querySelector('[name="contactInformation"]')!.getAttribute('aria-invalid')).toBe('true');
  expect(call).not.toHaveBeenCalled();

  // Corrected to an address or a phone number, the error goes as the reader types.
  fill('contactInformation', 'ana@example.com');
  await waitFor(() => expect(errors()).toEqual({}));
  fill('contactInformation', '+52 81 1234-5678');
  await waitFor(() => expect(errors()).toEqual({}));
});

it('shows every missing field at once, in the reader language, with no browser check', async () => {
  act(() => puenteStore.set(languageAtom, 'spanish'));
  renderPage();
  expect(screen.getByTestId('complaint-form').hasAttribute('novalidate')).toBe(true);
  fireEvent.click(screen.getByTestId('complaint-submit'));
  await waitFor(() =>
    expect(errors()).toEqual({
      contactName: 'Introduce tu nombre',
      contactInformation: 'Indícanos cómo contactarte',
      content: 'Describe lo que ocurrió',
    }),
  );
});

it('names the limit of a message that is too long', async () => {
  renderPage();
  fill('contactName', 'Ana');
  fill('contactInformation', 'ana@example.com');
  fill('content', 'x'.repeat(4001));
  fireEvent.click(screen.getByTestId('complaint-submit'));
  await waitFor(() => expect(errors()).toEqual({ content: 'Enter at most 4,000 characters' }));
});
