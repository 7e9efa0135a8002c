import { Badge, Button, calls, EmptyState, Heading, HStack, orderWord, Stack, Text, useApiQuery, useFormatters, useOrderWords } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { AuditLog } from '../lib/audit-log';
import { ConsoleLink } from '../lib/console-link';
import { DataTable } from '../lib/data-table';
import { consoleMoney, Facts } from '../lib/facts';
import { OperatorView } from '../lib/operator-view';
import { operatorHref, useIntParam } from '../lib/paths';
import { useApiMutation } from '@puente/shared';
import { TextDecision } from '../lib/text-decision';

/** /operatorUserDetails?id=N: who the person is, their latest orders, what operators decided about them; disable or enable. */
export function UserDetailsPage() {
  const { t } = useTranslation('operator');
  const f = useFormatters();
  const words = useOrderWords();
  const id = useIntParam('id');
  const details = useApiQuery(calls.operator.userDetails, { id: id ?? 0 }, { enabled: id !== null });
  const back = (
    <ConsoleLink to={operatorHref('operatorUsers')} testId="user-back">
      ‹ {t('users.back')}
    </ConsoleLink>
  );
  if (id === null)
    return (
      <Stack gap="4">
        {back}
        <EmptyState title={t('users.missing')} />
      </Stack>
    );
  return (
    <Stack gap="6" data-testid="user-details">
      {back}
      <OperatorView state={details}>
        {({ data: user }) => (
          <Stack gap="6">
            <Stack gap="2">
              <Heading as="h1" size="2xl">
                {user.nickname || user.username || `#${user.id}`}
              </Heading>
              <HStack gap="2" flexWrap="wrap">
                <Badge>{t(`roles.${user.role}`, { defaultValue: user.role || '—' })}</Badge>
                {user.broker ? <Badge colorPalette="brand">{t('users.isBroker')}</Badge> : null}
                {user.disabled ? (
                  <Badge colorPalette="red" data-testid="user-state">
                    {t('users.disabled')}
                  </Badge>
                ) : (
                  <Badge colorPalette="green" data-testid="user-state">
                    {t('users.active')}
                  </Badge>
                )}
              </HStack>
            </Stack>
            <Facts
              testId="user-facts"
              items={[
                { label: t('users.id'), value: `#${user.id}` },
                { label: t('users.username'), value: user.username },
                { label: t('users.phone'), value: user.phone },
                { label: t('users.company'), value: user.company },
                { label: t('users.country'), value: f.country(user.country) },
                { label: t('users.orders'), value: f.number(user.orders) },
                { label: t('users.joined'), value: f.dateTime(user.created) },
              ]}
            />
            <Stack as="section" gap="3" aria-labelledby="user-orders-heading">
              <Heading as="h2" size="lg" id="user-orders-heading">
                {t('users.recentOrders')}
              </Heading>
              {user.recentOrders.length ? (
                <DataTable
                  caption={t('users.recentOrders')}
                  testId="user-orders"
                  rows={user.recentOrders}
                  rowKey={(order) => order.id}
                  columns={[
                    {
                      key: 'orderNo',
                      header: t('orders.orderNo'),
                      cell: (order) => <ConsoleLink to={operatorHref('operatorOrderDetails', { id: order.id })}>{order.orderNo}</ConsoleLink>,
                    },
                    { key: 'role', header: t('users.as'), cell: (order) => t(`roles.${order.role}`, { defaultValue: order.role }) },
                    { key: 'node', header: t('orders.node'), cell: (order) => orderWord(words.node, order.node) },
                    { key: 'total', header: t('orders.total'), align: 'end', cell: (order) => consoleMoney(order.total, order.currency) },
                    { key: 'created', header: t('users.created'), cell: (order) => f.dateTime(order.created) },
                  ]}
                />
              ) : (
                <Text color="fg.muted">{t('users.noOrders')}</Text>
              )}
            </Stack>
            <Stack as="section" gap="3" aria-labelledby="user-history-heading">
              <Heading as="h2" size="lg" id="user-history-heading">
                {t('users.history')}
              </Heading>
              <AuditLog entries={user.history} />
            </Stack>
            <AccountState user={user} />
          </Stack>
        )}
      </OperatorView>
    </Stack>
  );
}

type User = calls.operator.OperatorUser & { disabledReason: string };

/** Disable an account, with the reason (its sessions end at once), or enable it again. */
function AccountState({ user }: { user: User }) {
  const { t } = useTranslation('operator');
  const enable = useApiMutation(calls.operator.setUserDisabled, { success: t('users.enabled') });
  return (
    <Stack as="section" gap="3" borderWidth="1px" borderRadius="lg" p="5" aria-labelledby="account-heading" data-testid="account-state">
      <Heading as="h2" size="lg" id="account-heading">
        {t('users.account')}
      </Heading>
      {user.disabled ? (
        <Stack gap="3" align="flex-start">
          <Text data-testid="user-disabled-reason">{t('users.disabledBecause', { reason: user.disabledReason || '—' })}</Text>
          <Button colorPalette="brand" loading={enable.busy} onClick={() => void enable.run({ id: user.id, disabled: false })} data-testid="user-enable">
            {t('users.enable')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="2">
          <Text color="fg.muted">{t('users.disableHint')}</Text>
          <TextDecision
            call={calls.operator.setUserDisabled}
            field="reason"
            body={{ id: user.id, disabled: true }}
            label={t('users.disableReason')}
            submit={t('users.disable')}
            success={t('users.disabledDone')}
            required
            danger
            testId="user-disable"
          />
        </Stack>
      )}
    </Stack>
  );
}
