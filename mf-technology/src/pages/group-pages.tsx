import { Box, PageHeader, PageSection, Stack, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PageGroup } from '../features/pages/page-group';
import { PublishButton, TechnologyRequirements } from '../features/requirements/requirement-list';

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

/** /achievement: illustrative cases of technology cooperation. */
export function AchievementPage() {
  const { t } = useTranslation('technology');
  return (
    <Stack gap="6" py="6" data-testid="achievement-page">
      <PageHeader title={t('achievement.title')} intro={t('achievement.intro')} />
      <PageGroup group="achievement" />
    </Stack>
  );
}

/** /community: the community's rules and events, and what members are asking for. */
export function CommunityPage() {
  const { t } = useTranslation('technology');
  return (
    <Stack gap="8" py="6" data-testid="community-page">
      <PageHeader title={t('community.title')} intro={t('community.intro')} />
      <PageGroup group="community" columns={2} />
      <PageSection title={t('community.recentTitle')}>
        <TechnologyRequirements pageSize={8} />
        <Box>
          <PublishButton />
        </Box>
      </PageSection>
    </Stack>
  );
}
