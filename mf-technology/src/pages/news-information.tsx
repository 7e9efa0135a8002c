import { Box, HStack, NEWS_PAGE_SIZE, PageHeader, parseNewsSearch, QueryView, Stack, useNavigate, useSearchParams, useTabPanel, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { NewsList } from '../features/news/news-list';
import { chosenColumn, columnListHref, useNewsColumns, type NewsKind } from '../features/news/news-columns';
import { NewsKeywordChip, NewsSearchForm, useNewsKeyword } from '../features/news/news-search';

/**
 * /newsInformation and /policyResearch: a keyword search, the kind's columns as tabs and the chosen
 * column's articles paged. The column, the keyword and the page are the address's, so a reload or
 * the back button shows the same list; another column keeps the keyword.
 */
export function ColumnNewsPage({ kind }: { kind: NewsKind }) {
  const { t } = useTranslation('technology');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const trail = useTrailHref();
  const columns = useNewsColumns(kind);
  const { page, column } = parseNewsSearch(params);
  const [keyword, setKeyword] = useNewsKeyword();
  const tabs = useTabPanel<number | null>();

  const go = (columnId: number | null, nextPage: number) => navigate(trail(columnListHref(kind, columnId, { page: nextPage, keyword })));

  return (
    <Stack gap="6" py="6" data-testid={`${kind}-page`}>
      <PageHeader title={t(`${kind}.title`)} intro={t(`${kind}.intro`)} />
      <NewsSearchForm kind={kind} keyword={keyword} onSearch={setKeyword} />
      <QueryView state={columns} isEmpty={(list) => kind === 'policy' && list.length === 0} empty={t(`${kind}.empty`)}>
        {(list) => {
          const chosen = chosenColumn(list, kind, column);
          const tab = (id: number | null, label: string) => (
            <Box
              as="button"
              key={id ?? 'all'}
              role="tab"
              {...tabs.tab(id)}
              aria-selected={(chosen?.id ?? null) === id}
              onClick={() => go(id, 1)}
              px="4"
              py="1.5"
              borderRadius="full"
              fontWeight="medium"
              bg={(chosen?.id ?? null) === id ? 'brand.solid' : 'bg.muted'}
              color={(chosen?.id ?? null) === id ? 'brand.contrast' : 'fg'}
              data-testid="news-column"
            >
              {label}
            </Box>
          );
          return (
            <Stack gap="4">
              <HStack gap="2" role="tablist" wrap="wrap" data-testid="news-columns">
                {kind === 'news' ? tab(null, t('news.all')) : null}
                {list.map((column) => tab(column.id, column.name))}
              </HStack>
              <NewsKeywordChip keyword={keyword} onClear={() => setKeyword('')} />
              <Box {...tabs.panel(chosen?.id ?? null)}>
                <NewsList
                  columnId={chosen?.id}
                  pageSize={NEWS_PAGE_SIZE}
                  page={page}
                  onPage={(next) => go(chosen?.id ?? null, next)}
                  emptyLabel={t(`${kind}.empty`)}
                  search={{ keyword, onKeyword: setKeyword }}
                  headingAs="h2"
                />
              </Box>
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
