import {
  Badge,
  Box,
  Button,
  calls,
  chakra,
  ChakraLink,
  Field,
  Flex,
  Heading,
  href,
  HStack,
  Input,
  Link,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  useFormatters,
  useNavigate,
  useSearchParams,
  type GoodsDetails,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../components/price';
import { clampQuantity, itemsParam } from '../lib/cart';
import { useLoginGate } from '../lib/login-gate';
import { classificationHref } from './product-landing';

function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <Stack gap="3" data-testid="gallery">
      <chakra.img src={current} alt={name} width="100%" aspectRatio="1" objectFit="cover" borderRadius="lg" bg="bg.muted" borderWidth="1px" />
      <HStack gap="2" wrap="wrap">
        {images.map((url, i) => (
          <chakra.button key={url} type="button" onClick={() => setIndex(i)} borderWidth="2px" borderColor={i === index ? 'brand.solid' : 'transparent'} borderRadius="md" overflow="hidden" aria-label={t('info.showImage', { n: i + 1 })} aria-pressed={i === index}>
            <chakra.img src={url} alt="" width="16" height="16" objectFit="cover" display="block" />
          </chakra.button>
        ))}
      </HStack>
    </Stack>
  );
}

function BrandBlock({ brandId }: { brandId: number }) {
  const { t } = useTranslation('product');
  const brand = useApiQuery(calls.brandDetails, { id: brandId });
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg" data-testid="brand-block">
      <QueryView state={brand}>
        {({ data }) => (
          <Stack gap="3">
            <HStack gap="3">
              <chakra.img src={data.logo} alt="" width="12" height="12" objectFit="contain" />
              <Stack gap="0">
                <ChakraLink asChild fontWeight="semibold">
                  <Link to={href('productList', { brandId: data.id, source: data.type })}>{data.name}</Link>
                </ChakraLink>
                <Text fontSize="sm" color="fg.muted">
                  {t('brand.goodsCount', { count: data.goodsCount })}
                </Text>
              </Stack>
            </HStack>
            <Text fontSize="sm" fontWeight="semibold">
              {t('brand.inspections')}
            </Text>
            {data.factories.length === 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {t('brand.noInspections')}
              </Text>
            ) : (
              data.factories.map((factory) => (
                <Stack key={factory.id} gap="0.5" fontSize="sm" data-testid="factory-inspection">
                  <Text fontWeight="medium">{factory.name}</Text>
                  <Text color="fg.muted">{t('brand.inspectedBy', { date: factory.inspectedAt, inspector: factory.inspector })}</Text>
                  <Text color="fg.muted">{factory.address}</Text>
                  {factory.summary ? <Text>{factory.summary}</Text> : null}
                  {factory.reportUrl ? (
                    <ChakraLink href={factory.reportUrl} target="_blank" rel="noopener" color="brand.fg">
                      {t('brand.report')}
                    </ChakraLink>
                  ) : null}
                </Stack>
              ))
            )}
          </Stack>
        )}
      </QueryView>
    </Box>
  );
}

