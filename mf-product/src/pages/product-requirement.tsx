import { calls, Heading, href, PageSection, QueryView, Stack, Text, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { RequirementEntries } from '../features/requirements/requirement-entries';
import { RequirementFigures } from '../features/requirements/requirement-figures';
import { RequirementRows } from '../features/requirements/requirement-rows';

/** /productRequirement: the requirement centre's home: figures, the newest and the most viewed requirements. */
export function RequirementCentrePage() {
  const { t } = useTranslation('product');
  const home = useApiQuery(calls.requirementHome, { everyNumber: 6 });
  return (
    <Stack py="6" gap="8" data-testid="requirement-centre">
      <Stack gap="3" borderRadius="xl" p={{ base: '6', md: '10' }} bg="brand.subtle">
        <Heading as="h1" size="3xl">
          {t('requirement.centreTitle')}
        </Heading>
        <Text maxW="3xl">{t('requirement.centreIntro')}</Text>
        <RequirementEntries />
      </Stack>
      <QueryView state={home}>
        {({ data }) => (
          <Stack gap="8">
            <RequirementFigures open={data.open} thisMonth={data.thisMonth} countries={data.countries} />
            <PageSection title={t('requirement.latest')} more={{ href: href('releaseListAll', { sort: 'newest' }), label: t('landing.seeAll') }}>
              {data.latest.length ? <RequirementRows list={data.latest} /> : <Text color="fg.muted">{t('requirement.empty')}</Text>}
            </PageSection>
            <PageSection title={t('requirement.hottest')} more={{ href: href('releaseListAll', { sort: 'hottest' }), label: t('landing.seeAll') }}>
              {data.hottest.length ? <RequirementRows list={data.hottest} /> : <Text color="fg.muted">{t('requirement.empty')}</Text>}
            </PageSection>
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
