import { Box, EmptyState, ErrorState, HStack, LoadingState, PageHeader, Stack, useNavigate, useSearchParams, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { NewsList } from './news-list';
import { useNewsColumns } from './news-columns';

const PAGE_SIZE = 8;

/** /newsInformation and /policyResearch: the kind's columns as tabs, the chosen column's articles paged. */
export function ColumnNewsPage({ kind }: { kind: 'news' | 'policy' }) {
  const { t } = useTranslation('technology');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const trail = useTrailHref();
  const columns = useNewsColumns(kind);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const path = kind === 'news' ? '/newsInformation' : '/policyResearch';

  const go = (columnId: number, nextPage: number) => navigate(trail(`${path}?column=${columnId}&page=${nextPage}`));

  return (
    <Stack gap="6" py="6" data-testid={`${kind}-page`}>
      <PageHeader title={t(`${kind}.title`)} intro={t(`${kind}.intro`)} />
      {columns.status === 'loading' ? <LoadingState /> : null}
      {columns.status === 'error' ? <ErrorState onRetry={columns.reload} /> : null}
      {columns.status === 'success' ? (
        (() => {
          const chosen = columns.columns.find((c) => c.id === Number(params.get('column'))) ?? columns.columns[0];
          return (
            <Stack gap="4">
              <HStack gap="2" role="tablist" wrap="wrap" data-testid="news-columns">
                {columns.columns.map((column) => (
                  <Box
                    as="button"
                    key={column.id}
                    role="tab"
                    aria-selected={column.id === chosen?.id}
                    onClick={() => go(column.id, 1)}
                    px="4"
                    py="1.5"
                    borderRadius="full"
                    fontWeight="medium"
                    bg={column.id === chosen?.id ? 'brand.solid' : 'bg.muted'}
                    color={column.id === chosen?.id ? 'brand.contrast' : 'fg'}
                    data-testid="news-column"
                  >
                    {column.name}
                  </Box>
                ))}
              </HStack>
              {chosen ? (
                <NewsList columnId={chosen.id} pageSize={PAGE_SIZE} page={page} onPage={(next) => go(chosen.id, next)} emptyLabel={t(`${kind}.empty`)} />
              ) : (
                <EmptyState title={t(`${kind}.empty`)} />
              )}
            </Stack>
          );
        })()
      ) : null}
    </Stack>
  );
}
