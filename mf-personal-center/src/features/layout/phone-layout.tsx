import { Box, findRoute, HStack, Link, Stack, Text, useLocation } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ME = '/mine/personalCenter';
/** Pages that lead back to their own list (an order goes back to its orders): one way back, not two stacked. */
const OWN_WAY_BACK = new Set(['/mine/personalOrderDetails', '/mine/personalOrderBrokerDetails', '/personalOrderDetails', '/personalOrderBrokerDetails']);

/**
 * The personal centre's frame on a phone: no side menu (the "me" page is the way to every page),
 * and on every other page a way back to it at the top, one tap target wide.
 */
export function PhoneLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('personal');
  const { pathname } = useLocation();
  const path = findRoute(pathname)?.path as string | undefined;
  const backToMe = path !== ME && !(path && OWN_WAY_BACK.has(path));
  return (
    <Stack gap="2" py="3" data-testid="personal-phone-layout">
      {backToMe ? (
        <Link to={ME} data-testid="back-to-me">
          <HStack minH="44px" gap="1" color="brand.fg" fontWeight="medium">
            <Text aria-hidden="true">‹</Text>
            <Text>{t('mobile.backToMe')}</Text>
          </HStack>
        </Link>
      ) : null}
      <Box minW="0">{children}</Box>
    </Stack>
  );
}
