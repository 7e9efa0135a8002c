import type { Language } from '@puente/shared/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PREPARED_ONE_PLAN } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { searchIntents } from './intents';
import { editDistance, hanPairs, isHan, mayBeMistyped, normalise, otherNumber, queryWords, spaced, typoAllowance } from './text';

/*
 * A search, planned: the words to look for, each with the catalogue words it may be a typo of,
 * and the sizes that rank. The database matches the plan against the documents
 * (`puente_query`, migration 0011), from indexes.
 */

type Conn = Kysely<Database>;
export type SearchTable = 'goods' | 'requirements' | 'site_news';

export interface SearchPlan {
  /** Every term must match; any of a term's alternatives (the word as typed, its corrections) will do. */
  terms: string[][];
  /** The terms as typed, when a word was corrected: results with them rank first. */
  exact: string[][] | null;
  /** Sizes and models: they rank, they do not filter. */
  numbers: string[];
  /** The words as typed, for ranking names that have them literally. */
  words: string[];
  /** What was searched, when a word of the query was corrected ("solar panel" for "soalr panel"). */
  corrected: string | null;
  /**
   * Words of the query that did not narrow the list, as typed: how the buyer means to buy
   * ("comprar", "wholesale"), what the goods are for ("para casa": they rank), words the catalogue
   * does not have, and words left out because with them nothing was found.
   */
  setAside: string[];
  /** The buyer asked for the cheapest ("barato", "cheap", "便宜"). */
  cheapest: boolean;
  /** None of the words is in the catalogue, nor near a word that is: the plan finds nothing. */
  unknown: boolean;
  /** The terms as the database's query (tsquery text), built once: every term; any term; the terms as typed. */
  query: string;
  anyQuery: string;
  exactQuery: string | null;
  /** Qualifiers' queries ("casa", "small" with "mini"): goods that have them rank first. */
  boosts: string[];
  /**
   * Its words were checked one by one, not together (`searchWith`): finding nothing with it says
   * only that they are to be checked together.
   */
  unchecked: boolean;
}

/**
 * Whether each word finds anything in the table (a stop word counts as found: it is never looked
 * for). Each word's query is built once, not once for every row the check reads.
 */
async function knownWords(db: Conn, table: SearchTable, words: string[]): Promise<Map<string, boolean>> {
  if (!words.length) return new Map();
  const rows = await sql<{ word: string; known: boolean }>`${PREPARED_ONE_PLAN}
    with asked as materialized (select w, puente_word_query(w) as q from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w)
    select w as word, q is null or exists (select 1 from ${sql.table(table)} as t where t.search_doc @@ q) as known from asked`.execute(db);
  return new Map(rows.rows.map((row) => [row.word, row.known]));
}

/** A word's own forms: the word, its parts ("wifi" of "wi-fi"), its other number ("panel" of "paneles"). */
function ownForms(word: string): string[] {
  const parts = spaced(word);
  const number = otherNumber(word);
  return [word, ...(parts ? [parts] : []), ...(number ? [number] : [])];
}

/**
 * Whether each word finds anything in the table, with the query of its own forms as one term,
 * in one round trip: the forms' queries seed the plan's term queries. A word that `mayBeAssumed`
 * and is in the catalogue's vocabulary (`search_words`, the words of names, brands and kinds), or
 * is Chinese, is not looked for in the documents: it counts as found, and is named in `assumed`
 * (the search that follows proves it, or it is looked for then). A word outside the vocabulary (a
 * typo, a word of no name) is looked for at once. The qualifiers' queries (`boosts`, each a list
 * of alternatives) are built in the same round trip; null when there were no words to ask about.
 */
