import {
  allOf,
  Badge,
  Box,
  Button,
  calls,
  chakra,
  CURRENCIES,
  Heading,
  HStack,
  Input,
  Modal,
  NativeSelect,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  useApiMutation,
  useApiQuery,
  today,
  useFormatters,
  type CallReply,
  type CallRequest,
  type Currency,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm, useSetField } from '@puente/shared/forms';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../lib/format';
import { Pager } from '../lib/pager';
import { Uploader } from '../lib/uploader';

type Quotation = CallReply<typeof calls.trade.quotationDetails>['data'];
const PAGE_SIZE = 10;

function QuotationFacts({ q, side }: { q: Quotation; side: 'seller' | 'buyer' }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const other = side === 'seller' ? q.buyer : q.seller;
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" fontSize="sm">
      <Box>
        <Text color="fg.muted">{t(side === 'seller' ? 'orders.buyer' : 'orders.seller')}</Text>
        <Text>{other.companyName ?? other.nickname}</Text>
      </Box>
      <Box>
        <Text color="fg.muted">{t('quotations.quantity')}</Text>
        <Text>
          {f.number(q.quantity)} {t(`units.${q.unit}`, { count: q.quantity })}
        </Text>
      </Box>
      <Box>
        <Text color="fg.muted">{t('orders.term')}</Text>
        <Text>{q.tradeTerm}</Text>
      </Box>
      <Box>
        <Text color="fg.muted">{t('quotations.destination')}</Text>
        <Text>{q.destination}</Text>
      </Box>
      <Box>
        <Text color="fg.muted">{t('quotations.targetPrice')}</Text>
        {q.targetPrice ? <PriceText price={q.targetPrice} /> : <Text>—</Text>}
      </Box>
      <Box>
        <Text color="fg.muted">{t('quotations.quotedPrice')}</Text>
        {q.quotedPrice ? <PriceText price={q.quotedPrice} strong /> : <Text>—</Text>}
      </Box>
      <Box>
        <Text color="fg.muted">{t('quotations.validUntil')}</Text>
        <Text>{q.validUntil ? f.date(q.validUntil) : '—'}</Text>
      </Box>
      <Box>
        <Text color="fg.muted">{t('quotations.requested')}</Text>
        <Text>{f.dateTime(q.createTime)}</Text>
      </Box>
    </SimpleGrid>
  );
}

function FileLinks({ q }: { q: Quotation }) {
  const { t } = useTranslation('personal');
  return (
    <HStack gap="4" fontSize="sm" flexWrap="wrap">
      {q.requestFile ? (
        <chakra.a href={q.requestFile} target="_blank" rel="noreferrer" color="brand.fg" textDecoration="underline">
          {t('quotations.requestFile')}
        </chakra.a>
      ) : null}
      {q.quotationFile ? (
        <chakra.a href={q.quotationFile} target="_blank" rel="noreferrer" color="brand.fg" textDecoration="underline" data-testid="quotation-file-link">
          {t('quotations.quotationFile')}
        </chakra.a>
      ) : null}
    </HStack>
  );
}

/** What a seller's answer holds: the file as the uploader's list (one at most), the price as typed. */
interface AnswerDraft {
  file: string[];
  price: string;
  currency: Currency;
  validUntil: string;
  note: string;
}
const EMPTY_ANSWER: AnswerDraft = { file: [], price: '', currency: 'USD', validUntil: '', note: '' };

