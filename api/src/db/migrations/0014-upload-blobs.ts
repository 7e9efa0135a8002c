import type { Kysely } from 'kysely';

/** Uploaded files' bytes, for API processes that share no disk (PUENTE_UPLOADS=database). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('upload_blobs')
    .addColumn('file_name', 'text', (c) => c.primaryKey())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('upload_blobs').execute();
}
