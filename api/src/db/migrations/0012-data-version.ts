import { sql, type Kysely } from 'kysely';

/**
 * The data's version: one counter every write that changes what readers see moves on. Each API
 * process keeps its cached replies under the version it knows and drops them when it moves
 * (`services/read-cache.ts`); on PostgreSQL a NOTIFY on `puente_data` tells every process at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`insert into data_version (id, version) values (1, 1)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_version').execute();
}
