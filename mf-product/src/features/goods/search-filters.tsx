import {
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  HStack,
  NativeSelect,
  QueryView,
  Stack,
  Text,
  useApiQuery,
  useTabPanel,
  useTextLanguageNote,
  type GoodsSearch,
  type GoodsSource,
  type TextSource,
} from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { CategoryTree } from './category-tree';

/** The category trees to choose from: the chosen source's, or both sources' when the search is the whole catalogue. */
function useCategoryTree(source: GoodsSource | undefined) {
  const china = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS[source ?? 'china'], everyNumber: -1 });
  const industry = useApiQuery(calls.getAllCategoryTypes, { goodsType: CATEGORY_ROOTS.industry, everyNumber: -1 }, { enabled: !source });
  if (source) return china;
  // Both trees, one list: shown once both came; the first that failed or is on its way says so.
  if (china.status !== 'success') return china;
  if (industry.status !== 'success') return industry;
  return { ...china, data: { ...china.data, list: [...china.data.list, ...industry.data.list] } };
}

/** The search's filters: the source (all, China brands or industrial goods), the category tree, the brand and the country. */
export function SearchFilters({ state, go, open }: { state: GoodsSearch; go: (change: Partial<GoodsSearch>) => void; open: boolean }) {
  const { t } = useTranslation('product');
  const tree = useCategoryTree(state.source);
  const brands = useApiQuery(calls.listBrands, { type: state.source, currentPage: 1, everyNumber: 100 });
  const languageNote = useTextLanguageNote();
  // An option holds text alone: a brand named in another language than the reader's says so after its name.
  const brandName = (brand: { name: string; nameSource?: TextSource | undefined }) => {
    const note = languageNote(brand.nameSource);
    return note ? `${brand.name} (${note})` : brand.name;
  };
  const pavilions = useApiQuery(calls.listPavilions, {});
  // The source's tabs switch the category tree below them (and the goods found).
  const tabs = useTabPanel<GoodsSource | 'all'>();
  return (
    <Stack as="aside" id="search-filters" gap="5" width={{ base: 'full', md: '64' }} flexShrink={0} display={{ base: open ? 'flex' : 'none', md: 'flex' }}>
      <HStack gap="1" wrap="wrap" role="tablist" aria-label={t('search.source')}>
        {([undefined, 'china', 'industry'] as const).map((source) => (
          <Button
            key={source ?? 'all'}
            size="xs"
            variant={state.source === source ? 'solid' : 'outline'}
            colorPalette="brand"
            role="tab"
            {...tabs.tab(source ?? 'all')}
            aria-selected={state.source === source}
            onClick={() => go({ source })}
            data-testid={`source-${source ?? 'all'}`}
          >
            {t(`landing.tabs.${source ?? 'all'}`)}
          </Button>
        ))}
      </HStack>
      <Box borderWidth="1px" borderRadius="lg" p="2" bg="bg" {...tabs.panel(state.source ?? 'all')}>
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
                {brandName(item)}
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
