import {
  Badge,
  Box,
  Button,
  calls,
  clearSession,
  Dropdown,
  href,
  HStack,
  isBrokerAtom,
  isSignedInAtom,
  LANDING_PAGES,
  Link,
  Stack,
  Text,
  useApiMutation,
  UserIcon,
  userAtom,
  useNavigate,
  visitModeAtom,
  chakra,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

function Avatar({ src, size = 8 }: { src: string; size?: number }) {
  return src ? (
    <chakra.img src={src} alt="" width={size} height={size} borderRadius="full" objectFit="cover" />
  ) : (
    <Box as="span" width={size} height={size} borderRadius="full" bg="brand.subtle" color="brand.fg" display="grid" placeItems="center">
      <UserIcon size={18} />
    </Box>
  );
}

/** Signed out: log in and register. Signed in: the account card (spec section 2). */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const signedIn = useAtomValue(isSignedInAtom);
  const user = useAtomValue(userAtom);
  const broker = useAtomValue(isBrokerAtom);
  const visitMode = useAtomValue(visitModeAtom);

  const signOut = useApiMutation(calls.logout);

  async function logout() {
    // Signing out locally matters more than the server's answer.
    await signOut.run({});
    clearSession();
    navigate(LANDING_PAGES[visitMode]);
  }

  if (!signedIn) {
    return (
      <HStack gap="2">
        <Button asChild size="sm" variant="ghost">
          <Link to={href('login')} data-testid="login-link">
            {tc('session.login')}
          </Link>
        </Button>
        <Button asChild size="sm" colorPalette="brand">
          <Link to={href('login', { type: 'register' })}>{tc('session.register')}</Link>
        </Button>
      </HStack>
    );
  }
  return (
    <Dropdown
      // The name shown on the button is the start of its accessible name.
      label={user?.nickname ? t('chrome.accountOf', { nickname: user.nickname }) : t('chrome.account')}
      align="end"
      width="16rem"
      testId="user-menu"
      trigger={
        <HStack as="span" gap="2">
          <Avatar src={user?.head ?? ''} size={7} />
          <Text as="span" fontSize="sm" data-testid="header-nickname" maxW="10rem" truncate>
            {user?.nickname ?? ''}
          </Text>
        </HStack>
      }
    >
      {(close) => (
        <Stack gap="3" p="1">
          <HStack gap="3">
            <Avatar src={user?.head ?? ''} size={10} />
            <Box minW="0">
              <Text fontWeight="semibold" truncate>
                {user?.nickname}
              </Text>
              {broker ? (
                <Badge colorPalette="orange" data-testid="broker-tag">
                  {tc('nav.broker')}
                </Badge>
              ) : null}
            </Box>
          </HStack>
          <Stack gap="1">
            <Button asChild size="sm" variant="ghost" justifyContent="flex-start">
              <Link to={href('personalInfo')} onClick={close}>
                {t('chrome.editProfile')}
              </Link>
            </Button>
            <Button asChild size="sm" variant="ghost" justifyContent="flex-start">
              {/* A seller answers the requests received; a buyer follows the requests they sent. */}
              <Link to={href(user?.role === 'seller' ? 'personalQuotation' : 'personalQuotationMine')} onClick={close} data-testid="menu-quotations">
                {t('chrome.quotations')}
              </Link>
            </Button>
            <Button size="sm" variant="outline" loading={signOut.busy} onClick={() => void logout()} data-testid="logout">
              {tc('session.logout')}
            </Button>
          </Stack>
        </Stack>
      )}
    </Dropdown>
  );
}
