import {
  Badge,
  Box,
  Button,
  calls,
  chakra,
  EmptyState,
  Flex,
  GOODS_SORTS,
  Heading,
  href,
  HStack,
  Input,
  NativeSelect,
  Pager,
  QueryView,
  searchKeywordAtom,
  Stack,
  Text,
  useApiQuery,
  useNavigate,
  useSearchParams,
  type CategoryNode,
} from '@puente/shared';
import { useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GoodsGrid } from '../components/goods-card';

import { listRequest, pageCount, parseSearch, searchQuery, updateSearch, type SearchState } from '../lib/search-state';

/** The category tree of a source, with the chosen category and its ancestors open. */
function CategoryTree({ nodes, selected, onSelect }: { nodes: readonly CategoryNode[]; selected?: number; onSelect: (id?: number) => void }) {
  const { t } = useTranslation('product');
  const contains = (node: CategoryNode): boolean => node.id === selected || node.childrenTypeList.some(contains);
  const item = (node: CategoryNode, depth: number) => (
    <chakra.li key={node.id} listStyleType="none">
      <chakra.button
        type="button"
        onClick={() => onSelect(node.id)}
        textAlign="start"
        width="full"
        ps={`${0.75 + depth * 0.9}rem`}
        pe="2"
        py="1.5"
        borderRadius="md"
        fontSize="sm"
        fontWeight={node.id === selected ? 'bold' : depth === 0 ? 'semibold' : 'normal'}
        bg={node.id === selected ? 'brand.subtle' : undefined}
        color={node.id === selected ? 'brand.fg' : 'fg'}
        _hover={{ bg: 'bg.muted' }}
        aria-current={node.id === selected ? 'true' : undefined}
        data-testid="category-option"
      >
        {node.title}
      </chakra.button>
      {node.childrenTypeList.length > 0 && (depth === 0 || contains(node)) ? <chakra.ul>{node.childrenTypeList.map((child) => item(child, depth + 1))}</chakra.ul> : null}
    </chakra.li>
  );
  return (
    <chakra.ul data-testid="category-tree">
      <chakra.li listStyleType="none">
        <chakra.button type="button" onClick={() => onSelect(undefined)} width="full" textAlign="start" px="3" py="1.5" borderRadius="md" fontSize="sm" fontWeight={selected ? 'normal' : 'bold'} color={selected ? 'fg' : 'brand.fg'} _hover={{ bg: 'bg.muted' }}>
          {t('search.allCategories')}
        </chakra.button>
      </chakra.li>
      {nodes.map((node) => item(node, 0))}
    </chakra.ul>
  );
}

/**
 * /classificationlanding (query type, id, source, keyword, sort, page) and /productList (the same
 * search, opened from a brand or a "see all"): category tree, filters, the six sorts, paging.
 */