async function knownWithQueries(
  db: Conn,
  table: SearchTable,
  words: string[],
  mayBeAssumed: (word: string) => boolean = () => false,
  boosts: string[][] = [],
): Promise<{ known: Map<string, boolean>; queries: Map<string, string | null>; assumed: string[]; boostQueries: Array<string | null> | null }> {
  if (!words.length) return { known: new Map(), queries: new Map(), assumed: [], boostQueries: null };
  const forms = words.map(ownForms);
  // Chinese words are taken as found without the vocabulary, which holds runs of Chinese whole.
  const asked = words.map((word, i) => ({ f: forms[i], a: mayBeAssumed(word), h: isHan(word) }));
  const rows = await sql<{ i: string; query: string | null; known: boolean; assumed: boolean; boosts: Array<string | null> }>`${PREPARED_ONE_PLAN}
    with asked as materialized (
      select x.i, puente_query(jsonb_build_array(x.t -> 'f'))::text as query, puente_word_query(x.t -> 'f' ->> 0) as q,
             (x.t ->> 'a')::boolean and ((x.t ->> 'h')::boolean or exists (select 1 from search_words as v where v.word = x.t -> 'f' ->> 0)) as assumed
      from jsonb_array_elements(${JSON.stringify(asked)}::jsonb) with ordinality as x(t, i))
    select i, query, assumed, assumed or q is null or exists (select 1 from ${sql.table(table)} as t where t.search_doc @@ q) as known,
           array(select puente_query(jsonb_build_array(b))::text from jsonb_array_elements(${JSON.stringify(boosts)}::jsonb) with ordinality as y(b, j) order by y.j) as boosts
    from asked order by i`.execute(db);
  const known = new Map<string, boolean>();
  const queries = new Map<string, string | null>();
  rows.rows.forEach((row, i) => {
    known.set(words[i]!, row.known);
    queries.set(JSON.stringify(forms[i]), row.query);
  });
  const assumed = words.filter((_, i) => rows.rows[i]?.assumed);
  return { known, queries, assumed, boostQueries: rows.rows[0]?.boosts ?? null };
}

/** Of several corrections, the one that finds the most rows. */
async function mostFound(db: Conn, table: SearchTable, words: string[]): Promise<string> {
  if (words.length === 1) return words[0]!;
  const rows = await sql<{ word: string }>`
    with asked as materialized (select w, puente_word_query(w) as q from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w)
    select w as word from asked
    order by (select count(*) from ${sql.table(table)} as t where t.search_main @@ q) desc, w
    limit 1`.execute(db);
  return rows.rows[0]?.word ?? words[0]!;
}

/** Catalogue words a mistyped word may stand for: the nearest by trigrams, kept within its allowance of edits. */
async function correctionsOf(db: Conn, table: SearchTable, word: string): Promise<string[]> {
  if (isHan(word)) {
    if (word.length < 3) return [];
    // One character wrong, then one extra, then one missing: the first kind that finds anything.
    const chars = [...word];
    const changed = chars.map((_, i) => [...chars.slice(0, i), '_', ...chars.slice(i + 1)].join(''));
    const dropped = chars.map((_, i) => [...chars.slice(0, i), ...chars.slice(i + 1)].join(''));
    const added = chars.map((_, i) => [...chars.slice(0, i), '_', ...chars.slice(i)].join(''));
    for (const [patterns, exact] of [
      [changed, false],
      [dropped, true],
      [added, false],
    ] as const) {
      const rows = await sql<{ word: string }>`
        select word from search_words
        where ${exact ? sql`word = any (select jsonb_array_elements_text(${JSON.stringify(patterns)}::jsonb))` : sql`word like any (select jsonb_array_elements_text(${JSON.stringify(patterns)}::jsonb))`}
        limit 20`.execute(db);
      const known = await knownWords(
        db,
        table,
        rows.rows.map((row) => row.word),
      );
      const found = rows.rows.map((row) => row.word).filter((candidate) => known.get(candidate));
      if (found.length) return [await mostFound(db, table, found)];
    }
    return [];
  }
  if (!mayBeMistyped(word)) return [];
  const rows = await sql<{ word: string }>`select word from search_words order by word <-> ${word} limit 24`.execute(db);
  const allowance = typoAllowance(word);
  const scored = rows.rows.map((row) => ({ word: row.word, distance: editDistance(word, row.word) })).filter((c) => c.distance <= allowance && c.distance > 0);
  const best = Math.min(...scored.map((c) => c.distance));
  const candidates = scored.filter((c) => c.distance === best).map((c) => c.word);
  if (!candidates.length) return [];
  const known = await knownWords(db, table, candidates);
  return candidates.filter((candidate) => known.get(candidate)).slice(0, 4);
}

