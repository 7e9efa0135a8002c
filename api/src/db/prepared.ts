import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type pg from 'pg';

/*
 * Statements run often with new values each time (a search's page) are prepared once per
 * connection on a PostgreSQL server: later runs skip parsing, and once the server finds a plan
 * that serves every value, planning too. A statement asks for it by starting with `PREPARED`.
 * PGlite runs in-process, where there is nothing to save: it ignores the mark.
 */

/** How a statement's text begins when it is to be prepared. */
export const MARK = '/* prepared */ ';

/** Put first in a statement's text to have it prepared on each connection that runs it. */
export const PREPARED = sql.raw(MARK);

/** Prepared statements kept on one connection at most; past them, statements run unprepared. */
const MAX_PER_CONNECTION = 200;

type Query = (...args: unknown[]) => unknown;

/**
 * Runs a connection's marked statements as named (prepared) ones. The name is the text's digest,
 * so the same text is the same statement on any connection, and a different text never reuses one.
 */
export function prepareMarked(client: pg.PoolClient): void {
  const names = new Set<string>();
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (text: unknown, ...rest: unknown[]) => {
    if (typeof text !== 'string' || !text.startsWith(MARK)) return query(text, ...rest);
    const name = `p${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    if (!names.has(name) && names.size >= MAX_PER_CONNECTION) return query(text, ...rest);
    names.add(name);
    const [values, callback] = typeof rest[0] === 'function' ? [undefined, rest[0]] : rest;
    return callback ? query({ name, text, values }, callback) : query({ name, text, values });
  };
}
