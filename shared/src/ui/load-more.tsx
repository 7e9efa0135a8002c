import { Button } from '@chakra-ui/react';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list read page by page on a phone: each page is its own query (a component per page), pages
 * join the list below the ones shown so nothing jumps, and a new `resetKey` (another search or
 * filter) starts again from the first page. The first page reports the total.
 */
export function usePagedList(resetKey: string, pageSize: number) {
  const [state, setState] = useState({ key: resetKey, pages: 1, total: null as number | null });
  let current = state;
  if (state.key !== resetKey) {
    current = { key: resetKey, pages: 1, total: null };
    setState(current);
  }
  const onTotal = useCallback((total: number) => setState((s) => (s.total === total ? s : { ...s, total })), []);
  const more = useCallback(() => setState((s) => ({ ...s, pages: s.pages + 1 })), []);
  const pageNumbers = Array.from({ length: current.pages }, (_, index) => index + 1);
  const shown = Math.min(current.pages * pageSize, current.total ?? 0);
  return { pageNumbers, total: current.total, shown, hasMore: current.total !== null && current.pages * pageSize < current.total, onTotal, more, key: current.key };
}

/**
 * A page of a paged list reports the total its query answered, once it has one and whenever it
 * changes. The total is deferred as QueryView defers the reply, so "load more" appears below the
 * page's rows, never above them for a frame before they push it down.
 */
export function useReportTotal(total: number | undefined, onTotal: (total: number) => void) {
  const shown = useDeferredValue(total);
  useEffect(() => {
    if (shown !== undefined) onTotal(shown);
  }, [shown, onTotal]);
}

/** "Load more (20 of 57 shown)": one tap target for the next page. */
export function LoadMoreButton({ list }: { list: Pick<ReturnType<typeof usePagedList>, 'hasMore' | 'shown' | 'total' | 'more'> }) {
  const { t } = useTranslation('common');
  if (!list.hasMore) return null;
  return (
    <Button variant="outline" colorPalette="brand" minH="44px" onClick={list.more} data-testid="load-more">
      {t('pager.loadMore', { shown: list.shown, count: list.total })}
    </Button>
  );
}
