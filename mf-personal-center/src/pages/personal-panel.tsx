import {
  Badge,
  Box,
  Button,
  calls,
  ErrorState,
  findRoute,
  Heading,
  HStack,
  LANGUAGE_TAGS,
  languageAtom,
  Link,
  LoadingState,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { menuFor } from '../layout/menu';
import { useFormatters } from '../lib/format';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{value || '—'}</Text>
    </Box>
  );
}

/** Order counts by status for one side of the user's orders, each a link to that tab's list. */
function OrderCounts({ side }: { side: 'buyer' | 'seller' }) {
  const { t } = useTranslation('personal');
  const stats = useApiQuery(calls.trade.orderStatistics, { side });
  const listPath = side === 'buyer' ? '/personalOrder' : '/personalOrderBroker';
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" data-testid={`panel-orders-${side}`}>
      <HStack justify="space-between" mb="4">
        <Heading as="h2" size="md">
          {t(side === 'buyer' ? 'panel.buyerOrders' : 'panel.sellerOrders')}
        </Heading>
        <Link to={listPath}>
          <Text color="brand.fg" fontSize="sm">
            {t('panel.allOrders')}
          </Text>
        </Link>
      </HStack>
      {stats.status === 'loading' ? <LoadingState /> : null}
      {stats.status === 'error' ? <ErrorState onRetry={stats.reload} /> : null}
      {stats.status === 'success' ? (
        <SimpleGrid columns={{ base: 3, md: 5 }} gap="3">
          {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((status) => (
            <Box key={status} textAlign="center" p="2" borderRadius="md" bg="bg.subtle" data-testid={`count-${status}`}>
              <Text fontSize="xl" fontWeight="semibold">
                {stats.data.data.byStatus[String(status)] ?? 0}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {t(`orders.status.${status}`)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      ) : null}
    </Box>
  );
}

/** /personalPanel: the signed-in user's overview, fitted to the role. */
export function PersonalPanel() {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  const f = useFormatters();
  const info = useApiQuery(calls.getUserInfo, {});
  const role = useApiQuery(calls.getUserRole, {});
  const money = useApiQuery(calls.trade.revenueStatistics, {});
  const unread = useApiQuery(calls.trade.unreadMessageCount, {});

  if (info.status === 'loading') return <LoadingState />;
  if (info.status === 'error') return <ErrorState onRetry={info.reload} />;
  const { user } = info.data;
  const countryName = user.countryCode ? (new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(user.countryCode) ?? user.countryCode) : '';
  // Permission codes contain ':' (i18next's namespace separator), hence nsSeparator: false below.
  const permissions = role.status === 'success' ? role.data.data.userPermissions.map((p) => p.percode) : [];
  const seller = user.role === 'seller';
  const shortcuts = menuFor(user).flatMap((g) => g.paths).filter((p) => p !== '/personalPanel');

  return (
    <Stack gap="6" data-testid="personal-panel">
      <HStack gap="3" flexWrap="wrap">
        <Heading as="h1" size="2xl" data-testid="panel-nickname">
          {t('panel.welcome', { nickname: user.nickname })}
        </Heading>
        <Badge colorPalette="brand" size="lg">
          {t(`panel.role.${user.role ?? 'none'}`)}
        </Badge>
        {user.ifBroker ? (
          <Badge colorPalette="orange" size="lg" data-testid="broker-tag">
            {t('panel.broker')}
          </Badge>
        ) : null}
      </HStack>

      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Box borderWidth="1px" borderRadius="lg" p="5" data-testid="panel-balance">
          <Text fontSize="sm" color="fg.muted">
            {t('money.available')}
          </Text>
          {money.status === 'success' ? (
            <Text fontSize="2xl" fontWeight="semibold">
              {f.money(money.data.data.show.available, money.data.data.show.currency)}
            </Text>
          ) : money.status === 'error' ? (
            <Button size="xs" variant="ghost" onClick={money.reload}>{t('common.retry')}</Button>
          ) : (
            <Text color="fg.muted">…</Text>
          )}
          <Link to="/personalAccount">
            <Text fontSize="sm" color="brand.fg">
              {t('panel.toAccount')}
            </Text>
          </Link>
        </Box>
        <Box borderWidth="1px" borderRadius="lg" p="5" data-testid="panel-unread">
          <Text fontSize="sm" color="fg.muted">
            {t('panel.unread')}
          </Text>
          <Text fontSize="2xl" fontWeight="semibold">
            {unread.status === 'success' ? unread.data.data.count : '…'}
          </Text>
          <Link to="/message">
            <Text fontSize="sm" color="brand.fg">
              {t('panel.toMessages')}
            </Text>
          </Link>
        </Box>
        <Box borderWidth="1px" borderRadius="lg" p="5">
          <SimpleGrid columns={1} gap="2">
            <Fact label={t('panel.phone')} value={user.phone} />
            <Fact label={t('panel.company')} value={user.companyName ?? ''} />
            <Fact label={t('panel.country')} value={countryName} />
          </SimpleGrid>
        </Box>
      </SimpleGrid>

      {!seller ? <OrderCounts side="buyer" /> : null}
      {seller || user.ifBroker ? <OrderCounts side="seller" /> : null}

      <Box borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md" mb="3">
          {t('panel.shortcuts')}
        </Heading>
        <HStack gap="2" flexWrap="wrap" data-testid="panel-shortcuts">
          {shortcuts.map((path) => (
            <Button key={path} size="sm" variant="outline" asChild>
              <Link to={path}>{findRoute(path)?.title[language] ?? path}</Link>
            </Button>
          ))}
        </HStack>
      </Box>

      <Box borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md" mb="3">
          {t('panel.permissionsTitle')}
        </Heading>
        {role.status === 'loading' ? <LoadingState /> : null}
        {role.status === 'error' ? <ErrorState onRetry={role.reload} /> : null}
        {role.status === 'success' && permissions.length === 0 ? <Text color="fg.muted">{t('panel.permissionsEmpty')}</Text> : null}
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          {permissions.map((code) => (
            <li key={code}>{t(`panel.permission.${code}`, { defaultValue: code, nsSeparator: false })}</li>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
