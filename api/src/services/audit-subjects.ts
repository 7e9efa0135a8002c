import { calls, isCurrency, type Currency, type Language } from '@puente/shared/contract';
import type { Db } from '../db/database';
import { auditSubjectRows } from '../repositories/audit';
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
  const rows = await auditSubjectRows(db, {
    goods: idsOf('goods'),
    brands: idsOf('brands'),
    users: idsOf('user'),
    brokerApplications: idsOf('brokerApplication'),
    orders: idsOf('order'),
  });
  for (const row of rows.goods) put('goods', row.id, { name: pickText(row.name, language, row.original_language) });
  for (const row of rows.brands) put('brands', row.id, { name: pickText(row.name, language, row.original_language) });
  for (const row of rows.users) put('user', row.id, { name: row.nickname });
  for (const row of rows.brokerApplications) put('brokerApplication', row.id, { name: row.nickname });
  for (const row of rows.orders) put('order', row.id, { name: row.order_no, ...(isCurrency(row.currency) ? { currency: row.currency } : {}) });
  for (const id of idsOf('enquiry')) put('enquiry', id, { name: calls.enquiryReference(id) });
  for (const id of idsOf('complaint')) put('complaint', id, { name: complaintReference(id) });
  // A rate's line is numbered by the currency's place in CURRENCIES (review.ts's setRate), and names it too.
  for (const line of lines) {
    const currency = line.subject_kind === 'rate' ? (line.after as { currency?: unknown } | null | undefined)?.currency : undefined;
    if (isCurrency(currency)) put('rate', line.subject_id, { name: currency });
  }
  return found;
}
