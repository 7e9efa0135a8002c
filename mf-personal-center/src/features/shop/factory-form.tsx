import { calls, href, Input, SimpleGrid, Stack, today, useApiMutation, useNavigate, type CallRequest } from '@puente/shared';
import { ContractForm, FormField, Uploader, useContractForm, useSetField } from '@puente/shared/forms';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCALISED, filledLanguages, LocalisedField, writtenLanguages, type LocalisedValue } from './localised-field';
import { brandFieldOf } from './brand-form';
import { FormFooter } from './form-footer';

export type ExistingFactory = {
  id: number;
  names: LocalisedValue;
  summaries: LocalisedValue;
  address: string;
  inspectedAt: string;
  inspector: string;
  reportUrl: string;
  images: string[];
};
interface FactoryDraft {
  name: LocalisedValue;
  summary: LocalisedValue;
  address: string;
  inspectedAt: string;
  inspector: string;
  report: string[];
  images: string[];
}

/** A factory inspection: its date is checked by the call's schema (it took place: until today). */
export function FactoryForm({ brandId, existing }: { brandId: number; existing: ExistingFactory | null }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const { busy, run } = useApiMutation(calls.saveFactoryInspection, { success: t('factory.saved') });
  const toRequest = useCallback(
    (draft: FactoryDraft) => ({
      ...(existing ? { id: existing.id } : {}),
      brandId,
      name: filledLanguages(draft.name),
      summary: writtenLanguages(draft.summary),
      address: draft.address,
      inspectedAt: draft.inspectedAt,
      inspector: draft.inspector,
      reportUrl: draft.report[0],
      images: draft.images,
    }),
    [brandId, existing],
  );
  const [defaultValues] = useState<FactoryDraft>(() => ({
    name: existing?.names ?? { ...EMPTY_LOCALISED },
    summary: existing?.summaries ?? { ...EMPTY_LOCALISED },
    address: existing?.address ?? '',
    inspectedAt: existing?.inspectedAt ?? '',
    inspector: existing?.inspector ?? '',
    report: existing?.reportUrl ? [existing.reportUrl] : [],
    images: existing?.images ?? [],
  }));
  const form = useContractForm<FactoryDraft, typeof calls.saveFactoryInspection>(calls.saveFactoryInspection, { defaultValues, toRequest, fieldOf: brandFieldOf });
  const draft = form.watch();
  const set = useSetField(form);
  const [uploading, setUploading] = useState(false);

  async function save(body: CallRequest<typeof calls.saveFactoryInspection>) {
    if (uploading) return;
    const saved = await run(body);
    if (saved) navigate(href('personalBrandFactoryDetails', { id: saved.data.id }));
  }

  return (
    <ContractForm form={form} onValid={save} testId="factory-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <LocalisedField name="name" label={t('factory.name')} value={draft.name} onChange={(v) => set('name', v)} required />
        <FormField name="address" label={t('factory.address')} required>
          <Input {...form.register('address')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField name="inspectedAt" label={t('factory.inspectedAt')} required>
            <Input type="date" max={today()} {...form.register('inspectedAt')} />
          </FormField>
          <FormField name="inspector" label={t('factory.inspector')} required>
            <Input {...form.register('inspector')} />
          </FormField>
        </SimpleGrid>
        <LocalisedField name="summary" label={t('factory.summary')} value={draft.summary} onChange={(v) => set('summary', v)} multiline />
        <FormField name="report" label={t('factory.report')}>
          <Uploader value={draft.report} onChange={(urls) => set('report', urls)} max={1} accept="application/pdf,image/*" images={false} onBusyChange={setUploading} />
        </FormField>
        <FormField name="images" label={t('factory.images')}>
          <Uploader value={draft.images} onChange={(urls) => set('images', urls)} max={10} onBusyChange={setUploading} />
        </FormField>
        <FormFooter cancelTo={href('personalBrandFactory', { brandId })} busy={busy} uploading={uploading} />
      </Stack>
    </ContractForm>
  );
}
