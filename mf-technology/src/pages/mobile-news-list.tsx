import {
  Box,
  chakra,
  ChakraLink,
  formatDate,
  Heading,
  HStack,
  languageAtom,
  Link,
  LoadMoreButton,
  NEWS_PAGE_SIZE,
  parseNewsSearch,
  QueryView,
  Stack,
  Text,
  usePagedList,
  useReportTotal,
  useSearchParams,
  useTrailHref,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenColumn, columnListHref, useNewsColumns, type NewsKind, type SiteColumn } from '../features/news/news-columns';
import { articleHref, useNewsPage, type Article } from '../features/news/news-list';
import { NewsEmpty, NewsKeywordChip, NewsSearchForm, useNewsKeyword } from '../features/news/news-search';

/** Articles a "load more" adds: about two screens of cards on a phone. */
export const PAGE_SIZE = NEWS_PAGE_SIZE;
/** The cards a phone shows before any scrolling: their covers load at once, the others as they come near. */
const ABOVE_THE_FOLD = 3;

/** One article as a card: the whole card opens it (one large tap target), its cover at a fixed size so nothing shifts as it loads. */
function ArticleCard({ article, eager }: { article: Article; eager: boolean }) {
  const { t } = useTranslation('technology');
  const language = useAtomValue(languageAtom);
  const trail = useTrailHref();
  return (
    <Box as="article" position="relative" borderWidth="1px" borderRadius="lg" bg="bg" p="3" data-testid="news-item" data-id={article.id} data-column={article.columnId}>
      <HStack align="start" gap="3">
        <Stack gap="1" flex="1" minW="0">
          <Text fontSize="xs" color="brand.fg" fontWeight="medium">
            {article.columnName}
          </Text>
          <Heading as="h2" size="sm" lineClamp={3} overflowWrap="anywhere">
            <ChakraLink asChild color="fg" _after={{ content: '""', position: 'absolute', inset: '0', borderRadius: 'lg' }}>
              <Link to={trail(articleHref(article))} data-testid="news-link">
                {article.title}
              </Link>
            </ChakraLink>
          </Heading>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {article.summary}
          </Text>
          <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
            <Text>{formatDate(article.publishTime, language)}</Text>
            <Text>{t('news.views', { count: article.views })}</Text>
          </HStack>
        </Stack>
        {article.cover ? (
          <chakra.img
            src={article.cover}
            alt=""
            width="96"
            height="72"
            loading={eager ? 'eager' : 'lazy'}
            w="96px"
            h="72px"
            objectFit="cover"
            borderRadius="md"
            bg="bg.muted"
            flexShrink={0}
          />
        ) : null}
      </HStack>
    </Box>
  );
}

