import { Box, chakra, Heading, langOf, QueryView, SimpleGrid, Stack, Text, TextLanguageNote, useFormatters, type GoodsDetails } from '@puente/shared';
import { GOODS_NOT_ON_SALE_CODE } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandBlock } from '../features/goods/brand-block';
import { CategoryPath } from '../features/goods/category-path';
import { Gallery } from '../features/goods/gallery';
import { NoLongerOffered } from '../features/goods/no-longer-offered';
import { useGoodsFromAddress } from '../features/goods/use-goods-from-address';
import { LandedSection } from '../features/landed-cost/landed-section';
import { BuyBox } from '../features/trade/buy-box';

/** /productInfo?id=&name=: one product, to buy, add to the cart or ask a quotation for. */
export function ProductInfoPage() {
  const { t } = useTranslation('product');
  const { id, details } = useGoodsFromAddress();
  if (id <= 0)
    return (
      <Text py="16" textAlign="center">
        {t('info.missing')}
      </Text>
    );
  if (details.status === 'error' && details.error.code === GOODS_NOT_ON_SALE_CODE)
    return (
      <Stack py="6">
        <NoLongerOffered id={id} />
      </Stack>
    );

  return (
    <Stack py="6" gap="8" data-testid="product-info">
      <QueryView state={details}>{({ data: goods }) => <ProductDetails goods={goods} />}</QueryView>
    </Stack>
  );
}

/** The goods' details, buy box and landed-cost estimate, which follows the quantity in the buy box. */
function ProductDetails({ goods }: { goods: GoodsDetails }) {
  const { t } = useTranslation('product');
  const { country, number } = useFormatters();
  const [quantity, setQuantity] = useState(goods.minOrder);
  return (
    <Stack gap="8">
      <CategoryPath goods={goods} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8">
        <Gallery images={goods.images.length ? goods.images : [goods.image]} name={goods.name} />
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h1" size="2xl" lang={langOf(goods.nameSource)} data-testid="product-name">
              {goods.name}
            </Heading>
            <TextLanguageNote source={goods.nameSource} testId="name-language" />
          </Stack>
          <Text color="fg.muted" lang={langOf(goods.summarySource)}>
            {goods.summary}
          </Text>
          <BuyBox goods={goods} onQuantity={setQuantity} />
          <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg" fontSize="sm" data-testid="seller-block">
            <Text fontWeight="semibold">{t('info.seller')}</Text>
            <Text>{goods.seller.companyName ?? goods.seller.nickname}</Text>
            <Text color="fg.muted">{t('info.origin', { country: country(goods.countryCode), sales: number(goods.sales) })}</Text>
          </Box>
        </Stack>
      </SimpleGrid>
      <LandedSection goods={goods} quantity={quantity} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="8">
        <Stack gap="4" gridColumn={{ md: 'span 2' }}>
          <Heading as="h2" size="lg">
            {t('info.description')}
          </Heading>
          <TextLanguageNote source={goods.descriptionSource} testId="description-language" />
          <Text whiteSpace="pre-line" lang={langOf(goods.descriptionSource)}>
            {goods.description}
          </Text>
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
  );
}
