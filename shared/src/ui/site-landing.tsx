import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { siteLandingCalls } from '../contract';
import { useApiQuery } from '../query/use-api-query';
import { ColumnCards } from './column-cards';
import { QueryView } from './query-view';
import { SiteHero } from './site-hero';

/**
 * An area landing built from its site's content: the carousel, then the site's columns. The
 * area's namespace supplies `landing.explore`, `landing.sectionsTitle` and `landing.sectionsIntro`.
 */
export function SiteLanding({ siteid, namespace, testId }: { siteid: number; namespace: string; testId: string }) {
  const { t } = useTranslation(namespace);
  const { call, body } = siteLandingCalls(siteid).columns;
  const columns = useApiQuery(call, body);
  return (
    <Stack gap="8" py="6" data-testid={testId}>
      <SiteHero siteid={siteid} actionLabel={t('landing.explore')} />
      <Stack gap="2">
        <Heading as="h2" size="xl">
          {t('landing.sectionsTitle')}
        </Heading>
        <Text color="fg.muted">{t('landing.sectionsIntro')}</Text>
      </Stack>
      <QueryView state={columns} isEmpty={(data) => data.list.length === 0}>
        {(data) => <ColumnCards columns={data.list} testId={`${namespace}-sections`} />}
      </QueryView>
    </Stack>
  );
}
