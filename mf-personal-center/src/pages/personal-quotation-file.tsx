import { allOf, Box, calls, chakra, Heading, HStack, langOf, QueryView, Stack, Text, TextLanguageNote, useApiQuery, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

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
                  <Text fontWeight="medium" lang={langOf(row.q.goodsNameSource)}>
                    {row.q.goodsName}
                  </Text>
                  <TextLanguageNote source={row.q.goodsNameSource} />
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
