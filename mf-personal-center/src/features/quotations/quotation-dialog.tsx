import {
  Box,
  Button,
  calls,
  CurrencySelect,
  Input,
  Modal,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  today,
  useApiMutation,
  useApiQuery,
  type CallRequest,
  type Currency,
} from '@puente/shared';
import { ContractForm, FormField, Uploader, useContractForm, useNumberInput, useSetField } from '@puente/shared/forms';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileLinks, QuotationFacts } from './quotation-facts';

/** What a seller's answer holds: the file as the uploader's list (one at most), the price as typed. */
interface AnswerDraft {
  file: string[];
  price: string;
  currency: Currency;
  validUntil: string;
  note: string;
}
/** The price, typed in the seller's number format. */
const PRICE_FIELD = ['price'] as const;

const EMPTY_ANSWER: AnswerDraft = { file: [], price: '', currency: 'USD', validUntil: '', note: '' };

/** Opens a quotation (details marks it seen) and, for the seller, answers it with a file and a price. */
export function QuotationDialog({ id, side, onClose }: { id: number; side: 'seller' | 'buyer'; onClose: () => void }) {
  const { t } = useTranslation('personal');
  const details = useApiQuery(calls.trade.quotationDetails, { id });
  // Answering makes the quotation lists and details stale (the contract's INVALIDATES).
  const save = useApiMutation(calls.trade.uploadQuotationFile, { success: t('quotations.answered') });
  const toRequest = useCallback(
    (draft: AnswerDraft) => ({ id, file: draft.file[0], price: draft.price, currency: draft.currency, validUntil: draft.validUntil, note: draft.note }),
    [id],
  );
  const form = useContractForm<AnswerDraft, typeof calls.trade.uploadQuotationFile>(calls.trade.uploadQuotationFile, {
    defaultValues: EMPTY_ANSWER,
    toRequest,
    numbers: PRICE_FIELD,
  });
  const numberInput = useNumberInput(form);
  const file = form.watch('file');
  const set = useSetField(form);
  const [uploading, setUploading] = useState(false);
  const formId = `quotation-answer-${id}`;

  async function answer(body: CallRequest<typeof calls.trade.uploadQuotationFile>) {
    if (uploading) return;
    if (await save.run(body)) onClose();
  }

  const q = details.status === 'success' ? details.data.data : null;
  const canAnswer = side === 'seller' && q !== null;
  return (
    <Modal
      open
      onClose={onClose}
      title={q ? q.goodsName : t('quotations.details')}
      closeLabel={t('common.close')}
      width="760px"
      testId="quotation-dialog"
      footer={
        canAnswer ? (
          // Submits the form itself, which shows each refusal beside its field and brings the first into view.
          <Button type="submit" form={formId} colorPalette="brand" loading={save.busy} disabled={uploading} data-testid="quotation-answer">
            {t(q.status === 'quoted' ? 'quotations.updateAnswer' : 'quotations.answer')}
          </Button>
        ) : undefined
      }
    >
      <QueryView state={details}>
        {({ data: q }) => (
          <Stack gap="4">
            <QuotationFacts q={q} side={side} />
            {q.message ? (
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('quotations.message')}
                </Text>
                <Text whiteSpace="pre-line">{q.message}</Text>
              </Box>
            ) : null}
            {q.sellerNote ? (
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('quotations.sellerNote')}
                </Text>
                <Text whiteSpace="pre-line">{q.sellerNote}</Text>
              </Box>
            ) : null}
            <FileLinks q={q} />
            {canAnswer ? (
              <ContractForm form={form} onValid={answer} testId="quotation-answer-form" id={formId}>
                <Stack gap="3" borderTopWidth="1px" pt="4">
                  <FormField name="file" label={t('quotations.quotationFileOptional')}>
                    <Uploader value={file} onChange={(urls) => set('file', urls)} max={1} accept="application/pdf,image/*" images={false} onBusyChange={setUploading} />
                  </FormField>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                    <FormField name="price" label={t('quotations.quotedPrice')} required>
                      <Input {...numberInput('price', 2)} />
                    </FormField>
                    <FormField name="currency" label={t('goods.currency')}>
                      <CurrencySelect {...form.register('currency')} />
                    </FormField>
                    <FormField name="validUntil" label={t('quotations.validUntil')} required>
                      <Input type="date" min={today()} {...form.register('validUntil')} />
                    </FormField>
                  </SimpleGrid>
                  <FormField name="note" label={t('quotations.sellerNote')}>
                    <Textarea rows={3} {...form.register('note')} />
                  </FormField>
                </Stack>
              </ContractForm>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </Modal>
  );
}