export function SearchPage({ variant }: { variant: 'classification' | 'list' }) {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setSharedKeyword = useSetAtom(searchKeywordAtom);
  const state = parseSearch(params);
  const [draft, setDraft] = useState(state.keyword);
  const [filtersOpen, setFiltersOpen] = useState(false);

  useEffect(() => {
    setDraft(state.keyword);
    setSharedKeyword(state.keyword);
  }, [state.keyword, setSharedKeyword]);

  const go = (change: Partial<SearchState>) => navigate(href(variant === 'list' ? 'productList' : 'classificationlanding', new URLSearchParams(searchQuery(updateSearch(state, change)))));
  const tree = useApiQuery(calls.getAllCategoryTypes, { goodsType: state.type, everyNumber: -1 });
  const brands = useApiQuery(calls.listBrands, { type: state.source, currentPage: 1, everyNumber: 100 });
  const pavilions = useApiQuery(calls.listPavilions, {});
  const goods = useApiQuery(calls.listGoods, listRequest(state));
  const brand = useApiQuery(calls.brandDetails, { id: state.brandId ?? 0 }, { enabled: variant === 'list' && state.brandId !== undefined });

  function submit(event: FormEvent) {
    event.preventDefault();
    go({ keyword: draft.trim() });
  }

  return (
    <Stack gap="6" py="6" data-testid="search-page" data-source={state.source}>
      {variant === 'list' && state.brandId && brand.data ? (
        <HStack gap="4" borderWidth="1px" borderRadius="lg" p="4" bg="bg" data-testid="brand-header">
          <chakra.img src={brand.data.data.logo} alt="" width="16" height="16" objectFit="contain" />
          <Stack gap="1" flex="1">
            <Heading as="h1" size="xl">
              {brand.data.data.name}
            </Heading>
            <Text color="fg.muted" fontSize="sm" lineClamp={2}>
              {brand.data.data.description}
            </Text>
          </Stack>
          <Badge colorPalette="green">{t('brand.factories', { count: brand.data.data.factories.length })}</Badge>
        </HStack>
      ) : (
        <Heading as="h1" size="2xl">
          {state.keyword ? t('search.resultsFor', { keyword: state.keyword }) : t(`search.title.${state.source}`)}
        </Heading>
      )}

      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
        <Button display={{ base: 'inline-flex', md: 'none' }} size="sm" variant="outline" onClick={() => setFiltersOpen((open) => !open)} aria-expanded={filtersOpen} aria-controls="search-filters">
          {filtersOpen ? t('search.hideFilters') : t('search.showFilters')}
        </Button>
        <Stack as="aside" id="search-filters" gap="5" width={{ base: 'full', md: '64' }} flexShrink={0} display={{ base: filtersOpen ? 'flex' : 'none', md: 'flex' }}>
          <HStack gap="1" role="tablist" aria-label={t('search.source')}>
            {(['china', 'industry'] as const).map((source) => (
              <Button key={source} size="xs" variant={state.source === source ? 'solid' : 'outline'} colorPalette="brand" role="tab" aria-selected={state.source === source} onClick={() => go({ source })} data-testid={`source-${source}`}>
                {t(`landing.tabs.${source}`)}
              </Button>
            ))}
          </HStack>
          <Box borderWidth="1px" borderRadius="lg" p="2" bg="bg">
            <QueryView state={tree} isEmpty={(data) => data.list.length === 0} empty={t('landing.categoriesEmpty')}>
              {(data) => <CategoryTree nodes={data.list} selected={state.id} onSelect={(id) => go({ id })} />}
            </QueryView>
          </Box>
          <Stack gap="2">
            <Text fontWeight="semibold" fontSize="sm">
              {t('search.brand')}
            </Text>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={state.brandId ?? ''} onChange={(e) => go({ brandId: Number(e.currentTarget.value) || undefined })} data-testid="filter-brand" aria-label={t('search.brand')}>
                <option value="">{t('search.anyBrand')}</option>
                {(brands.data?.list ?? []).map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Text fontWeight="semibold" fontSize="sm">
              {t('search.country')}
            </Text>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={state.countryCode ?? ''} onChange={(e) => go({ countryCode: e.currentTarget.value || undefined })} data-testid="filter-country" aria-label={t('search.country')}>
                <option value="">{t('search.anyCountry')}</option>
                <option value="CN">{t('search.china')}</option>
                {(pavilions.data?.list ?? []).map((item) => (
                  <option key={item.code} value={item.code}>
                    {item.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Stack>
        </Stack>

        <Stack gap="4" flex="1" minW="0" width="full">
          <chakra.form onSubmit={submit} noValidate role="search" aria-label={t('search.refine')}>
            <HStack>
              <Input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('search.placeholder')} aria-label={t('search.placeholder')} data-testid="search-keyword" bg="bg" />
              <Button type="submit" colorPalette="brand">
                {t('search.submit')}
              </Button>
            </HStack>
          </chakra.form>
          <HStack gap="1" wrap="wrap" role="tablist" aria-label={t('search.sortBy')} data-testid="sort-options">
            <Text fontSize="sm" color="fg.muted" me="2">
              {t('search.sortBy')}
            </Text>
            {GOODS_SORTS.map((sort) => (
              <Button key={sort} size="xs" variant={state.sort === sort ? 'solid' : 'ghost'} colorPalette="brand" role="tab" aria-selected={state.sort === sort} onClick={() => go({ sort })} data-testid={`sort-${sort}`}>
                {t(`sorts.goods.${sort}`)}
              </Button>
            ))}
          </HStack>
          <QueryView
            state={goods}
            isEmpty={(data) => data.list.length === 0}
            empty={
              <EmptyState title={t('search.empty')}>
                <Text color="fg.muted" fontSize="sm">
                  {t('search.emptyHint')}
                </Text>
              </EmptyState>
            }
          >
            {(data) => (
              <Stack gap="3">
                <Text fontSize="sm" color="fg.muted" data-testid="result-count">
                  {t('search.count', { count: data.total })}
                </Text>
                <GoodsGrid list={data.list} columns={{ base: 2, md: 3, xl: 4 }} />
                <Pager page={state.page} pages={pageCount(data.total)} onPage={(page) => go({ page })} />
              </Stack>
            )}
          </QueryView>
        </Stack>
      </Flex>
    </Stack>
  );
}
