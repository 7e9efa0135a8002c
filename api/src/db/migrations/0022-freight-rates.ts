import { sql, type Kysely } from 'kysely';

/**
 * The freight table operators keep: what haulage to a Chinese port, export clearance there and the
 * ocean to a destination port cost, per container, per m³ shipped LCL or per shipment, in US cents,
 * each figure with its source and the day it was published. Insert-only: a new figure is a new
 * row, so the rows are the history, and the current figure of a line is its latest row.
 *
 * The legs and units are checked here; the ports only for their form (UN/LOCODE), because the
 * contract's lists of ports grow (ports.ts) and a released migration is never edited. The API
 * checks the lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('freight_rates')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('leg', 'text', (c) => c.notNull().check(sql`leg in ('haulage', 'clearance', 'ocean')`))
    .addColumn('origin_port', 'text', (c) => c.notNull().check(sql`origin_port ~ '^CN[A-Z]{3}$'`))
    .addColumn('destination_port', 'text', (c) => c.check(sql`destination_port ~ '^[A-Z]{2}[A-Z0-9]{3}$'`))
    .addColumn('unit', 'text', (c) => c.notNull().check(sql`unit in ('20ft', '40ft', '40hq', 'lcl_m3', 'shipment')`))
    .addColumn('amount_usd_minor', 'bigint', (c) => c.notNull().check(sql`amount_usd_minor > 0`))
    .addColumn('source_title', 'text', (c) => c.notNull().check(sql`length(btrim(source_title)) between 1 and 200`))
    .addColumn('source_url', 'text', (c) => c.notNull().check(sql`source_url ~* '^https?://[^[:space:]]+$'`))
    .addColumn('as_of', 'date', (c) => c.notNull())
    .addColumn('set_by', 'integer', (c) => c.references('users.id'))
    .addColumn('set_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // The ocean leg goes to a destination port; haulage and clearance happen at the Chinese port.
    .addCheckConstraint('freight_rates_leg_destination_check', sql`(leg = 'ocean') = (destination_port is not null)`)
    // Clearance is charged per shipment; haulage and the ocean per container or per m³.
    .addCheckConstraint('freight_rates_leg_unit_check', sql`(leg = 'clearance') = (unit = 'shipment')`)
    .execute();
  // The current figure of a line is its latest row: one index walk per line.
  await sql`create index freight_rates_latest_idx on freight_rates (leg, origin_port, destination_port, unit, set_at desc, id desc)`.execute(db);
  await sql`
    create function puente_freight_rates_insert_only() returns trigger language plpgsql as $$
    begin
      raise exception 'freight_rates keeps every figure: add a row instead of changing one';
    end $$`.execute(db);
  await sql`create trigger freight_rates_insert_only before update or delete on freight_rates for each row execute function puente_freight_rates_insert_only()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('freight_rates').execute();
  await sql`drop function puente_freight_rates_insert_only()`.execute(db);
}
