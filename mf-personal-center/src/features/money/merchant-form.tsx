import { Button, calls, Heading, HStack, Input, SimpleGrid, Stack, Text, useApiMutation } from '@puente/shared';
import { ContractForm, FormField, useContractForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';

/** PingPong registration: the company and an email to reach it. */
export function MerchantForm() {
  const { t } = useTranslation('personal');
  const registerMerchant = useApiMutation(calls.trade.pingpongMerchant, { success: t('money.registered') });
  const form = useContractForm<{ companyName: string; contactEmail: string }, typeof calls.trade.pingpongMerchant>(calls.trade.pingpongMerchant, {
    defaultValues: { companyName: '', contactEmail: '' },
  });
  return (
    <ContractForm form={form} onValid={(body) => registerMerchant.run(body)} testId="merchant-form">
      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('money.registerTitle')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('money.registerHint')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField name="companyName" label={t('money.companyName')} required>
            <Input {...form.register('companyName')} />
          </FormField>
          <FormField name="contactEmail" label={t('money.contactEmail')} required>
            <Input type="email" {...form.register('contactEmail')} />
          </FormField>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={registerMerchant.busy}>
            {t('money.register')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
