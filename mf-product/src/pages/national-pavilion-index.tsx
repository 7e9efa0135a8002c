import { calls, countryGoodsRequest, Heading, href, HStack, Link, PAVILION_FEATURED, QueryView, Stack, Text, useApiQuery, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from '../features/goods/goods-card';
import { PavilionHeader } from '../features/pavilions/pavilion-header';
import { countryOf, isPavilionCode } from '../features/pavilions/pavilion-params';
import { PavilionListPage } from './national-pavilion';

/** /nationalPavilionIndex?code=: one pavilion's home: the country, its featured goods (without a code, every pavilion). */
export function PavilionIndexPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const code = countryOf(params);
  const featured = useApiQuery(calls.nationalPavilionGoods, countryGoodsRequest(code, 1, PAVILION_FEATURED), { enabled: isPavilionCode(code) });
  if (!isPavilionCode(code)) return <PavilionListPage />;
  return (
    <Stack py="6" gap="8" data-testid="pavilion-index">
      <PavilionHeader code={code} />
      <Stack gap="4">
        <HStack justify="space-between">
          <Heading as="h2" size="xl">
            {t('pavilion.featured')}
          </Heading>
          <Link to={href('nationalPavilionlevel', { code })}>
            <Text color="brand.fg" fontSize="sm" fontWeight="semibold">
              {t('landing.seeAll')}
            </Text>
          </Link>
        </HStack>
        <QueryView state={featured} isEmpty={(data) => data.list.length === 0} empty={t('pavilion.noGoods')}>
          {(data) => <GoodsGrid list={data.list} />}
        </QueryView>
      </Stack>
    </Stack>
  );
}
