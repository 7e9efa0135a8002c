import {
  Button,
  calls,
  CURRENCIES,
  currencyAtom,
  Field,
  href,
  Input,
  NativeSelect,
  QUANTITY_UNITS,
  SimpleGrid,
  Stack,
  Textarea,
  TRADE_TERMS,
  useApiMutation,
  useNavigate,
  type CallRequest,
  type Currency,
  type GoodsDetails,
  type TradeTerm,
} from '@puente/shared';
import { ContractForm, FieldError, FormField, Uploader, useContractForm, useNumberInput } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Unit = (typeof QUANTITY_UNITS)[number];

/** What the request form holds: inputs as typed (the schema reads the numbers and names their limits). */
interface QuotationDraft {
  quantity: string;
  unit: Unit;
  tradeTerm: TradeTerm;
  destination: string;
  targetPrice: string;
  currency: Currency;
  message: string;
  file: string;
}

/** The draft as saveQuotationRequest's body; an empty target price or file is left out. */
function quotationRequest(draft: QuotationDraft, goodsId: number) {
  const { targetPrice, file, ...rest } = draft;
  return { goodsId, ...rest, ...(targetPrice.trim() ? { targetPrice } : {}), ...(file ? { file } : {}) };
}

/** A select of fixed options, registered with the form. */
function Choice({
  name,
  label,
  options,
  labelOf,
  testId,
  register,
}: {
  name: string;
  label: string;
  options: readonly string[];
  labelOf?: (option: string) => string;
  testId?: string;
  register: object;
}) {
  return (
    <FormField name={name} label={label}>
      <NativeSelect.Root>
        <NativeSelect.Field {...register} data-testid={testId}>
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf ? labelOf(option) : option}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

/** The quotation request: quantity, term, destination, target price, a message and an optional specification file. */
/** The fields a buyer types numbers in, read in their language's format. */
const NUMBER_FIELDS = ['quantity', 'targetPrice'] as const;

export function QuotationForm({ goodsId, goods }: { goodsId: number; goods?: GoodsDetails }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const readerCurrency = useAtomValue(currencyAtom);
  const toRequest = useCallback((draft: QuotationDraft) => quotationRequest(draft, goodsId), [goodsId]);
  const form = useContractForm(calls.trade.saveQuotationRequest, {
    defaultValues: { quantity: '', unit: 'pieces', tradeTerm: 'FOB', destination: '', targetPrice: '', currency: readerCurrency, message: '', file: '' },
    toRequest,
    numbers: NUMBER_FIELDS,
  });
  const numberInput = useNumberInput(form);
  const save = useApiMutation(calls.trade.saveQuotationRequest);
  const file = form.watch('file');

  // When the goods arrive: their unit, their minimum order unless one was typed, a term they offer.
  useEffect(() => {
    if (!goods) return;
    form.setValue('unit', goods.unit);
    if (!form.getValues('quantity')) form.setValue('quantity', String(goods.minOrder));
    if (!goods.tradeTerms.includes(form.getValues('tradeTerm')) && goods.tradeTerms[0]) form.setValue('tradeTerm', goods.tradeTerms[0]);
  }, [goods, form]);

  async function submit(body: CallRequest<typeof calls.trade.saveQuotationRequest>) {
    const reply = await save.run(body);
    if (reply) navigate(href('productQuotationInfo', { id: reply.data.id }));
  }

  return (
    <ContractForm form={form} onValid={submit} testId="quotation-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <FormField name="quantity" label={t('quotation.quantity')} required>
            <Input {...numberInput('quantity')} data-testid="quotation-quantity" />
          </FormField>
          <Choice name="unit" label={t('quotation.unit')} options={QUANTITY_UNITS} labelOf={(u) => t(`units.${u}_other`)} register={form.register('unit')} />
          <Choice name="tradeTerm" label={t('quotation.term')} options={goods?.tradeTerms ?? TRADE_TERMS} testId="quotation-term" register={form.register('tradeTerm')} />
        </SimpleGrid>
        <FormField name="destination" label={t('quotation.destination')} required>
          <Input {...form.register('destination')} placeholder={t('quotation.destinationHint')} data-testid="quotation-destination" />
        </FormField>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField name="targetPrice" label={t('quotation.targetPrice')}>
            <Input {...numberInput('targetPrice', 2)} data-testid="quotation-target-price" />
          </FormField>
          <Choice name="currency" label={t('quotation.currency')} options={CURRENCIES} register={form.register('currency')} />
        </SimpleGrid>
        <FormField name="message" label={t('quotation.message')}>
          <Textarea rows={5} {...form.register('message')} placeholder={t('quotation.messageHint')} />
        </FormField>
        <Field.Root invalid={Boolean(form.formState.errors.file)}>
          <Field.Label>{t('quotation.file')}</Field.Label>
          <Uploader
            max={1}
            value={file ? [file] : []}
            onChange={(urls) => form.setValue('file', urls[0] ?? '', { shouldValidate: form.formState.isSubmitted })}
            images={false}
            accept="image/jpeg,image/png,image/webp,application/pdf"
            testId="quotation-file"
          />
          <FieldError name="file" />
        </Field.Root>
        <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} alignSelf="start" data-testid="quotation-submit">
          {t('quotation.submit')}
        </Button>
      </Stack>
    </ContractForm>
  );
}
