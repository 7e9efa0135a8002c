import {
  Button,
  calls,
  CurrencySelect,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  useApiMutation,
  useFormatters,
  type CallReply,
  type CallRequest,
  type Currency,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm, useFieldError, useNumberInput, useSetField } from '@puente/shared/forms';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exceedsBalance } from './withdrawal-rules';

export type PayeeAccount = CallReply<typeof calls.trade.listReceivingAccounts>['list'][number];
export type Balance = CallReply<typeof calls.trade.revenueStatistics>['data']['balances'][number];

/** What the withdrawal form holds: the currency empty until chosen (then the account's). */
interface WithdrawalDraft {
  accountId: string;
  currency: Currency | '';
  amount: string;
}

/** The amount's field, its error under it (the balance check's among them). */
function WithdrawalAmount({ form }: { form: ReturnType<typeof useContractForm<WithdrawalDraft, typeof calls.trade.applyWithdrawal>> }) {
  const { t } = useTranslation('personal');
  const error = useFieldError('amount');
  const numberInput = useNumberInput(form);
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {t('money.amount')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input {...numberInput('amount', 2)} />
      {error ? (
        <Field.ErrorText data-field-error="amount" data-testid="withdrawal-error">
          {error}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

/** The currencies with something to withdraw, the largest holding first. */
export function heldOf(balances: Balance[]): Currency[] {
  return balances
    .filter((b) => b.available > 0)
    .sort((a, b) => b.available - a.available)
    .map((b) => b.currency as Currency);
}

/** The amount, typed in the reader's number format. */
const AMOUNT_FIELD = ['amount'] as const;

/** A withdrawal: the call's schema checks the account and the amount; the form adds the available balance. */
export function WithdrawalForm({ accounts, balances }: { accounts: PayeeAccount[]; balances: Balance[] }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const withdraw = useApiMutation(calls.trade.applyWithdrawal, { success: t('money.withdrawalSubmitted') });
  // Only the currencies the user holds can be withdrawn: the account's own when held, else the largest holding.
  const heldCurrencies = useMemo(() => heldOf(balances), [balances]);
  const currencyOf = useCallback(
    (draft: WithdrawalDraft) => {
      const account = accounts.find((a) => String(a.id) === draft.accountId)?.currency as Currency | undefined;
      return (draft.currency || (account && heldCurrencies.includes(account) ? account : heldCurrencies[0]) || account || 'USD') as Currency;
    },
    [accounts, heldCurrencies],
  );
  const availableIn = (currency: string) => balances.find((b) => b.currency === currency)?.available ?? 0;
  const toRequest = useCallback((draft: WithdrawalDraft) => ({ accountId: draft.accountId, amount: draft.amount, currency: currencyOf(draft) }), [currencyOf]);
  // The balance is no part of the call's schema: checked here, and again by the API under a lock.
  const extra = (draft: WithdrawalDraft) => {
    const currency = currencyOf(draft);
    const available = availableIn(currency);
    return exceedsBalance(draft.amount, available) ? { amount: { key: 'withdrawal.overBalance' as const, params: { amount: f.money(available, currency) } } } : {};
  };
  const form = useContractForm<WithdrawalDraft, typeof calls.trade.applyWithdrawal>(calls.trade.applyWithdrawal, {
    defaultValues: { accountId: '', currency: '', amount: '' },
    toRequest,
    extra,
    numbers: AMOUNT_FIELD,
  });
  const draft = form.watch();
  const set = useSetField(form);
  const chosenCurrency = currencyOf(draft);

  async function apply(body: CallRequest<typeof calls.trade.applyWithdrawal>) {
    if (await withdraw.run(body)) form.reset({ ...form.getValues(), amount: '' });
  }

  return (
    <ContractForm form={form} onValid={apply} testId="withdrawal-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('money.applyTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField name="accountId" label={t('money.payeeAccount')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('accountId')}>
                <option value="">{t('common.choose')}</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.bankName} {a.accountNumber} ({a.currency})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="currency" label={t('goods.currency')}>
            <CurrencySelect
              name="currency"
              currencies={heldCurrencies.length ? heldCurrencies : [chosenCurrency]}
              value={chosenCurrency}
              onChange={(e) => set('currency', e.target.value as Currency)}
            />
          </FormField>
          <WithdrawalAmount form={form} />
        </SimpleGrid>
        <Text fontSize="sm" data-testid="available-balance">
          {t('money.availableIn', { amount: f.money(availableIn(chosenCurrency), chosenCurrency) })}
        </Text>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={withdraw.busy} data-testid="withdrawal-submit">
            {t('money.applyWithdrawal')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
