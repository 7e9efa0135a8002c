import { Badge, HStack, READER_LOCALES, Stack, Text, useFormatters, type calls } from '@puente/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { decisionWords, type AuditFormats } from './audit-words';
import { consoleMoney } from './facts';

type AuditEntry = calls.operator.AuditEntry;

/** The reader's formats for a decision's figures; a rate keeps its six decimals (formatNumber rounds to three). */
function useAuditFormats(): AuditFormats {
  const f = useFormatters();
  const language = f.language;
  const rate = useMemo(() => new Intl.NumberFormat(READER_LOCALES[language], { maximumFractionDigits: 6 }), [language]);
  return { number: f.number, rate: (value) => rate.format(value), money: consoleMoney, date: f.date };
}

/** Lines of the audit log, newest or oldest first as given: what was decided in words, on what, the note, who and when. */
export function AuditLog({ entries, showSubject, testId = 'audit-log' }: { entries: readonly AuditEntry[]; showSubject?: boolean; testId?: string }) {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const formats = useAuditFormats();
  if (!entries.length)
    return (
      <Text color="fg.muted" data-testid={`${testId}-empty`}>
        {t('audit.empty')}
      </Text>
    );
  return (
    <Stack as="ol" gap="0" borderWidth="1px" borderRadius="lg" divideY="1px" listStyleType="none" data-testid={testId}>
      {entries.map((entry) => {
        const { phrases, noteSaid } = decisionWords(entry, t, formats);
        const kind = t(`audit.subjects.${entry.subjectKind}`, { defaultValue: entry.subjectKind });
        return (
          <Stack as="li" key={entry.id} gap="1" px="4" py="3" data-testid="audit-entry" data-action={entry.action}>
            <HStack gap="2" flexWrap="wrap">
              <Badge colorPalette="brand">{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</Badge>
              {showSubject ? (
                <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere" data-testid="audit-subject">
                  {entry.subjectName ? t('audit.subjectNamed', { kind, name: entry.subjectName, id: entry.subjectId }) : t('audit.subject', { kind, id: entry.subjectId })}
                </Text>
              ) : null}
            </HStack>
            {phrases.length ? (
              <Text overflowWrap="anywhere" data-testid="audit-said">
                {phrases.join(' · ')}
              </Text>
            ) : null}
            {entry.note && !noteSaid ? (
              <Text overflowWrap="anywhere" data-testid="audit-note">
                {entry.note}
              </Text>
            ) : null}
            <Text fontSize="sm" color="fg.muted">
              {t('audit.by', { operator: entry.operator, time: f.dateTime(entry.time) })}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
