import { calls, ColumnCards, EmptyState, ErrorState, Heading, LoadingState, SiteHero, Stack, Text, useCall } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** /integratedComprehensive: the comprehensive landing page. */
export function ComprehensiveLanding() {
  const { t } = useTranslation('comprehensive');
  const columns = useCall(calls.listSiteColumns, { siteid: calls.SITE_IDS.comprehensive });
  return (
    <Stack gap="8" py="6" data-testid="comprehensive-landing">
      <SiteHero siteid={calls.SITE_IDS.comprehensive} actionLabel={t('landing.explore')} />
      <Stack gap="2">
        <Heading as="h2" size="xl">
          {t('landing.sectionsTitle')}
        </Heading>
        <Text color="fg.muted">{t('landing.sectionsIntro')}</Text>
      </Stack>
      {columns.status === 'loading' ? <LoadingState /> : null}
      {columns.status === 'error' ? <ErrorState onRetry={columns.reload} /> : null}
      {columns.status === 'success' && columns.data.list.length === 0 ? <EmptyState /> : null}
      {columns.status === 'success' ? <ColumnCards columns={columns.data.list} testId="comprehensive-sections" /> : null}
    </Stack>
  );
}
