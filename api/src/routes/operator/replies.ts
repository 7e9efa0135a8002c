import type { Db } from '../../db/database';
import { auditLinesOf, type AuditLineRow } from '../../repositories/audit';

/* What the console's replies share: times, amounts, people and audit lines as the pages read them. */

/** A time in whole seconds since 1970 (none: 0). */
export const seconds = (at: Date | string | null | undefined) => (at ? Math.floor(new Date(at).getTime() / 1000) : 0);
/** Minor units as the amount people read. */
export const major = (minor: number | string) => Number(minor) / 100;

interface PersonColumns {
  id: number;
  nickname: string;
  phone: string;
  company_name: string | null;
  country_code: string | null;
}

/** A person as the console shows them. */
export const personOf = (row: PersonColumns) => ({ id: row.id, nickname: row.nickname, phone: row.phone, company: row.company_name ?? '', country: row.country_code ?? '' });

/** A person's columns under a prefix (`u_id`, `u_nickname`…), as the list queries select them. */
export function personAt(row: Record<string, unknown>, prefix: string) {
  return personOf({
    id: Number(row[`${prefix}_id`]),
    nickname: String(row[`${prefix}_nickname`] ?? ''),
    phone: String(row[`${prefix}_phone`] ?? ''),
    company_name: (row[`${prefix}_company`] as string | null) ?? null,
    country_code: (row[`${prefix}_country`] as string | null) ?? null,
  });
}

export /** One audit line as the console shows it. */
function auditEntryOf(row: AuditLineRow) {
  return {
    id: row.id,
    operator: row.operator_name ?? 'command line',
    action: row.action,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    before: row.before,
    after: row.after,
    note: row.note,
    time: seconds(row.created_at),
  };
}

/** The audit lines about one record, oldest first, as the console shows them. */
export async function historyOf(db: Db, kind: string, id: number) {
  return (await auditLinesOf(db, kind, id)).map(auditEntryOf);
}
