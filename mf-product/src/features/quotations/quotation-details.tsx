import {
  Box,
  Button,
  calls,
  chakra,
  ChakraLink,
  Heading,
  href,
  HStack,
  langOf,
  Link,
  PriceText,
  Stack,
  Text,
  TextLanguageNote,
  useFormatters,
  type CallReply,
} from '@puente/shared';
import { useTranslation } from 'react-i18next';

type Quotation = CallReply<typeof calls.trade.quotationDetails>['data'];

/** What the buyer asked: goods, quantity, term, destination, target price, message and file. */
export function QuotationRequest({ q }: { q: Quotation }) {
  const { t } = useTranslation('product');
  const { dateTime, number } = useFormatters();
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg">
      <Heading as="h2" size="md" mb="3">
        {t('quotation.request')}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1.5" fontSize="sm">
        <chakra.dt color="fg.muted">{t('quotation.goods')}</chakra.dt>
        <chakra.dd>
          <ChakraLink asChild color="brand.fg" lang={langOf(q.goodsNameSource)}>
            <Link to={href('productInfo', { id: q.goodsId, name: q.goodsName })}>{q.goodsName}</Link>
          </ChakraLink>
          <TextLanguageNote source={q.goodsNameSource} />
        </chakra.dd>
        <chakra.dt color="fg.muted">{t('quotation.quantity')}</chakra.dt>
        <chakra.dd>
          {number(q.quantity)} {t(`units.${q.unit}`, { count: q.quantity })}
        </chakra.dd>
        <chakra.dt color="fg.muted">{t('quotation.term')}</chakra.dt>
        <chakra.dd>{q.tradeTerm}</chakra.dd>
        <chakra.dt color="fg.muted">{t('quotation.destination')}</chakra.dt>
        <chakra.dd>{q.destination}</chakra.dd>
        <chakra.dt color="fg.muted">{t('quotation.targetPriceFact')}</chakra.dt>
        <chakra.dd>{q.targetPrice ? <PriceText price={q.targetPrice} /> : '—'}</chakra.dd>
        <chakra.dt color="fg.muted">{t('quotation.sent')}</chakra.dt>
        <chakra.dd>{dateTime(q.createTime)}</chakra.dd>
        <chakra.dt color="fg.muted">{t('quotation.seller')}</chakra.dt>
        <chakra.dd>{q.seller.companyName ?? q.seller.nickname}</chakra.dd>
      </chakra.dl>
      {q.message ? (
        <Text mt="3" fontSize="sm" whiteSpace="pre-line">
          {q.message}
        </Text>
      ) : null}
      {q.requestFile ? (
        <ChakraLink href={q.requestFile} target="_blank" rel="noopener" color="brand.fg" fontSize="sm" mt="2" display="inline-block">
          {t('quotation.requestFile')}
        </ChakraLink>
      ) : null}
    </Box>
  );
}

/** The seller's answer: the quoted price, how long it holds, a note and a file; until then, that it is awaited. */
export function QuotationAnswer({ q }: { q: Quotation }) {
  const { t } = useTranslation('product');
  const { date, dateTime } = useFormatters();
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="quotation-answer">
      <Heading as="h2" size="md" mb="3">
        {t('quotation.answer')}
      </Heading>
      {q.status === 'quoted' && q.quotedPrice ? (
        <Stack gap="2" fontSize="sm">
          <HStack>
            <Text color="fg.muted">{t('quotation.quotedPrice')}</Text>
            <PriceText price={q.quotedPrice} fontSize="xl" />
          </HStack>
          <Text>{t('quotation.validUntil', { date: date(q.validUntil) })}</Text>
          {q.quoteTime ? <Text color="fg.muted">{dateTime(q.quoteTime)}</Text> : null}
          {q.sellerNote ? <Text whiteSpace="pre-line">{q.sellerNote}</Text> : null}
          {q.quotationFile ? (
            <ChakraLink href={q.quotationFile} target="_blank" rel="noopener" color="brand.fg">
              {t('quotation.quotationFile')}
            </ChakraLink>
          ) : null}
          <Button asChild colorPalette="brand" size="sm" alignSelf="start" mt="2">
            <Link to={href('productInfo', { id: q.goodsId, name: q.goodsName })}>{t('quotation.orderNow')}</Link>
          </Button>
        </Stack>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('quotation.waiting')}
        </Text>
      )}
    </Box>
  );
}
