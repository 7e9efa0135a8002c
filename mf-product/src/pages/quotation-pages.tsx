import {
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
  href,
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
  useApiMutation,
  useApiQuery,
  useFormatters,
  useNavigate,
  useSearchParams,
  type CallRequest,
  type Currency,
  type TradeTerm,
} from '@puente/shared';
import { ContractForm, FieldError, FormField, useContractForm } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../components/file-upload';
import { productHref } from '../components/goods-card';
import { PriceText } from '../components/price';

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

/** /productQuotation?goodsId=&name=: asks the seller for a quotation, with an optional specification file. */
export function QuotationRequestPage() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const goodsId = Number(params.get('goodsId')) || 0;
  const goods = useApiQuery(calls.goodsDetails, { id: goodsId }, { enabled: goodsId > 0 });
  const readerCurrency = useAtomValue(currencyAtom);
  const toRequest = useCallback((draft: QuotationDraft) => quotationRequest(draft, goodsId), [goodsId]);
  const form = useContractForm(calls.trade.saveQuotationRequest, {
    defaultValues: { quantity: '', unit: 'pieces', tradeTerm: 'FOB', destination: '', targetPrice: '', currency: readerCurrency, message: '', file: '' },
    toRequest,
  });
  const save = useApiMutation(calls.trade.saveQuotationRequest);
  const file = form.watch('file');

  // When the goods arrive: their unit, their minimum order unless one was typed, a term they offer.
  useEffect(() => {
    const data = goods.data?.data;
    if (!data) return;
    form.setValue('unit', data.unit);
    if (!form.getValues('quantity')) form.setValue('quantity', String(data.minOrder));
    if (!data.tradeTerms.includes(form.getValues('tradeTerm')) && data.tradeTerms[0]) form.setValue('tradeTerm', data.tradeTerms[0]);
  }, [goods.data, form]);

  if (goodsId <= 0) return <Text py="16" textAlign="center">{t('info.missing')}</Text>;

  async function submit(body: CallRequest<typeof calls.trade.saveQuotationRequest>) {
    const reply = await save.run(body);
    if (reply) navigate(href('productQuotationInfo', { id: reply.data.id }));
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
      <ContractForm form={form} onValid={submit} testId="quotation-form">
        <Stack gap="4" borderWidth="1px" borderRadius="lg" p="6" bg="bg">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <FormField name="quantity" label={t('quotation.quantity')} required>
              <Input type="text" inputMode="decimal" {...form.register('quantity')} data-testid="quotation-quantity" />
            </FormField>
            <FormField name="unit" label={t('quotation.unit')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('unit')}>
                  {QUANTITY_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {t(`units.${u}_other`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            <FormField name="tradeTerm" label={t('quotation.term')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('tradeTerm')} data-testid="quotation-term">
                  {(goods.data?.data.tradeTerms ?? TRADE_TERMS).map((term) => (
                    <option key={term} value={term}>
                      {term}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <FormField name="destination" label={t('quotation.destination')} required>
            <Input {...form.register('destination')} placeholder={t('quotation.destinationHint')} data-testid="quotation-destination" />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <FormField name="targetPrice" label={t('quotation.targetPrice')}>
              <Input type="text" inputMode="decimal" {...form.register('targetPrice')} data-testid="quotation-target-price" />
            </FormField>
            <FormField name="currency" label={t('quotation.currency')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...form.register('currency')}>
                  {CURRENCIES.map((code) => (
                    <option key={code} value={code}>
                      {code}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </SimpleGrid>
          <FormField name="message" label={t('quotation.message')}>
            <Textarea rows={5} {...form.register('message')} placeholder={t('quotation.messageHint')} />
          </FormField>
          <Field.Root invalid={Boolean(form.formState.errors.file)}>
            <Field.Label>{t('quotation.file')}</Field.Label>
            <FileUpload value={file} onChange={(url) => form.setValue('file', url, { shouldValidate: form.formState.isSubmitted })} testId="quotation-file" />
            <FieldError name="file" />
          </Field.Root>
          <Button type="submit" colorPalette="brand" loading={form.formState.isSubmitting} alignSelf="start" data-testid="quotation-submit">
            {t('quotation.submit')}
          </Button>
        </Stack>
      </ContractForm>
    </Stack>
  );
}

/** /productQuotationInfo?id=: one quotation request and, once the seller answers, the quotation. */
export function QuotationInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const quotation = useApiQuery(calls.trade.quotationDetails, { id }, { enabled: id > 0 });
  const { date, dateTime, number } = useFormatters();
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
                    {number(q.quantity)} {t(`units.${q.unit}`, { count: q.quantity })}
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
                    <Text>{t('quotation.validUntil', { date: date(q.validUntil) })}</Text>
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
              <Link to={href('personalQuotationMine')}>{t('quotation.allMine')}</Link>
            </ChakraLink>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
