import { Button, calls, CurrencySelect, Heading, href, HStack, Input, Link, SimpleGrid, Stack, useApiMutation, useNavigate, type CallRequest, type Currency } from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';

interface PayeeDraft {
  holderName: string;
  bankName: string;
  branch: string;
  accountNumber: string;
  swift: string;
  countryCode: string;
  currency: Currency;
}
const EMPTY_PAYEE: PayeeDraft = { holderName: '', bankName: '', branch: '', accountNumber: '', swift: '', countryCode: '', currency: 'USD' };
const payeeRequest = (draft: PayeeDraft) => ({ ...draft, swift: draft.swift.toUpperCase(), countryCode: draft.countryCode.toUpperCase() });

/** /AddAccount: a bank account to receive withdrawals. */
export function AddAccountPage() {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const saveAccount = useApiMutation(calls.trade.saveReceivingAccount, { success: t('money.accountSaved') });
  const form = useContractForm<PayeeDraft, typeof calls.trade.saveReceivingAccount>(calls.trade.saveReceivingAccount, { defaultValues: EMPTY_PAYEE, toRequest: payeeRequest });

  async function save(body: CallRequest<typeof calls.trade.saveReceivingAccount>) {
    if (await saveAccount.run(body)) navigate(href('personalWithdrawal'));
  }

  // The SWIFT code and the country code show and are sent in capitals.
  const input = (key: Exclude<keyof PayeeDraft, 'currency'>, isRequired: boolean) => (
    <FormField key={key} name={key} label={t(`money.field.${key}`)} required={isRequired}>
      <Input {...form.register(key)} maxLength={key === 'countryCode' ? 2 : undefined} textTransform={key === 'countryCode' || key === 'swift' ? 'uppercase' : undefined} />
    </FormField>
  );

  return (
    <Stack gap="5" data-testid="add-account">
      <Heading as="h1" size="xl">
        {t('money.addAccount')}
      </Heading>
      <ContractForm form={form} onValid={save} testId="account-form">
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {input('holderName', true)}
            {input('bankName', true)}
            {input('branch', true)}
            {input('accountNumber', true)}
            {input('swift', false)}
            {input('countryCode', true)}
            <FormField name="currency" label={t('goods.currency')}>
              <CurrencySelect {...form.register('currency')} />
            </FormField>
          </SimpleGrid>
          <HStack justify="flex-end" gap="3">
            <Button variant="ghost" asChild>
              <Link to={href('personalWithdrawal')}>{t('common.cancel')}</Link>
            </Button>
            <Button type="submit" colorPalette="brand" loading={saveAccount.busy} data-testid="account-submit">
              {t('common.save')}
            </Button>
          </HStack>
        </Stack>
      </ContractForm>
    </Stack>
  );
}
