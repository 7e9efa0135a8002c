import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { calls } from '../contract';
import { useApiQuery } from '../query/use-api-query';
import { ColumnCards } from './column-cards';
import { EmptyState, ErrorState, LoadingState } from './page-states';
import { SiteHero } from './site-hero';

/**
 * An area landing built from its site's content: the carousel, then the site's columns. The
 * area's namespace supplies `landing.explore`, `landing.sectionsTitle` and `landing.sectionsIntro`.
 */
export function SiteLanding({ siteid, namespace, testId }: { siteid: number; namespace: string; testId: string }) {
  const { t } = useTranslation(namespace);
  const columns = useApiQuery(calls.listSiteColumns, { siteid });
  return (
    <Stack gap="8" py="6" data-testid={testId}>
      <SiteHero siteid={siteid} actionLabel={t('landing.explore')} />
      <Stack gap="2">
        <Heading as="h2" size="xl">
          {t('landing.sectionsTitle')}
        </Heading>
        <Text color="fg.muted">{t('landing.sectionsIntro')}</Text>
      </Stack>
      {columns.status === 'loading' ? <LoadingState /> : null}
      {columns.status === 'error' ? <ErrorState onRetry={columns.reload} /> : null}
      {columns.status === 'success' && columns.data.list.length === 0 ? <EmptyState /> : null}
      {columns.status === 'success' ? <ColumnCards columns={columns.data.list} testId={`${namespace}-sections`} /> : null}
    </Stack>
  );
}
