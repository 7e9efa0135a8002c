import { PageHeader, Stack } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PageGroup } from '../features/site-pages/page-group';

/** /achievement: illustrative cases of technology cooperation. */
export function AchievementPage() {
  const { t } = useTranslation('technology');
  return (
    <Stack gap="6" py="6" data-testid="achievement-page">
      <PageHeader title={t('achievement.title')} intro={t('achievement.intro')} />
      <PageGroup group="achievement" headingAs="h2" />
    </Stack>
  );
}
