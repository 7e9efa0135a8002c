import { Button, calls, ErrorState, formatDate, href, HStack, languageAtom, Link, QueryView, SitePageView, Stack, Text, useApiQuery } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** One service page or park, with the way to ask the services desk about it. */
export function PageDetails({ slug, testId }: { slug: string; testId: string }) {
  const { t } = useTranslation('comprehensive');
  const language = useAtomValue(languageAtom);
  const valid = /^[a-z0-9-]{1,80}$/.test(slug);
  const page = useApiQuery(calls.sitePageDetails, { slug }, { enabled: valid });
  if (!valid) return <ErrorState message={t('page.notFound')} />;
  return (
    <QueryView state={page} errorMessage={(error) => error.message}>
      {({ data }) => (
        <Stack py="6" maxW="4xl" mx="auto" data-testid={testId}>
          <SitePageView
            page={data}
            labels={{ illustrative: t('page.illustrative'), contact: t('page.contact'), updated: t('page.updated') }}
            updated={formatDate(data.updateTime, language)}
            aside={
              <Stack pt="3" gap="3">
                <Text fontSize="sm">{t('page.askDesk')}</Text>
                <HStack gap="3" wrap="wrap">
                  <Button asChild colorPalette="brand" size="sm">
                    <Link to={href('contactUs')}>{t('page.contactUs')}</Link>
                  </Button>
                  {data.group === 'land' ? (
                    <Button asChild variant="outline" size="sm">
                      <Link to={href('parkList')}>{t('page.parks')}</Link>
                    </Button>
                  ) : null}
                </HStack>
              </Stack>
            }
          />
        </Stack>
      )}
    </QueryView>
  );
}