/** Terms' queries joined: all of them (`&`) or any (`|`); null when none is left (stop words only). */
const allOf = (queries: Array<string | null>) => join(queries, ' & ');
const anyOf = (queries: Array<string | null>) => join(queries, ' | ');
function join(queries: Array<string | null>, operator: string): string | null {
  const present = queries.filter((q): q is string => Boolean(q));
  return present.length ? present.map((q) => `(${q})`).join(operator) : null;
}

/**
 * Each term's query (tsquery text, null for stop words), built once per plan however often the
 * terms are tried together: `puente_query` of several terms is their queries joined with `&`.
 */
function termQueries(db: Conn, seeded: Map<string, string | null>): (terms: Term[]) => Promise<Array<string | null>> {
  const built = new Map(seeded);
  const key = (term: Term) => JSON.stringify(term.alternatives);
  return async (terms) => {
    const missing = [...new Set(terms.map(key))].filter((k) => !built.has(k));
    if (missing.length) {
      const rows = await sql<{ q: string | null }>`${PREPARED_ONE_PLAN}
        select puente_query(jsonb_build_array(x.t))::text as q
        from jsonb_array_elements(${`[${missing.join(',')}]`}::jsonb) with ordinality as x(t, i) order by x.i`.execute(db);
      missing.forEach((k, i) => built.set(k, rows.rows[i]?.q ?? null));
    }
    return terms.map((term) => built.get(key(term)) ?? null);
  };
}

/**
 * How many rows of the table each term finds (at most `cap`): the most common term is the first
 * left out when all of them together find nothing.
 */
async function termCounts(db: Conn, table: SearchTable, queries: Array<string | null>, cap = 500): Promise<number[]> {
  const rows = await sql<{ n: number }>`
    select (select count(*) from (select 1 from ${sql.table(table)} as r where x.q is not null and r.search_doc @@ x.q::tsquery limit ${cap}) as found)::int as n
    from jsonb_array_elements_text(${JSON.stringify(queries)}::jsonb) with ordinality as x(q, i) order by x.i`.execute(db);
  return queries.map((_, i) => rows.rows[i]?.n ?? 0);
}

/** Whether any row matches every one of the queries. */
async function anyHasAll(db: Conn, table: SearchTable, queries: Array<string | null>): Promise<boolean> {
  const query = allOf(queries);
  if (!query) return false;
  // Materialised, the match is planned on its own, from the text index: under EXISTS the planner
  // reads the table in order hoping for an early row, all of it when there is none.
  const rows = await sql<{ found: boolean }>`
    with found as materialized (select r.id from ${sql.table(table)} as r where r.search_doc @@ ${query}::tsquery)
    select exists (select 1 from found) as found`.execute(db);
  return rows.rows[0]?.found ?? false;
}

/** Words after which a query says what the goods are for. */
const PURPOSE = new Set(['para', 'pra', 'for', 'pour', '用于', '适用于', '适合']);

/**
 * Which term names the thing wanted: the last word in Chinese and English ("small excavator",
 * "南美冷冻牛肉"), the first in Spanish and Portuguese ("excavadora pequeña").
 */
function headOf(terms: Term[], language: Language | undefined): Term {
  const last = terms.at(-1)!;
  return isHan(last.word) || language === 'english' || language === 'chinese_simplified' ? last : terms[0]!;
}

/**
 * The terms to leave out so that the rest find something: the fewest, and of as many, those
 * found most often, never the head.
 */
