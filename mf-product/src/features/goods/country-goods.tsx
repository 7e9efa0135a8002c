import { calls, countryGoodsRequest, GOODS_PAGE_SIZE, href, Pager, QueryView, Stack, Text, useApiQuery, useNavigate } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from './goods-card';

/** The goods of one country, paged. */
export function CountryGoods({ code, route, page }: { code: string; route: 'nationalPavilionlevel' | 'productCountry' | 'countryInfo'; page: number }) {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const goods = useApiQuery(calls.nationalPavilionGoods, countryGoodsRequest(code, page));
  return (
    <QueryView state={goods} isEmpty={(data) => data.list.length === 0} empty={t('pavilion.noGoods')}>
      {(data) => (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {t('search.count', { count: data.total })}
          </Text>
          <GoodsGrid list={data.list} />
          <Pager page={page} total={data.total} size={GOODS_PAGE_SIZE} onPage={(next) => navigate(href(route, { code, page: next }))} />
        </Stack>
      )}
    </QueryView>
  );
}
