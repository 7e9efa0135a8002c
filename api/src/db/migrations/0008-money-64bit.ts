import { sql, type Kysely } from 'kysely';

/**
 * Money in 64-bit minor units, and quantities wide enough for the largest the contract allows:
 * 100,000,000 pieces at 100 USD is 10^12 cents, past a 32-bit column. The API reads int8 as a
 * JavaScript number; the contract's bounds keep every value within its safe integers.
 */
const COLUMNS: Array<[table: string, column: string]> = [
  ['goods', 'price_minor'],
  ['goods', 'price_usd_minor'],
  ['goods', 'stock'],
  ['goods', 'sales'],
  ['requirements', 'budget_minor'],
  ['cart_items', 'quantity'],
  ['orders', 'goods_minor'],
  ['orders', 'freight_minor'],
  ['orders', 'insurance_minor'],
  ['orders', 'deposit_minor'],
  ['orders', 'balance_minor'],
  ['order_items', 'quantity'],
  ['order_items', 'price_minor'],
  ['payments', 'amount_minor'],
  ['ledger_entries', 'amount_minor'],
  ['withdrawals', 'amount_minor'],
  ['quotations', 'target_minor'],
  ['quotations', 'quoted_minor'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type bigint`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of COLUMNS) {
    await sql`alter table ${sql.table(table)} alter column ${sql.ref(column)} type integer`.execute(db);
  }
}
