import {
  api,
  Badge,
  Box,
  Button,
  calls,
  chakra,
  CURRENCIES,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  HStack,
  Input,
  LoadingState,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  useApiQuery,
  type CallReply,
  type Currency,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceText, useFormatters } from '../lib/format';
import { Pager } from '../lib/pager';
import { Uploader } from '../lib/uploader';
import { useSubmit } from '../lib/use-submit';

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
          {q.quantity} × {t(`units.${q.unit}`)}
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
        <Text>{q.validUntil || '—'}</Text>
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

/** Opens a quotation (details marks it seen) and, for the seller, answers it with a file and a price. */
function QuotationDialog({ id, side, onClose, onChanged }: { id: number; side: 'seller' | 'buyer'; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('personal');
  const details = useApiQuery(calls.trade.quotationDetails, { id });
  const { busy, run } = useSubmit();
  const [file, setFile] = useState<string[]>([]);
  const [price, setPrice] = useState('');
  const [currency, setCurrency] = useState<Currency>('USD');
  const [validUntil, setValidUntil] = useState('');
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const missing = { file: !file.length, price: !(Number(price) > 0), validUntil: !validUntil };

  async function answer() {
    setTried(true);
    if (Object.values(missing).some(Boolean) || uploading) return;
    if (await run(() => api.call(calls.trade.uploadQuotationFile, { id, file: file[0]!, price: Number(price), currency, validUntil, note }), t('quotations.answered'))) {
      onChanged();
      onClose();
    }
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
          <Button colorPalette="brand" loading={busy} disabled={uploading} onClick={() => void answer()} data-testid="quotation-answer">
            {t(q.status === 'quoted' ? 'quotations.updateAnswer' : 'quotations.answer')}
          </Button>
        ) : undefined
      }
    >
      {details.status === 'loading' ? <LoadingState /> : null}
      {details.status === 'error' ? <ErrorState onRetry={details.reload} /> : null}
      {q ? (
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
            <Stack gap="3" borderTopWidth="1px" pt="4">
              <Field.Root required invalid={tried && missing.file}>
                <Field.Label>{t('quotations.quotationFile')}</Field.Label>
                <Uploader value={file} onChange={setFile} max={1} accept="application/pdf,image/*" images={false} onBusyChange={setUploading} />
                {tried && missing.file ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
              </Field.Root>
              <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                <Field.Root required invalid={tried && missing.price}>
                  <Field.Label>{t('quotations.quotedPrice')}</Field.Label>
                  <Input type="number" step="0.01" value={price} onChange={(e) => setPrice(e.target.value)} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>{t('goods.currency')}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
                      {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <Field.Root required invalid={tried && missing.validUntil}>
                  <Field.Label>{t('quotations.validUntil')}</Field.Label>
                  <Input type="date" value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
                </Field.Root>
              </SimpleGrid>
              <Field.Root>
                <Field.Label>{t('quotations.sellerNote')}</Field.Label>
                <Textarea rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
              </Field.Root>
            </Stack>
          ) : null}
        </Stack>
      ) : null}
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
      {list.status === 'loading' && !list.data ? <LoadingState /> : null}
      {list.status === 'error' ? <ErrorState onRetry={list.reload} /> : null}
      {list.data && list.data.list.length === 0 ? <EmptyState title={t('quotations.empty')} /> : null}
      {list.data ? (
        <Stack gap="3">
          {list.data.list.map((q) => (
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
          <Pager page={page} total={list.data.total} size={PAGE_SIZE} onPage={setPage} />
        </Stack>
      ) : null}
      {open !== null ? <QuotationDialog id={open} side={side} onClose={() => { setOpen(null); reload(); }} onChanged={reload} /> : null}
    </Stack>
  );
}

/** /personalQuotationFile: every file of the user's quotations, requests and answers, both sides. */
export function QuotationFiles() {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const received = useApiQuery(calls.trade.listReceivedQuotations, { currentPage: 1, everyNumber: -1 });
  const submitted = useApiQuery(calls.trade.listSubmittedQuotations, { currentPage: 1, everyNumber: -1 });
  if (received.status === 'loading' || submitted.status === 'loading') return <LoadingState />;
  if (received.status === 'error') return <ErrorState onRetry={received.reload} />;
  if (submitted.status === 'error') return <ErrorState onRetry={submitted.reload} />;
  const rows = [
    ...received.data.list.map((q) => ({ q, side: 'received' as const })),
    ...submitted.data.list.map((q) => ({ q, side: 'submitted' as const })),
  ]
    .flatMap(({ q, side }) => [
      ...(q.requestFile ? [{ key: `${q.id}-r`, url: q.requestFile, kind: 'requestFile', q, side, time: q.createTime }] : []),
      ...(q.quotationFile ? [{ key: `${q.id}-q`, url: q.quotationFile, kind: 'quotationFile', q, side, time: q.quoteTime ?? q.createTime }] : []),
    ])
    .sort((a, b) => b.time - a.time);
  return (
    <Stack gap="5" data-testid="quotation-files">
      <Heading as="h1" size="xl">
        {t('quotations.filesTitle')}
      </Heading>
      {rows.length === 0 ? <EmptyState title={t('quotations.noFiles')} /> : null}
      <Stack gap="2">
        {rows.map((row) => (
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
    </Stack>
  );
}
