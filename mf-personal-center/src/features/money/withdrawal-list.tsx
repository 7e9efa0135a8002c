import { Badge, calls, HStack, QueryView, Stack, Text, useApiQuery, useFormatters } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/** The latest withdrawals with their state. */
export function WithdrawalList({ state }: { state: ReturnType<typeof useApiQuery<typeof calls.trade.listWithdrawals>> }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  return (
    <QueryView state={state} isEmpty={(data) => data.list.length === 0} empty={t('money.noWithdrawals')}>
      {(data) => (
        <Stack gap="2" data-testid="withdrawal-list">
          {data.list.map((w) => (
            <HStack key={w.id} borderWidth="1px" borderRadius="md" p="3" justify="space-between" flexWrap="wrap" fontSize="sm">
              <Text>{f.dateTime(w.createTime)}</Text>
              <Text>{w.account}</Text>
              <Badge colorPalette={w.status === 'paid' ? 'green' : w.status === 'failed' || w.status === 'canceled' ? 'red' : 'orange'}>
                {t(`money.withdrawalStatus.${w.status}`)}
              </Badge>
              <Text fontWeight="semibold">{f.money(w.amount.amount, w.amount.currency)}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
