import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { calls, languageAtom, PuenteProviders, puenteStore, type CallRequest, type Language } from '@puente/shared';
import { ContractForm, useContractForm, useNumberInput } from './form';

afterEach(() => act(() => puenteStore.set(languageAtom, 'english')));

type Draft = { accountId: string; amount: string; currency: 'BRL' };
const AMOUNT = ['amount'] as const;

function Withdrawal({ onValid }: { onValid: (body: CallRequest<typeof calls.trade.applyWithdrawal>) => void }) {
  const form = useContractForm<Draft, typeof calls.trade.applyWithdrawal>(calls.trade.applyWithdrawal, {
    defaultValues: { accountId: '7', amount: '', currency: 'BRL' },
    numbers: AMOUNT,
  });
  const numberInput = useNumberInput(form);
  return (
    <ContractForm form={form} onValid={onValid}>
      <label>
        amount
        <input {...numberInput('amount', 2)} />
      </label>
      <span data-testid="error">{form.formState.errors.amount?.message}</span>
      <button type="submit">send</button>
    </ContractForm>
  );
}

async function typeAmount(language: Language, typed: string) {
  act(() => puenteStore.set(languageAtom, language));
  const sent = jest.fn();
  render(
    <PuenteProviders>
      <Withdrawal onValid={sent} />
    </PuenteProviders>,
  );
  const input = screen.getByLabelText('amount') as HTMLInputElement;
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.blur(input);
  fireEvent.click(screen.getByText('send'));
  return { input, sent };
}

it('reads a Brazilian amount as Brazil writes it, shows it back so, and sends the number', async () => {
  const { input, sent } = await typeAmount('portuguese', '50.000,00');
  await waitFor(() => expect(sent).toHaveBeenCalled());
  expect(sent.mock.calls[0]![0]).toMatchObject({ amount: 50000, accountId: 7, currency: 'BRL' });
  expect(input.value).toBe('50.000');
});

it('reads a Mexican amount with its comma grouping', async () => {
  const { input, sent } = await typeAmount('spanish', '1,250.5');
  await waitFor(() => expect(sent).toHaveBeenCalled());
  expect(sent.mock.calls[0]![0]).toMatchObject({ amount: 1250.5 });
  expect(input.value).toBe('1,250.5');
});

it('refuses what is no number with the contract’s message, and leaves it as typed', async () => {
  const { input, sent } = await typeAmount('portuguese', '12abc');
  await waitFor(() => expect(screen.getByTestId('error').textContent).not.toBe(''));
  expect(sent).not.toHaveBeenCalled();
  expect(input.value).toBe('12abc');
});
