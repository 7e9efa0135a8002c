import { sql, type Kysely } from 'kysely';

/**
 * The operators' console: an operator role, accounts that can be disabled, the audit log of every
 * operator decision, the reasons and replies people read, and the history of exchange rates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('buyer', 'seller', 'operator'))`.execute(db);
  await db.schema
    .alterTable('users')
    .addColumn('disabled_at', 'timestamptz')
    .addColumn('disabled_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('operator_actions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('operator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_kind', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('before', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('after', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('operator_actions_subject_idx').on('operator_actions').columns(['subject_kind', 'subject_id', 'id']).execute();
  await db.schema.createIndex('operator_actions_recent_idx').on('operator_actions').column('id desc').execute();

  await db.schema
    .alterTable('broker_applications')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'timestamptz')
    .execute();
  await db.schema
    .alterTable('complaints')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('english'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .alterTable('service_enquiries')
    .addColumn('reply', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('exchange_rate_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('per_usd', 'numeric', (c) => c.notNull())
    .addColumn('as_of', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('exchange_rate_history_idx').on('exchange_rate_history').columns(['currency', 'id']).execute();
  // The history starts with the rates in force.
  await sql`insert into exchange_rate_history (currency, per_usd, as_of, source, created_at)
            select currency, per_usd, as_of, source, updated_at from exchange_rates`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('exchange_rate_history').execute();
  await db.schema.alterTable('service_enquiries').dropColumn('reply').execute();
  await db.schema.alterTable('complaints').dropColumn('status').dropColumn('reply').dropColumn('language').dropColumn('updated_at').execute();
  await db.schema.alterTable('broker_applications').dropColumn('reason').dropColumn('decided_at').execute();
  await db.schema.dropTable('operator_actions').execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').dropColumn('disabled_reason').execute();
  await sql`alter table users drop constraint if exists users_role_check`.execute(db);
  await sql`alter table users add constraint users_role_check check (role in ('buyer', 'seller'))`.execute(db);
}
