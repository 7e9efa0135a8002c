import {
  type CallReply,
  calls,
  chakra,
  ChakraLink,
  formatDate,
  Heading,
  href,
  HStack,
  languageAtom,
  Link,
  newsListRequest,
  Pager,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
  useTrailHref,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NewsEmpty } from './news-search';

/** An article as lists show it. */
export type Article = CallReply<typeof calls.listNews>['list'][number];

export function articleHref(article: { id: number; title: string }) {
  return href('newsInfo', { id: article.id, name: article.title });
}

function ArticleCard({ article, compact, headingAs }: { article: Article; compact?: boolean; headingAs: 'h2' | 'h3' }) {
  const { t } = useTranslation('technology');
  const language = useAtomValue(languageAtom);
  const trail = useTrailHref();
  return (
    <HStack align="stretch" gap="4" borderWidth="1px" borderRadius="lg" p="4" bg="bg" data-testid="news-item" data-id={article.id}>
      {article.cover && !compact ? <chakra.img src={article.cover} alt="" width="120px" height="90px" objectFit="cover" borderRadius="md" flexShrink={0} /> : null}
      <Stack gap="1.5" minW="0">
        <Text fontSize="xs" color="brand.fg" fontWeight="medium">
          {article.columnName}
        </Text>
        <Heading as={headingAs} size="sm">
          <ChakraLink asChild color="fg">
            <Link to={trail(articleHref(article))} data-testid="news-link">
              {article.title}
            </Link>
          </ChakraLink>
        </Heading>
        {compact ? null : (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {article.summary}
          </Text>
        )}
        <HStack gap="3" fontSize="xs" color="fg.muted">
          <Text>{formatDate(article.publishTime, language)}</Text>
          <Text>{t('news.views', { count: article.views })}</Text>
        </HStack>
      </Stack>
    </HStack>
  );
}

/**
 * One page of the technology site's articles (one column, or every column when none is given):
 * newest first, or with a keyword, the articles whose titles (else summaries) have it, best first.
 */
export function useNewsPage({ columnId, pageSize, page, keyword }: { columnId: number | undefined; pageSize: number; page: number; keyword?: string }) {
  return useApiQuery(calls.listNews, newsListRequest({ columnId, keyword: keyword ?? '', page, pageSize }));
}

/**
 * Articles of the technology site (one column, or every column), newest first, paged when `onPage`
 * is given. With `search`, the articles that have its keyword; when none has, the keywords near
 * it (`onKeyword` searches one, or every article with an empty keyword). Its titles are headings
 * of `headingAs` (h3, under a section's h2; h2 where the list is the page's own).
 */
export function NewsList({
  columnId,
  pageSize,
  page = 1,
  onPage,
  emptyLabel,
  compact,
  search,
  headingAs = 'h3',
}: {
  columnId?: number;
  pageSize: number;
  page?: number;
  onPage?: (page: number) => void;
  emptyLabel: string;
  compact?: boolean;
  search?: { keyword: string; onKeyword: (keyword: string) => void };
  headingAs?: 'h2' | 'h3';
}) {
  const list = useNewsPage({ columnId, pageSize, page, keyword: search?.keyword });
  return (
    <QueryView
      state={list}
      isEmpty={(data) => data.list.length === 0}
      empty={search ? <NewsEmpty keyword={search.keyword} help={list.data?.search} emptyLabel={emptyLabel} onKeyword={search.onKeyword} /> : emptyLabel}
    >
      {(data) => (
        <Stack gap="2" data-testid="news-list">
          <SimpleGrid columns={1} gap="3">
            {data.list.map((article) => (
              <ArticleCard key={article.id} article={article} compact={compact} headingAs={headingAs} />
            ))}
          </SimpleGrid>
          {onPage ? <Pager page={page} total={data.total} size={pageSize} onPage={onPage} /> : null}
        </Stack>
      )}
    </QueryView>
  );
}
