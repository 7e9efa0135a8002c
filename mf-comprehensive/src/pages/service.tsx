import { Box, PageHeader, Stack } from '@puente/shared';
import { EnquiryButton, EnquiryForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';
import { SERVICES, type ServiceKey } from '../features/services/services';
import { PageGroup } from '../features/site-pages/page-group';

/** /companyRegistration, /businessInspection, /visaProcessing and /landServices: a service's guides, then the way to start it. */
export function ServicePage({ service }: { service: ServiceKey }) {
  const { t } = useTranslation('comprehensive');
  const { group } = SERVICES.find((s) => s.key === service)!;
  return (
    <Stack gap="6" py="6" data-testid={`service-${service}`}>
      <PageHeader title={t(`services.${service}.title`)} intro={t(`services.${service}.intro`)}>
        <Box>
          <EnquiryButton label={t(`services.${service}.start`)} />
        </Box>
      </PageHeader>
      <PageGroup group={group} factCount={3} headingAs="h2" />
      {service === 'land' ? (
        <Stack gap="4" pt="4">
          <PageHeader title={t('parks.title')} intro={t('parks.intro')} />
          <PageGroup group="park" limit={4} columns={4} headingAs="h2" />
        </Stack>
      ) : null}
      <EnquiryForm service={group} subject={t(`services.${service}.title`)} intro={t('page.askDesk')} />
    </Stack>
  );
}
