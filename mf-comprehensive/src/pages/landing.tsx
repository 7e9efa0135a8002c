import { calls, ColumnCards, EmptyState, ErrorState, Heading, HeroCarousel, HeroPlaceholder, LoadingState, Stack, Text, useCall } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** /integratedComprehensive: the comprehensive landing page. */
export function ComprehensiveLanding() {
  const { t } = useTranslation('comprehensive');
  const carousel = useCall(calls.listCarouselImages, { siteid: calls.SITE_IDS.comprehensive });
  const columns = useCall(calls.listSiteColumns, { siteid: calls.SITE_IDS.comprehensive });
  return (
    <Stack gap="8" py="6" data-testid="comprehensive-landing">
      {carousel.status === 'success' ? (
        <HeroCarousel slides={carousel.data.list} actionLabel={t('landing.explore')} />
      ) : carousel.status === 'error' ? (
        <ErrorState onRetry={carousel.reload} />
      ) : (
        <HeroPlaceholder />
      )}
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
