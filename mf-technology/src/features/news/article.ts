import { breadcrumbsAtom, calls, href, useApiQuery, useSearchParams } from '@puente/shared';
import { useAtomValue } from 'jotai';

/**
 * The article the address names (/newsInfo?id=N): `valid` is false for a missing or malformed id,
 * which is never asked of the API.
 */
export function useArticleFromAddress() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const article = useApiQuery(calls.newsDetails, { id }, { enabled: valid });
  return { valid, article };
}

/** Back to the list the reader came from (news or policy research, on its column), else the news page. */
export function useListHref(): string {
  const crumbs = useAtomValue(breadcrumbsAtom).trail;
  return crumbs.length > 1 ? crumbs[crumbs.length - 2]!.href : href('newsInformation');
}
