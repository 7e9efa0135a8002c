import { useLocation } from '@puente/shared';
import { useEffect } from 'react';

/** On a results page, the keyword in its address is what the search box shows (after a reload or a shared link too). */
export function useKeywordFromAddress(show: (keyword: string) => void) {
  const location = useLocation();
  const keyword = new URLSearchParams(location.search).get('keyword');
  useEffect(() => {
    if (keyword !== null) show(keyword);
  }, [keyword, show]);
}
