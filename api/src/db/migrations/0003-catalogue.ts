import { sql, type Kysely } from 'kysely';

/** Goods, brands, factory inspections, attributes, exchange rates and uploads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Keyword search over four languages: trigram indexes serve ILIKE '%word%' without a scan.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('exchange_rates')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('per_usd', 'numeric(18, 6)', (c) => c.notNull().check(sql`per_usd > 0`))
    .addColumn('as_of', 'date', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('file_name', 'text', (c) => c.notNull().unique())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('original_language', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) =>
      c
        .notNull()
        .defaultTo('china')
        .check(sql`type in ('china', 'industry')`),
    )
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo('CN'))
    .addColumn('audit_status', 'text', (c) => c.notNull().defaultTo('0000'))
    .addColumn('audit_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('putaway', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('brands_owner_idx').on('brands').column('owner_id').execute();

  await db.schema
    .createTable('factory_inspections')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id'))
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('original_language', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('inspected_at', 'date', (c) => c.notNull())
    .addColumn('inspector', 'text', (c) => c.notNull())
    .addColumn('report_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('factory_inspections_brand_idx').on('factory_inspections').column('brand_id').execute();

  await db.schema
    .createTable('attributes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('values', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('goods')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('seller_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('brand_id', 'integer', (c) => c.references('brands.id'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('goods_types.id'))
    .addColumn('root', 'integer', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('description', 'jsonb', (c) => c.notNull())
    .addColumn('original_language', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_minor', 'integer', (c) => c.notNull().check(sql`price_minor > 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    // The price in US cents at the stored rates, for sorting across currencies.
    .addColumn('price_usd_minor', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('min_order', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('images', 'jsonb', (c) => c.notNull())
    .addColumn('attributes', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('trade_terms', 'jsonb', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull().defaultTo('CN'))
    .addColumn('audit_status', 'text', (c) => c.notNull().defaultTo('0000'))
    .addColumn('audit_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('putaway', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('goods_seller_idx').on('goods').column('seller_id').execute();
  await db.schema.createIndex('goods_category_idx').on('goods').column('category_id').execute();
  await sql`create index goods_visible_idx on goods (root, created_at desc) where audit_status = '1000' and putaway and deleted_at is null`.execute(db);
  await sql`create index goods_country_idx on goods (country_code) where audit_status = '1000' and putaway and deleted_at is null`.execute(db);
  await sql`create index goods_search_idx on goods using gin (search_text gin_trgm_ops)`.execute(db);
  await sql`create index brands_search_idx on brands using gin (search_text gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['goods', 'attributes', 'factory_inspections', 'brands', 'uploads', 'exchange_rates']) {
    await db.schema.dropTable(table).execute();
  }
}
