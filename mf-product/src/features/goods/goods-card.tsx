import {
  Badge,
  Box,
  chakra,
  href,
  HStack,
  langOf,
  Later,
  Link,
  PriceText,
  SimpleGrid,
  Stack,
  Text,
  TextLanguageNote,
  useFormatters,
  useTextLanguageNote,
  type GoodsSummary,
} from '@puente/shared';
import { useTranslation } from 'react-i18next';

/**
 * One goods in a list: picture, name, price per unit, minimum order, seller and country. The first
 * cards of a page (`eager`) load their pictures at once: one of them is what a phone paints largest.
 */
export function GoodsCard({ goods, eager = false }: { goods: GoodsSummary; eager?: boolean }) {
  const { t } = useTranslation('product');
  const { country, number } = useFormatters();
  const languageNote = useTextLanguageNote();
  return (
    <Link to={href('productInfo', { id: goods.id, name: goods.name })} data-testid="goods-card" data-goods-id={goods.id}>
      <Stack gap="0" bg="bg" borderWidth="1px" borderRadius="lg" overflow="hidden" height="full" _hover={{ shadow: 'md', borderColor: 'brand.solid' }} transition="all 0.15s">
        <chakra.img
          src={goods.image}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          width="100%"
          aspectRatio="4 / 3"
          objectFit="cover"
          bg="bg.muted"
        />
        <Stack gap="1.5" p="3" flex="1">
          <Text fontWeight="semibold" lineClamp={3} title={goods.name} lang={langOf(goods.nameSource)} data-testid="goods-name">
            {goods.name}
          </Text>
          <TextLanguageNote source={goods.nameSource} />
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
              // A brand name in another language than the reader's says so on hover, as a badge has no room for a line.
              <Badge
                colorPalette="brand"
                variant="subtle"
                lang={langOf(goods.brand.nameSource)}
                title={languageNote(goods.brand.nameSource) || undefined}
                data-testid="goods-brand"
              >
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

/**
 * What a grid of goods shows while it loads: cards of the loaded cards' shape (picture, two lines
 * of name, price, minimum order, seller), so the sections below do not move when the goods arrive.
 */
export function GoodsGridPlaceholder({ count, columns = { base: 2, md: 3, lg: 4 } }: { count: number; columns?: Record<string, number> }) {
  const { t } = useTranslation('common');
  return (
    <Box role="status" aria-live="polite" data-testid="loading-state">
      <Text srOnly>{t('states.loading')}</Text>
      <SimpleGrid columns={columns} gap="4" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Stack key={i} gap="0" borderWidth="1px" borderRadius="lg" overflow="hidden" bg="bg">
            <Box width="100%" aspectRatio="4 / 3" bg="bg.muted" />
            <Stack gap="1.5" p="3">
              <Box height="3em" bg="bg.muted" borderRadius="sm" />
              <Box height="1.5em" width="60%" bg="bg.muted" borderRadius="sm" />
              <Box height="1.1em" width="70%" bg="bg.muted" borderRadius="sm" />
              <Box height="1.1em" mt="1" width="80%" bg="bg.muted" borderRadius="sm" />
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** The cards of a grid whose pictures load at once: a desktop's first row, a phone's first two. */
const EAGER_CARDS = 4;

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * How many cards a grid draws with the page: whole rows at every breakpoint (a common multiple of
 * its column counts), and at least two rows of a phone's two columns. The rest wait for the first
 * paint (Later), so a page of twenty goods does not commit in one long task.
 */
export function firstScreenCards(columns: Record<string, number>): number {
  const counts = Object.values(columns);
  const rows = counts.reduce((lcm, count) => (lcm * count) / gcd(lcm, count), 1);
  return rows < 4 ? rows * 2 : rows;
}

/** Goods as a grid of cards. */
export function GoodsGrid({ list, columns = { base: 2, md: 3, lg: 4 } }: { list: readonly GoodsSummary[]; columns?: Record<string, number> }) {
  const first = firstScreenCards(columns);
  const cards = (part: readonly GoodsSummary[], offset: number) => (
    <SimpleGrid columns={columns} gap="4">
      {part.map((goods, i) => (
        <Box key={goods.id}>
          <GoodsCard goods={goods} eager={offset + i < EAGER_CARDS} />
        </Box>
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="4" data-testid="goods-grid">
      {cards(list.slice(0, first), 0)}
      {list.length > first ? <Later>{cards(list.slice(first), first)}</Later> : null}
    </Stack>
  );
}
