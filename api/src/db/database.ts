import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import { MIGRATIONS } from './migrations';
import { pgliteDialect } from './pglite-dialect';
import { prepareMarked } from './prepared';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (from any process on the same database);
   * `onLost` when the listening connection drops, and `onRestored` once it listens again (it is
   * opened again by itself, a second apart at most). Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: (error: Error) => void, onRestored?: () => Promise<void> | void): Promise<() => Promise<void>>;
  /** The connection pool's use (PostgreSQL): for the metrics. */
  pool?: () => { total: number; idle: number; waiting: number; max: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server's URL; when absent, PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; 'memory' keeps nothing (tests). */
  dataDir: string;
  /** Where connections lost are told (the server's log); nowhere when absent. */
  warn?: (message: string) => void;
}

/** bigint (int8): money in minor units and counts. Read as numbers: the contract bounds keep them safe integers. */
const INT8_OID = 20;
/** Connections per process to a PostgreSQL server. */
const POOL_SIZE = 10;

function typeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

/** Waits before trying a lost listening connection again: quick at first, never more than a second apart. */
const LISTEN_RETRY_MS = [50, 100, 200, 400, 800, 1000];

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const databaseUrl = options.databaseUrl;
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: POOL_SIZE,
      // While the server is away a request fails in seconds, not when the client gives up.
      connectionTimeoutMillis: 5000,
      types: { getTypeParser: typeParser } as never,
    });
    // A connection the server drops while idle (a restart, a failover) is replaced, not fatal.
    const warn = options.warn ?? (() => undefined);
    pool.on('error', (error) => warn(`idle database connection lost: ${error.message}`));
    // A connection dropped while a request holds it fails that request's query; without a listener
    // of its own, the client's 'error' event would end the process. The pool discards it on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => warn(`database connection lost in use: ${error.message}`));
      prepareMarked(client);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const listen: DatabaseHandle['listen'] = async (channel, onPayload, onLost, onRestored) => {
      let stopped = false;
      let client: pg.Client | null = null;
      let attempt = 0;
      let retry: NodeJS.Timeout | null = null;
      // LISTEN holds its connection: a client of its own, outside the pool, opened again whenever it drops.
      const connect = async () => {
        // Keepalive: a connection that vanishes without a word (a network partition) is noticed too.
        const next = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
        let lost = false;
        const drop = (error: Error) => {
          if (lost || stopped) return;
          lost = true;
          if (client === next) client = null;
          void next.end().catch(() => undefined);
          onLost?.(error);
          schedule();
        };
        next.on('notification', (note) => note.channel === channel && onPayload(note.payload ?? ''));
        next.on('error', drop);
        next.on('end', () => drop(new Error('listening connection ended')));
        await next.connect();
        await next.query(`listen ${channel}`);
        if (stopped) return void next.end().catch(() => undefined);
        client = next;
        return next;
      };
      const schedule = () => {
        if (stopped || retry) return;
        const wait = LISTEN_RETRY_MS[Math.min(attempt, LISTEN_RETRY_MS.length - 1)]!;
        attempt += 1;
        retry = setTimeout(() => {
          retry = null;
          connect()
            .then(async (next) => {
              if (!next) return;
              attempt = 0;
              await onRestored?.();
            })
            .catch(() => schedule());
        }, wait);
        retry.unref();
      };
      await connect();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    };
    return { db, kind: 'postgres', listen, pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_SIZE }), close: () => db.destroy() };
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
  // The migrator's error as it came (a driver's error keeps its code: the server may only be away).
  if (error) throw typeof error === 'object' && error !== null ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