async function leaveOut(db: Conn, table: SearchTable, terms: Term[], head: Term, queriesOf: (terms: Term[]) => Promise<Array<string | null>>): Promise<Term[]> {
  const others = terms.filter((t) => t !== head);
  // Which to leave out first matters only when there is a choice.
  const counts = others.length > 1 ? await termCounts(db, table, await queriesOf(others)) : others.map(() => 0);
  const count = new Map(others.map((t, i) => [t, counts[i]!]));
  const weight = (set: Term[]) => set.reduce((sum, t) => sum + count.get(t)!, 0);
  // The sets of others to leave out, fewest first; of as many, the most often found first.
  const subsets: Term[][] = [];
  for (let size = 1; size <= others.length && subsets.length < MAX_TRIES; size += 1) {
    const ofSize: Term[][] = [];
    const pick = (start: number, chosen: Term[]) => {
      if (chosen.length === size) return void ofSize.push(chosen);
      for (let i = start; i < others.length && ofSize.length < MAX_TRIES; i += 1) pick(i + 1, [...chosen, others[i]!]);
    };
    pick(0, []);
    subsets.push(...ofSize.sort((a, b) => weight(b) - weight(a)));
  }
  for (const left of subsets.slice(0, MAX_TRIES)) {
    const rest = terms.filter((t) => !left.includes(t));
    // Each term finds something alone (a word the catalogue lacks was set aside before).
    if (rest.length === 1 || (await anyHasAll(db, table, await queriesOf(rest)))) return left;
  }
  return others;
}

/**
 * A run of Chinese whose words find nothing together, read whole as a typo of a catalogue word
 * ("太阳能版" for "太阳能板"): its words become that one corrected term.
 */
async function mendChinese(db: Conn, table: SearchTable, keyword: string, terms: Term[], queriesOf: (terms: Term[]) => Promise<Array<string | null>>): Promise<Term[]> {
  let mended = terms;
  for (const run of normalise(keyword).match(/[\u3400-\u4dbf\u4e00-\u9fff]{3,}/g) ?? []) {
    const inRun = mended.filter((t) => isHan(t.word) && run.includes(t.word));
    if (inRun.length < 2 || (await anyHasAll(db, table, await queriesOf(inRun)))) continue;
    const [correction] = await correctionsOf(db, table, run);
    if (!correction) continue;
    const at = mended.indexOf(inRun[0]!);
    const rest = mended.filter((t) => !inRun.includes(t));
    mended = [...rest.slice(0, at), { word: run, alternatives: [correction], asTyped: [run], shown: correction, corrected: true }, ...rest.slice(at)];
  }
  return mended;
}

/** Sets of words tried at most when leaving words out. */
const MAX_TRIES = 16;

interface Term {
  /** The word as typed. */
  word: string;
  /** Its alternatives: the word, its parts, its corrections (or Chinese pairs). */
  alternatives: string[];
  /** The alternatives without corrections. */
  asTyped: string[];
  /** What the read-back shows for it. */
  shown: string;
  corrected: boolean;
}

export interface PlanOptions {
  /** The last word is still being typed (suggestions): any word it begins matches. */
  typing?: boolean;
  /** The reader's language: which word names the thing wanted. */
  language?: Language;
}

/** A plan's words read one by one: what each is for, and the terms to look for, each word checked on its own. */
interface Draft {
  keyword: string;
  words: string[];
  numbers: string[];
  terms: Term[];
  setAside: string[];
  qualifiers: string[];
  cheapest: boolean;
  /** None of the words is in the catalogue (nor near a word that is). */
  unknown: boolean;
  queriesOf: (terms: Term[]) => Promise<Array<string | null>>;
  /** Words counted as found without being looked for (`hopeful`): a search that finds nothing does not prove them. */
  assumed: string[];
  /** The qualifiers' queries (`boostsOf`), when built with the words' (null: not yet). */
  boostQueries: Array<string | null> | null;
}

/** What each qualifier ranks by: the word and the words it stands for ("small" with "mini"). */
function boostsOf(qualifiers: string[]): string[][] {
  const intents = searchIntents();
  return qualifiers.map((word) => [word, ...intents.ranksFor(word)]);
}

/**
 * A word a hopeful draft counts as found without looking: one whose query is its own (no parts,
 * no other number). Its term is then that query alone, so a search that finds goods with every
 * term has found the word.
 */
