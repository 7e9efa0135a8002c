import {
  Box,
  Button,
  calls,
  Heading,
  HStack,
  LoadMoreButton,
  NativeSelect,
  QueryView,
  REQUIREMENT_SORTS,
  REQUIREMENTS_PAGE_SIZE,
  Sheet,
  Stack,
  Text,
  useApiQuery,
  usePagedList,
  useReportTotal,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirementEntries } from '../features/requirements/requirement-entries';
import { useRequirementQuery, type RequirementSort } from '../features/requirements/requirement-query';
import { RequirementRows } from '../features/requirements/requirement-rows';
import { RequirementsEmpty } from '../features/requirements/requirements-empty';
import { KeywordForm } from '../lib/keyword-form';

/** One page of requirements; each reports the total, so the list knows whether to offer more. */
function RequirementsPage({
  request,
  page,
  onTotal,
  keyword,
  onKeyword,
}: {
  request: ReturnType<ReturnType<typeof useRequirementQuery>['request']>;
  page: number;
  onTotal: (total: number) => void;
  keyword: string;
  onKeyword: (keyword: string) => void;
}) {
  const list = useApiQuery(calls.listRequirements, request);
  useReportTotal(list.data?.total, onTotal);
  return (
    <QueryView
      state={list}
      isEmpty={(data) => data.list.length === 0 && page === 1}
      empty={<RequirementsEmpty keyword={keyword} help={list.data?.search} onKeyword={onKeyword} minH="44px" />}
    >
      {(data) => <RequirementRows list={data.list} />}
    </QueryView>
  );
}

/**
 * /releaseListAll on a phone: the ways in (publish, my history) first, the keyword, the kind as
 * chips, the sort in a bottom sheet, and the requirements one per row with "load more". The search
 * is the desktop list's (kept in the address): one reading, two layouts.
 */
export function MobileRequirementListPage() {
  const { t } = useTranslation('product');
  const query = useRequirementQuery();
  const { sort, kind, keyword, set } = query;
  const [sheet, setSheet] = useState(false);
  const list = usePagedList(`${sort}|${kind ?? ''}|${keyword}`, REQUIREMENTS_PAGE_SIZE);
  return (
    <Stack gap="4" py="4" data-testid="mobile-requirement-list">
      <Heading as="h1" size="lg">
        {t('requirement.listTitle')}
      </Heading>
      <RequirementEntries here="centre" />
      <KeywordForm keyword={keyword} onSearch={(next) => set({ keyword: next || undefined })} label={t('requirement.search')} />
      <HStack gap="2" overflowX="auto" mx="-3" px="3" css={{ scrollbarWidth: 'none' }} role="group" aria-label={t('requirement.kind')}>
        {([undefined, 'product', 'technology'] as const).map((option) => (
          <Button
            key={option ?? 'all'}
            minH="44px"
            borderRadius="full"
            flexShrink={0}
            variant={kind === option ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={kind === option}
            onClick={() => set({ kind: option })}
          >
            {option ? t(`requirement.kinds.${option}`) : t('requirement.allKinds')}
          </Button>
        ))}
      </HStack>
      <HStack justify="space-between" gap="3">
        <Text fontSize="sm" color="fg.muted" data-testid="requirement-count">
          {list.total === null ? '' : t('requirement.count', { count: list.total })}
        </Text>
        <Button variant="outline" minH="44px" onClick={() => setSheet(true)} data-testid="open-sort">
          {t('search.sortBy')}: {t(`sorts.requirements.${sort}`)}
        </Button>
      </HStack>
      <Stack gap="3">
        {list.pageNumbers.map((page) => (
          <RequirementsPage
            key={`${list.key}-${page}`}
            request={query.request(page, REQUIREMENTS_PAGE_SIZE)}
            page={page}
            onTotal={list.onTotal}
            keyword={keyword}
            onKeyword={(next) => set({ keyword: next || undefined })}
          />
        ))}
      </Stack>
      <LoadMoreButton list={list} />
      <Sheet open={sheet} onClose={() => setSheet(false)} title={t('search.sortBy')} side="bottom" closeLabel={t('mobile.close')} testId="sort-sheet">
        <Stack gap="4" p="4">
          <Box>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={sort}
                onChange={(e) => set({ sort: e.currentTarget.value === 'relevant' ? undefined : (e.currentTarget.value as RequirementSort) })}
                aria-label={t('search.sortBy')}
                data-testid="mobile-requirement-sort"
              >
                {REQUIREMENT_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {t(`sorts.requirements.${option}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Box>
          <Button colorPalette="brand" minH="44px" onClick={() => setSheet(false)} data-testid="show-requirements">
            {list.total === null ? t('mobile.showResults') : t('requirement.count', { count: list.total })}
          </Button>
        </Stack>
      </Sheet>
    </Stack>
  );
}
