import fp from 'fastify-plugin';
import { migrateToLatest, openDatabase, type Db, type DatabaseOptions } from '../db/database';
import { seedDemoData } from '../db/seed';
import { forgetCategories } from '../services/categories';
import { forgetRates } from '../services/money';
import { ReadCache } from '../services/read-cache';
import { syncSearch } from '../services/search/documents';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: 'pglite' | 'postgres';
    /** Public reads' replies, kept under the data's version (services/read-cache.ts). */
    readCache: ReadCache;
  }
}

export interface DatabasePluginOptions extends DatabaseOptions {
  seed: boolean;
  /** Where seeded files (quotation PDFs) are written. */
  uploadsDir: string | null;
}

/** Opens the database, brings it to the newest migration, seeds the demo marketplace once, builds the search documents. */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, options) => {
    const handle = await openDatabase(options);
    const applied = await migrateToLatest(handle.db);
    if (applied.length) app.log.info({ applied }, 'migrations applied');
    if (options.seed) await seedDemoData(handle.db, app.log, options.uploadsDir);
    const search = await syncSearch(handle.db);
    if (search.indexed) app.log.info(search, 'search documents built');
    const readCache = await ReadCache.open(handle, app.log);
    // Rates and categories kept by their modules follow the data's version too (another process's write included).
    readCache.onMove(forgetRates);
    readCache.onMove(forgetCategories);
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('readCache', readCache);
    app.addHook('onClose', async () => {
      await readCache.close();
      await handle.close();
    });
  },
  { name: 'database' },
);
