import { sql, type Kysely } from 'kysely';

/**
 * The shelf: the goods on sale, narrow, for a buyer's list to read its matches from.
 *
 * A list of a common word ("bananas", about one goods in twenty of a 100,000-goods catalogue)
 * reads every match's order columns (sales, price, date, weight) to sort them and count them. In
 * the goods table each match is a page of its own (a row holds names in four languages, pictures,
 * attributes and three search documents, and every goods is written twice: bare, then with its
 * documents), so the list read some 4,500 pages. Here a row is its filters, its order columns and
 * its names' words without their positions (matching needs none; ranking reads the goods' own
 * `search_names`): about a twelfth of the goods' size, twelve rows to a page.
 *
 * The goods table keeps it: a trigger writes a goods' row when it goes on sale or changes while
 * on sale, and takes it off when it leaves sale (taken off the shelf, refused, deleted).
 */
const COLUMNS = ['seller_id', 'root', 'category_id', 'brand_id', 'country_code', 'sales', 'price_usd_minor', 'created_at', 'weight'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('goods_shelf')
    .addColumn('id', 'integer', (c) => c.primaryKey().references('goods.id').onDelete('cascade'))
    .addColumn('seller_id', 'integer', (c) => c.notNull())
    .addColumn('root', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('brand_id', 'integer')
    .addColumn('country_code', 'text', (c) => c.notNull())
    .addColumn('sales', 'bigint', (c) => c.notNull())
    .addColumn('price_usd_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('search_main', sql`tsvector`)
    .execute();
  const list = sql.raw(COLUMNS.join(', '));
  const fromNew = sql.raw(COLUMNS.map((c) => `new.${c}`).join(', '));
  const changed = sql.raw(COLUMNS.map((c) => `${c} = excluded.${c}`).join(', '));
  await sql`
    create function puente_goods_shelf() returns trigger language plpgsql as $$
    begin
      if new.deleted_at is null and new.audit_status = '1000' and new.putaway then
        insert into goods_shelf (id, ${list}, search_main) values (new.id, ${fromNew}, strip(new.search_main))
        on conflict (id) do update set ${changed}, search_main = excluded.search_main
        where (goods_shelf.*) is distinct from (excluded.*);
      elsif tg_op = 'UPDATE' then
        delete from goods_shelf where id = new.id;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger goods_shelf after insert or update on goods for each row execute function puente_goods_shelf()`.execute(db);
  await sql`
    insert into goods_shelf (id, ${list}, search_main)
    select id, ${list}, strip(search_main) from goods where deleted_at is null and audit_status = '1000' and putaway`.execute(db);
  await sql`create index goods_shelf_search_main_idx on goods_shelf using gin (search_main)`.execute(db);
  // Its statistics now, not at autovacuum's next pass: until then the planner would guess its size.
  await sql`analyze goods_shelf`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger goods_shelf on goods`.execute(db);
  await sql`drop function puente_goods_shelf()`.execute(db);
  await db.schema.dropTable('goods_shelf').execute();
}