/** One page of the list; it reports the total, so the list knows whether to offer more. */
function ArticlePage({
  columnId,
  page,
  emptyLabel,
  onTotal,
  keyword,
  onKeyword,
}: {
  columnId: number | undefined;
  page: number;
  emptyLabel: string;
  onTotal: (total: number) => void;
  keyword: string;
  onKeyword: (keyword: string) => void;
}) {
  const list = useNewsPage({ columnId, pageSize: PAGE_SIZE, page, keyword });
  useReportTotal(list.data?.total, onTotal);
  return (
    <QueryView
      state={list}
      isEmpty={(data) => data.list.length === 0 && page === 1}
      empty={<NewsEmpty keyword={keyword} help={list.data?.search} emptyLabel={emptyLabel} onKeyword={onKeyword} minH="44px" />}
    >
      {(data) => (
        <Stack gap="3">
          {data.list.map((article, index) => (
            <ArticleCard key={article.id} article={article} eager={page === 1 && index < ABOVE_THE_FOLD} />
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

/** The kind's columns as chips in one row that scrolls sideways on its own (the page never does); the chosen one is scrolled into view. */
function ColumnChips({ kind, columns, chosenId, keyword }: { kind: NewsKind; columns: readonly SiteColumn[]; chosenId: number | null; keyword: string }) {
  const { t } = useTranslation('technology');
  const trail = useTrailHref();
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Centre the chosen chip by moving the row only: scrollIntoView could move the page too.
    const chip = row.current?.querySelector<HTMLElement>('[aria-current="true"]');
    if (row.current && chip) row.current.scrollLeft = chip.offsetLeft - (row.current.clientWidth - chip.offsetWidth) / 2;
  }, [chosenId]);
  const chips = [...(kind === 'news' ? [{ id: null, name: t('news.all') }] : []), ...columns.map((column) => ({ id: column.id as number | null, name: column.name }))];
  return (
    <HStack
      as="nav"
      aria-label={t('mobile.columns')}
      ref={row}
      gap="2"
      overflowX="auto"
      mx="-3"
      px="3"
      pb="1"
      position="relative"
      css={{ scrollbarWidth: 'none' }}
      data-testid="news-columns"
    >
      {chips.map((chip) => {
        const active = chip.id === chosenId;
        return (
          // Replacing the entry: the phone's back button leaves the list instead of stepping through the columns tried. Another column keeps the keyword.
          <Link key={chip.id ?? 'all'} to={trail(columnListHref(kind, chip.id, { keyword }))} replace aria-current={active ? 'true' : undefined} data-testid="news-column">
            <Box
              px="4"
              minH="44px"
              display="flex"
              alignItems="center"
              borderRadius="full"
              borderWidth="1px"
              borderColor={active ? 'brand.solid' : 'border'}
              bg={active ? 'brand.solid' : 'bg'}
              color={active ? 'brand.contrast' : 'fg'}
              fontSize="sm"
              fontWeight="medium"
              whiteSpace="nowrap"
            >
              {chip.name}
            </Box>
          </Link>
        );
      })}
    </HStack>
  );
}

/** The chosen column's articles: "load more" adds the next page below the ones shown, so nothing above moves. */
function ColumnArticles({ kind, columns }: { kind: NewsKind; columns: readonly SiteColumn[] }) {
  const { t } = useTranslation('technology');
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useNewsKeyword();
  const chosen = chosenColumn(columns, kind, parseNewsSearch(params).column);
  const chosenId = chosen?.id ?? null;
  // Another column or another keyword starts again from its first page.
  const list = usePagedList(`${chosenId ?? 'all'}|${keyword}`, PAGE_SIZE);
  const { total } = list;
  return (
    <Stack gap="4">
      <ColumnChips kind={kind} columns={columns} chosenId={chosenId} keyword={keyword} />
      <NewsKeywordChip keyword={keyword} onClear={() => setKeyword('')} minH="44px" />
      <Text fontSize="sm" color="fg.muted" minH="5" data-testid="article-count">
        {total === null ? '' : t('mobile.count', { count: total })}
      </Text>
      <Stack gap="3" data-testid="news-list">
        {list.pageNumbers.map((page) => (
          <ArticlePage
            key={`${list.key}-${page}`}
            columnId={chosen?.id}
            page={page}
            emptyLabel={t(`${kind}.empty`)}
            onTotal={list.onTotal}
            keyword={keyword}
            onKeyword={setKeyword}
          />
        ))}
      </Stack>
      <LoadMoreButton list={list} />
    </Stack>
  );
}

/**
 * /newsInformation and /policyResearch on a phone: a keyword search, the kind's columns as chips,
 * the chosen column's articles as cards, and "load more". The columns and the pages are the desktop list's
 * (features/news), laid out for one narrow column.
 */
export function MobileNewsListPage({ kind }: { kind: NewsKind }) {
  const { t } = useTranslation('technology');
  const columns = useNewsColumns(kind);
  const [keyword, setKeyword] = useNewsKeyword();
  return (
    <Stack gap="4" py="4" data-testid={`mobile-${kind}-page`}>
      <Stack gap="1">
        <Heading as="h1" size="xl" overflowWrap="anywhere">
          {t(`${kind}.title`)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t(`${kind}.intro`)}
        </Text>
      </Stack>
      {kind === 'policy' ? (
        <ChakraLink asChild color="brand.fg" fontWeight="medium" fontSize="sm">
          <Link to="/policyPartner" data-testid="partners-link">
            <Box as="span" display="flex" alignItems="center" minH="44px">
              {t('mobile.partnersLink')} ›
            </Box>
          </Link>
        </ChakraLink>
      ) : null}
      <NewsSearchForm kind={kind} keyword={keyword} onSearch={setKeyword} minH="44px" />
      <QueryView state={columns} isEmpty={(list) => kind === 'policy' && list.length === 0} empty={t(`${kind}.empty`)}>
        {(list) => <ColumnArticles kind={kind} columns={list} />}
      </QueryView>
    </Stack>
  );
}
