import { Box, Button, findRoute, href, Link, Stack, useLocation } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/**
 * The side widget on personal and service pages: help entries and back to top. It floats only
 * where the margin beside the page's column can hold it (2xl screens, 112 px wide): narrower, it
 * would cover buttons and columns of the page (the same entries are in the Help menu and the footer).
 */
export function SideWidget() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const route = findRoute(location.pathname);
  if (!route || (route.area !== 'personal' && route.area !== 'comprehensive')) return null;
  return (
    <Box position="fixed" right="2" bottom="24" zIndex="sticky" width="7rem" display={{ base: 'none', '2xl': 'block' }} data-testid="side-widget">
      <Stack gap="2" bg="bg" borderWidth="1px" borderRadius="lg" boxShadow="md" p="2">
        <Button asChild size="xs" variant="ghost" whiteSpace="normal" h="auto" py="1.5">
          <Link to={href('complaint')}>{t('chrome.complaints')}</Link>
        </Button>
        <Button asChild size="xs" variant="ghost" whiteSpace="normal" h="auto" py="1.5">
          <Link to={href('contactUs')}>{t('chrome.contactUs')}</Link>
        </Button>
        <Button size="xs" variant="outline" whiteSpace="normal" h="auto" py="1.5" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
          {t('chrome.backToTop')}
        </Button>
      </Stack>
    </Box>
  );
}
