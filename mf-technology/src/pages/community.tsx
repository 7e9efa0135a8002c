import { Box, PageHeader, PageSection, Stack } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PublishButton, TechnologyRequirements } from '../features/requirements/requirement-list';
import { PageGroup } from '../features/site-pages/page-group';

/** /community: the community's rules and events, and what members are asking for. */
export function CommunityPage() {
  const { t } = useTranslation('technology');
  return (
    <Stack gap="8" py="6" data-testid="community-page">
      <PageHeader title={t('community.title')} intro={t('community.intro')} />
      <PageGroup group="community" columns={2} headingAs="h2" />
      <PageSection title={t('community.recentTitle')}>
        <TechnologyRequirements />
        <Box>
          <PublishButton />
        </Box>
      </PageSection>
    </Stack>
  );
}
