import {
  Box,
  calls,
  CATEGORY_ROOTS,
  ChakraLink,
  currencyAtom,
  currencySymbol,
  Heading,
  href,
  HStack,
  Link,
  NavLink,
  QueryView,
  SimpleGrid,
  SiteHero,
  Stack,
  Text,
  useApiQuery,
  type GoodsSource,
  type RouteName,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from '../components/goods-card';
import { Section } from '../components/section';
import { BrokerCards, PavilionCards, RequirementRows } from '../components/cards';

const LANDING_ROUTES: Record<GoodsSource, RouteName> = { china: 'productTrading', industry: 'induStrial' };

export function classificationHref(source: GoodsSource, id?: number, sort?: string) {
  return href('classificationlanding', { source, type: CATEGORY_ROOTS[source], id, sort });
}

/** /productTrading (China brands) and /induStrial (industrial goods). */
export function ProductLanding({ source }: { source: GoodsSource }) {
  const { t } = useTranslation('product');
  const currency = useAtomValue(currencyAtom);
  const categories = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS[source], everyNumber: -1 });
  const hot = useApiQuery(calls.hotGoods, { source, everyNumber: 8 });
  const pavilions = useApiQuery(calls.listPavilions, {});
  const requirements = useApiQuery(calls.requirementHome, { everyNumber: 5 });
  const brokers = useApiQuery(calls.listCelebrityBrokers, { currentPage: 1, everyNumber: 4 });

  return (
    <Stack gap="10" py="6" data-testid="product-landing">
      <SiteHero siteid={calls.SITE_IDS.product} actionLabel={t('landing.explore')} />

      <Text color="fg.muted" data-testid="currency-note" data-currency={currency}>
        {t('landing.currencyNote', { code: currency, symbol: currencySymbol(currency) })}
      </Text>

      <HStack gap="2" role="tablist">
        {(Object.keys(LANDING_ROUTES) as GoodsSource[]).map((key) => (
          <NavLink key={key} to={href(LANDING_ROUTES[key])} role="tab" aria-selected={key === source}>
            <Box px="4" py="2" borderRadius="full" fontWeight="semibold" bg={key === source ? 'brand.solid' : 'bg.muted'} color={key === source ? 'brand.contrast' : 'fg'}>
              {t(`landing.tabs.${key}`)}
            </Box>
          </NavLink>
        ))}
      </HStack>

      <Section title={t('landing.categoriesTitle')} more={{ to: classificationHref(source), label: t('landing.allGoods') }}>
        <QueryView state={categories} isEmpty={(data) => data.list.length === 0} empty={t('landing.categoriesEmpty')}>
          {(data) => (
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {data.list.map((category) => (
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
          )}
        </QueryView>
      </Section>

      <Section title={t('landing.hotTitle')} more={{ to: classificationHref(source, undefined, 'hottest'), label: t('landing.seeAll') }} testId="hot-goods">
        <QueryView state={hot} isEmpty={(data) => data.list.length === 0} empty={t('landing.hotEmpty')}>
          {(data) => <GoodsGrid list={data.list} />}
        </QueryView>
      </Section>

      <Section title={t('landing.pavilionsTitle')} more={{ to: href('nationalPavilion'), label: t('landing.seeAll') }} testId="landing-pavilions">
        <QueryView state={pavilions} isEmpty={(data) => data.list.length === 0} empty={t('pavilion.empty')}>
          {(data) => <PavilionCards list={data.list.slice(0, 8)} />}
        </QueryView>
      </Section>

      <Section title={t('landing.requirementsTitle')} more={{ to: href('productRequirement'), label: t('landing.seeAll') }} testId="landing-requirements">
        <QueryView state={requirements} isEmpty={(data) => data.data.latest.length === 0} empty={t('requirement.empty')}>
          {(data) => <RequirementRows list={data.data.latest} />}
        </QueryView>
      </Section>

      <Section title={t('landing.brokersTitle')} more={{ to: href('brokerList'), label: t('landing.seeAll') }} testId="landing-brokers">
        <QueryView state={brokers} isEmpty={(data) => data.list.length === 0} empty={t('broker.empty')}>
          {(data) => <BrokerCards list={data.list} />}
        </QueryView>
      </Section>
    </Stack>
  );
}
