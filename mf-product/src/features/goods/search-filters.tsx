import { Box, Button, calls, HStack, NativeSelect, QueryView, Stack, Text, useApiQuery, type GoodsSearch } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { CategoryTree } from './category-tree';

/** The search's filters: the source, the category tree, the brand and the country. */
export function SearchFilters({ state, go, open }: { state: GoodsSearch; go: (change: Partial<GoodsSearch>) => void; open: boolean }) {
  const { t } = useTranslation('product');
  const tree = useApiQuery(calls.getAllCategoryTypes, { goodsType: state.type, everyNumber: -1 });
  const brands = useApiQuery(calls.listBrands, { type: state.source, currentPage: 1, everyNumber: 100 });
  const pavilions = useApiQuery(calls.listPavilions, {});
  return (
    <Stack as="aside" id="search-filters" gap="5" width={{ base: 'full', md: '64' }} flexShrink={0} display={{ base: open ? 'flex' : 'none', md: 'flex' }}>
      <HStack gap="1" role="tablist" aria-label={t('search.source')}>
        {(['china', 'industry'] as const).map((source) => (
          <Button
            key={source}
            size="xs"
            variant={state.source === source ? 'solid' : 'outline'}
            colorPalette="brand"
            role="tab"
            aria-selected={state.source === source}
            onClick={() => go({ source })}
            data-testid={`source-${source}`}
          >
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
          <NativeSelect.Field
            value={state.brandId ?? ''}
            onChange={(e) => go({ brandId: Number(e.currentTarget.value) || undefined })}
            data-testid="filter-brand"
            aria-label={t('search.brand')}
          >
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
          <NativeSelect.Field
            value={state.countryCode ?? ''}
            onChange={(e) => go({ countryCode: e.currentTarget.value || undefined })}
            data-testid="filter-country"
            aria-label={t('search.country')}
          >
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
  );
}
