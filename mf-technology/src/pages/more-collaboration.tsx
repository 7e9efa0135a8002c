import { PageHeader, Stack, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PublishButton } from '../features/requirements/requirement-list';
import { PageGroup } from '../features/site-pages/page-group';

/** /moreCollaboration: cooperation models, and the way in (publishing a requirement). */
export function MoreCollaborationPage() {
  const { t } = useTranslation('technology');
  return (
    <Stack gap="6" py="6" data-testid="cooperation-page">
      <PageHeader title={t('cooperation.title')} intro={t('cooperation.intro')} />
      <PageGroup group="cooperation" columns={2} />
      <Stack borderWidth="1px" borderRadius="lg" p="5" bg="brand.subtle" gap="3" align="flex-start">
        <Text>{t('cooperation.cta')}</Text>
        <PublishButton />
      </Stack>
    </Stack>
  );
}
