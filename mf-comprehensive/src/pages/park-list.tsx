import { Box, PageHeader, Stack, Text } from '@puente/shared';
import { EnquiryButton, EnquiryForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';
import { PageGroup } from '../features/site-pages/page-group';

/** /parkList: the park showcase, and the way to ask the desk which park suits. */
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
        <Box>
          <EnquiryButton label={t('parks.ask')} />
        </Box>
      </PageHeader>
      <PageGroup group="park" columns={4} factCount={3} headingAs="h2" />
      <EnquiryForm service="park" subject={t('parks.title')} intro={t('parks.askIntro')} />
    </Stack>
  );
}
