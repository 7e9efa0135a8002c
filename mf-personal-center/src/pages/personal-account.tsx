import { Button, calls, Heading, href, HStack, Link, Pager, QueryView, Stack, useApiQuery } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountStats } from '../features/money/account-stats';
import { LedgerTable } from '../features/money/ledger-table';
import { WithdrawalList } from '../features/money/withdrawal-list';

const PAGE_SIZE = 15;

/** /personalAccount: revenue statistics, income records and withdrawals. */
export function AccountPage() {
  const { t } = useTranslation('personal');
  const stats = useApiQuery(calls.trade.revenueStatistics, {});
  const [page, setPage] = useState(1);
  const records = useApiQuery(calls.trade.listRevenueRecords, { currentPage: page, everyNumber: PAGE_SIZE });
  const withdrawals = useApiQuery(calls.trade.listWithdrawals, { currentPage: 1, everyNumber: 10 });

  return (
    <Stack gap="6" data-testid="account-page">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('money.accountTitle')}
        </Heading>
        <Button asChild colorPalette="brand">
          <Link to={href('personalWithdrawal')}>{t('money.withdraw')}</Link>
        </Button>
      </HStack>
      <QueryView state={stats}>{({ data: s }) => <AccountStats s={s} />}</QueryView>
      <Heading as="h2" size="md">
        {t('money.revenueRecords')}
      </Heading>
      <QueryView state={records} isEmpty={(data) => data.list.length === 0} empty={t('money.noRevenue')}>
        {(data) => (
          <>
            <LedgerTable entries={data.list} />
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryView>

      <Heading as="h2" size="md">
        {t('money.withdrawals')}
      </Heading>
      <WithdrawalList state={withdrawals} />
    </Stack>
  );
}
