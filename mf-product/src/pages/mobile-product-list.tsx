import {
  Box,
  Button,
  calls,
  GOODS_PAGE_SIZE,
  GOODS_SORTS,
  goodsListRequest,
  Heading,
  HStack,
  LoadMoreButton,
  NativeSelect,
  parseGoodsSearch,
  QueryView,
  Sheet,
  Stack,
  Text,
  useApiQuery,
  useNavigate,
  usePagedList,
  useReportTotal,
  useSearchParams,
  type GoodsSearch,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from '../features/goods/goods-card';
import { NoResults, SearchCorrected, SourceChip } from '../features/goods/search-help';
import { SearchFilters } from '../features/goods/search-filters';
import { searchQuery, updateSearch } from '../features/goods/search-state';

/** One page of results; it says when it is the last, so the list knows whether to offer more. */
function ResultPage({ state, page, onTotal, go }: { state: GoodsSearch; page: number; onTotal: (total: number) => void; go: (change: Partial<GoodsSearch>) => void }) {
  const goods = useApiQuery(calls.listGoods, goodsListRequest({ ...state, page }));
  useReportTotal(goods.data?.total, onTotal);
  return (
    <QueryView state={goods} isEmpty={(data) => data.list.length === 0 && page === 1} empty={<NoResults keyword={state.keyword} help={goods.data?.search} go={go} minH="44px" />}>
      {(data) => (
        <Stack gap="3">
          {page === 1 ? <SearchCorrected help={data.search} /> : null}
          <GoodsGrid list={data.list} columns={{ base: 2 }} />
        </Stack>
      )}
    </QueryView>
  );
}

/**
 * /productList on a phone: the search's results two to a row, "load more" below (pages join the
 * list, nothing jumps), and the sort and filters in a bottom sheet. The search lives in the address
 * (the desktop search's state, one implementation), so it can be shared and reloaded.
 */
export function MobileProductListPage() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = parseGoodsSearch(params);
  const [sheet, setSheet] = useState(false);
  // A new search starts again from its first page.
  const list = usePagedList(searchQuery({ ...state, page: 1 }), GOODS_PAGE_SIZE);
  // The count stands above the list from its first page's reply on (which the first screen has too),
  // not from the list's total, which comes an effect later.
  const firstPage = useApiQuery(calls.listGoods, goodsListRequest({ ...state, page: 1 }));
  const total = firstPage.status === 'success' ? firstPage.data.total : list.total;
  const go = (change: Partial<GoodsSearch>) => navigate(`/productList?${searchQuery(updateSearch(state, change))}`, { replace: true });
  const title = state.keyword ? t('search.resultsFor', { keyword: state.keyword }) : t(`search.title.${state.source ?? 'all'}`);

  return (
    <Stack gap="4" py="4" data-testid="mobile-product-list">
      <Heading as="h1" size="lg" overflowWrap="anywhere">
        {title}
      </Heading>
      <HStack justify="space-between" gap="3">
        <HStack gap="2" wrap="wrap">
          <Text fontSize="sm" color="fg.muted" data-testid="result-count">
            {total === null ? '' : t('search.count', { count: total })}
          </Text>
          <SourceChip state={state} go={go} minH="44px" />
        </HStack>
        <Button variant="outline" minH="44px" onClick={() => setSheet(true)} data-testid="open-filters">
          {t('mobile.filtersAndSort')}
        </Button>
      </HStack>
      <Stack gap="4">
        {list.pageNumbers.map((page) => (
          <ResultPage key={`${list.key}-${page}`} state={state} page={page} onTotal={list.onTotal} go={go} />
        ))}
      </Stack>
      <LoadMoreButton list={list} />
      <Sheet open={sheet} onClose={() => setSheet(false)} title={t('mobile.filtersAndSort')} side="bottom" size="85vh" closeLabel={t('mobile.close')} testId="filters-sheet">
        <Stack gap="5" p="4">
          <Box>
            <Text fontWeight="semibold" fontSize="sm" mb="2">
              {t('search.sortBy')}
            </Text>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={state.sort}
                onChange={(e) => go({ sort: e.currentTarget.value as GoodsSearch['sort'] })}
                aria-label={t('search.sortBy')}
                data-testid="mobile-sort"
              >
                {GOODS_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`sorts.goods.${sort}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <SearchFilters state={state} go={go} open />
          <Button colorPalette="brand" minH="44px" onClick={() => setSheet(false)} data-testid="show-results">
            {total === null ? t('mobile.showResults') : t('search.count', { count: total })}
          </Button>
        </Stack>
      </Sheet>
    </Stack>
  );
}
