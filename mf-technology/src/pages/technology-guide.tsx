import { calls, HStack, SitePageScreen, Stack, useApiQuery, useSearchParams, type SitePageGroup } from '@puente/shared';
import { EnquiryButton, EnquiryForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';
import { PublishButton } from '../features/requirements/requirement-list';

const SLUG = /^[a-z0-9-]{1,80}$/;

/** The technology desk's services: their pages end in an enquiry; achievements and the community lead to publishing. */
const DESK_SERVICES = ['consulting', 'cooperation'] as const;
const isDeskService = (group: SitePageGroup): group is (typeof DESK_SERVICES)[number] => (DESK_SERVICES as readonly string[]).includes(group);

/** /technologyGuide?slug=…: one consulting, cooperation, achievement or community page. */
export function TechnologyGuidePage() {
  const { t } = useTranslation('technology');
  const [params] = useSearchParams();
  const slug = params.get('slug') ?? '';
  // The same read as the screen's (one request, from the shared cache): the form needs the page's subject.
  const page = useApiQuery(calls.sitePageDetails, { slug }, { enabled: SLUG.test(slug) });
  const shown = page.status === 'success' ? page.data.data : null;
  return (
    <Stack gap="2" pb="6">
      <SitePageScreen
        slug={slug}
        labels={{ illustrative: t('page.illustrative'), contact: t('page.contact'), updated: t('page.updated') }}
        notFound={t('page.notFound')}
        testId="technology-guide"
        aside={(data) => (
          <HStack pt="3" gap="3" wrap="wrap">
            {isDeskService(data.group) ? <EnquiryButton label={t(`${data.group}.ask`)} /> : null}
            {data.group === 'consulting' ? null : <PublishButton />}
          </HStack>
        )}
      />
      {shown && isDeskService(shown.group) ? (
        <Stack maxW="4xl" mx="auto" w="full">
          <EnquiryForm service={shown.group} slug={shown.slug} subject={shown.title} intro={t(`${shown.group}.askIntro`)} />
        </Stack>
      ) : null}
    </Stack>
  );
}
