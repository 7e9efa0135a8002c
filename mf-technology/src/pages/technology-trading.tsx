import { Box, calls, href, Later, PageSection, SimpleGrid, SiteHero, Stack, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { NewsList } from '../features/news/news-list';
import { PolicyPreview } from '../features/news/policy-preview';
import { SiteColumns } from '../features/news/site-columns';
import { OutputTypeCard } from '../features/requirements/output-type-card';
import { PublishButton, TechnologyRequirements } from '../features/requirements/requirement-list';
import { PageGroup } from '../features/site-pages/page-group';

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

      <PageSection
        title={t('landing.overseasTitle')}
        intro={t('landing.overseasIntro')}
        more={{ href: trail(href('technologyProduvt')), label: t('landing.seeAll') }}
        testId="landing-overseas"
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {calls.OUTPUT_TYPES.map((type) => (
            <OutputTypeCard key={type} type={type} />
          ))}
        </SimpleGrid>
      </PageSection>

      {/* Below the first screen: drawn once it has painted. */}
      <Later>
        <PageSection
          title={t('landing.dealsTitle')}
          intro={t('landing.dealsIntro')}
          more={{ href: trail(href('technologyProduvt')), label: t('landing.seeAll') }}
          testId="landing-deals"
        >
          <TechnologyRequirements pageSize={4} />
          <Box>
            <PublishButton />
          </Box>
        </PageSection>

        <PageSection
          title={t('landing.consultingTitle')}
          intro={t('landing.consultingIntro')}
          more={{ href: trail(href('sophisticated')), label: t('landing.seeAll') }}
          testId="landing-consulting"
        >
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

        <PageSection
          title={t('landing.cooperationTitle')}
          intro={t('landing.cooperationIntro')}
          more={{ href: trail(href('moreCollaboration')), label: t('landing.seeAll') }}
          testId="landing-cooperation"
        >
          <PageGroup group="cooperation" limit={3} columns={2} />
        </PageSection>
      </Later>
    </Stack>
  );
}
