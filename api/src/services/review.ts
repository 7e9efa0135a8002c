import { sql } from 'kysely';
import { AUDIT_STATUS, CURRENCIES, isCurrency } from '@puente/shared/contract';
import type { Db } from '../db/database';
import { forgetRates } from './money';
import { announceChange } from './read-cache';
import { pickText } from './localised';

export type ReviewKind = 'goods' | 'brands';
export type Decision = 'pass' | 'reject' | 'cancel';

const STATUS: Record<Decision, string> = { pass: AUDIT_STATUS.passed, reject: AUDIT_STATUS.rejected, cancel: AUDIT_STATUS.cancelled };

export interface PendingItem {
  id: number;
  name: string;
  owner: string;
  updatedAt: string;
}

/** What waits for review, oldest first. */
export async function listPending(db: Db, kind: ReviewKind): Promise<PendingItem[]> {
  const owner = sql.ref(kind === 'goods' ? 't.seller_id' : 't.owner_id');
  const { rows } = await sql<{ id: number; name: Record<string, string>; original: string; nickname: string; company: string | null; updated: string }>`
    select t.id, t.name, t.original_language as original, u.nickname, u.company_name as company, t.updated_at::text as updated
    from ${sql.table(kind)} t join users u on u.id = ${owner}
    where t.audit_status = ${AUDIT_STATUS.underReview} and t.deleted_at is null
    order by t.updated_at`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    name: pickText(row.name, 'english', row.original),
    owner: row.company ? `${row.nickname} (${row.company})` : row.nickname,
    updatedAt: row.updated,
  }));
}

/**
 * Records an operator's decision. A rejection needs a reason the seller will read; passing an
 * item puts it on the shelf, since the seller asked for it to be published.
 */
export async function decide(db: Db, kind: ReviewKind, id: number, decision: Decision, reason = ''): Promise<void> {
  if (decision === 'reject' && !reason.trim()) throw new Error('A rejection needs a reason (--reason "…") that the seller will read.');
  const result = await db
    .updateTable(kind)
    .set({ audit_status: STATUS[decision], audit_reason: decision === 'pass' ? '' : reason.trim(), putaway: decision === 'pass', updated_at: new Date() } as never)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new Error(`No ${kind} with id ${id}.`);
  await announceChange(db);
}

/** Sets one exchange rate and re-prices every item for sorting, in one transaction. */
export async function setRate(db: Db, currency: string, perUsd: number, asOf: string, source: string): Promise<void> {
  if (!isCurrency(currency)) throw new Error(`Unknown currency ${currency}: one of ${CURRENCIES.join(', ')}.`);
  if (currency === 'USD' && perUsd !== 1) throw new Error('USD is the base currency: its rate is 1.');
  if (!(perUsd > 0)) throw new Error('A rate is a positive number of units per US dollar.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf)) throw new Error('The date is YYYY-MM-DD.');
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('exchange_rates')
      .values({ currency, per_usd: perUsd, as_of: asOf, source, updated_at: new Date() })
      .onConflict((oc) => oc.column('currency').doUpdateSet({ per_usd: perUsd, as_of: asOf, source, updated_at: new Date() }))
      .execute();
    await trx
      .updateTable('goods')
      .set({ price_usd_minor: sql`round(price_minor / ${perUsd}::numeric)` })
      .where('currency', '=', currency)
      .execute();
  });
  forgetRates();
  await announceChange(db);
}
