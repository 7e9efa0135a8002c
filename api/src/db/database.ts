import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { MIGRATIONS } from './migrations';
import { pgliteDialect } from './pglite-dialect';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (from any process on the same database);
   * `onLost` when the listening connection drops. Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server's URL; when absent, PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; 'memory' keeps nothing (tests). */
  dataDir: string;
}

/** bigint (int8): money in minor units and counts. Read as numbers: the contract bounds keep them safe integers. */
const INT8_OID = 20;

function typeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, types: { getTypeParser: typeParser } as never });
    // A connection the server drops while idle (a restart, a failover) is replaced, not fatal.
    pool.on('error', (error) => console.error('[puente] idle database connection lost:', error.message));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listen: DatabaseHandle['listen'] = async (channel, onPayload, onLost) => {
      // LISTEN holds its connection: a client of its own, outside the pool.
      const client = new pg.Client({ connectionString: options.databaseUrl });
      client.on('notification', (note) => note.channel === channel && onPayload(note.payload ?? ''));
      client.on('error', (error) => onLost?.(error));
      await client.connect();
      await client.query(`listen ${channel}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    };
    return { db, kind: 'postgres', listen, close: () => db.destroy() };
  }
  let pglite: PGlite;
  const settings = { extensions: { pg_trgm, unaccent }, parsers: { [INT8_OID]: (value: string) => Number(value) } };
  if (options.dataDir === 'memory') {
    pglite = new PGlite(settings);
  } else {
    fs.mkdirSync(options.dataDir, { recursive: true });
    pglite = new PGlite(options.dataDir, settings);
  }
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: pgliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const stop = await pglite.listen(channel, onPayload);
      return async () => stop();
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** Brings the schema up to the newest committed migration. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
