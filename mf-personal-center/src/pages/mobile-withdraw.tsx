import { Button, calls, EmptyState, Heading, Link, QueryView, Stack, Text, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { WithdrawalForm, type Balance } from '../features/money/withdrawal-form';

const NO_BALANCES: Balance[] = [];

/**
 * /mine/withdraw on a phone: the withdrawal form alone (the desktop's form and limits: one set of
 * rules), with the way to add a payee account when there is none yet.
 */
export function MobileWithdrawPage() {
  const { t } = useTranslation('personal');
  const accounts = useApiQuery(calls.trade.listReceivingAccounts, {});
  const stats = useApiQuery(calls.trade.revenueStatistics, {});
  const balances = stats.status === 'success' ? stats.data.data.balances : NO_BALANCES;
  return (
    <Stack gap="4" data-testid="mobile-withdraw">
      <Heading as="h1" size="lg">
        {t('money.withdraw')}
      </Heading>
      <QueryView
        state={accounts}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState title={t('money.noAccounts')}>
            <Button asChild colorPalette="brand" minH="44px">
              <Link to="/mine/addPersonalWithdrawal">{t('money.addAccount')}</Link>
            </Button>
          </EmptyState>
        }
      >
        {(data) => (stats.status === 'success' ? <WithdrawalForm accounts={data.list} balances={balances} /> : <QueryView state={stats}>{() => null}</QueryView>)}
      </QueryView>
      <Link to="/mine/personalCapitalFlow">
        <Text color="brand.fg" minH="44px" display="flex" alignItems="center">
          {t('mobile.capitalFlow')} ›
        </Text>
      </Link>
    </Stack>
  );
}
