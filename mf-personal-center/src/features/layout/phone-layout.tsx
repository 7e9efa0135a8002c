import { Box, findRoute, HStack, Link, Stack, Text, useLocation } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ME = '/mine/personalCenter';

/**
 * The personal centre's frame on a phone: no side menu (the "me" page is the way to every page),
 * and on every other page a way back to it at the top, one tap target wide.
 */
export function PhoneLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('personal');
  const { pathname } = useLocation();
  const atMe = (findRoute(pathname)?.path as string | undefined) === ME;
  return (
    <Stack gap="2" py="3" data-testid="personal-phone-layout">
      {atMe ? null : (
        <Link to={ME} data-testid="back-to-me">
          <HStack minH="44px" gap="1" color="brand.fg" fontWeight="medium">
            <Text aria-hidden="true">‹</Text>
            <Text>{t('mobile.backToMe')}</Text>
          </HStack>
        </Link>
      )}
      <Box minW="0">{children}</Box>
    </Stack>
  );
}
