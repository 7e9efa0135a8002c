import { Badge, HStack, Stack, Text, useFormatters, type calls } from '@puente/shared';
import { useTranslation } from 'react-i18next';

type AuditEntry = calls.operator.AuditEntry;

/** What a decision changed, field by field: `audit_status 0000 → 1000`. */
function changesOf(entry: AuditEntry): string[] {
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])];
  const show = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  return keys.filter((key) => show(entry.before[key]) !== show(entry.after[key])).map((key) => `${key}: ${show(entry.before[key])} → ${show(entry.after[key])}`);
}

/** Lines of the audit log, newest or oldest first as given: when, who, what, on what, the note, what changed. */
export function AuditLog({ entries, showSubject, testId = 'audit-log' }: { entries: readonly AuditEntry[]; showSubject?: boolean; testId?: string }) {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  if (!entries.length)
    return (
      <Text color="fg.muted" data-testid={`${testId}-empty`}>
        {t('audit.empty')}
      </Text>
    );
  return (
    <Stack as="ol" gap="0" borderWidth="1px" borderRadius="lg" divideY="1px" listStyleType="none" data-testid={testId}>
      {entries.map((entry) => {
        const changes = changesOf(entry);
        return (
          <Stack as="li" key={entry.id} gap="1" px="4" py="3" data-testid="audit-entry">
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette="brand">{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</Badge>
              {showSubject ? (
                <Text fontSize="sm">
                  {t(`audit.subjects.${entry.subjectKind}`, { defaultValue: entry.subjectKind })} #{entry.subjectId}
                </Text>
              ) : null}
              <Text fontSize="sm" color="fg.muted">
                {t('audit.by', { operator: entry.operator, time: f.dateTime(entry.time) })}
              </Text>
            </HStack>
            {entry.note ? <Text overflowWrap="anywhere">{entry.note}</Text> : null}
            {changes.length ? (
              <Text fontSize="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
                {changes.join(' · ')}
              </Text>
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}
