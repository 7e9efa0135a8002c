import { act, fireEvent, render, screen } from '@testing-library/react';
import { addTranslations, brokerDialogOpenAtom, PuenteProviders, puenteEvents, puenteStore } from '@puente/shared';
import { translations } from '../i18n';
import { BrokerDialog } from './broker-dialog';

beforeAll(() => addTranslations('shell', translations));

it('warns about the first missing field, in the order of section 5', () => {
  const warnings: string[] = [];
  const off = puenteEvents.on('toast', ({ message }) => warnings.push(message));
  act(() => puenteStore.set(brokerDialogOpenAtom, true));
  render(
    <PuenteProviders>
      <BrokerDialog />
    </PuenteProviders>,
  );
  const submit = () => fireEvent.click(screen.getByTestId('broker-submit'));
  const fill = (name: string, value: string) => fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });

  submit();
  fill('name', 'Ana');
  submit();
  fill('idCard', 'X-1');
  submit();
  fill('receivingAccountBank', 'Banco');
  submit();
  fill('receivingOpenAccountBank', 'Centro');
  submit();
  fireEvent.click(screen.getByTestId('broker-type-2'));
  submit();
  fill('companyName', 'Ana Ltda');
  submit();
  off();
  expect(warnings).toEqual([
    'Enter your name',
    'Enter your ID number',
    'Enter the bank name',
    'Enter the account-opening branch',
    'Enter the card number',
    'Enter the company name',
    'Upload a photo of the business licence',
  ]);
});
