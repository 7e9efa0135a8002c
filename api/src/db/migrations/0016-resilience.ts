import { sql, type Kysely } from 'kysely';

/**
 * Writes that are safe to race and to retry: order numbers drawn from a sequence (unique by
 * construction, whatever the day's volume), and the replies to calls made with an
 * Idempotency-Key, kept per user so that a retried key answers the first reply again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence if not exists order_no_seq as bigint start 1`.execute(db);
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('call', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('reply', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('idempotency_keys_user_key', ['user_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
  await sql`drop sequence if exists order_no_seq`.execute(db);
}
