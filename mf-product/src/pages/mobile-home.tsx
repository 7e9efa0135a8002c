import {
  Box,
  CATEGORY_ROOTS,
  currencyAtom,
  currencySymbol,
  HStack,
  Later,
  Link,
  PageSection,
  phoneHomeCalls,
  QueryView,
  Stack,
  Text,
  useApiQuery,
  useTabPanel,
  type GoodsSource,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsGrid, GoodsGridPlaceholder } from '../features/goods/goods-card';
import { RequirementRows } from '../features/requirements/requirement-rows';

const listHref = (source: GoodsSource, extra: Record<string, string | number> = {}) =>
  `/productList?${new URLSearchParams({ source, type: String(CATEGORY_ROOTS[source]), ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])) }).toString()}`;

/** A chip-like link: one tap target of at least 44 px. */
function Chip({ to, children, testId }: { to: string; children: React.ReactNode; testId?: string }) {
  return (
    <Link to={to} data-testid={testId}>
      <Box px="4" minH="44px" display="flex" alignItems="center" borderRadius="full" borderWidth="1px" bg="bg" fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
        {children}
      </Box>
    </Link>
  );
}

/**
 * /product on a phone: China brands and industrial goods with their categories, hot goods, the
 * country pavilions and the latest buyer requirements (the search is in the header).
 */
export function MobileHomePage() {
  const { t } = useTranslation('product');
  const currency = useAtomValue(currencyAtom);
  const [source, setSource] = useState<GoodsSource>('china');
  const tabs = useTabPanel<GoodsSource>();
  // The contract's bodies: the server answers these very calls inside the page's html.
  const first = phoneHomeCalls(source);
  const categories = useApiQuery(first.categories.call, first.categories.body);
  const hot = useApiQuery(first.hot.call, first.hot.body);
  const pavilions = useApiQuery(first.pavilions.call, first.pavilions.body);
  const requirements = useApiQuery(first.requirements.call, first.requirements.body);

  return (
    <Stack gap="7" py="4" data-testid="mobile-home">
      <HStack gap="2" role="tablist" aria-label={t('search.source')}>
        {(['china', 'industry'] as const).map((key) => (
          <Box
            as="button"
            key={key}
            role="tab"
            {...tabs.tab(key)}
            aria-selected={key === source}
            onClick={() => setSource(key)}
            flex="1"
            minH="44px"
            borderRadius="full"
            fontWeight="semibold"
            bg={key === source ? 'brand.solid' : 'bg.muted'}
            color={key === source ? 'brand.contrast' : 'fg'}
            data-testid={`mobile-source-${key}`}
          >
            {t(`landing.tabs.${key}`)}
          </Box>
        ))}
      </HStack>

      <Stack gap="7" {...tabs.panel(source)}>
        <PageSection title={t('landing.categoriesTitle')} more={{ href: listHref(source), label: t('landing.allGoods') }}>
          <QueryView state={categories} compact isEmpty={(data) => data.list.length === 0} empty={t('landing.categoriesEmpty')}>
            {(data) => (
              <HStack gap="2" overflowX="auto" pb="1" mx="-3" px="3" css={{ scrollbarWidth: 'none' }} data-testid="mobile-categories">
                {data.list.map((category) => (
                  <Chip key={category.id} to={listHref(source, { id: category.id })}>
                    {category.title}
                  </Chip>
                ))}
              </HStack>
            )}
          </QueryView>
        </PageSection>

        <Text fontSize="sm" color="fg.muted">
          {t('landing.currencyNote', { code: currency, symbol: currencySymbol(currency) })}
        </Text>

        <PageSection title={t('landing.hotTitle')} more={{ href: listHref(source, { sort: 'hottest' }), label: t('landing.seeAll') }} testId="hot-goods">
          <QueryView state={hot} isEmpty={(data) => data.list.length === 0} empty={t('landing.hotEmpty')} loading={<GoodsGridPlaceholder count={6} columns={{ base: 2 }} />}>
            {(data) => <GoodsGrid list={data.list} columns={{ base: 2 }} />}
          </QueryView>
        </PageSection>
      </Stack>

      {/* Below a phone's first screen: drawn once the hot goods have painted. */}
      <Later>
        <PageSection title={t('landing.pavilionsTitle')} more={{ href: '/countryList', label: t('landing.seeAll') }} testId="mobile-pavilions">
          <QueryView state={pavilions} compact isEmpty={(data) => data.list.length === 0} empty={t('pavilion.empty')}>
            {(data) => (
              <HStack gap="2" wrap="wrap">
                {data.list.map((pavilion) => (
                  <Chip key={pavilion.code} to={`/countryProductList?${new URLSearchParams({ code: pavilion.code, name: pavilion.name }).toString()}`}>
                    {pavilion.name}
                  </Chip>
                ))}
              </HStack>
            )}
          </QueryView>
        </PageSection>

        <PageSection title={t('landing.requirementsTitle')} more={{ href: '/releaseListAll', label: t('landing.seeAll') }} testId="mobile-requirements">
          <QueryView state={requirements} isEmpty={(data) => data.data.latest.length === 0} empty={t('requirement.empty')}>
            {(data) => <RequirementRows list={data.data.latest} />}
          </QueryView>
        </PageSection>
      </Later>
    </Stack>
  );
}
