import { Box, chakra, Heading, HStack, langOf, QueryView, Stack, Text, TextLanguageNote, useFormatters, type GoodsDetails } from '@puente/shared';
import { GOODS_NOT_ON_SALE_CODE } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandBlock } from '../features/goods/brand-block';
import { NoLongerOffered } from '../features/goods/no-longer-offered';
import { useGoodsFromAddress } from '../features/goods/use-goods-from-address';
import { LandedSection } from '../features/landed-cost/landed-section';
import { BuyBox } from '../features/trade/buy-box';

/** The pictures side by side, swiped one at a time (scroll snapping), each the screen's width. */
function SwipeGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation('product');
  return (
    <Box
      as="ul"
      display="flex"
      overflowX="auto"
      mx="-3"
      listStyleType="none"
      css={{ scrollSnapType: 'x mandatory', scrollbarWidth: 'none' }}
      aria-label={t('mobile.gallery', { count: images.length })}
      // A keyboard reader scrolls the pictures with the arrow keys once the gallery has focus.
      tabIndex={0}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      data-testid="swipe-gallery"
    >
      {images.map((url, index) => (
        <Box as="li" key={url} flex="0 0 100%" css={{ scrollSnapAlign: 'start' }}>
          <chakra.img
            src={url}
            alt={index === 0 ? name : t('mobile.picture', { n: index + 1, count: images.length })}
            loading={index === 0 ? 'eager' : 'lazy'}
            width="100%"
            aspectRatio="1"
            objectFit="cover"
            bg="bg.muted"
          />
        </Box>
      ))}
    </Box>
  );
}

/**
 * /productInfo?id=&name= on a phone: the pictures to swipe, the name, the price in the reader's
 * currency, minimum order, stock and terms, and the buy box whose actions stay at hand in a bar
 * above the tab bar (the desktop's buy box: one set of cart rules, two layouts); below the
 * description, the brand and its factory inspections, as on a desktop.
 */
export function MobileProductInfoPage() {
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
      <Stack pb="6">
        <NoLongerOffered id={id} columns={{ base: 2 }} />
      </Stack>
    );
  return (
    <Stack gap="5" pb="24" data-testid="product-info">
      <QueryView state={details}>{({ data: goods }) => <PhoneProductDetails goods={goods} />}</QueryView>
    </Stack>
  );
}

/** On a phone: the goods, the buy box and, below the seller, the landed-cost estimate that follows its quantity. */
function PhoneProductDetails({ goods }: { goods: GoodsDetails }) {
  const { t } = useTranslation('product');
  const { country, number } = useFormatters();
  const [quantity, setQuantity] = useState(goods.minOrder);
  return (
    <Stack gap="5">
      <SwipeGallery images={goods.images.length ? goods.images : [goods.image]} name={goods.name} />
      <Stack gap="1">
        <Heading as="h1" size="xl" overflowWrap="anywhere" lang={langOf(goods.nameSource)} data-testid="product-name">
          {goods.name}
        </Heading>
        <TextLanguageNote source={goods.nameSource} testId="name-language" />
      </Stack>
      <BuyBox goods={goods} stickyActions onQuantity={setQuantity} />
      <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg" fontSize="sm" data-testid="seller-block">
        <Text fontWeight="semibold">{t('info.seller')}</Text>
        <Text>{goods.seller.companyName ?? goods.seller.nickname}</Text>
        <Text color="fg.muted">{t('info.origin', { country: country(goods.countryCode), sales: number(goods.sales) })}</Text>
      </Box>
      <LandedSection goods={goods} quantity={quantity} minHeight="60rem" />
      <Stack gap="2">
        <Heading as="h2" size="md">
          {t('info.description')}
        </Heading>
        <TextLanguageNote source={goods.descriptionSource} testId="description-language" />
        <Text whiteSpace="pre-line" overflowWrap="anywhere" lang={langOf(goods.descriptionSource)}>
          {goods.description}
        </Text>
      </Stack>
      {goods.attributes.length ? (
        <Stack gap="2">
          <Heading as="h2" size="md">
            {t('info.attributes')}
          </Heading>
          <chakra.dl fontSize="sm" data-testid="attributes">
            {goods.attributes.map((attribute) => (
              <HStack key={attribute.id} justify="space-between" py="2" borderBottomWidth="1px" gap="4">
                <chakra.dt color="fg.muted">{attribute.name}</chakra.dt>
                <chakra.dd textAlign="end">{attribute.value}</chakra.dd>
              </HStack>
            ))}
          </chakra.dl>
        </Stack>
      ) : null}
      {goods.brand ? <BrandBlock brandId={goods.brand.id} quiet /> : null}
    </Stack>
  );
}
