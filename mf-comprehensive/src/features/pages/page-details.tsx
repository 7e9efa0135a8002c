import { Button, calls, ErrorState, formatDate, HStack, languageAtom, Link, LoadingState, SitePageView, Stack, Text, useApiQuery } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** One service page or park, with the way to ask the services desk about it. */
export function PageDetails({ slug, testId }: { slug: string; testId: string }) {
  const { t } = useTranslation('comprehensive');
  const language = useAtomValue(languageAtom);
  const valid = /^[a-z0-9-]{1,80}$/.test(slug);
  const page = useApiQuery(calls.sitePageDetails, { slug }, { enabled: valid });
  if (!valid) return <ErrorState message={t('page.notFound')} />;
  if (page.status === 'loading') return <LoadingState />;
  if (page.status === 'error') return <ErrorState message={page.error.message} onRetry={page.reload} />;
  const data = page.data.data;
  return (
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
                <Link to="/contactUs">{t('page.contactUs')}</Link>
              </Button>
              {data.group === 'land' ? (
                <Button asChild variant="outline" size="sm">
                  <Link to="/parkList">{t('page.parks')}</Link>
                </Button>
              ) : null}
            </HStack>
          </Stack>
        }
      />
    </Stack>
  );
}