function mayAssume(word: string): boolean {
  return ownForms(word).length === 1;
}

/**
 * The plan's words, each checked on its own in one round trip (whether it finds anything) and,
 * when it does not, read as a typo of a catalogue word or set aside. Whether the words find
 * anything together is `combine`'s question. Null when the keyword has nothing to look for.
 * `hopeful`: words that are their own query are not checked (`mayAssume`), for a search that
 * proves them by finding goods.
 */
async function draftPlan(db: Conn, table: SearchTable, keyword: string, options: PlanOptions, hopeful = false): Promise<Draft | null> {
  const { words, numbers } = queryWords(keyword);
  if (!words.length) return null;
  const intents = searchIntents();
  const typed = options.typing ? words.at(-1)! : null;
  let cheapest = false;
  let setAside: string[] = [];
  const qualifiers: string[] = [];
  let things: string[] = [];
  // What follows "para", "for" says what the goods are for: it ranks ("laptop para estudiantes").
  let purpose = false;
  for (const word of words) {
    if (PURPOSE.has(word) && word !== typed) {
      purpose = true;
      continue;
    }
    const own = intents.roleOf(word);
    const role = word === typed ? 'thing' : purpose && own === 'thing' ? 'qualifier' : own;
    if (role === 'cheap') cheapest = true;
    if (role === 'trade') setAside.push(word);
    if (role === 'qualifier') qualifiers.push(word);
    if (role === 'thing') things.push(word);
  }
  // Nothing but qualifiers ("casa") or shopping words ("wholesale"): those are what to look for.
  if (!things.length) things = qualifiers.length ? qualifiers.splice(0) : words.filter((w) => intents.roleOf(w) !== 'cheap');
  if (!things.length) return null;
  setAside = setAside.filter((word) => !things.includes(word));

  // Every word but the one being typed is checked, with its query built, in one round trip.
  const checked = things.filter((w) => w !== typed);
  const { known, queries: seeded, assumed, boostQueries } = await knownWithQueries(db, table, checked, (word) => hopeful && mayAssume(word), boostsOf(qualifiers));
  let terms: Term[] = [];
  for (const word of things) {
    if (word === typed) {
      const prefix = [isHan(word) ? word : `${word}*`];
      terms.push({ word, alternatives: prefix, asTyped: prefix, shown: word, corrected: false });
      continue;
    }
    const own = ownForms(word);
    const corrections = known.get(word) === false ? await correctionsOf(db, table, word) : [];
    if (!corrections.length && known.get(word) === false && isHan(word) && word.length > 2) {
      // Chinese words the dictionary kept whole ("哥伦比亚咖啡"): the pairs across two words are in
      // no document; look for the pairs that are.
      const pairs = hanPairs(word);
      const knownPairs = await knownWords(db, table, pairs);
      const found = pairs.filter((pair) => knownPairs.get(pair));
      if (found.length) {
        for (const pair of found) terms.push({ word, alternatives: [pair], asTyped: [pair], shown: word, corrected: false });
        continue;
      }
    }
    if (!corrections.length && known.get(word) === false) {
      // A word the catalogue does not have, nor anything near it: it cannot narrow, so it is set aside.
      setAside.push(word);
      continue;
    }
    terms.push({ word, alternatives: [...own, ...corrections], asTyped: own, shown: corrections[0] ?? word, corrected: corrections.length > 0 });
  }
  const unknown = !terms.length;
  if (!terms.length) {
    // None of the words is in the catalogue: look for them as typed, for the help after no result.
    terms = things.map((word) => ({ word, alternatives: [word], asTyped: [word], shown: word, corrected: false }));
    setAside = setAside.filter((word) => !things.includes(word));
  }
  return { keyword, words, numbers, terms, setAside, qualifiers, cheapest, unknown, queriesOf: termQueries(db, seeded), assumed, boostQueries };
}

