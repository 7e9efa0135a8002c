import { Badge, Box, calls, findRoute, Heading, HStack, languageAtom, Link, QueryView, resolveRedirect, Stack, Text, useApiQuery, useFormatters, type User } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { menuFor } from '../features/layout/menu';
import { OrderCounts } from '../features/overview/order-counts';

/** The user's initials in a circle: the avatar until a picture is set. */
function Initials({ name }: { name: string }) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return (
    <Box
      aria-hidden="true"
      flexShrink={0}
      width="14"
      height="14"
      borderRadius="full"
      bg="brand.solid"
      color="brand.contrast"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize="xl"
      fontWeight="bold"
    >
      {letters || '·'}
    </Box>
  );
}

/** The available balance, a tap away from the account. */
function Balance() {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const money = useApiQuery(calls.trade.revenueStatistics, {});
  return (
    <Link to="/mine/personalAccount" data-testid="me-balance">
      <HStack justify="space-between" borderWidth="1px" borderRadius="lg" p="4" bg="bg" minH="44px">
        <Stack gap="0">
          <Text fontSize="sm" color="fg.muted">
            {t('money.available')}
          </Text>
          <QueryView state={money} compact>
            {({ data }) => (
              <Text fontSize="xl" fontWeight="semibold">
                {f.money(data.show.available, data.show.currency)}
              </Text>
            )}
          </QueryView>
        </Stack>
        <Text color="brand.fg" fontSize="sm" fontWeight="medium">
          {t('mobile.withdraw')} ›
        </Text>
      </HStack>
    </Link>
  );
}

/** The pages of the centre the user's role has, by group, each a row as tall as a thumb. */
function MenuRows({ user }: { user: User }) {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  return (
    <Stack gap="5" data-testid="me-menu">
      {menuFor(user)
        .filter((group) => group.key !== 'overview')
        .map((group) => (
          <Stack key={group.key} gap="0">
            <Text as="h2" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="1" mb="1">
              {t(`menu.${group.key}`)}
            </Text>
            <Box borderWidth="1px" borderRadius="lg" bg="bg" divideY="1px">
              {group.paths.map((desktopPath) => {
                const path = resolveRedirect(desktopPath)?.split('?')[0] ?? desktopPath;
                return (
                  <Link key={path} to={path}>
                    <HStack justify="space-between" px="4" minH="48px">
                      <Text>{findRoute(path)?.title[language] ?? path}</Text>
                      <Text aria-hidden="true" color="fg.muted">
                        ›
                      </Text>
                    </HStack>
                  </Link>
                );
              })}
            </Box>
          </Stack>
        ))}
    </Stack>
  );
}

/**
 * /mine/personalCenter, the phone's "me": who the user is (avatar, nickname, role, the broker tag),
 * the balance, the orders by status, and every page of the centre the role has.
 */
export function MobilePersonalCenterPage() {
  const { t } = useTranslation('personal');
  const info = useApiQuery(calls.getUserInfo, {});
  return (
    <QueryView state={info}>
      {({ user }) => (
        <Stack gap="5" data-testid="me-page">
          <HStack gap="4">
            <Initials name={user.nickname} />
            <Stack gap="1" minW="0">
              <Heading as="h1" size="lg" overflowWrap="anywhere" data-testid="me-nickname">
                {user.nickname}
              </Heading>
              <HStack gap="2" flexWrap="wrap">
                <Badge colorPalette="brand">{t(`panel.role.${user.role ?? 'none'}`)}</Badge>
                {user.ifBroker ? (
                  <Badge colorPalette="orange" data-testid="broker-tag">
                    {t('panel.broker')}
                  </Badge>
                ) : null}
              </HStack>
            </Stack>
          </HStack>
          <Balance />
          {user.role !== 'seller' ? <OrderCounts side="buyer" /> : null}
          {user.role === 'seller' || user.ifBroker ? <OrderCounts side="seller" /> : null}
          <MenuRows user={user} />
        </Stack>
      )}
    </QueryView>
  );
}
