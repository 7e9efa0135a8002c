import { Box, calls, chakra, HStack, PriceText, SimpleGrid, Text, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';

export type Quotation = CallReply<typeof calls.trade.quotationDetails>['data'];

/** A quotation's facts: the other party, quantity, term, destination, prices, validity and date. */
export function QuotationFacts({ q, side }: { q: Quotation; side: 'seller' | 'buyer' }) {
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
        {q.targetPrice ? <PriceText price={q.targetPrice} variant="record" /> : <Text>—</Text>}
      </Box>
      <Box>
        <Text color="fg.muted">{t('quotations.quotedPrice')}</Text>
        {q.quotedPrice ? <PriceText price={q.quotedPrice} variant="record" strong /> : <Text>—</Text>}
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

/** The request's and the answer's files. */
export function FileLinks({ q }: { q: Quotation }) {
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
