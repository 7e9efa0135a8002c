import { Button, chakra, EmptyState, Field, HStack, Input, KEYWORD_MAX_LENGTH, parseNewsSearch, Stack, Text, useSearchParams, type KeywordHelp } from '@puente/shared';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { NewsKind } from './news-columns';

/**
 * The list's keyword, kept in the address (`?keyword=`) so a reload, a shared link and the back
 * button show the same search. Setting it adds a history entry and starts again from the first page.
 */
export function useNewsKeyword(): [string, (keyword: string) => void] {
  const [params, setParams] = useSearchParams();
  const { keyword } = parseNewsSearch(params);
  const setKeyword = (next: string) => {
    const query = new URLSearchParams(params);
    if (next.trim()) query.set('keyword', next.trim());
    else query.delete('keyword');
    query.delete('page');
    setParams(query);
  };
  return [keyword, setKeyword];
}

/**
 * The search box of a kind's list, with its label on screen: what is typed is searched on Enter or
 * the button (an empty box shows every article). `minH` makes each control a phone's tap target.
 */
export function NewsSearchForm({ kind, keyword, onSearch, minH }: { kind: NewsKind; keyword: string; onSearch: (keyword: string) => void; minH?: string }) {
  const { t } = useTranslation('technology');
  const [draft, setDraft] = useState(keyword);
  const labelId = useId();
  // A keyword changed from elsewhere (a nearby keyword, "clear", the back button) shows in the box.
  useEffect(() => setDraft(keyword), [keyword]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    // The label names the box and the search landmark both.
    <chakra.form role="search" aria-labelledby={labelId} onSubmit={submit} noValidate maxW="xl" data-testid="news-search">
      <Field.Root ids={{ label: labelId }}>
        <Field.Label>{t(`search.${kind}`)}</Field.Label>
        <HStack gap="2" width="full">
          <Input
            type="search"
            enterKeyHint="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            maxLength={KEYWORD_MAX_LENGTH}
            bg="bg"
            minH={minH}
            data-testid="news-search-input"
          />
          <Button type="submit" colorPalette="brand" minH={minH} flexShrink={0} data-testid="news-search-submit">
            {t('search.submit')}
          </Button>
        </HStack>
      </Field.Root>
    </chakra.form>
  );
}

/** "Results for …" above a searched list, with a button that takes the keyword away. */
export function NewsKeywordChip({ keyword, onClear, minH }: { keyword: string; onClear: () => void; minH?: string }) {
  const { t } = useTranslation('technology');
  if (!keyword) return null;
  return (
    <HStack gap="2" wrap="wrap" data-testid="news-keyword">
      <Text fontWeight="semibold" overflowWrap="anywhere">
        {t('search.resultsFor', { keyword })}
      </Text>
      <Button size="sm" variant="outline" colorPalette="brand" minH={minH} onClick={onClear} data-testid="news-keyword-clear">
        <span aria-hidden="true">✕</span>
        {t('search.clear')}
      </Button>
    </HStack>
  );
}

/**
 * A list with no article to show: with a keyword, that no article matches it (articles are
 * published; they do not match), the nearby keywords that find some in the same column and the
 * way back to every article; without one, the column's own empty text.
 */
export function NewsEmpty({
  keyword,
  help,
  emptyLabel,
  onKeyword,
  minH,
}: {
  keyword: string;
  help: KeywordHelp | undefined;
  emptyLabel: string;
  onKeyword: (keyword: string) => void;
  minH?: string;
}) {
  const { t } = useTranslation('technology');
  if (!keyword) return <EmptyState title={emptyLabel} />;
  return (
    <EmptyState title={t('search.noMatch', { keyword })}>
      <Stack gap="3" align="center" data-testid="news-no-match">
        {help?.didYouMean.length ? (
          <Stack gap="2" align="center">
            <Text fontWeight="semibold">{t('search.didYouMean')}</Text>
            <HStack gap="2" wrap="wrap" justify="center">
              {help.didYouMean.map((nearby) => (
                <Button key={nearby.keyword} size="sm" variant="outline" colorPalette="brand" minH={minH} onClick={() => onKeyword(nearby.keyword)} data-testid="news-nearby">
                  {t('search.nearby', { keyword: nearby.keyword, count: nearby.total })}
                </Button>
              ))}
            </HStack>
          </Stack>
        ) : null}
        <Button size="sm" variant="ghost" colorPalette="brand" minH={minH} onClick={() => onKeyword('')} data-testid="news-show-all">
          {t('search.showAll')}
        </Button>
      </Stack>
    </EmptyState>
  );
}
