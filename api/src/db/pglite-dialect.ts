import type { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';

/**
 * Kysely on PGlite. PGlite is one connection, so the pool hands it out to one borrower at a
 * time: a transaction holds it until COMMIT, and every other request waits rather than running
 * inside someone else's transaction.
 */
export function pgliteDialect(pglite: PGlite): PostgresDialect {
  let queue: Promise<void> = Promise.resolve();

  const client = {
    async query(sqlText: string, parameters: readonly unknown[]) {
      const result = await pglite.query<Record<string, unknown>>(sqlText, parameters as unknown[]);
      const command = (/^\s*(\w+)/.exec(sqlText)?.[1] ?? 'SELECT').toUpperCase();
      return { command, rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
    },
    release() {},
  };

  const pool = {
    async connect() {
      let release!: () => void;
      const turn = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = queue;
      queue = previous.then(() => turn);
      await previous;
      return { ...client, release };
    },
    async end() {
      await queue;
    },
  };

  return new PostgresDialect({ pool: pool as never });
}
