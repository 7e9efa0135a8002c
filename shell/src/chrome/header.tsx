import {
  api,
  Badge,
  Box,
  Button,
  calls,
  clearSession,
  Container,
  CURRENCIES,
  type Currency,
  currencyAtom,
  currencySymbol,
  Flex,
  HStack,
  i18n,
  isBrokerAtom,
  isSignedInAtom,
  LANDING_PAGES,
  type Language,
  LANGUAGE_NAMES,
  languageAtom,
  LANGUAGES,
  Link,
  NativeSelect,
  NavLink,
  puenteEvents,
  Text,
  useLocation,
  useNavigate,
  userAtom,
  type VisitMode,
  visitModeAtom,
} from '@puente/shared';
import { useAtom, useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

const MODES: VisitMode[] = ['product', 'technology', 'comprehensive'];

/** Preference changes reload the page (spec section 4), except on the classification page, which re-queries in place. */
function applyPreference(pathname: string) {
  if (pathname.toLowerCase() !== '/classificationlanding') window.location.reload();
}

export function Header() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const location = useLocation();
  const navigate = useNavigate();
  const [currency, setCurrency] = useAtom(currencyAtom);
  const [language, setLanguage] = useAtom(languageAtom);
  const visitMode = useAtomValue(visitModeAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(userAtom);
  const broker = useAtomValue(isBrokerAtom);

  async function logout() {
    try {
      await api.call(calls.logout, {});
    } finally {
      clearSession();
      puenteEvents.emit('session:changed', { signedIn: false });
      navigate(LANDING_PAGES[visitMode]);
    }
  }

  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="docked" data-testid="shell-header" data-visit={visitMode}>
      <Container maxW="7xl">
        <Flex align="center" columnGap="6" rowGap="2" py="3" wrap="wrap">
          <Link to="/" aria-label="Puente">
            <Text fontWeight="bold" fontSize="xl" color="brand.fg" letterSpacing="tight">
              Puente
            </Text>
          </Link>
          <HStack
            as="nav"
            gap="1"
            aria-label={t('header.menu')}
            order={3}
            flex="1 0 100%"
            overflowX="auto"
            whiteSpace="nowrap"
          >
            {MODES.map((mode) => (
              <NavLink key={mode} to={LANDING_PAGES[mode]} data-testid={`nav-${mode}`}>
                <Box px="3" py="1.5" borderRadius="md" fontWeight="medium" bg={visitMode === mode ? 'brand.subtle' : undefined} color={visitMode === mode ? 'brand.fg' : 'fg'}>
                  {tc(`nav.${mode}`)}
                </Box>
              </NavLink>
            ))}
            {signedIn ? (
              <NavLink to="/personalPanel" data-testid="nav-personal">
                <Box px="3" py="1.5" borderRadius="md" fontWeight="medium">
                  {t('header.mine')}
                </Box>
              </NavLink>
            ) : null}
          </HStack>
          <HStack gap="2" ms="auto" flexWrap="wrap" justify="flex-end">
            <NativeSelect.Root size="sm" width="auto" minW="7.5rem">
              <NativeSelect.Field
                aria-label={tc('prefs.language')}
                data-testid="language-select"
                value={language}
                onChange={(event) => {
                  const next = event.currentTarget.value as Language;
                  setLanguage(next);
                  void i18n.changeLanguage(next);
                  puenteEvents.emit('preferences:changed', { currency, language: next });
                  applyPreference(location.pathname);
                }}
              >
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {LANGUAGE_NAMES[code]}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={tc('prefs.currency')}
                data-testid="currency-select"
                value={currency}
                onChange={(event) => {
                  const next = event.currentTarget.value as Currency;
                  setCurrency(next);
                  puenteEvents.emit('preferences:changed', { currency: next, language });
                  applyPreference(location.pathname);
                }}
              >
                {CURRENCIES.map((code) => (
                  <option key={code} value={code}>
                    {code} {currencySymbol(code)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {signedIn ? (
              <HStack gap="2">
                <Text fontSize="sm" data-testid="header-nickname" title={user ? t('header.signedInAs', { nickname: user.nickname }) : undefined}>
                  {user?.nickname ?? ''}
                </Text>
                {broker ? <Badge colorPalette="orange">{tc('nav.broker')}</Badge> : null}
                <Button size="sm" variant="outline" onClick={() => void logout()} data-testid="logout">
                  {tc('session.logout')}
                </Button>
              </HStack>
            ) : (
              <HStack gap="2">
                <Button asChild size="sm" variant="ghost">
                  <Link to="/login" data-testid="login-link">
                    {tc('session.login')}
                  </Link>
                </Button>
                <Button asChild size="sm" colorPalette="brand">
                  <Link to="/login?type=register">{tc('session.register')}</Link>
                </Button>
              </HStack>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
