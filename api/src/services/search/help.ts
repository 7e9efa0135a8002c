import type { KeywordHelp, Language } from '@puente/shared/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { nearbyQueries, planSearch, type SearchPlan, type SearchTable } from './query';

/** The most nearby keywords a reply offers: more would bury the list's own way out ("show everything"). */
const NEARBY_MAX = 3;

/** What a keyword that had nothing to look for (only punctuation, say) is told: nothing set aside, nothing near. */
export const NO_KEYWORD_HELP: KeywordHelp = { setAside: [], didYouMean: [] };

/**
 * How a list's keyword was read, for the reply's `search`: the words set aside and, when the
 * keyword found nothing, keywords near it that find something. `count` says how many rows a nearby
 * keyword's plan finds under the list's own filters (the same column, kind, category), so a
 * suggestion never leads to another empty list.
 */
export async function keywordHelp({
  db,
  table,
  plan,
  total,
  language,
  count,
}: {
  db: Kysely<Database>;
  table: SearchTable;
  plan: SearchPlan;
  /** How many rows the keyword itself found: nearby keywords are looked for only after none. */
  total: number;
  language: Language;
  count: (nearby: SearchPlan) => Promise<number>;
}): Promise<KeywordHelp> {
  const didYouMean: KeywordHelp['didYouMean'] = [];
  if (total === 0) {
    for (const keyword of await nearbyQueries(db, table, plan)) {
      const nearby = await planSearch(db, table, keyword, { language });
      if (!nearby) continue;
      // Two nearby keywords may be read as the same corrected one: it is offered once.
      const offered = nearby.corrected ?? keyword;
      if (didYouMean.some((shown) => shown.keyword === offered)) continue;
      const found = await count(nearby);
      if (found > 0) didYouMean.push({ keyword: offered, total: found });
      if (didYouMean.length === NEARBY_MAX) break;
    }
  }
  return { setAside: plan.setAside, didYouMean };
}
