import { Button, EmptyState, HStack, LANGUAGE_TAGS, Stack, Text, useFormatters, type GoodsSearch, type SearchHelp } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/**
 * How the keyword was read: "Showing results for “solar panel”" when a word was read as a typo,
 * the words that did not narrow the list ("casa", "wholesale"), and "cheapest first" when asked.
 */
export function SearchCorrected({ help }: { help: SearchHelp | undefined }) {
  const { t } = useTranslation('product');
  const { language } = useFormatters();
  const setAside = help?.setAside ?? [];
  if (!help?.corrected && !setAside.length && !help?.cheapestFirst) return null;
  const words = new Intl.ListFormat(LANGUAGE_TAGS[language], { type: 'conjunction' }).format(setAside.map((word) => `“${word}”`));
  return (
    <Stack gap="0.5" fontSize="sm" data-testid="search-read">
      {help?.corrected ? <Text data-testid="search-corrected">{t('search.correctedTo', { keyword: help.corrected })}</Text> : null}
      {help?.cheapestFirst ? <Text data-testid="search-cheapest">{t('search.cheapestFirst')}</Text> : null}
      {setAside.length ? (
        <Text color="fg.muted" data-testid="search-set-aside">
          {t('search.setAside', { words })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The source the search is limited to, shown and removable: the search goes on over the whole catalogue. */
export function SourceChip({ state, go, minH }: { state: GoodsSearch; go: (change: Partial<GoodsSearch>) => void; minH?: string }) {
  const { t } = useTranslation('product');
  if (!state.source) return null;
  const source = t(`landing.tabs.${state.source}`);
  return (
    <Button
      size="sm"
      variant="subtle"
      colorPalette="brand"
      borderRadius="full"
      minH={minH}
      onClick={() => go({ source: undefined })}
      aria-label={t('search.removeSource', { source })}
      data-testid="source-chip"
    >
      {source}
      <span aria-hidden="true">×</span>
    </Button>
  );
}

/**
 * A search without results is no dead end: it says so, offers nearby keywords that find goods
 * (or the same keyword in the other source) and the categories where goods like it are.
 */
export function NoResults({ keyword, help, go, minH }: { keyword: string; help: SearchHelp | undefined; go: (change: Partial<GoodsSearch>) => void; minH?: string }) {
  const { t } = useTranslation('product');
  return (
    <EmptyState title={keyword ? t('search.emptyFor', { keyword }) : t('search.empty')}>
      <Stack gap="4" align="center" maxW="xl" data-testid="no-results">
        {help?.didYouMean.length ? (
          <Stack gap="2" align="center" data-testid="did-you-mean">
            <Text fontWeight="semibold">{t('search.didYouMean')}</Text>
            <HStack gap="2" wrap="wrap" justify="center">
              {help.didYouMean.map((nearby) => (
                <Button
                  key={`${nearby.keyword}-${nearby.source ?? ''}`}
                  size="sm"
                  variant="outline"
                  colorPalette="brand"
                  minH={minH}
                  onClick={() => go(nearby.source ? { keyword: nearby.keyword, source: nearby.source } : { keyword: nearby.keyword })}
                >
                  {nearby.source
                    ? t('search.inSource', { keyword: nearby.keyword, source: t(`search.title.${nearby.source}`), count: nearby.total })
                    : t('search.nearby', { keyword: nearby.keyword, count: nearby.total })}
                </Button>
              ))}
            </HStack>
          </Stack>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            {t('search.emptyHint')}
          </Text>
        )}
        {help?.categories.length ? (
          <Stack gap="2" align="center" data-testid="no-results-categories">
            <Text fontSize="sm" color="fg.muted">
              {t('search.browseCategories')}
            </Text>
            <HStack gap="2" wrap="wrap" justify="center">
              {help.categories.map((category) => (
                <Button key={category.id} size="sm" variant="ghost" colorPalette="brand" minH={minH} onClick={() => go({ keyword: '', source: category.source, id: category.id })}>
                  {t('search.categoryCount', { title: category.title, count: category.total })}
                </Button>
              ))}
            </HStack>
          </Stack>
        ) : null}
      </Stack>
    </EmptyState>
  );
}
