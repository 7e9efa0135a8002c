import { Box, calls, ChakraLink, Heading, href, Link, PageSection, SimpleGrid, SiteHero, Stack, Text, useApiQuery, useTrailHref, type RouteNameIn, type SitePageGroup } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PageGroup } from '../features/pages/page-group';

export const SERVICES: ReadonlyArray<{ key: 'registration' | 'inspection' | 'visa' | 'land'; group: SitePageGroup; route: RouteNameIn<'comprehensive'> }> = [
  { key: 'registration', group: 'registration', route: 'companyRegistration' },
  { key: 'inspection', group: 'inspection', route: 'businessInspection' },
  { key: 'visa', group: 'visa', route: 'visaProcessing' },
  { key: 'land', group: 'land', route: 'landServices' },
];

function ServiceCard({ service }: { service: (typeof SERVICES)[number] }) {
  const { t } = useTranslation('comprehensive');
  const trail = useTrailHref();
  const guides = useApiQuery(calls.listSitePages, { group: service.group, everyNumber: 1 });
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="service-card">
      <Heading as="h3" size="md" mb="2">
        <ChakraLink asChild color="fg">
          <Link to={trail(href(service.route))}>{t(`services.${service.key}.title`)}</Link>
        </ChakraLink>
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="2">
        {t(`services.${service.key}.intro`)}
      </Text>
      <Text color="brand.fg" fontSize="sm" fontWeight="medium" minH="5">
        {guides.status === 'success' ? t('landing.guides', { count: guides.data.total }) : ''}
      </Text>
    </Box>
  );
}

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
      <PageSection title={t('landing.countriesTitle')} intro={t('landing.countriesIntro')} more={{ href: trail(href('companyRegistration')), label: t('landing.seeAll') }} testId="landing-registration">
        <PageGroup group="registration" />
      </PageSection>
      <PageSection title={t('landing.parksTitle')} intro={t('landing.parksIntro')} more={{ href: trail(href('parkList')), label: t('landing.seeAll') }} testId="landing-parks">
        <PageGroup group="park" limit={4} columns={4} />
      </PageSection>
    </Stack>
  );
}
