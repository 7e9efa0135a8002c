import { AUDIT_STATUS, calls, href, Input, NativeSelect, SimpleGrid, Stack, useApiMutation, useApiQuery, useNavigate, type CallRequest } from '@puente/shared';
import { ContractForm, FormField, Uploader, useContractForm, useSetField } from '@puente/shared/forms';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCALISED, filledLanguages, LocalisedField, writtenLanguages, type LocalisedValue } from './localised-field';
import { FormFooter } from './form-footer';

/** Where a refused body field shows its message: a text's languages together under the text's first input. */
export function brandFieldOf(path: string): string {
  if (path === 'name' || path === 'description' || path === 'summary') return `${path}.root`;
  if (path === 'reportUrl') return 'report';
  if (path.startsWith('images.')) return 'images';
  return path;
}

export type ExistingBrand = { id: number; names: LocalisedValue; descriptions: LocalisedValue; logo: string; type: 'china' | 'industry'; countryCode: string };
interface BrandDraft {
  name: LocalisedValue;
  description: LocalisedValue;
  logo: string[];
  type: 'china' | 'industry';
  countryCode: string;
}

/** A brand: its name and description in the languages written, logo, source and country. */
export function BrandForm({ existing }: { existing: ExistingBrand | null }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const { busy, run } = useApiMutation(calls.saveBrand, { success: (reply) => t(reply.data.auditStatus === AUDIT_STATUS.passed ? 'brand.savedPassed' : 'brand.savedReview') });
  // Whether review passes at once (a demonstration setting), so the note under the form tells the truth.
  const publishing = useApiQuery(calls.isItAllowedPublish, {});
  const toRequest = useCallback(
    (draft: BrandDraft) => ({
      ...(existing ? { id: existing.id } : {}),
      name: filledLanguages(draft.name),
      description: writtenLanguages(draft.description),
      logo: draft.logo[0],
      type: draft.type,
      countryCode: draft.countryCode,
    }),
    [existing],
  );
  const [defaultValues] = useState<BrandDraft>(() => ({
    name: existing?.names ?? { ...EMPTY_LOCALISED },
    description: existing?.descriptions ?? { ...EMPTY_LOCALISED },
    logo: existing?.logo ? [existing.logo] : [],
    type: existing?.type ?? 'china',
    countryCode: existing?.countryCode ?? 'CN',
  }));
  const form = useContractForm<BrandDraft, typeof calls.saveBrand>(calls.saveBrand, { defaultValues, toRequest, fieldOf: brandFieldOf });
  const draft = form.watch();
  const set = useSetField(form);
  const [uploading, setUploading] = useState(false);

  async function save(body: CallRequest<typeof calls.saveBrand>) {
    if (uploading) return;
    const saved = await run(body);
    if (saved) navigate(href('personalBrandDetails', { id: saved.data.id }));
  }

  return (
    <ContractForm form={form} onValid={save} testId="brand-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <LocalisedField name="name" label={t('brand.name')} value={draft.name} onChange={(v) => set('name', v)} required />
        <LocalisedField name="description" label={t('brand.description')} value={draft.description} onChange={(v) => set('description', v)} multiline />
        <FormField name="logo" label={t('brand.logo')} required>
          <Uploader value={draft.logo} onChange={(urls) => set('logo', urls)} max={1} onBusyChange={setUploading} testId="brand-logo" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField name="type" label={t('brand.type')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('type')}>
                <option value="china">{t('goods.sources.china')}</option>
                <option value="industry">{t('goods.sources.industry')}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="countryCode" label={t('common.countryCode')}>
            <Input maxLength={2} textTransform="uppercase" {...form.register('countryCode')} />
          </FormField>
        </SimpleGrid>
        <FormFooter cancelTo={href('personalBrand')} busy={busy} uploading={uploading} reviewNote={publishing.data?.data?.reviewedAtOnce ? 'instant' : 'review'} />
      </Stack>
    </ContractForm>
  );
}
