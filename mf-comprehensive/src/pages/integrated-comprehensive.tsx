import { calls, href, Later, PageSection, SimpleGrid, SiteHero, Stack, useTrailHref } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { ServiceCard } from '../features/services/service-card';
import { SERVICES } from '../features/services/services';
import { PageGroup } from '../features/site-pages/page-group';

/** /integratedComprehensive: the comprehensive landing, under the transparent comprehensive header. */
export function ComprehensiveLanding() {
  const { t } = useTranslation('comprehensive');
  const trail = useTrailHref();
  return (
    <Stack gap="12" py="6" data-testid="comprehensive-landing">
      <SiteHero siteid={calls.SITE_IDS.comprehensive} actionLabel={t('landing.explore')} />
      <PageSection title={t('landing.sectionsTitle')} intro={t('landing.sectionsIntro')} testId="landing-services">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {SERVICES.map((service) => (
            <ServiceCard key={service.key} service={service} />
          ))}
        </SimpleGrid>
      </PageSection>
      {/* Below the first screen: drawn once it has painted. */}
      <Later>
        <PageSection
          title={t('landing.countriesTitle')}
          intro={t('landing.countriesIntro')}
          more={{ href: trail(href('companyRegistration')), label: t('landing.seeAll') }}
          testId="landing-registration"
        >
          <PageGroup group="registration" />
        </PageSection>
        <PageSection title={t('landing.parksTitle')} intro={t('landing.parksIntro')} more={{ href: trail(href('parkList')), label: t('landing.seeAll') }} testId="landing-parks">
          <PageGroup group="park" limit={4} columns={4} />
        </PageSection>
      </Later>
    </Stack>
  );
}
