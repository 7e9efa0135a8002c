import {
  Box,
  calls,
  CATEGORY_ROOTS,
  currencyAtom,
  currencySymbol,
  EmptyState,
  ErrorState,
  type GoodsSource,
  Heading,
  HStack,
  Link,
  ChakraLink,
  LoadingState,
  NavLink,
  SimpleGrid,
  SiteHero,
  Stack,
  Text,
  useCall,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

const LANDING_PATHS: Record<GoodsSource, string> = { china: '/productTrading', industry: '/induStrial' };

function classificationHref(source: GoodsSource, id?: number) {
  const params = new URLSearchParams({ source, type: String(CATEGORY_ROOTS[source]) });
  if (id !== undefined) params.set('id', String(id));
  return `/classificationlanding?${params.toString()}`;
}

/** /productTrading (China brands) and /induStrial (industrial goods). */
export function ProductLanding({ source }: { source: GoodsSource }) {
  const { t } = useTranslation('product');
  const currency = useAtomValue(currencyAtom);
  const categories = useCall(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS[source], everyNumber: -1 });

  return (
    <Stack gap="8" py="6" data-testid="product-landing">
      <SiteHero siteid={calls.SITE_IDS.product} actionLabel={t('landing.explore')} />

      <Text color="fg.muted" data-testid="currency-note" data-currency={currency}>
        {t('landing.currencyNote', { code: currency, symbol: currencySymbol(currency) })}
      </Text>

      <HStack gap="2" role="tablist">
        {(Object.keys(LANDING_PATHS) as GoodsSource[]).map((key) => (
          <NavLink key={key} to={LANDING_PATHS[key]} role="tab" aria-selected={key === source}>
            <Box
              px="4"
              py="2"
              borderRadius="full"
              fontWeight="semibold"
              bg={key === source ? 'brand.solid' : 'bg.muted'}
              color={key === source ? 'brand.contrast' : 'fg'}
            >
              {t(`landing.tabs.${key}`)}
            </Box>
          </NavLink>
        ))}
      </HStack>

      <Stack gap="4">
        <Heading as="h2" size="xl">
          {t('landing.categoriesTitle')}
        </Heading>
        {categories.status === 'loading' ? <LoadingState /> : null}
        {categories.status === 'error' ? <ErrorState onRetry={categories.reload} /> : null}
        {categories.status === 'success' && categories.data.list.length === 0 ? <EmptyState title={t('landing.categoriesEmpty')} /> : null}
        {categories.status === 'success' ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
            {categories.data.list.map((category) => (
              <Box key={category.id} borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="category-card">
                <Heading as="h3" size="md" mb="3">
                  <ChakraLink asChild color="fg">
                    <Link to={classificationHref(source, category.id)}>{category.title}</Link>
                  </ChakraLink>
                </Heading>
                <Stack gap="1.5">
                  {category.childrenTypeList.map((child) => (
                    <ChakraLink key={child.id} asChild color="fg.muted" fontSize="sm">
                      <Link to={classificationHref(source, child.id)}>{child.title}</Link>
                    </ChakraLink>
                  ))}
                </Stack>
              </Box>
            ))}
          </SimpleGrid>
        ) : null}
      </Stack>
    </Stack>
  );
}
