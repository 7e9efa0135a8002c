import { Box, Button, findRoute, href, Link, Stack, useLocation } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** The side widget on personal and service pages: help entries and back to top. */
export function SideWidget() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const route = findRoute(location.pathname);
  if (!route || (route.area !== 'personal' && route.area !== 'comprehensive')) return null;
  return (
    <Box position="fixed" right="4" bottom="24" zIndex="sticky" display={{ base: 'none', lg: 'block' }} data-testid="side-widget">
      <Stack gap="2" bg="bg" borderWidth="1px" borderRadius="lg" boxShadow="md" p="2">
        <Button asChild size="xs" variant="ghost">
          <Link to={href('complaint')}>{t('chrome.complaints')}</Link>
        </Button>
        <Button asChild size="xs" variant="ghost">
          <Link to={href('contactUs')}>{t('chrome.contactUs')}</Link>
        </Button>
        <Button size="xs" variant="outline" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          {t('chrome.backToTop')}
        </Button>
      </Stack>
    </Box>
  );
}
