import { sql, type Kysely } from 'kysely';

/** News, policy documents, pavilions, brokers, requirements, complaints and profile fields. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('business', 'jsonb').execute();

  await db.schema
    .createTable('site_news')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('siteid', 'integer', (c) => c.notNull())
    .addColumn('column_id', 'integer', (c) => c.notNull().references('site_columns.id'))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('site_news_column_idx').on('site_news').columns(['siteid', 'column_id', 'published_at']).execute();
  await sql`create index site_news_search_idx on site_news using gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('policy_documents')
    .addColumn('type', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('content', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('national_pavilions')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('alpha3', 'text', (c) => c.notNull().unique())
    .addColumn('intro', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('brokers')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('bio', 'jsonb', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('languages', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('specialties', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('broker_type', 'text', (c) => c.notNull().defaultTo('individual'))
    .addColumn('deals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('celebrity', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('broker_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('broker_type', 'integer', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('broker_applications_user_idx').on('broker_applications').column('user_id').execute();

  await db.schema
    .createTable('broker_mails')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('broker_id', 'integer', (c) => c.notNull().references('brokers.id'))
    .addColumn('sender_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('requirements')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('product', 'technology')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('translations', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.references('goods_types.id'))
    .addColumn('quantity', 'numeric(18, 3)', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('delivery_date', 'date', (c) => c.notNull())
    .addColumn('delivery_place', 'text', (c) => c.notNull())
    .addColumn('need_type', 'text')
    .addColumn('output_type', 'text')
    .addColumn('budget_minor', 'integer')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('requirements_owner_idx').on('requirements').column('owner_id').execute();
  await sql`create index requirements_open_idx on requirements (created_at desc) where status = 'open'`.execute(db);
  await sql`create index requirements_search_idx on requirements using gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('complaints')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('contact_information', 'text', (c) => c.notNull())
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image_urls', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['complaints', 'requirements', 'broker_mails', 'broker_applications', 'brokers', 'national_pavilions', 'policy_documents', 'site_news']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('business').execute();
  await db.schema.alterTable('users').dropColumn('email').execute();
}
