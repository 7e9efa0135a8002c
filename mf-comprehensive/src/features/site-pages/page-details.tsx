import { Button, href, HStack, Link, SitePageScreen, Stack, Text } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** One service page or park, with the way to ask the services desk about it. */
export function PageDetails({ slug, testId }: { slug: string; testId: string }) {
  const { t } = useTranslation('comprehensive');
  return (
    <SitePageScreen
      slug={slug}
      labels={{ illustrative: t('page.illustrative'), contact: t('page.contact'), updated: t('page.updated') }}
      notFound={t('page.notFound')}
      testId={testId}
      aside={(page) => (
        <Stack pt="3" gap="3">
          <Text fontSize="sm">{t('page.askDesk')}</Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand" size="sm">
              <Link to={href('contactUs')}>{t('page.contactUs')}</Link>
            </Button>
            {page.group === 'land' ? (
              <Button asChild variant="outline" size="sm">
                <Link to={href('parkList')}>{t('page.parks')}</Link>
              </Button>
            ) : null}
          </HStack>
        </Stack>
      )}
    />
  );
}
