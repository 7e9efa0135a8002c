import { PageHeader, Stack } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PageGroup } from '../features/site-pages/page-group';

/** /sophisticated: high-end consulting services. */
export function SophisticatedPage() {
  const { t } = useTranslation('technology');
  return (
    <Stack gap="6" py="6" data-testid="consulting-page">
      <PageHeader title={t('consulting.title')} intro={t('consulting.intro')} />
      <PageGroup group="consulting" />
    </Stack>
  );
}
