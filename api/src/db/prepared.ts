import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

/*
 * Statements run often with new values each time (a search's page) are prepared once per
 * connection on a PostgreSQL server: later runs skip parsing, and once the server finds a plan
 * that serves every value, planning too. A statement asks for it by starting with `PREPARED`.
 * One whose plan is the same for any value (the search's: every match is read from the text
 * index, whatever the words) starts with `PREPARED_ONE_PLAN`: it is planned once per connection,
 * where the server would otherwise plan it afresh for each run's values, a millisecond each.
 * PGlite runs in-process, where there is nothing to save: it ignores the marks.
 */

/** How a statement's text begins when it is to be prepared. */
export const MARK = '/* prepared */ ';

/** How a statement's text begins when it is to be prepared with one plan for every value. */
export const ONE_PLAN_MARK = '/* prepared, one plan */ ';

/** Put first in a statement's text to have it prepared on each connection that runs it. */
export const PREPARED = sql.raw(MARK);

/** Put first in a statement's text to have it prepared, and planned once, on each connection that runs it. */
export const PREPARED_ONE_PLAN = sql.raw(ONE_PLAN_MARK);

/** Prepared statements kept on one connection at most; past them, statements run unprepared. */
const MAX_PER_CONNECTION = 200;

type Query = (...args: unknown[]) => unknown;

/**
 * Runs a connection's marked statements as named (prepared) ones. The name is the text's digest,
 * so the same text is the same statement on any connection, and a different text never reuses one.
 * Before a statement marked for one plan the connection is told to keep a prepared statement's
 * first plan (`plan_cache_mode`), and before any other statement to choose again: a setting sent
 * only when it changes, queued ahead of the statement on the same connection. The plan chosen
 * changes how fast a statement runs, never what it answers.
 */
export function prepareMarked(client: pg.PoolClient): void {
  const names = new Set<string>();
  const query = client.query.bind(client) as Query;
  let onePlan = false;
  const planning = (wanted: boolean) => {
    if (wanted === onePlan) return;
    onePlan = wanted;
    const setting = query(wanted ? 'set plan_cache_mode = force_generic_plan' : 'reset plan_cache_mode') as Promise<unknown>;
    // A setting refused (a transaction already failed) is the statement's to report, not this.
    setting.catch(() => undefined);
  };
  (client as unknown as { query: Query }).query = (text: unknown, ...rest: unknown[]) => {
    const once = typeof text === 'string' && text.startsWith(ONE_PLAN_MARK);
    if (typeof text !== 'string' || !(once || text.startsWith(MARK))) {
      planning(false);
      return query(text, ...rest);
    }
    const name = `p${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    const prepare = names.has(name) || names.size < MAX_PER_CONNECTION;
    planning(once && prepare);
    if (!prepare) return query(text, ...rest);
    names.add(name);
    const [values, callback] = typeof rest[0] === 'function' ? [undefined, rest[0]] : rest;
    return callback ? query({ name, text, values }, callback) : query({ name, text, values });
  };
}