/** Whether a draft's words may find nothing together, each finding something alone: `combine` can tell. */
function mayNotCombine(draft: Draft, options: PlanOptions): boolean {
  return draft.terms.length > 1 && !options.typing && !draft.unknown;
}

/**
 * The draft with the words that together find nothing mended or left out: a run of Chinese read
 * whole as a typo first, then the fewest words left out, the most common first (the least telling
 * of what is wanted), never the thing itself. The draft as it was when its words find something together.
 * `foundNothing`: a list has just found nothing with all of them, so that is not asked again.
 */
async function combine(db: Conn, table: SearchTable, draft: Draft, options: PlanOptions, foundNothing = false): Promise<Draft> {
  const { queriesOf } = draft;
  if (!mayNotCombine(draft, options) || (!foundNothing && (await anyHasAll(db, table, await queriesOf(draft.terms))))) return draft;
  // Chinese cut into words may have cut a mistyped word ("太阳能版"): read the run whole as a typo first.
  let terms = await mendChinese(db, table, draft.keyword, draft.terms, queriesOf);
  const stillNothing = terms === draft.terms || !(await anyHasAll(db, table, await queriesOf(terms)));
  const setAside = [...draft.setAside];
  if (terms.length > 1 && stillNothing) {
    const left = await leaveOut(db, table, terms, headOf(terms, options.language), queriesOf);
    setAside.push(...left.map((t) => t.word));
    terms = terms.filter((t) => !left.includes(t));
  }
  return { ...draft, terms, setAside };
}

/** The plan of a draft, its queries built; `unchecked` when its words were not checked together. */
async function finish(db: Conn, draft: Draft, unchecked: boolean): Promise<SearchPlan | null> {
  const { terms, words, qualifiers, keyword } = draft;
  const correctedAny = terms.some((t) => t.corrected);
  const exact = correctedAny ? terms.map((t) => t.asTyped) : null;
  // The terms' queries, with the words as typed (after a correction) and the qualifiers': one round
  // trip, none when the qualifiers' were built with the words' and nothing was corrected.
  const { queries, extra } =
    !exact && draft.boostQueries
      ? { queries: await draft.queriesOf(terms), extra: { exact: null, boosts: draft.boostQueries } }
      : await finalQueries(db, draft.queriesOf, terms, exact, boostsOf(qualifiers));
  const all = allOf(queries);
  // Only stop words ("de", "the"): nothing to look for.
  if (!all) return null;
  const shown = new Map(terms.map((t) => [t.word, t.shown]));
  return {
    terms: terms.map((t) => t.alternatives),
    exact,
    numbers: draft.numbers,
    words: terms.map((t) => t.word),
    corrected: correctedAny
      ? readBack(
          keyword,
          words,
          words.map((w) => shown.get(w) ?? w),
        )
      : null,
    setAside: [...new Set([...draft.setAside, ...qualifiers])],
    cheapest: draft.cheapest,
    unknown: draft.unknown,
    query: all,
    anyQuery: anyOf(queries) ?? all,
    exactQuery: extra?.exact ?? null,
    boosts: extra.boosts.filter((b): b is string => Boolean(b)),
    unchecked,
  };
}

/**
 * The plan for a keyword. Words are evidence, not conditions: shopping words say how to list
 * ("barato" sorts by price; "comprar", "wholesale" narrow nothing), qualifiers ("para casa",
 * "small") rank, words the catalogue does not know (and cannot read as a typo) are set aside, and
 * when the remaining words together find nothing, the most common ones are left out one by one.
 * `typing`: the last word is still being typed (suggestions), so any word it begins matches.
 * Null when the keyword has nothing to look for.
 */
export async function planSearch(db: Conn, table: SearchTable, keyword: string, options: PlanOptions = {}): Promise<SearchPlan | null> {
  const draft = await draftPlan(db, table, keyword, options);
  return draft && finish(db, await combine(db, table, draft, options), false);
}

/**
 * The plan's last queries in one statement: the terms' queries not built yet, and when asked, the
 * words as typed (after a correction) and the qualifiers'.
 */
