import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { migrateToLatest, openDatabase, type Db, type DatabaseOptions } from '../db/database';
import { loadSitePages } from '../db/site-pages';
import { forgetCategories } from '../services/categories';
import { isDatabaseUnavailable } from '../services/database-errors';
import { databaseStore, diskStore, type FileStore } from '../services/file-store';
import { forgetRates } from '../services/money';
import { forgetOldKeys } from '../services/idempotency';
import { ReadCache } from '../services/read-cache';
import { syncSearch } from '../services/search/documents';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    /** Public reads' replies, kept under the data's version (services/read-cache.ts). */
    readCache: ReadCache;
    /** Uploaded files' bytes (services/file-store.ts). */
    files: FileStore;
  }
}

export interface DatabasePluginOptions extends DatabaseOptions {
  seed: boolean;
  /** The uploads folder, for the disk store. */
  uploadsDir: string;
  /** Where uploaded files' bytes live: the uploads folder (default) or PostgreSQL (services/file-store.ts). */
  uploads: 'disk' | 'database';
  /** Keep public reads' replies (PUENTE_READ_CACHE=0 turns it off, to measure or rule it out). */
  keepReplies?: boolean;
  /** A server starting while its PostgreSQL server is away waits for it instead of ending. */
  waitForDatabase?: boolean;
}

/** Waits between tries to reach a database that is away at start: doubling, a second apart at most (it answers within a second of coming back). */
const START_RETRY_MS = [250, 500, 1000];

/** Runs `work`, trying again while the database is unreachable when `wait` (a server starting during a restart or failover). */
async function untilReachable<T>(work: () => Promise<T>, wait: boolean, log: { warn: (o: object, m: string) => void }): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!wait || !isDatabaseUnavailable(error)) throw error;
      const delay = START_RETRY_MS[Math.min(attempt, START_RETRY_MS.length - 1)]!;
      log.warn({ err: (error as Error).message, retryInMs: delay }, 'database unreachable at start; waiting for it');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Search documents rebuilt at start past which the tables are vacuumed before serving. */
const VACUUM_AFTER = 1000;

/** Opens the database, brings it to the newest migration, loads the site pages, seeds the demo marketplace once, builds the search documents. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = await openDatabase({ ...options, warn: (message) => app.log.warn(message) });
    const applied = await untilReachable(() => migrateToLatest(handle.db), options.waitForDatabase ?? false, app.log);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    const filesFor = (db: Db) => (options.uploads === 'database' ? databaseStore(db) : diskStore(options.uploadsDir));
    // Service and technology pages are the site's content, not demo data: they follow their content
    // files (api/content/site-pages/) at every start, seeded or not.
    const pages = await loadSitePages(handle.db);
    app.log.info({ pages }, 'site pages loaded');
    if (options.seed) {
      // The demo marketplace (api/seed/) is loaded only by a server that seeds: the others never read its data.
      const { seedDemoData } = await import('../../seed');
      await seedDemoData(handle.db, app.log, filesFor);
    }
    const search = await syncSearch(handle.db);
    if (search.indexed) app.log.info(search, 'search documents built');
    // Many rows rewritten at once leave dead rows and a long pending list in the text indexes, which
    // make the planner read whole tables until autovacuum passes: tidy them now.
    if (search.indexed >= VACUUM_AFTER) await sql`vacuum (analyze) goods, goods_shelf, requirements, site_news, search_words`.execute(handle.db);
    const readCache = await untilReachable(() => ReadCache.open(handle, app.log, options.keepReplies ?? true), options.waitForDatabase ?? false, app.log);
    // Rates and categories kept by their modules follow the data's version too (another process's write included).
    readCache.onMove(forgetRates);
    readCache.onMove(forgetCategories);
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    if (handle.pool) app.decorate('dbPool', handle.pool);
    app.decorate('readCache', readCache);
    app.decorate('files', filesFor(handle.db));
    // Replies kept for idempotency keys are for retries: a day's worth, dropped hourly (not at start:
    // a process that starts often would delete as often).
    const forget = () => forgetOldKeys(handle.db).catch((error: Error) => app.log.warn({ err: error.message }, 'old idempotency keys not dropped'));
    const forgetting = setInterval(forget, 3_600_000);
    forgetting.unref();
    app.addHook('onClose', async () => {
      clearInterval(forgetting);
      await readCache.close();
      await handle.close();
    });
  },
  { name: 'database' },
);
