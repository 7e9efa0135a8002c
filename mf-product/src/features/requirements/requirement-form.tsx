import {
  Button,
  calls,
  currencyAtom,
  Heading,
  href,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Textarea,
  today,
  useApiMutation,
  useApiQuery,
  useNavigate,
  type CallRequest,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm, useNumberInput } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { draftOf, emptyDraft, requirementFieldOf, requirementRequest, type RequirementDraft, type RequirementKind } from './requirement-draft';
import { CategorySelect, OptionSelect, TechnologyTypeSelect } from './requirement-selects';

/** Product or technology: each kind asks for its own fields. */
function KindChoice({ value, onChoose }: { value: RequirementKind; onChoose: (kind: RequirementKind) => void }) {
  const { t } = useTranslation('product');
  return (
    <HStack gap="2" role="radiogroup" aria-label={t('requirement.kind')}>
      {(['product', 'technology'] as const).map((option) => (
        <Button
          key={option}
          type="button"
          size="sm"
          variant={value === option ? 'solid' : 'outline'}
          colorPalette="brand"
          role="radio"
          aria-checked={value === option}
          onClick={() => onChoose(option)}
          data-testid={`kind-${option}`}
        >
          {t(`requirement.kinds.${option}`)}
        </Button>
      ))}
    </HStack>
  );
}

/** The publishing form (product or technology): `kind` opens it on a kind, `editId` edits a published requirement. */
/** The fields a reader types numbers in, read in their language's format. */
const NUMBER_FIELDS = ['quantity', 'budget'] as const;

export function RequirementForm({ kind: initialKind, editId }: { kind: RequirementKind; editId: number }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const readerCurrency = useAtomValue(currencyAtom);
  const existing = useApiQuery(calls.requirementDetails, { id: editId }, { enabled: editId > 0 });
  const toRequest = useCallback((draft: RequirementDraft) => requirementRequest(draft, editId), [editId]);
  const form = useContractForm(calls.saveRequirement, { defaultValues: emptyDraft(initialKind, readerCurrency), toRequest, fieldOf: requirementFieldOf, numbers: NUMBER_FIELDS });
  const numberInput = useNumberInput(form);
  const kind = form.watch('kind');
  // Editing saves changes; only a new requirement is published.
  const save = useApiMutation(calls.saveRequirement, { success: t(editId ? 'requirement.saved' : 'requirement.published') });

  // The requirement being edited fills the form once: a later refetch never overwrites what the member typed.
  const filledFrom = useRef<number | null>(null);
  useEffect(() => {
    const r = existing.data?.data;
    if (!r || filledFrom.current === r.id) return;
    filledFrom.current = r.id;
    form.reset(draftOf(r, form.getValues('currency')));
  }, [existing.data, form]);

  async function publish(body: CallRequest<typeof calls.saveRequirement>) {
    const reply = await save.run(body);
    if (reply) navigate(href('releaseInfo', { id: reply.data.id }));
  }

  // The other kind asks for other fields: once the reader has tried to publish, their checks show at once.
  function chooseKind(option: RequirementKind) {
    form.setValue('kind', option);
    if (form.formState.isSubmitted) void form.trigger();
  }

  return (
    <Stack py="6" gap="6" maxW="3xl" data-testid="requirement-form">
      <Heading as="h1" size="2xl">
        {editId ? t('requirement.editTitle') : t('requirement.publishTitle')}
      </Heading>
      <ContractForm form={form} onValid={publish}>
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
          <KindChoice value={kind} onChoose={chooseKind} />
          <FormField name="title" label={t('requirement.fields.title')} required>
            <Input {...form.register('title')} data-testid="requirement-title" />
          </FormField>
          {kind === 'technology' ? <TechnologyTypeSelect register={form.register('typeChoice')} /> : <CategorySelect register={form.register('categoryId')} />}
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField name="quantity" label={t('requirement.fields.quantity')} required>
              <Input {...numberInput('quantity')} data-testid="requirement-quantity" />
            </FormField>
            <OptionSelect name="unit" register={form.register('unit')} />
            <FormField name="deliveryDate" label={t('requirement.fields.deliveryDate')} required>
              <Input type="date" min={today()} {...form.register('deliveryDate')} data-testid="requirement-date" />
            </FormField>
            <FormField name="deliveryPlace" label={t('requirement.fields.deliveryPlace')} required>
              <Input {...form.register('deliveryPlace')} placeholder={t('requirement.placeHint')} data-testid="requirement-place" />
            </FormField>
            <FormField name="budget" label={t('requirement.fields.budget')}>
              <Input {...numberInput('budget', 2)} data-testid="requirement-budget" />
            </FormField>
            <OptionSelect name="currency" register={form.register('currency')} />
          </SimpleGrid>
          <FormField name="description" label={t('requirement.fields.description')}>
            <Textarea rows={6} {...form.register('description')} placeholder={t('requirement.descriptionHint')} data-testid="requirement-description" />
          </FormField>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} alignSelf="start" data-testid="requirement-submit">
            {editId ? t('requirement.save') : t('requirement.publish')}
          </Button>
        </Stack>
      </ContractForm>
    </Stack>
  );
}
