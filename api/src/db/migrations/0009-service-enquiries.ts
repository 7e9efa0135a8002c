import { sql, type Kysely } from 'kysely';

/**
 * Service enquiries: what a visitor asks the services desk (company registration, inspections,
 * visas, land, parks) or the technology desk (consulting, cooperation) from a service page. A
 * guest's enquiry has no user; the desk answers at its contact, in its language.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_enquiries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.references('users.id'))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('slug', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('company', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('contact', 'text', (c) => c.notNull())
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('received'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('service_enquiries_user_idx').on('service_enquiries').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('service_enquiries_status_idx').on('service_enquiries').columns(['status', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_enquiries').execute();
}
