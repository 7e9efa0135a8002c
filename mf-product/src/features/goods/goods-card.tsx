import { Badge, Box, chakra, href, HStack, Link, PriceText, SimpleGrid, Stack, Text, useFormatters, type GoodsSummary } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** One goods in a list: picture, name, price per unit, minimum order, seller and country. */
export function GoodsCard({ goods }: { goods: GoodsSummary }) {
  const { t } = useTranslation('product');
  const { country, number } = useFormatters();
  return (
    <Link to={href('productInfo', { id: goods.id, name: goods.name })} data-testid="goods-card" data-goods-id={goods.id}>
      <Stack gap="0" bg="bg" borderWidth="1px" borderRadius="lg" overflow="hidden" height="full" _hover={{ shadow: 'md', borderColor: 'brand.solid' }} transition="all 0.15s">
        <chakra.img src={goods.image} alt="" loading="lazy" width="100%" aspectRatio="4 / 3" objectFit="cover" bg="bg.muted" />
        <Stack gap="1.5" p="3" flex="1">
          <Text fontWeight="semibold" lineClamp={3} title={goods.name} data-testid="goods-name">
            {goods.name}
          </Text>
          <HStack gap="1" align="baseline" wrap="wrap">
            <PriceText price={goods.price} />
            <Text as="span" fontSize="sm" color="fg.muted">
              / {t(`units.${goods.unit}`, { count: 1 })}
            </Text>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            {t('goods.minOrder', { quantity: number(goods.minOrder), unit: t(`units.${goods.unit}`, { count: goods.minOrder }) })}
          </Text>
          <HStack gap="2" mt="auto" pt="1" wrap="wrap">
            {goods.brand ? (
              <Badge colorPalette="brand" variant="subtle">
                {goods.brand.name}
              </Badge>
            ) : null}
            <Text fontSize="xs" color="fg.muted" lineClamp={1}>
              {goods.seller.companyName ?? goods.seller.nickname} · {country(goods.countryCode)}
            </Text>
          </HStack>
        </Stack>
      </Stack>
    </Link>
  );
}

/** Goods as a grid of cards. */
export function GoodsGrid({ list, columns = { base: 2, md: 3, lg: 4 } }: { list: readonly GoodsSummary[]; columns?: Record<string, number> }) {
  return (
    <SimpleGrid columns={columns} gap="4" data-testid="goods-grid">
      {list.map((goods) => (
        <Box key={goods.id}>
          <GoodsCard goods={goods} />
        </Box>
      ))}
    </SimpleGrid>
  );
}
