import { type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_vars')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('siteid', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('translations', 'jsonb')
    .addUniqueConstraint('site_vars_name_unique', ['siteid', 'name'])
    .execute();

  await db.schema
    .createTable('site_columns')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('siteid', 'integer', (c) => c.notNull())
    .addColumn('name', 'jsonb', (c) => c.notNull())
    .addColumn('summary', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('carousel_images')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('siteid', 'integer', (c) => c.notNull())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('subtitle', 'jsonb', (c) => c.notNull())
    .addColumn('image_url', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('goods_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.references('goods_types.id'))
    .addColumn('root', 'integer', (c) => c.notNull())
    .addColumn('title', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('goods_types_parent_idx').on('goods_types').column('parent_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['goods_types', 'carousel_images', 'site_columns', 'site_vars']) {
    await db.schema.dropTable(table).execute();
  }
}
