import type { Db } from '../db/database';
import { insertAuditLine } from '../repositories/audit';

/** Who decides: an operator signed in to the console, or (null) the operators' command-line tool. */
export type OperatorId = number | null;

/**
 * One line of the audit log: who did what to which record, and the fields it changed (before and
 * after). Written in the decision's own transaction, so a decision and its line stand or fall together.
 */
export async function recordAction(
  db: Db,
  operatorId: OperatorId,
  action: string,
  subject: { kind: string; id: number },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  note = '',
): Promise<void> {
  await insertAuditLine(db, {
    operator_id: operatorId,
    action,
    subject_kind: subject.kind,
    subject_id: subject.id,
    before: JSON.stringify(before),
    after: JSON.stringify(after),
    note,
  });
}
