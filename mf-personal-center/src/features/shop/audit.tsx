import { AUDIT_STATUS, Badge } from '@puente/shared';
import { useTranslation } from 'react-i18next';

const PALETTE: Record<string, string> = { [AUDIT_STATUS.underReview]: 'orange', [AUDIT_STATUS.passed]: 'green', [AUDIT_STATUS.rejected]: 'red', [AUDIT_STATUS.cancelled]: 'gray' };

/** Audit status codes of spec section 3 (0000 under review, 1000 passed, 2000 rejected, 3000 cancelled). */
export function AuditBadge({ status }: { status: string }) {
  const { t } = useTranslation('personal');
  return (
    <Badge colorPalette={PALETTE[status] ?? 'gray'} data-testid="audit-status" data-status={status}>
      {t(`audit.${status}`)}
    </Badge>
  );
}

export const AUDIT_TABS = ['all', AUDIT_STATUS.underReview, AUDIT_STATUS.passed, AUDIT_STATUS.rejected, AUDIT_STATUS.cancelled] as const;
