import { AUDIT_STATUS } from '@puente/shared';

type AuditName = keyof typeof AUDIT_STATUS;

/** An audit status code's key in the area's strings (`audit.status.underReview`), or the code itself when unknown. */
export function auditStatusKey(code: string): string {
  const name = (Object.keys(AUDIT_STATUS) as AuditName[]).find((key) => AUDIT_STATUS[key] === code);
  return name ? `auditStatus.${name}` : code;
}

/** The review queue's statuses in the order the filter offers them. */
export const AUDIT_CODES = [AUDIT_STATUS.underReview, AUDIT_STATUS.passed, AUDIT_STATUS.rejected, AUDIT_STATUS.cancelled] as const;
export type AuditCode = (typeof AUDIT_CODES)[number];

export const SORTS = ['oldest', 'newest'] as const;
export type Sort = (typeof SORTS)[number];
