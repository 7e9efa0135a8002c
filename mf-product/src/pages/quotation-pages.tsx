import {
  api,
  ApiError,
  Badge,
  Box,
  Button,
  calls,
  chakra,
  ChakraLink,
  CURRENCIES,
  currencyAtom,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  NativeSelect,
  QUANTITY_UNITS,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TRADE_TERMS,
  useApiQuery,
  useNavigate,
  useSearchParams,
  type Currency,
  type TradeTerm,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../components/file-upload';
import { productHref } from '../components/goods-card';
import { PriceText } from '../components/price';
import { useDates } from '../lib/format';

type Unit = (typeof QUANTITY_UNITS)[number];

/** /productQuotation?goodsId=&name=: asks the seller for a quotation, with an optional specification file. */
export function QuotationRequestPage() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsId = Number(params.get('goodsId')) || 0;
  const goods = useApiQuery(calls.goodsDetails, { id: goodsId }, { enabled: goodsId > 0 });
  const readerCurrency = useAtomValue(currencyAtom);
  const [quantity, setQuantity] = useState('');
  const [unit, setUnit] = useState<Unit>('pieces');
  const [tradeTerm, setTradeTerm] = useState<TradeTerm>('FOB');
  const [destination, setDestination] = useState('');
  const [targetPrice, setTargetPrice] = useState('');
  const [currency, setCurrency] = useState<Currency>(readerCurrency);
  const [message, setMessage] = useState('');
  const [file, setFile] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const data = goods.data?.data;
    if (!data) return;
    setUnit(data.unit);
    setQuantity((q) => q || String(data.minOrder));
    if (!data.tradeTerms.includes(tradeTerm) && data.tradeTerms[0]) setTradeTerm(data.tradeTerms[0]);
    // Only when the goods arrive.
  }, [goods.data]);

  if (goodsId <= 0) return <Text py="16" textAlign="center">{t('info.missing')}</Text>;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const reply = await api.call(calls.trade.saveQuotationRequest, {
        goodsId,
        quantity: Number(quantity),
        unit,
        tradeTerm,
        destination,
        message,
        ...(targetPrice ? { targetPrice: Number(targetPrice) } : {}),
        currency,
        ...(file ? { file } : {}),
      });
      navigate(`/productQuotationInfo?id=${reply.data.id}`);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack py="6" gap="6" maxW="3xl" data-testid="quotation-request">
      <Heading as="h1" size="2xl">
        {t('quotation.requestTitle')}
      </Heading>
      <QueryView state={goods}>
        {({ data }) => (
          <HStack gap="3" borderWidth="1px" borderRadius="lg" p="3" bg="bg">
            <chakra.img src={data.image} alt="" width="14" height="14" objectFit="cover" borderRadius="md" />
            <Stack gap="0">
              <ChakraLink asChild fontWeight="semibold">
                <Link to={productHref(data)}>{data.name}</Link>
              </ChakraLink>
              <Text fontSize="sm" color="fg.muted">
                {data.seller.companyName ?? data.seller.nickname}
              </Text>
            </Stack>
          </HStack>
        )}
      </QueryView>
      <form onSubmit={submit} noValidate>
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Field.Root required>
              <Field.Label>{t('quotation.quantity')}</Field.Label>
              <Input type="number" inputMode="decimal" value={quantity} onChange={(e) => setQuantity(e.target.value)} data-testid="quotation-quantity" />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('quotation.unit')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={unit} onChange={(e) => setUnit(e.currentTarget.value as Unit)}>
                  {QUANTITY_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {t(`units.${u}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('quotation.term')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={tradeTerm} onChange={(e) => setTradeTerm(e.currentTarget.value as TradeTerm)} data-testid="quotation-term">
                  {(goods.data?.data.tradeTerms ?? TRADE_TERMS).map((term) => (
                    <option key={term} value={term}>
                      {term}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Field.Root required>
            <Field.Label>{t('quotation.destination')}</Field.Label>
            <Input value={destination} onChange={(e) => setDestination(e.target.value)} placeholder={t('quotation.destinationHint')} data-testid="quotation-destination" />
          </Field.Root>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <Field.Root>
              <Field.Label>{t('quotation.targetPrice')}</Field.Label>
              <Input type="number" inputMode="decimal" value={targetPrice} onChange={(e) => setTargetPrice(e.target.value)} />
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('quotation.currency')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={currency} onChange={(e) => setCurrency(e.currentTarget.value as Currency)}>
                  {CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </SimpleGrid>
          <Field.Root>
            <Field.Label>{t('quotation.message')}</Field.Label>
            <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={5} maxLength={2000} placeholder={t('quotation.messageHint')} />
          </Field.Root>
          <Field.Root>
            <Field.Label>{t('quotation.file')}</Field.Label>
            <FileUpload value={file} onChange={setFile} testId="quotation-file" />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={busy} alignSelf="start" data-testid="quotation-submit">
            {t('quotation.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** /productQuotationInfo?id=: one quotation request and, once the seller answers, the quotation. */
export function QuotationInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const quotation = useApiQuery(calls.trade.quotationDetails, { id }, { enabled: id > 0 });
  const { dateTime, day } = useDates();
  if (id <= 0) return <Text py="16" textAlign="center">{t('quotation.missing')}</Text>;
  return (
    <Stack py="6" gap="6" maxW="4xl" data-testid="quotation-info">
      <QueryView state={quotation}>
        {({ data: q }) => (
          <Stack gap="5">
            <HStack justify="space-between" wrap="wrap">
              <Heading as="h1" size="2xl">
                {t('quotation.infoTitle', { name: q.goodsName })}
              </Heading>
              <Badge colorPalette={q.status === 'quoted' ? 'green' : 'orange'} size="lg" data-testid="quotation-status">
                {t(`quotation.statuses.${q.status}`)}
              </Badge>
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg">
                <Heading as="h2" size="md" mb="3">
                  {t('quotation.request')}
                </Heading>
                <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1.5" fontSize="sm">
                  <chakra.dt color="fg.muted">{t('quotation.goods')}</chakra.dt>
                  <chakra.dd>
                    <ChakraLink asChild color="brand.fg">
                      <Link to={productHref({ id: q.goodsId, name: q.goodsName })}>{q.goodsName}</Link>
                    </ChakraLink>
                  </chakra.dd>
                  <chakra.dt color="fg.muted">{t('quotation.quantity')}</chakra.dt>
                  <chakra.dd>
                    {q.quantity} {t(`units.${q.unit}`)}
                  </chakra.dd>
                  <chakra.dt color="fg.muted">{t('quotation.term')}</chakra.dt>
                  <chakra.dd>{q.tradeTerm}</chakra.dd>
                  <chakra.dt color="fg.muted">{t('quotation.destination')}</chakra.dt>
                  <chakra.dd>{q.destination}</chakra.dd>
                  <chakra.dt color="fg.muted">{t('quotation.targetPrice')}</chakra.dt>
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
                    <Text>{t('quotation.validUntil', { date: day(q.validUntil) })}</Text>
                    {q.quoteTime ? <Text color="fg.muted">{dateTime(q.quoteTime)}</Text> : null}
                    {q.sellerNote ? <Text whiteSpace="pre-line">{q.sellerNote}</Text> : null}
                    {q.quotationFile ? (
                      <ChakraLink href={q.quotationFile} target="_blank" rel="noopener" color="brand.fg">
                        {t('quotation.quotationFile')}
                      </ChakraLink>
                    ) : null}
                    <Button asChild colorPalette="brand" size="sm" alignSelf="start" mt="2">
                      <Link to={productHref({ id: q.goodsId, name: q.goodsName })}>{t('quotation.orderNow')}</Link>
                    </Button>
                  </Stack>
                ) : (
                  <Text color="fg.muted" fontSize="sm">
                    {t('quotation.waiting')}
                  </Text>
                )}
              </Box>
            </SimpleGrid>
            <ChakraLink asChild color="brand.fg" fontSize="sm">
              <Link to="/personalQuotationMine">{t('quotation.allMine')}</Link>
            </ChakraLink>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
