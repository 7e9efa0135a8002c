import { Button, EmptyState, HStack, Stack, Text, type GoodsSearch, type SearchHelp } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** "Showing results for “solar panel”" when a word of the keyword was read as a typo. */
export function SearchCorrected({ help }: { help: SearchHelp | undefined }) {
  const { t } = useTranslation('product');
  if (!help?.corrected) return null;
  return (
    <Text fontSize="sm" data-testid="search-corrected">
      {t('search.correctedTo', { keyword: help.corrected })}
    </Text>
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
