import { Button, calls, HStack, SimpleGrid, Stack, useApiMutation, userAtom, type CallReply, type CallRequest } from '@puente/shared';
import { ContractForm, FormField, Uploader, useContractForm, useSetField } from '@puente/shared/forms';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

export type Business = CallReply<typeof calls.getBusinessInformation>['data'];
/** What the business form holds: the licence as the uploader's list (one at most). */
type BusinessDraft = Omit<Business, 'businessLicense'> & { licence: string[] };
const businessRequest = ({ licence, ...fields }: BusinessDraft) => ({ ...fields, businessLicense: licence[0] ?? '' });
const businessFieldOf = (path: string) => (path === 'businessLicense' ? 'licence' : path);

/** The company behind the account and its licence. */
export function BusinessForm({ initial }: { initial: Business }) {
  const { t } = useTranslation('personal');
  const setUser = useSetAtom(userAtom);
  const { busy, run } = useApiMutation(calls.saveBusinessInformation, { success: t('profile.saved') });
  const { businessLicense, ...fields } = initial;
  const form = useContractForm<BusinessDraft, typeof calls.saveBusinessInformation>(calls.saveBusinessInformation, {
    defaultValues: { ...fields, licence: businessLicense ? [businessLicense] : [] },
    toRequest: businessRequest,
    fieldOf: businessFieldOf,
  });
  const licence = form.watch('licence');
  const set = useSetField(form);
  const [uploading, setUploading] = useState(false);
  const text = (name: Exclude<keyof BusinessDraft, 'licence'>, label: string, required = false) => <TextField label={label} input={form.register(name)} required={required} />;

  async function save(body: CallRequest<typeof calls.saveBusinessInformation>) {
    if (uploading) return;
    const saved = await run(body);
    if (saved) setUser((current) => (current ? { ...current, companyName: saved.data.companyName } : current));
  }

  return (
    <ContractForm form={form} onValid={save} testId="business-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {text('companyName', t('profile.companyName'), true)}
          {text('address', t('profile.businessAddress'), true)}
          {text('industry', t('profile.industry'))}
          {text('website', t('profile.website'))}
          {text('taxId', t('profile.taxId'))}
          {text('contactName', t('profile.contactName'))}
          {text('contactPhone', t('profile.contactPhone'))}
        </SimpleGrid>
        <FormField name="licence" label={t('profile.licence')}>
          <Uploader value={licence} onChange={(urls) => set('licence', urls.slice(-1))} max={1} onBusyChange={setUploading} />
        </FormField>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={busy} disabled={uploading}>
            {t('common.save')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}
