import type { KeywordHelp, Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import * as contentRepository from '../repositories/content';
import type { NewsFilter, NewsMatch, NewsRow } from '../repositories/content';
import type { PageAsked } from '../repositories/paging';
import { keywordHelp, NO_KEYWORD_HELP } from './search/help';
import { planSearch, type SearchPlan } from './search/query';

/**
 * A page of news under the filter, newest first. A title search reads words as the goods search
 * does: titles first, summaries when no title has them; best matches first. After no article,
 * keywords near it that find some in the same column (`search`), each counted as the list finds
 * it: a suggestion's count is what it opens.
 */
export async function listNews(
  db: Db,
  filter: NewsFilter,
  title: string | undefined,
  language: Language,
  page: PageAsked,
): Promise<{ rows: NewsRow[]; total: number; search?: KeywordHelp }> {
  const found = async (plan: SearchPlan): Promise<{ match: NewsMatch; total: number }> => {
    const byTitle = { plan, scope: 'main' as const };
    const titled = await contentRepository.countNews(db, filter, byTitle);
    if (titled > 0) return { match: byTitle, total: titled };
    const byText = { plan, scope: 'doc' as const };
    return { match: byText, total: await contentRepository.countNews(db, filter, byText) };
  };
  const plan = title ? await planSearch(db, 'site_news', title, { language }) : null;
  if (title && !plan) return { rows: [], total: 0, search: NO_KEYWORD_HELP };
  const { match, total } = plan ? await found(plan) : { match: undefined, total: await contentRepository.countNews(db, filter) };
  const rows = await contentRepository.newsPage(db, filter, match, language, page);
  if (!plan) return { rows, total };
  const search = await keywordHelp({ db, table: 'site_news', plan, total, language, count: async (nearby) => (await found(nearby)).total });
  return { rows, total, search };
}