/** Opens a quotation (details marks it seen) and, for the seller, answers it with a file and a price. */
function QuotationDialog({ id, side, onClose }: { id: number; side: 'seller' | 'buyer'; onClose: () => void }) {
  const { t } = useTranslation('personal');
  const details = useApiQuery(calls.trade.quotationDetails, { id });
  // Answering makes the quotation lists and details stale (the contract's INVALIDATES).
  const save = useApiMutation(calls.trade.uploadQuotationFile, { success: t('quotations.answered') });
  const toRequest = useCallback((draft: AnswerDraft) => ({ id, file: draft.file[0], price: draft.price, currency: draft.currency, validUntil: draft.validUntil, note: draft.note }), [id]);
  const form = useContractForm<AnswerDraft, typeof calls.trade.uploadQuotationFile>(calls.trade.uploadQuotationFile, { defaultValues: EMPTY_ANSWER, toRequest });
  const file = form.watch('file');
  const set = useSetField(form);
  const [uploading, setUploading] = useState(false);

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
          <Button colorPalette="brand" loading={save.busy} disabled={uploading} onClick={() => void form.handleSubmit(answer)()} data-testid="quotation-answer">
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
                <Text fontSize="sm" color="fg.muted">{t('quotations.message')}</Text>
                <Text whiteSpace="pre-line">{q.message}</Text>
              </Box>
            ) : null}
            {q.sellerNote ? (
              <Box>
                <Text fontSize="sm" color="fg.muted">{t('quotations.sellerNote')}</Text>
                <Text whiteSpace="pre-line">{q.sellerNote}</Text>
              </Box>
            ) : null}
            <FileLinks q={q} />
            {canAnswer ? (
              <ContractForm form={form} onValid={answer} testId="quotation-answer-form">
              <Stack gap="3" borderTopWidth="1px" pt="4">
                <FormField name="file" label={t('quotations.quotationFile')} required>
                  <Uploader value={file} onChange={(urls) => set('file', urls)} max={1} accept="application/pdf,image/*" images={false} onBusyChange={setUploading} />
                </FormField>
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                  <FormField name="price" label={t('quotations.quotedPrice')} required>
                    <Input type="text" inputMode="decimal" {...form.register('price')} />
                  </FormField>
                  <FormField name="currency" label={t('goods.currency')}>
                    <NativeSelect.Root>
                      <NativeSelect.Field {...form.register('currency')}>
                        {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
                      </NativeSelect.Field>
                      <NativeSelect.Indicator />
                    </NativeSelect.Root>
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

/** /personalQuotation (received, seller side) and /personalQuotationMine (submitted, buyer side), with the unseen count. */
export function QuotationList({ side }: { side: 'seller' | 'buyer' }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const list = useApiQuery(side === 'seller' ? calls.trade.listReceivedQuotations : calls.trade.listSubmittedQuotations, { currentPage: page, everyNumber: PAGE_SIZE });
  const unseen = useApiQuery(side === 'seller' ? calls.trade.sellerQuotationViewCount : calls.trade.buyerQuotationViewCount, {});
  // Opening a quotation marks it seen: the list and the unseen count ask again once it is closed.
  const reload = () => {
    list.reload();
    unseen.reload();
  };
  const isNew = (q: Quotation) => (side === 'seller' ? !q.viewedBySeller : !q.viewedByBuyer);

  return (
    <Stack gap="5" data-testid={`quotations-${side}`}>
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t(side === 'seller' ? 'quotations.receivedTitle' : 'quotations.mineTitle')}
        </Heading>
        {unseen.status === 'success' ? (
          <Badge colorPalette={unseen.data.data.count ? 'red' : 'gray'} data-testid="unseen-count">
            {t(side === 'seller' ? 'quotations.unseenRequests' : 'quotations.unseenAnswers', { n: unseen.data.data.count })}
          </Badge>
        ) : null}
      </HStack>
      <QueryView state={list} isEmpty={(data) => data.list.length === 0} empty={t('quotations.empty')}>
        {(data) => (
          <Stack gap="3">
            {data.list.map((q) => (
              <Stack key={q.id} borderWidth="1px" borderRadius="lg" p="4" gap="3" data-testid="quotation-row">
                <HStack justify="space-between" flexWrap="wrap" gap="2">
                  <HStack gap="3">
                    {q.goodsImage ? <chakra.img src={q.goodsImage} alt="" width="48px" height="48px" objectFit="cover" borderRadius="md" /> : null}
                    <Box>
                      <Text fontWeight="semibold">{q.goodsName}</Text>
                      <Text fontSize="sm" color="fg.muted">
                        {f.dateTime(q.createTime)}
                      </Text>
                    </Box>
                  </HStack>
                  <HStack gap="2">
                    {isNew(q) ? <Badge colorPalette="red">{t('quotations.new')}</Badge> : null}
                    <Badge colorPalette={q.status === 'quoted' ? 'green' : 'orange'}>{t(`quotations.status.${q.status}`)}</Badge>
                    <Button size="sm" variant="outline" onClick={() => setOpen(q.id)} data-testid="quotation-open">
                      {t(side === 'seller' && q.status === 'pendingSeller' ? 'quotations.answer' : 'quotations.view')}
                    </Button>
                  </HStack>
                </HStack>
                <QuotationFacts q={q} side={side} />
              </Stack>
            ))}
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryView>
      {open !== null ? <QuotationDialog id={open} side={side} onClose={() => { setOpen(null); reload(); }} /> : null}
    </Stack>
  );
}

type QuotationSummary = CallReply<typeof calls.trade.listReceivedQuotations>['list'][number];

/** The files of the quotations received and submitted, newest first. */
function fileRows(received: QuotationSummary[], submitted: QuotationSummary[]) {
  return [...received.map((q) => ({ q, side: 'received' as const })), ...submitted.map((q) => ({ q, side: 'submitted' as const }))]
    .flatMap(({ q, side }) => [
      ...(q.requestFile ? [{ key: `${q.id}-r`, url: q.requestFile, kind: 'requestFile', q, side, time: q.createTime }] : []),
      ...(q.quotationFile ? [{ key: `${q.id}-q`, url: q.quotationFile, kind: 'quotationFile', q, side, time: q.quoteTime ?? q.createTime }] : []),
    ])
    .sort((a, b) => b.time - a.time);
}

/** /personalQuotationFile: every file of the user's quotations, requests and answers, both sides. */
export function QuotationFiles() {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const received = useApiQuery(calls.trade.listReceivedQuotations, { currentPage: 1, everyNumber: -1 });
  const submitted = useApiQuery(calls.trade.listSubmittedQuotations, { currentPage: 1, everyNumber: -1 });
  return (
    <Stack gap="5" data-testid="quotation-files">
      <Heading as="h1" size="xl">
        {t('quotations.filesTitle')}
      </Heading>
      <QueryView state={allOf(received, submitted)} isEmpty={([r, s]) => fileRows(r.list, s.list).length === 0} empty={t('quotations.noFiles')}>
        {([r, s]) => (
          <Stack gap="2">
            {fileRows(r.list, s.list).map((row) => (
              <HStack key={row.key} borderWidth="1px" borderRadius="md" p="3" justify="space-between" flexWrap="wrap" gap="2" data-testid="quotation-file-row">
                <Box>
                  <Text fontWeight="medium">{row.q.goodsName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t(`quotations.${row.kind}`)} · {t(`quotations.side.${row.side}`)} · {f.dateTime(row.time)}
                  </Text>
                </Box>
                <chakra.a href={row.url} target="_blank" rel="noreferrer" color="brand.fg" textDecoration="underline">
                  {t('quotations.open')}
                </chakra.a>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
