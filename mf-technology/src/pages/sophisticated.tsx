import { Box, PageHeader, Stack } from '@puente/shared';
import { EnquiryButton, EnquiryForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';
import { PageGroup } from '../features/site-pages/page-group';

/** /sophisticated: high-end consulting services, and the way to ask for one. */
export function SophisticatedPage() {
  const { t } = useTranslation('technology');
  return (
    <Stack gap="6" py="6" data-testid="consulting-page">
      <PageHeader title={t('consulting.title')} intro={t('consulting.intro')}>
        <Box>
          <EnquiryButton label={t('consulting.ask')} />
        </Box>
      </PageHeader>
      <PageGroup group="consulting" headingAs="h2" />
      <EnquiryForm service="consulting" subject={t('consulting.title')} intro={t('consulting.askIntro')} />
    </Stack>
  );
}
