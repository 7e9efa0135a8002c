import { Button, calls, ConfirmDeleteButton, EmptyState, Heading, href, HStack, Link, QueryView, Stack, Text, useApiMutation, useApiQuery } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLine } from '../features/money/account-line';
import { WithdrawalForm, type Balance, type PayeeAccount } from '../features/money/withdrawal-form';
import { WithdrawalList } from '../features/money/withdrawal-list';

const NO_ACCOUNTS: PayeeAccount[] = [];
const NO_BALANCES: Balance[] = [];

/** /personalWithdrawal: payee accounts, and a withdrawal within the available balance. */
export function WithdrawalPage() {
  const { t } = useTranslation('personal');
  const accounts = useApiQuery(calls.trade.listReceivingAccounts, {});
  const stats = useApiQuery(calls.trade.revenueStatistics, {});
  const withdrawals = useApiQuery(calls.trade.listWithdrawals, { currentPage: 1, everyNumber: 10 });
  const removeAccount = useApiMutation(calls.trade.deleteReceivingAccount, { success: t('money.accountDeleted') });
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  const balances = stats.status === 'success' ? stats.data.data.balances : NO_BALANCES;
  const list = accounts.status === 'success' ? accounts.data.list : NO_ACCOUNTS;

  async function remove(id: number) {
    if (await removeAccount.run({ id })) setConfirmDelete(null);
  }

  return (
    <Stack gap="6" data-testid="withdrawal-page">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('money.payeeTitle')}
        </Heading>
        <Button asChild colorPalette="brand" variant="outline">
          <Link to={href('AddAccount')} data-testid="add-account-link">
            {t('money.addAccount')}
          </Link>
        </Button>
      </HStack>
      <QueryView
        state={accounts}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState title={t('money.noAccounts')}>
            <Link to={href('AddAccount')}>
              <Text color="brand.fg">{t('money.addAccount')}</Text>
            </Link>
          </EmptyState>
        }
      >
        {(data) => (
          <Stack gap="2">
            {data.list.map((a) => (
              <AccountLine
                key={a.id}
                a={a}
                action={
                  <ConfirmDeleteButton
                    confirming={confirmDelete === a.id}
                    onAsk={() => setConfirmDelete(a.id)}
                    onConfirm={() => void remove(a.id)}
                    busy={removeAccount.busy}
                    labels={{ delete: t('common.delete'), confirm: t('common.confirmDelete') }}
                  />
                }
              />
            ))}
          </Stack>
        )}
      </QueryView>

      {list.length ? <WithdrawalForm accounts={list} balances={balances} /> : null}

      <Heading as="h2" size="md">
        {t('money.withdrawals')}
      </Heading>
      <WithdrawalList state={withdrawals} />
    </Stack>
  );
}
