import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { addTranslations, api, brokerDialogOpenAtom, PuenteProviders, puenteEvents, puenteStore } from '@puente/shared';
import { translations } from '../i18n';
import { BrokerDialog } from './broker-dialog';

beforeAll(() => addTranslations('shell', translations));

/** Opens the dialog as the header's button does. */
function openDialog() {
  act(() => puenteStore.set(brokerDialogOpenAtom, true));
  render(
    <PuenteProviders>
      <BrokerDialog />
    </PuenteProviders>,
  );
}

const errors = () => [...document.querySelectorAll('[data-field-error]')].map((node) => node.textContent);

it('shows every check of section 5 at its field at once, in the order of the section, with no toast', async () => {
  const toasts: string[] = [];
  const off = puenteEvents.on('toast', ({ message }) => toasts.push(message));
  openDialog();
  const submit = () => fireEvent.click(screen.getByTestId('broker-submit'));
  const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });

  submit();
  await waitFor(() => expect(errors()).toEqual(['Enter your name', 'Enter your ID number', 'Enter the bank name', 'Enter the account-opening branch', 'Enter the card number']));
  expect(document.querySelector('input[name="name"]')!.getAttribute('aria-invalid')).toBe('true');

  // Each error clears as the applicant corrects its field.
  fill('name', 'Ana');
  fill('receivingAccountBank', 'Banco');
  await waitFor(() => expect(errors()).toEqual(['Enter your ID number', 'Enter the account-opening branch', 'Enter the card number']));

  fireEvent.click(screen.getByTestId('broker-type-2'));
  await waitFor(() =>
    expect(errors()).toEqual([
      'Enter the company name',
      'Upload a photo of the business licence',
      'Enter the business address',
      'Enter the account-opening branch',
      'Enter the card number',
    ]),
  );
  fill('companyName', 'Ana Ltda');
  await waitFor(() =>
    expect(errors()).toEqual(['Upload a photo of the business licence', 'Enter the business address', 'Enter the account-opening branch', 'Enter the card number']),
  );
  off();
  expect(toasts).toEqual([]);
});

it('says at the licence that its upload is not finished, while it is on its way', async () => {
  jest.spyOn(api, 'upload').mockImplementation(() => new Promise(() => undefined));
  openDialog();
  fireEvent.click(screen.getByTestId('broker-type-2'));
  fireEvent.change(screen.getByTestId('licence-input'), { target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] } });
  fireEvent.click(screen.getByTestId('broker-submit'));
  await waitFor(() => expect(errors()).toContain('The business licence photo upload is not finished'));
  expect(errors()).not.toContain('Upload a photo of the business licence');
  jest.restoreAllMocks();
});

it('shows the uploaded licence and takes it as the field, through the one upload widget', async () => {
  jest.spyOn(api, 'upload').mockResolvedValue({ url: '/uploads/licence.png' } as never);
  openDialog();
  fireEvent.click(screen.getByTestId('broker-type-2'));
  fireEvent.click(screen.getByTestId('broker-submit'));
  await waitFor(() => expect(errors()).toContain('Upload a photo of the business licence'));
  fireEvent.change(screen.getByTestId('licence-input'), { target: { files: [new File(['png'], 'licence.png', { type: 'image/png' })] } });
  await waitFor(() => expect(screen.getByTestId('licence-state').textContent).toBe('Photo uploaded'));
  expect(screen.getByTestId('uploaded-file').querySelector('img')!.getAttribute('src')).toBe('/uploads/licence.png');
  expect(errors()).not.toContain('Upload a photo of the business licence');
  jest.restoreAllMocks();
});
