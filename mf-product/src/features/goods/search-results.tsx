import {
  Box,
  Button,
  calls,
  GOODS_PAGE_SIZE,
  GOODS_SORTS,
  goodsListRequest,
  HStack,
  Pager,
  QueryView,
  Stack,
  Text,
  useApiQuery,
  type GoodsSearch,
  useTabPanel,
} from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from './goods-card';
import { NoResults, SearchCorrected, SourceChip } from './search-help';

/** The six sorts, then the goods found: their count, the grid and the pages. */
export function SearchResults({ state, go }: { state: GoodsSearch; go: (change: Partial<GoodsSearch>) => void }) {
  const { t } = useTranslation('product');
  const goods = useApiQuery(calls.listGoods, goodsListRequest(state));
  const tabs = useTabPanel<string>();
  return (
    <>
      <HStack gap="1" wrap="wrap" role="tablist" aria-label={t('search.sortBy')} data-testid="sort-options">
        <Text fontSize="sm" color="fg.muted" me="2">
          {t('search.sortBy')}
        </Text>
        {GOODS_SORTS.map((sort) => (
          <Button
            key={sort}
            size="xs"
            variant={state.sort === sort ? 'solid' : 'ghost'}
            colorPalette="brand"
            role="tab"
            {...tabs.tab(sort)}
            aria-selected={state.sort === sort}
            onClick={() => go({ sort })}
            data-testid={`sort-${sort}`}
          >
            {t(`sorts.goods.${sort}`)}
          </Button>
        ))}
      </HStack>
      <Box {...tabs.panel(state.sort)}>
        <QueryView state={goods} isEmpty={(data) => data.list.length === 0} empty={<NoResults keyword={state.keyword} help={goods.data?.search} go={go} />}>
          {(data) => (
            <Stack gap="3">
              <SearchCorrected help={data.search} />
              <HStack gap="2" wrap="wrap">
                <Text fontSize="sm" color="fg.muted" data-testid="result-count">
                  {t('search.count', { count: data.total })}
                </Text>
                <SourceChip state={state} go={go} />
              </HStack>
              <GoodsGrid list={data.list} columns={{ base: 2, md: 3, xl: 4 }} />
              <Pager page={state.page} total={data.total} size={GOODS_PAGE_SIZE} onPage={(page) => go({ page })} />
            </Stack>
          )}
        </QueryView>
      </Box>
    </>
  );
}
