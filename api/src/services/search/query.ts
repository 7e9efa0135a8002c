import type { Language } from '@puente/shared/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { editDistance, hanPairs, isHan, mayBeMistyped, normalise, queryWords, spaced, typoAllowance } from './text';

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
  /** The terms as the database's query (tsquery text), built once: every term; any term; the terms as typed. */
  query: string;
  anyQuery: string;
  exactQuery: string | null;
}

/**
 * Whether each word finds anything in the table (a stop word counts as found: it is never looked
 * for). Each word's query is built once, not once for every row the check reads.
 */
async function knownWords(db: Conn, table: SearchTable, words: string[]): Promise<Map<string, boolean>> {
  if (!words.length) return new Map();
  const rows = await sql<{ word: string; known: boolean }>`
    with asked as materialized (select w, puente_word_query(w) as q from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) as w)
    select w as word, q is null or exists (select 1 from ${sql.table(table)} as t where t.search_doc @@ q) as known from asked`.execute(db);
  return new Map(rows.rows.map((row) => [row.word, row.known]));
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

/**
 * The plan for a keyword: its words, with corrections for those the table has never seen.
 * `typing`: the last word is still being typed (suggestions), so any word it begins matches.
 * Null when the keyword has nothing to look for.
 */
export async function planSearch(db: Conn, table: SearchTable, keyword: string, options: { typing?: boolean } = {}): Promise<SearchPlan | null> {
  const { words, numbers } = queryWords(keyword);
  if (!words.length) return null;
  const typed = options.typing ? words.at(-1)! : null;
  const known = await knownWords(
    db,
    table,
    words.filter((w) => w !== typed),
  );
  const alternatives: string[][] = [];
  const asTyped: string[][] = [];
  const shown: string[] = [];
  let correctedAny = false;
  for (const word of words) {
    if (word === typed) {
      const prefix = [isHan(word) ? word : `${word}*`];
      alternatives.push(prefix);
      asTyped.push(prefix);
      shown.push(word);
      continue;
    }
    const parts = spaced(word);
    const own = [word, ...(parts ? [parts] : [])];
    const corrections = known.get(word) === false ? await correctionsOf(db, table, word) : [];
    if (!corrections.length && known.get(word) === false && isHan(word) && word.length > 2) {
      // Chinese typed without spaces ("哥伦比亚咖啡"): the pairs across two words are in no
      // document; look for the pairs that are.
      const pairs = hanPairs(word);
      const knownPairs = await knownWords(db, table, pairs);
      const found = pairs.filter((pair) => knownPairs.get(pair));
      if (found.length) {
        for (const pair of found) {
          alternatives.push([pair]);
          asTyped.push([pair]);
        }
        shown.push(word);
        continue;
      }
    }
    if (corrections.length) correctedAny = true;
    alternatives.push([...own, ...corrections]);
    asTyped.push(own);
    shown.push(corrections[0] ?? word);
  }
  // The queries are built once here, so that no row pays for building them again.
  const exact = correctedAny ? asTyped : null;
  const built = await sql<{ all: string | null; any: string | null; exact: string | null }>`
    select puente_query(${JSON.stringify(alternatives)}::jsonb)::text as all,
           puente_query(${JSON.stringify(alternatives)}::jsonb, true)::text as any,
           ${exact ? sql`puente_query(${JSON.stringify(exact)}::jsonb)::text` : sql`null`} as exact`.execute(db);
  const row = built.rows[0];
  // Only stop words ("de", "the"): nothing to look for.
  if (!row?.all) return null;
  return {
    terms: alternatives,
    exact,
    numbers,
    words,
    corrected: correctedAny ? readBack(keyword, words, shown) : null,
    query: row.all,
    anyQuery: row.any ?? row.all,
    exactQuery: row.exact,
  };
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

/**
 * How well a row matches: names before categories and descriptions (the documents' weights),
 * words as typed before corrections, the reader's language and literal words before stems, and
 * the sizes asked for first.
 */
export function relevance(plan: SearchPlan, alias: string, name: RawBuilder<string>): RawBuilder<number> {
  const doc = sql.ref(`${alias}.search_doc`);
  const weights = sql`'{0.05, 0.2, 0.4, 1.0}'::float4[]`;
  const parts: RawBuilder<unknown>[] = [sql`ts_rank(${weights}, ${doc}, ${plan.query}::tsquery)`];
  if (plan.exactQuery) parts.push(sql`2 * ts_rank(${weights}, ${doc}, ${plan.exactQuery}::tsquery)`);
  for (const word of plan.words) {
    const plain = word.replace(/\*$/, '');
    parts.push(isHan(plain) ? sql`(strpos(${name}, ${plain}) > 0)::int * 0.3` : sql`(puente_norm(${name}) ~ ${`\\m${plain}`})::int * 0.3`);
  }
  for (const figure of plan.numbers) parts.push(sql`(${doc} @@ plainto_tsquery('simple', ${figure}))::int * 1.0`);
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
  const rows = await sql<{ word: string }>`
    select word from search_words where word <> ${word} and similarity(word, ${word}) > 0.2 order by word <-> ${word} limit 8`.execute(db);
  return rows.rows.map((row) => row.word).filter((w) => normalise(w) !== word);
}
