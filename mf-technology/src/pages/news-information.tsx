import { Box, href, HStack, PageHeader, QueryView, Stack, useNavigate, useSearchParams, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { NewsList } from '../features/news/news-list';
import { useNewsColumns } from '../features/news/news-columns';

const PAGE_SIZE = 8;

/** /newsInformation and /policyResearch: the kind's columns as tabs, the chosen column's articles paged. */
export function ColumnNewsPage({ kind }: { kind: 'news' | 'policy' }) {
  const { t } = useTranslation('technology');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const trail = useTrailHref();
  const columns = useNewsColumns(kind);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const route = kind === 'news' ? 'newsInformation' : 'policyResearch';

  const go = (columnId: number | null, nextPage: number) => navigate(trail(href(route, { column: columnId || undefined, page: nextPage })));

  return (
    <Stack gap="6" py="6" data-testid={`${kind}-page`}>
      <PageHeader title={t(`${kind}.title`)} intro={t(`${kind}.intro`)} />
      <QueryView state={columns} isEmpty={(list) => kind === 'policy' && list.length === 0} empty={t(`${kind}.empty`)}>
        {(list) => {
          // The news page opens on every article of the site; policy research on its first column.
          const asked = list.find((c) => c.id === Number(params.get('column')));
          const chosen = asked ?? (kind === 'policy' ? list[0] : undefined);
          const tab = (id: number | null, label: string) => (
            <Box
              as="button"
              key={id ?? 'all'}
              role="tab"
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
              <NewsList columnId={chosen?.id} pageSize={PAGE_SIZE} page={page} onPage={(next) => go(chosen?.id ?? null, next)} emptyLabel={t(`${kind}.empty`)} />
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
