import {
  Box,
  calls,
  currencyAtom,
  currencySymbol,
  desktopHomeCalls,
  href,
  HStack,
  NavLink,
  Later,
  PageSection,
  QueryView,
  SiteHero,
  Stack,
  Text,
  useApiQuery,
  useTabPanel,
  type GoodsSource,
  type RouteName,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { BrokerCards } from '../features/brokers/broker-cards';
import { CategoryCards } from '../features/goods/category-cards';
import { GoodsGrid } from '../features/goods/goods-card';
import { classificationHref } from '../features/goods/search-state';
import { PavilionCards } from '../features/pavilions/pavilion-cards';
import { RequirementRows } from '../features/requirements/requirement-rows';

const LANDING_ROUTES: Record<GoodsSource, RouteName> = { china: 'productTrading', industry: 'induStrial' };

/** /productTrading (China brands) and /induStrial (industrial goods): one screen, the source its variant. */
export function ProductLanding({ source }: { source: GoodsSource }) {
  const { t } = useTranslation('product');
  const currency = useAtomValue(currencyAtom);
  // The contract's bodies: the server answers these very calls inside the page's html.
  const first = desktopHomeCalls(source);
  const categories = useApiQuery(first.categories.call, first.categories.body);
  const hot = useApiQuery(first.hot.call, first.hot.body);
  const pavilions = useApiQuery(calls.listPavilions, {});
  const requirements = useApiQuery(calls.requirementHome, { everyNumber: 5 });
  const brokers = useApiQuery(calls.listCelebrityBrokers, { currentPage: 1, everyNumber: 4 });
  const tabs = useTabPanel<GoodsSource>();

  return (
    <Stack gap="10" py="6" data-testid="product-landing">
      <SiteHero siteid={calls.SITE_IDS.product} actionLabel={t('landing.explore')} />

      <Text color="fg.muted" data-testid="currency-note" data-currency={currency}>
        {t('landing.currencyNote', { code: currency, symbol: currencySymbol(currency) })}
      </Text>

      <HStack gap="2" role="tablist">
        {(Object.keys(LANDING_ROUTES) as GoodsSource[]).map((key) => (
          <NavLink key={key} to={href(LANDING_ROUTES[key])} role="tab" {...tabs.tab(key)} aria-selected={key === source}>
            <Box px="4" py="2" borderRadius="full" fontWeight="semibold" bg={key === source ? 'brand.solid' : 'bg.muted'} color={key === source ? 'brand.contrast' : 'fg'}>
              {t(`landing.tabs.${key}`)}
            </Box>
          </NavLink>
        ))}
      </HStack>

      <Stack gap="10" {...tabs.panel(source)}>
        <PageSection title={t('landing.categoriesTitle')} more={{ href: classificationHref(source), label: t('landing.allGoods') }}>
          <QueryView state={categories} isEmpty={(data) => data.list.length === 0} empty={t('landing.categoriesEmpty')}>
            {(data) => <CategoryCards source={source} categories={data.list} />}
          </QueryView>
        </PageSection>

        <PageSection title={t('landing.hotTitle')} more={{ href: classificationHref(source, undefined, 'hottest'), label: t('landing.seeAll') }} testId="hot-goods">
          <QueryView state={hot} isEmpty={(data) => data.list.length === 0} empty={t('landing.hotEmpty')}>
            {(data) => <GoodsGrid list={data.list} />}
          </QueryView>
        </PageSection>
      </Stack>

      {/* Below the first screen: drawn once it has painted. */}
      <Later>
        <PageSection title={t('landing.pavilionsTitle')} more={{ href: href('nationalPavilion'), label: t('landing.seeAll') }} testId="landing-pavilions">
          <QueryView state={pavilions} isEmpty={(data) => data.list.length === 0} empty={t('pavilion.empty')}>
            {(data) => <PavilionCards list={data.list.slice(0, 8)} />}
          </QueryView>
        </PageSection>

        <PageSection title={t('landing.requirementsTitle')} more={{ href: href('productRequirement'), label: t('landing.seeAll') }} testId="landing-requirements">
          <QueryView state={requirements} isEmpty={(data) => data.data.latest.length === 0} empty={t('requirement.empty')}>
            {(data) => <RequirementRows list={data.data.latest} />}
          </QueryView>
        </PageSection>

        <PageSection title={t('landing.brokersTitle')} more={{ href: href('brokerList'), label: t('landing.seeAll') }} testId="landing-brokers">
          <QueryView state={brokers} isEmpty={(data) => data.list.length === 0} empty={t('broker.empty')}>
            {(data) => <BrokerCards list={data.list} />}
          </QueryView>
        </PageSection>
      </Later>
    </Stack>
  );
}
