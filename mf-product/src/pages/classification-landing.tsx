import { Button, chakra, Flex, href, HStack, Input, isPhoneAtom, parseGoodsSearch, searchKeywordAtom, Stack, useNavigate, useSearchParams, type GoodsSearch } from '@puente/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchFilters } from '../features/goods/search-filters';
import { SearchHeading } from '../features/goods/search-heading';
import { SearchResults } from '../features/goods/search-results';
import { searchQuery, updateSearch } from '../features/goods/search-state';

/**
 * /classificationlanding (query type, id, source, keyword, sort, page) and /productList (the same
 * search, opened from a brand or a "see all"): category tree, filters, the six sorts, paging.
 */
export function SearchPage({ variant }: { variant: 'classification' | 'list' }) {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const setSharedKeyword = useSetAtom(searchKeywordAtom);
  const state = parseGoodsSearch(params);
  const [draft, setDraft] = useState(state.keyword);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A phone asks for the filters' categories, brands and countries only when the reader opens them.
  const phone = useAtomValue(isPhoneAtom);

  useEffect(() => {
    setDraft(state.keyword);
    setSharedKeyword(state.keyword);
  }, [state.keyword, setSharedKeyword]);

  const go = (change: Partial<GoodsSearch>) =>
    navigate(href(variant === 'list' ? 'productList' : 'classificationlanding', new URLSearchParams(searchQuery(updateSearch(state, change)))));

  function submit(event: FormEvent) {
    event.preventDefault();
    go({ keyword: draft.trim() });
  }

  return (
    <Stack gap="6" py="6" data-testid="search-page" data-source={state.source}>
      <SearchHeading state={state} brandList={variant === 'list'} />
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="start">
        <Button
          display={{ base: 'inline-flex', md: phone ? 'inline-flex' : 'none' }}
          size="sm"
          variant="outline"
          onClick={() => setFiltersOpen((open) => !open)}
          aria-expanded={filtersOpen}
          aria-controls={phone && !filtersOpen ? undefined : 'search-filters'}
        >
          {filtersOpen ? t('search.hideFilters') : t('search.showFilters')}
        </Button>
        {phone && !filtersOpen ? null : <SearchFilters state={state} go={go} open={filtersOpen} />}
        <Stack gap="4" flex="1" minW="0" width="full">
          <chakra.form onSubmit={submit} noValidate role="search" aria-label={t('search.refine')}>
            <HStack>
              <Input
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                placeholder={t('search.placeholder')}
                aria-label={t('search.placeholder')}
                data-testid="search-keyword"
                bg="bg"
              />
              <Button type="submit" colorPalette="brand">
                {t('search.submit')}
              </Button>
            </HStack>
          </chakra.form>
          <SearchResults state={state} go={go} />
        </Stack>
      </Flex>
    </Stack>
  );
}