function BuyBox({ goods }: { goods: GoodsDetails }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const gate = useLoginGate();
  const [quantity, setQuantity] = useState(String(Math.max(1, goods.minOrder)));
  const amount = clampQuantity(Number(quantity), goods.minOrder);
  const { number } = useFormatters();
  const unit = (count: number) => t(`units.${goods.unit}`, { count });
  // Adding makes the cart stale (the contract's INVALIDATES): the header's count follows.
  const add = useApiMutation(calls.trade.updateCart, {
    success: (_, body) => t('info.added', { quantity: number(Number(body.quantity)), unit: unit(Number(body.quantity)) }),
  });

  async function addToCart() {
    if (!gate()) return;
    await add.run({ goodsId: goods.id, quantity: amount, add: true, selected: true });
  }

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
      <HStack align="baseline" gap="2">
        <PriceText price={goods.price} fontSize="3xl" />
        <Text color="fg.muted">/ {unit(1)}</Text>
      </HStack>
      <SimpleGrid columns={2} gap="2" fontSize="sm">
        <Text color="fg.muted">{t('info.minOrder')}</Text>
        <Text>
          {number(goods.minOrder)} {unit(goods.minOrder)}
        </Text>
        <Text color="fg.muted">{t('info.stock')}</Text>
        <Text>
          {number(goods.stock)} {unit(goods.stock)}
        </Text>
        <Text color="fg.muted">{t('info.tradeTerms')}</Text>
        <HStack gap="1" wrap="wrap" data-testid="trade-terms">
          {goods.tradeTerms.map((term) => (
            <Badge key={term} variant="outline" title={t(`terms.${term}.includes`)}>
              {term}
            </Badge>
          ))}
        </HStack>
      </SimpleGrid>
      <Field.Root>
        <Field.Label>{t('info.quantity', { unit: t(`units.${goods.unit}_other`) })}</Field.Label>
        <Input
          type="number"
          inputMode="numeric"
          min={goods.minOrder}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          onBlur={() => setQuantity(String(amount))}
          maxW="40"
          data-testid="quantity"
        />
        {Number(quantity) < goods.minOrder ? <Field.HelperText>{t('info.minOrderHint', { quantity: number(goods.minOrder), unit: unit(goods.minOrder) })}</Field.HelperText> : null}
      </Field.Root>
      <Flex gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => void addToCart()} loading={add.busy} data-testid="add-to-cart">
          {t('info.addToCart')}
        </Button>
        <Button colorPalette="brand" variant="outline" onClick={() => gate() && navigate(href('productEmption', { items: itemsParam([{ goodsId: goods.id, quantity: amount }]) }))} data-testid="buy-now">
          {t('info.buyNow')}
        </Button>
        <Button variant="ghost" onClick={() => gate() && navigate(href('productQuotation', { goodsId: goods.id, name: goods.name }))} data-testid="request-quotation">
          {t('info.requestQuotation')}
        </Button>
      </Flex>
    </Stack>
  );
}

/** /productInfo?id=&name=: one product, to buy, add to the cart or ask a quotation for. */
export function ProductInfoPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const details = useApiQuery(calls.goodsDetails, { id }, { enabled: id > 0 });
  if (id <= 0) return <Text py="16" textAlign="center">{t('info.missing')}</Text>;

  return (
    <Stack py="6" gap="8" data-testid="product-info">
      <QueryView state={details}>
        {({ data: goods }) => (
          <Stack gap="8">
            <HStack gap="1" fontSize="sm" color="fg.muted" wrap="wrap" as="nav" aria-label={t('info.categoryPath')}>
              {goods.categoryPath.map((node, i) => (
                <HStack key={node.id} gap="1">
                  {i > 0 ? <Text>›</Text> : null}
                  <ChakraLink asChild>
                    <Link to={classificationHref(goods.source, node.id)}>{node.title}</Link>
                  </ChakraLink>
                </HStack>
              ))}
            </HStack>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
              <Gallery images={goods.images.length ? goods.images : [goods.image]} name={goods.name} />
              <Stack gap="4">
                <Heading as="h1" size="2xl" data-testid="product-name">
                  {goods.name}
                </Heading>
                <Text color="fg.muted">{goods.summary}</Text>
                <BuyBox goods={goods} />
                <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg" fontSize="sm" data-testid="seller-block">
                  <Text fontWeight="semibold">{t('info.seller')}</Text>
                  <Text>{goods.seller.companyName ?? goods.seller.nickname}</Text>
                  <Text color="fg.muted">{t('info.origin', { country: goods.countryCode, sales: goods.sales })}</Text>
                </Box>
              </Stack>
            </SimpleGrid>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
              <Stack gap="4" gridColumn={{ md: 'span 2' }}>
                <Heading as="h2" size="lg">
                  {t('info.description')}
                </Heading>
                <Text whiteSpace="pre-line">{goods.description}</Text>
                <Heading as="h2" size="lg">
                  {t('info.attributes')}
                </Heading>
                {goods.attributes.length === 0 ? (
                  <Text color="fg.muted">{t('info.noAttributes')}</Text>
                ) : (
                  <chakra.dl display="grid" gridTemplateColumns="minmax(8rem, auto) 1fr" gap="2" fontSize="sm" data-testid="attributes">
                    {goods.attributes.map((attribute) => (
                      <Box key={attribute.id} display="contents">
                        <chakra.dt color="fg.muted">{attribute.name}</chakra.dt>
                        <chakra.dd>{attribute.value}</chakra.dd>
                      </Box>
                    ))}
                  </chakra.dl>
                )}
              </Stack>
              {goods.brand ? <BrandBlock brandId={goods.brand.id} /> : null}
            </SimpleGrid>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