async function finalQueries(
  db: Conn,
  queriesOf: (terms: Term[]) => Promise<Array<string | null>>,
  terms: Term[],
  exact: string[][] | null,
  boosts: string[][],
): Promise<{ queries: Array<string | null>; extra: { exact: string | null; boosts: Array<string | null> } }> {
  if (!exact && !boosts.length) return { queries: await queriesOf(terms), extra: { exact: null, boosts: [] } };
  // The terms' queries again beside the others: building one costs less than a round trip.
  const { rows } = await sql<{ terms: Array<string | null>; exact: string | null; boosts: Array<string | null> }>`${PREPARED_ONE_PLAN}
    select array(select puente_query(jsonb_build_array(x.t))::text from jsonb_array_elements(${JSON.stringify(terms.map((t) => t.alternatives))}::jsonb) with ordinality as x(t, i) order by x.i) as terms,
           ${exact ? sql`puente_query(${JSON.stringify(exact)}::jsonb)::text` : sql`null`} as exact,
           array(select puente_query(jsonb_build_array(b))::text from jsonb_array_elements(${JSON.stringify(boosts)}::jsonb) as b) as boosts`.execute(db);
  const row = rows[0]!;
  return { queries: terms.map((_, i) => row.terms[i] ?? null), extra: { exact: row.exact, boosts: row.boosts } };
}

/**
 * A search run first with its words taken as found (those that are their own query: the goods
 * found prove them), then when that finds nothing, with its words checked one by one but not
 * together, and when that finds nothing, with the words that together find nothing mended or left
 * out (`combine`): a query whose words find something together, as most do, is answered without
 * either check. The plan the reply explains is the one that found the result.
 */
export async function searchWith<T extends { total: number }>(
  db: Conn,
  table: SearchTable,
  keyword: string,
  options: PlanOptions & { wholeList?: boolean },
  run: (plan: SearchPlan) => Promise<T>,
): Promise<{ plan: SearchPlan | null; found: T | null }> {
  // Most searches find goods with every word: each word of the vocabulary is then proved by the
  // goods found, and needs no look of its own. Only when nothing is found are they looked for.
  const hopeful = await draftPlan(db, table, keyword, options, true);
  if (!hopeful) return { plan: null, found: null };
  let draft = hopeful;
  let tried: { plan: SearchPlan | null; found: T | null } | null = null;
  if (hopeful.assumed.length) {
    const plan = await finish(db, hopeful, mayNotCombine(hopeful, options));
    const found = plan && (await run(plan));
    if (found && found.total > 0) return { plan, found };
    tried = { plan, found };
    // Found nothing: the words taken as found are looked for. When each is found, the draft was
    // the one checking every word makes, and what it found is not asked again.
    const known = await knownWords(db, table, hopeful.assumed);
    if (hopeful.assumed.some((word) => !known.get(word))) {
      draft = (await draftPlan(db, table, keyword, options))!;
      tried = null;
    }
  }
  const first = tried ? tried.plan : await finish(db, draft, mayNotCombine(draft, options));
  if (!first) return { plan: null, found: null };
  const found = tried?.found ?? (await run(first));
  if (found.total > 0 || !first.unchecked) return { plan: first, found };
  // A list of the whole catalogue has just found nothing with every word: that is the check. A
  // narrower list asks the catalogue, so that words found together elsewhere stay together (the
  // reply then says where they are).
  const combined = await combine(db, table, draft, options, Boolean(options.wholeList));
  if (combined === draft) return { plan: { ...first, unchecked: false }, found };
  const checked = await finish(db, combined, false);
  return checked ? { plan: checked, found: await run(checked) } : { plan: null, found: null };
}

/** The keyword as typed with its corrected words put in ("65寸电视" → "65电视"). */
function readBack(keyword: string, words: string[], shown: string[]): string {
  let text = normalise(keyword.trim().replace(/\s+/g, ' '));
  words.forEach((word, i) => {
    if (shown[i] && shown[i] !== word) text = text.replace(word, shown[i]!);
  });
  return text;
}

/** The documents to match: the names and what identifies the row, or everything. */
export type SearchScope = 'main' | 'doc';

