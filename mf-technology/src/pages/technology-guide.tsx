import { calls, ErrorState, formatDate, languageAtom, QueryView, SitePageView, Stack, useApiQuery, useSearchParams } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { PublishButton } from '../features/requirements/requirement-list';

/** /technologyGuide?slug=…: one consulting, cooperation, achievement or community page. */
export function TechnologyGuidePage() {
  const { t } = useTranslation('technology');
  const language = useAtomValue(languageAtom);
  const [params] = useSearchParams();
  const slug = params.get('slug') ?? '';
  const valid = /^[a-z0-9-]{1,80}$/.test(slug);
  const page = useApiQuery(calls.sitePageDetails, { slug }, { enabled: valid });
  if (!valid) return <ErrorState message={t('page.notFound')} />;
  return (
    <QueryView state={page} errorMessage={(error) => error.message}>
      {({ data }) => (
        <Stack py="6" maxW="4xl" mx="auto" data-testid="technology-guide">
          <SitePageView
            page={data}
            labels={{ illustrative: t('page.illustrative'), contact: t('page.contact'), updated: t('page.updated') }}
            updated={formatDate(data.updateTime, language)}
            aside={
              <Stack pt="3" align="flex-start">
                <PublishButton />
              </Stack>
            }
          />
        </Stack>
      )}
    </QueryView>
  );
}
