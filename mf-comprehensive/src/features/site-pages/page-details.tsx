import { Button, calls, href, HStack, Link, SitePageScreen, Stack, Text, useApiQuery, type EnquiryService, type SitePageGroup } from '@puente/shared';
import { EnquiryButton, EnquiryForm } from '@puente/shared/forms';
import { useTranslation } from 'react-i18next';

const takesEnquiries = (group: SitePageGroup): group is EnquiryService => (calls.ENQUIRY_SERVICES as readonly string[]).includes(group);

/** One service page or park, its direct contact, and the enquiry form that ends it. */
export function PageDetails({ slug, testId }: { slug: string; testId: string }) {
  const { t } = useTranslation('comprehensive');
  // The same read as the screen's (one request, from the shared cache): the form needs the page's subject.
  const page = useApiQuery(calls.sitePageDetails, { slug }, { enabled: calls.isSitePageSlug(slug) });
  const shown = page.status === 'success' ? page.data.data : null;
  return (
    <Stack gap="2" pb="6">
      <SitePageScreen
        slug={slug}
        labels={{ illustrative: t('page.illustrative'), contact: t('page.contact'), updated: t('page.updated') }}
        notFound={t('page.notFound')}
        testId={testId}
        aside={(data) => (
          <Stack pt="3" gap="3">
            <Text fontSize="sm">{t('page.askDesk')}</Text>
            <HStack gap="3" wrap="wrap">
              <EnquiryButton label={t('page.contactUs')} />
              {data.group === 'land' ? (
                <Button asChild variant="outline" size="sm">
                  <Link to={href('parkList')}>{t('page.parks')}</Link>
                </Button>
              ) : null}
            </HStack>
          </Stack>
        )}
      />
      {shown && takesEnquiries(shown.group) ? (
        <Stack maxW="4xl" mx="auto" w="full">
          <EnquiryForm service={shown.group} slug={shown.slug} subject={shown.title} intro={t('page.askDesk')} />
        </Stack>
      ) : null}
    </Stack>
  );
}
