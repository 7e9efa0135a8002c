import { calls, isCurrency, type Currency, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import { pickText } from './localised';

/** The reference a complaint's sender quotes, like an enquiry's. */
export const complaintReference = (id: number) => `CPL-${String(id).padStart(6, '0')}`;

export interface AuditSubject {
  /** The goods' or brand's name in the reader's language, the person's nickname, the order number, the letter's reference, the currency. */
  name: string;
  /** An order's currency: the line's amounts in minor units are in it. */
  currency?: Currency;
}

/**
 * What audit lines concern, keyed `kind:id`, so a line reads "Goods “Cordless drill” approved"
 * rather than "goods #212". A query per kind present; a record deleted since keeps no name.
 */
export async function auditSubjects(
  db: Db,
  lines: ReadonlyArray<{ subject_kind: string; subject_id: number; after?: unknown }>,
  language: Language,
): Promise<Map<string, AuditSubject>> {
  const found = new Map<string, AuditSubject>();
  const idsOf = (kind: string) => [...new Set(lines.filter((line) => line.subject_kind === kind).map((line) => line.subject_id))];
  const put = (kind: string, id: number, subject: AuditSubject) => found.set(`${kind}:${id}`, subject);
  const goods = idsOf('goods');
  const brands = idsOf('brands');
  const users = idsOf('user');
  const applications = idsOf('brokerApplication');
  const orders = idsOf('order');
  await Promise.all([
    goods.length &&
      db
        .selectFrom('goods')
        .select(['id', 'name', 'original_language'])
        .where('id', 'in', goods)
        .execute()
        .then((rows) => rows.forEach((row) => put('goods', row.id, { name: pickText(row.name, language, row.original_language) }))),
    brands.length &&
      db
        .selectFrom('brands')
        .select(['id', 'name', 'original_language'])
        .where('id', 'in', brands)
        .execute()
        .then((rows) => rows.forEach((row) => put('brands', row.id, { name: pickText(row.name, language, row.original_language) }))),
    users.length &&
      db
        .selectFrom('users')
        .select(['id', 'nickname'])
        .where('id', 'in', users)
        .execute()
        .then((rows) => rows.forEach((row) => put('user', row.id, { name: row.nickname }))),
    applications.length &&
      db
        .selectFrom('broker_applications as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select(['b.id', 'u.nickname'])
        .where('b.id', 'in', applications)
        .execute()
        .then((rows) => rows.forEach((row) => put('brokerApplication', row.id, { name: row.nickname }))),
    orders.length &&
      db
        .selectFrom('orders')
        .select(['id', 'order_no', 'currency'])
        .where('id', 'in', orders)
        .execute()
        .then((rows) => rows.forEach((row) => put('order', row.id, { name: row.order_no, ...(isCurrency(row.currency) ? { currency: row.currency } : {}) }))),
  ]);
  for (const id of idsOf('enquiry')) put('enquiry', id, { name: calls.enquiryReference(id) });
  for (const id of idsOf('complaint')) put('complaint', id, { name: complaintReference(id) });
  // A rate's line is numbered by the currency's place in CURRENCIES (review.ts's setRate), and names it too.
  for (const line of lines) {
    const currency = line.subject_kind === 'rate' ? (line.after as { currency?: unknown } | null | undefined)?.currency : undefined;
    if (isCurrency(currency)) put('rate', line.subject_id, { name: currency });
  }
  return found;
}
