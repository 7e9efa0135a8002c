import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Database, OperatorActionsTable } from '../db/schema';

/* The operators' audit log (operator_actions) and the names its lines are read with. */

/** Writes one line of the audit log, in whatever transaction (or none) the caller passes. */
export async function insertAuditLine(db: Db, values: Insertable<Database['operator_actions']>): Promise<void> {
  await db.insertInto('operator_actions').values(values).execute();
}

/** One line of the audit log with the name of the operator who wrote it (none: the command line). */
export type AuditLineRow = Selectable<OperatorActionsTable> & { operator_name: string | null };

function auditLines(db: Db) {
  return db.selectFrom('operator_actions as a').leftJoin('users as o', 'o.id', 'a.operator_id').selectAll('a').select('o.nickname as operator_name');
}

/** The audit log's last lines, newest first. */
export function recentAuditLines(db: Db, limit: number): Promise<AuditLineRow[]> {
  return auditLines(db).orderBy('a.id', 'desc').limit(limit).execute();
}

/** The audit lines about one record, oldest first. */
export function auditLinesOf(db: Db, kind: string, id: number): Promise<AuditLineRow[]> {
  return auditLines(db).where('a.subject_kind', '=', kind).where('a.subject_id', '=', id).orderBy('a.id').execute();
}

/** The ids of the records audit lines concern, by kind. */
export interface AuditSubjectIds {
  goods: number[];
  brands: number[];
  users: number[];
  brokerApplications: number[];
  orders: number[];
}

/** What the records audit lines concern are called: a query per kind asked for (none for an empty list), run together; a record deleted since is absent. */
export async function auditSubjectRows(db: Db, ids: AuditSubjectIds) {
  const [goods, brands, users, brokerApplications, orders] = await Promise.all([
    ids.goods.length ? db.selectFrom('goods').select(['id', 'name', 'original_language']).where('id', 'in', ids.goods).execute() : [],
    ids.brands.length ? db.selectFrom('brands').select(['id', 'name', 'original_language']).where('id', 'in', ids.brands).execute() : [],
    ids.users.length ? db.selectFrom('users').select(['id', 'nickname']).where('id', 'in', ids.users).execute() : [],
    ids.brokerApplications.length
      ? db.selectFrom('broker_applications as b').innerJoin('users as u', 'u.id', 'b.user_id').select(['b.id', 'u.nickname']).where('b.id', 'in', ids.brokerApplications).execute()
      : [],
    ids.orders.length ? db.selectFrom('orders').select(['id', 'order_no', 'currency']).where('id', 'in', ids.orders).execute() : [],
  ]);
  // A broker application is named by its applicant's nickname.
  return { goods, brands, users, brokerApplications, orders };
}
