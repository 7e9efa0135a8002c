import { SitePageScreen, Stack, useSearchParams } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { PublishButton } from '../features/requirements/requirement-list';

/** /technologyGuide?slug=…: one consulting, cooperation, achievement or community page. */
export function TechnologyGuidePage() {
  const { t } = useTranslation('technology');
  const [params] = useSearchParams();
  return (
    <SitePageScreen
      slug={params.get('slug') ?? ''}
      labels={{ illustrative: t('page.illustrative'), contact: t('page.contact'), updated: t('page.updated') }}
      notFound={t('page.notFound')}
      testId="technology-guide"
      aside={() => (
        <Stack pt="3" align="flex-start">
          <PublishButton />
        </Stack>
      )}
    />
  );
}
