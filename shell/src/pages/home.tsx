import { Box, Button, Heading, LANDING_PAGES, Link, SimpleGrid, Stack, Text, type VisitMode } from '@puente/shared';
import { useTranslation } from 'react-i18next';

const MODES: VisitMode[] = ['product', 'technology', 'comprehensive'];

/** /home: the three visit modes, each leading to its landing page. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  return (
    <Stack gap="8" py="10" data-testid="home-page">
      <Stack gap="2" textAlign="center">
        <Heading as="h1" size="3xl">
          {t('home.title')}
        </Heading>
        <Text color="fg.muted">{t('home.intro')}</Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {MODES.map((mode) => (
          <Box key={mode} borderWidth="1px" borderRadius="xl" p="6">
            <Heading as="h2" size="lg" mb="2">
              {tc(`nav.${mode}`)}
            </Heading>
            <Text color="fg.muted" mb="4">
              {t(`home.${mode}`)}
            </Text>
            <Button asChild colorPalette="brand">
              <Link to={LANDING_PAGES[mode]}>{t('home.go')}</Link>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
