import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('username', 'text', (c) => c.unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull())
    .addColumn('head', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('authority', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('role', 'text', (c) => c.check(sql`role in ('buyer', 'seller')`))
    .addColumn('country_code', 'text')
    .addColumn('company_name', 'text')
    .addColumn('info_complete', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sms_codes_phone_idx').on('sms_codes').columns(['phone', 'type']).execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('percode', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('role_permissions_pk', ['role', 'percode'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['role_permissions', 'rate_limits', 'sms_codes', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
