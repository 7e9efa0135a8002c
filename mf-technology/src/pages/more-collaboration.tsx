import { HStack, PageHeader, Stack, Text } from '@puente/shared';
import { EnquiryButton, EnquiryForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';
import { PublishButton } from '../features/requirements/requirement-list';
import { PageGroup } from '../features/site-pages/page-group';

/** /moreCollaboration: cooperation models, and the ways in (publishing a requirement, asking the desk). */
export function MoreCollaborationPage() {
  const { t } = useTranslation('technology');
  return (
    <Stack gap="6" py="6" data-testid="cooperation-page">
      <PageHeader title={t('cooperation.title')} intro={t('cooperation.intro')} />
      <PageGroup group="cooperation" columns={2} headingAs="h2" />
      <Stack borderWidth="1px" borderRadius="lg" p="5" bg="brand.subtle" gap="3" align="flex-start">
        <Text>{t('cooperation.cta')}</Text>
        <HStack gap="3" wrap="wrap">
          <PublishButton />
          <EnquiryButton label={t('cooperation.ask')} variant="outline" />
        </HStack>
      </Stack>
      <EnquiryForm service="cooperation" subject={t('cooperation.title')} intro={t('cooperation.askIntro')} />
    </Stack>
  );
}
