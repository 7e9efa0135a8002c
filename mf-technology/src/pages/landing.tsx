import { Box, calls, ChakraLink, ColumnCards, Heading, href, Link, PageSection, QueryView, SimpleGrid, SiteHero, Stack, Text, useApiQuery, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { NewsList } from '../features/news/news-list';
import { useNewsColumns } from '../features/news/news-columns';
import { PageGroup } from '../features/pages/page-group';
import { PublishButton, TechnologyRequirements } from '../features/requirements/requirement-list';

/** One output type with how many open offers it has, leading to the technology products of that type. */
function OutputTypeCard({ type }: { type: (typeof calls.OUTPUT_TYPES)[number] }) {
  const { t } = useTranslation('technology');
  const trail = useTrailHref();
  const count = useApiQuery(calls.listRequirements, { kind: 'technology', outputType: type, everyNumber: 1 });
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="output-type-card">
      <Heading as="h3" size="md" mb="2">
        <ChakraLink asChild color="fg">
          <Link to={trail(href('technologyProduvt', { type }))}>{t(`types.${type}`)}</Link>
        </ChakraLink>
      </Heading>
      <Text color="fg.muted" fontSize="sm" minH="5">
        {count.status === 'success' ? t('landing.openCount', { count: count.data.total }) : ''}
      </Text>
    </Box>
  );
}

/** The technology site's columns (site content): an overview of what the area covers. */
function SiteColumns() {
  const columns = useApiQuery(calls.listSiteColumns, { siteid: calls.SITE_IDS.technology });
  return (
    <QueryView state={columns} isEmpty={(data) => data.list.length === 0}>
      {(data) => <ColumnCards columns={data.list} testId="technology-sections" />}
    </QueryView>
  );
}

function PolicyPreview() {
  const { t } = useTranslation('technology');
  const columns = useNewsColumns('policy');
  return (
    <QueryView state={columns} isEmpty={(list) => list.length === 0} empty={t('policy.empty')}>
      {([first]) => <NewsList columnId={first!.id} pageSize={4} emptyLabel={t('policy.empty')} compact />}
    </QueryView>
  );
}

/** /technologyTrading: the technology landing, under the transparent technology header. */
export function TechnologyLanding() {
  const { t } = useTranslation('technology');
  const trail = useTrailHref();
  return (
    <Stack gap="12" py="6" data-testid="technology-landing">
      <SiteHero siteid={calls.SITE_IDS.technology} actionLabel={t('landing.explore')} />

      <PageSection title={t('landing.sectionsTitle')} intro={t('landing.sectionsIntro')} testId="landing-columns">
        <SiteColumns />
      </PageSection>

      <PageSection title={t('landing.overseasTitle')} intro={t('landing.overseasIntro')} more={{ href: trail(href('technologyProduvt')), label: t('landing.seeAll') }} testId="landing-overseas">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {calls.OUTPUT_TYPES.map((type) => (
            <OutputTypeCard key={type} type={type} />
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection title={t('landing.dealsTitle')} intro={t('landing.dealsIntro')} more={{ href: trail(href('technologyProduvt')), label: t('landing.seeAll') }} testId="landing-deals">
        <TechnologyRequirements pageSize={4} />
        <Box>
          <PublishButton />
        </Box>
      </PageSection>

      <PageSection title={t('landing.consultingTitle')} intro={t('landing.consultingIntro')} more={{ href: trail(href('sophisticated')), label: t('landing.seeAll') }} testId="landing-consulting">
        <PageGroup group="consulting" limit={3} />
      </PageSection>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8">
        <PageSection title={t('landing.newsTitle')} more={{ href: trail(href('newsInformation')), label: t('landing.seeAll') }} testId="landing-news">
          <NewsList pageSize={4} emptyLabel={t('news.empty')} compact />
        </PageSection>
        <PageSection title={t('landing.policyTitle')} more={{ href: trail(href('policyResearch')), label: t('landing.seeAll') }} testId="landing-policy">
          <PolicyPreview />
        </PageSection>
      </SimpleGrid>

      <PageSection title={t('landing.cooperationTitle')} intro={t('landing.cooperationIntro')} more={{ href: trail(href('moreCollaboration')), label: t('landing.seeAll') }} testId="landing-cooperation">
        <PageGroup group="cooperation" limit={3} columns={2} />
      </PageSection>
    </Stack>
  );
}
