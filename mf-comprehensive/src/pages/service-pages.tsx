import { Box, PageHeader, Stack, Text, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PageDetails } from '../features/pages/page-details';
import { PageGroup } from '../features/pages/page-group';
import { SERVICES } from './landing';

/** /companyRegistration, /businessInspection, /visaProcessing and /landServices: a service's guides. */
export function ServicePage({ service }: { service: (typeof SERVICES)[number]['key'] }) {
  const { t } = useTranslation('comprehensive');
  const { group } = SERVICES.find((s) => s.key === service)!;
  return (
    <Stack gap="6" py="6" data-testid={`service-${service}`}>
      <PageHeader title={t(`services.${service}.title`)} intro={t(`services.${service}.intro`)} />
      <PageGroup group={group} factCount={3} />
      {service === 'land' ? (
        <Stack gap="4" pt="4">
          <PageHeader title={t('parks.title')} intro={t('parks.intro')} />
          <PageGroup group="park" limit={4} columns={4} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** /serviceGuide?slug=…: one service page (a country's registration guide, a visa guide…). */
export function ServiceGuidePage() {
  const [params] = useSearchParams();
  return <PageDetails slug={params.get('slug') ?? ''} testId="service-guide" />;
}

/** /parkList: the park showcase. */
export function ParkListPage() {
  const { t } = useTranslation('comprehensive');
  return (
    <Stack gap="6" py="6" data-testid="park-list">
      <PageHeader title={t('parks.title')} intro={t('parks.intro')}>
        <Box borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" px="4" py="3">
          <Text fontSize="sm" data-testid="parks-demo-notice">
            {t('parks.demoNotice')}
          </Text>
        </Box>
      </PageHeader>
      <PageGroup group="park" columns={4} factCount={3} />
    </Stack>
  );
}

/** /parkDetails1 … /parkDetails8: one park (its breadcrumb is Home › Park showcase › the park). */
export function ParkDetailsPage({ n }: { n: number }) {
  return <PageDetails slug={`park-${n}`} testId="park-details" />;
}
