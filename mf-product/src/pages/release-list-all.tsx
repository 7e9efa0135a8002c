import { Box, Button, calls, HStack, Pager, QueryView, REQUIREMENT_SORTS, REQUIREMENTS_PAGE_SIZE, Stack, Text, useApiQuery, useTabPanel } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { RequirementsHeader } from '../features/requirements/requirement-entries';
import { useRequirementQuery } from '../features/requirements/requirement-query';
import { RequirementRows } from '../features/requirements/requirement-rows';
import { RequirementsEmpty } from '../features/requirements/requirements-empty';
import { KeywordForm } from '../lib/keyword-form';

/** /releaseListAll: every open requirement with the eight sorts, the kind and a keyword. */
export function RequirementListPage() {
  const { t } = useTranslation('product');
  const { sort, kind, keyword, page, set, request } = useRequirementQuery();
  const list = useApiQuery(calls.listRequirements, request(page, REQUIREMENTS_PAGE_SIZE));
  const tabs = useTabPanel<string>();
  return (
    <Stack py="6" gap="5" data-testid="requirement-list">
      <RequirementsHeader title={t('requirement.listTitle')} />
      <KeywordForm keyword={keyword} onSearch={(next) => set({ keyword: next || undefined })} label={t('requirement.search')} />
      <HStack gap="1" wrap="wrap">
        {([undefined, 'product', 'technology'] as const).map((option) => (
          <Button key={option ?? 'all'} size="xs" variant={kind === option ? 'solid' : 'outline'} colorPalette="brand" onClick={() => set({ kind: option })}>
            {option ? t(`requirement.kinds.${option}`) : t('requirement.allKinds')}
          </Button>
        ))}
      </HStack>
      <HStack gap="1" wrap="wrap" role="tablist" aria-label={t('search.sortBy')} data-testid="requirement-sorts">
        <Text fontSize="sm" color="fg.muted" me="2">
          {t('search.sortBy')}
        </Text>
        {REQUIREMENT_SORTS.map((option) => (
          <Button
            key={option}
            size="xs"
            variant={sort === option ? 'solid' : 'ghost'}
            colorPalette="brand"
            role="tab"
            {...tabs.tab(option)}
            aria-selected={sort === option}
            onClick={() => set({ sort: option === 'relevant' ? undefined : option })}
            data-testid={`rsort-${option}`}
          >
            {t(`sorts.requirements.${option}`)}
          </Button>
        ))}
      </HStack>
      <Box {...tabs.panel(sort)}>
        <QueryView
          state={list}
          isEmpty={(data) => data.list.length === 0}
          empty={<RequirementsEmpty keyword={keyword} help={list.data?.search} onKeyword={(next) => set({ keyword: next || undefined })} />}
        >
          {(data) => (
            <Stack gap="3">
              <Text fontSize="sm" color="fg.muted">
                {t('requirement.count', { count: data.total })}
              </Text>
              <RequirementRows list={data.list} />
              <Pager page={page} total={data.total} size={REQUIREMENTS_PAGE_SIZE} onPage={(next) => set({ page: String(next) }, true)} />
            </Stack>
          )}
        </QueryView>
      </Box>
    </Stack>
  );
}
