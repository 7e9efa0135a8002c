import {
  Box,
  breadcrumbsAtom,
  Container,
  Dropdown,
  findRoute,
  Flex,
  href,
  HStack,
  LANDING_PAGES,
  Link,
  routeHistoryAtom,
  Stack,
  Text,
  useLocation,
  visitModeAtom,
  withTrail,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** Pages without the bar: sign-in, home and the landings (their heroes are the page's top). */
const WITHOUT_BAR = new Set([href('root'), href('login'), href('home'), ...Object.values(LANDING_PAGES)].map((p) => p.toLowerCase()));

/** The secondary bar: breadcrumbs (Home back to the mode's landing) and the recent-page history. */
export function SecondaryBar() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const location = useLocation();
  const visitMode = useAtomValue(visitModeAtom);
  const { key, trail } = useAtomValue(breadcrumbsAtom);
  const history = useAtomValue(routeHistoryAtom);
  if (WITHOUT_BAR.has(location.pathname.toLowerCase()) || !findRoute(location.pathname)) return null;
  return (
    <Box bg="bg" borderBottomWidth="1px" data-testid="secondary-bar">
      <Container maxW="7xl">
        {/* As tall with the recent-pages menu as without it (its button is 33 px tall): the server draws the bar of a
            first visit, and a returning reader's live bar must stand where the drawn one stood. */}
        <Flex align="center" justify="space-between" gap="4" py="2" minH="49px" fontSize="sm">
          <HStack as="nav" aria-label={t('chrome.breadcrumb')} gap="2" wrap="wrap" data-testid="breadcrumbs">
            <Link to={LANDING_PAGES[visitMode]} data-testid="crumb-home">
              <Text color="fg.muted" _hover={{ color: 'brand.fg' }}>
                {tc('nav.home')}
              </Text>
            </Link>
            {trail.map((crumb, index) => (
              <HStack key={`${crumb.href}-${index}`} gap="2">
                <Text color="fg.subtle" aria-hidden>
                  ›
                </Text>
                {index === trail.length - 1 ? (
                  <Text fontWeight="medium" aria-current="page" data-testid="crumb">
                    {crumb.title}
                  </Text>
                ) : (
                  <Link to={withTrail(crumb.href, key)} data-testid="crumb">
                    <Text color="fg.muted" _hover={{ color: 'brand.fg' }}>
                      {crumb.title}
                    </Text>
                  </Link>
                )}
              </HStack>
            ))}
          </HStack>
          {history.length > 1 ? (
            <Dropdown
              label={t('chrome.recent')}
              align="end"
              width="16rem"
              testId="recent-history"
              trigger={
                <Text as="span" color="fg.muted">
                  {t('chrome.recent')}
                </Text>
              }
            >
              {(close) => (
                <Stack gap="0">
                  {history.map((entry) => (
                    <Link key={entry.path} to={entry.path} onClick={close}>
                      <Box px="2" py="1.5" borderRadius="md" _hover={{ bg: 'bg.muted' }}>
                        <Text fontSize="sm" truncate>
                          {entry.title}
                        </Text>
                      </Box>
                    </Link>
                  ))}
                </Stack>
              )}
            </Dropdown>
          ) : null}
        </Flex>
      </Container>
    </Box>
  );
}
