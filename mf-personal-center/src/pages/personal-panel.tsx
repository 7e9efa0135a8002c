import {
  Badge,
  Box,
  Button,
  calls,
  findRoute,
  Heading,
  href,
  HStack,
  LANGUAGE_TAGS,
  languageAtom,
  Link,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
  useFormatters,
  type User,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { menuFor } from '../layout/menu';

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
  const listPath = href(side === 'buyer' ? 'personalOrder' : 'personalOrderBroker');
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
      <QueryView state={stats} compact>
        {({ data }) => (
          <SimpleGrid columns={{ base: 3, md: 5 }} gap="3">
            {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((status) => (
              <Box key={status} textAlign="center" p="2" borderRadius="md" bg="bg.subtle" data-testid={`count-${status}`}>
                <Text fontSize="xl" fontWeight="semibold">
                  {data.byStatus[String(status)] ?? 0}
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`orders.status.${status}`)}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </QueryView>
    </Box>
  );
}

/** /personalPanel: the signed-in user's overview, fitted to the role. */
export function PersonalPanel() {
  const info = useApiQuery(calls.getUserInfo, {});
  return <QueryView state={info}>{({ user }) => <Panel user={user} />}</QueryView>;
}

function Panel({ user }: { user: User }) {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  const f = useFormatters();
  const role = useApiQuery(calls.getUserRole, {});
  const money = useApiQuery(calls.trade.revenueStatistics, {});
  const unread = useApiQuery(calls.trade.unreadMessageCount, {});
  const countryName = user.countryCode ? (new Intl.DisplayNames([LANGUAGE_TAGS[language]], { type: 'region' }).of(user.countryCode) ?? user.countryCode) : '';
  const seller = user.role === 'seller';
  const shortcuts = menuFor(user).flatMap((g) => g.paths).filter((p) => p !== href('personalPanel'));

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
          <QueryView state={money} compact>
            {({ data }) => (
              <Text fontSize="2xl" fontWeight="semibold">
                {f.money(data.show.available, data.show.currency)}
              </Text>
            )}
          </QueryView>
          <Link to={href('personalAccount')}>
            <Text fontSize="sm" color="brand.fg">
              {t('panel.toAccount')}
            </Text>
          </Link>
        </Box>
        <Box borderWidth="1px" borderRadius="lg" p="5" data-testid="panel-unread">
          <Text fontSize="sm" color="fg.muted">
            {t('panel.unread')}
          </Text>
          <QueryView state={unread} compact>
            {({ data }) => (
              <Text fontSize="2xl" fontWeight="semibold">
                {data.count}
              </Text>
            )}
          </QueryView>
          <Link to={href('message')}>
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
        <QueryView state={role} compact isEmpty={({ data }) => data.userPermissions.length === 0} empty={t('panel.permissionsEmpty')}>
          {({ data }) => (
            <Stack as="ul" gap="1" ps="5" listStyleType="disc">
              {data.userPermissions.map(({ percode }) => (
                // Permission codes contain ':' (i18next's namespace separator), hence nsSeparator: false.
                <li key={percode}>{t(`panel.permission.${percode}`, { defaultValue: percode, nsSeparator: false })}</li>
              ))}
            </Stack>
          )}
        </QueryView>
      </Box>
    </Stack>
  );
}