/** Whether a row (`alias`) has every term of the plan (or any, for help after no result). */
export function matches(plan: Pick<SearchPlan, 'query' | 'anyQuery'>, alias: string, scope: SearchScope, matchAny = false): RawBuilder<boolean> {
  const column = sql.ref(`${alias}.${scope === 'main' ? 'search_main' : 'search_doc'}`);
  return sql<boolean>`${column} @@ ${matchAny ? plan.anyQuery : plan.query}::tsquery`;
}

/** A word as a query of the names as written (weight B): it, or any word it begins. Null when it has no letters or digits. */
function literalQuery(word: string): string | null {
  const plain = word.replace(/\*$/, '');
  return /^[\p{L}\p{N}._-]+$/u.test(plain) ? `'${plain}':*B` : null;
}

/** A size or model number as a query of the names ("12000", "4.5"). */
function figureQuery(figure: string): string | null {
  return /^[\p{L}\p{N}.,-]+$/u.test(figure) ? `'${figure}'` : null;
}

/**
 * How well a row matches, from its names' document (`search_names`: a few hundred bytes kept in
 * the row, where the full documents are read from out of line): names with more of the words
 * first, words as typed before corrections, words as written before stems, the sizes asked for.
 * What the goods are for ("para casa", "small") ranks from the whole document. Callers rank a
 * bounded number of rows: each is read.
 */
export function relevance(plan: SearchPlan, alias: string, name: RawBuilder<string>): RawBuilder<number> {
  const names = sql.ref(`${alias}.search_names`);
  const weights = sql`'{0.05, 0.2, 0.4, 1.0}'::float4[]`;
  const parts: RawBuilder<unknown>[] = [sql`ts_rank(${weights}, ${names}, ${plan.query}::tsquery)`];
  if (plan.exactQuery) parts.push(sql`2 * ts_rank(${weights}, ${names}, ${plan.exactQuery}::tsquery)`);
  for (const word of plan.words) {
    const plain = word.replace(/\*$/, '');
    const literal = literalQuery(plain);
    if (isHan(plain)) parts.push(sql`(strpos(${name}, ${plain}) > 0)::int * 0.3`);
    else if (literal) parts.push(sql`(${names} @@ ${literal}::tsquery)::int * 0.3`);
  }
  for (const figure of plan.numbers) {
    const query = figureQuery(figure);
    if (query) parts.push(sql`(${names} @@ ${query}::tsquery)::int * 1.0`);
  }
  for (const boost of plan.boosts) parts.push(sql`(${sql.ref(`${alias}.search_doc`)} @@ ${boost}::tsquery)::int * 0.6`);
  return sql<number>`(${sql.join(parts, sql` + `)})`;
}

/** The reader's-language text of a localised JSON column, for the literal-word bonus. */
export function localisedName(alias: string, column: string, language: Language): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`${alias}.${column}`)} ->> ${language}, '')`;
}

/** The queries to offer after no result: each keyword without one of its words, or the nearest catalogue words. */
export async function nearbyQueries(db: Conn, table: SearchTable, plan: SearchPlan): Promise<string[]> {
  const words = plan.terms.map((alternatives) => alternatives[alternatives.length > 1 ? 1 : 0]!.replace(/\*$/, ''));
  if (words.length > 1) {
    return words.map((_, i) => words.filter((__, j) => j !== i).join(' '));
  }
  const word = words[0]!;
  if (isHan(word)) return word.length > 2 ? [...word].map((_, i) => [...word].filter((__, j) => j !== i).join('')) : [];
  // The nearest words from the trigram index, then those similar enough: filtering inside the
  // index's order would walk the whole vocabulary when few are.
  const rows = await sql<{ word: string }>`
    select word from (select word, word <-> ${word} as distance from search_words order by word <-> ${word} limit 9) as near
    where word <> ${word} and distance < 0.8 order by distance, word limit 8`.execute(db);
  return rows.rows.map((row) => row.word).filter((w) => normalise(w) !== word);
}
