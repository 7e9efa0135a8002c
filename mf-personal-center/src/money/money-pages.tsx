import {
  api,
  Badge,
  Box,
  Button,
  calls,
  chakra,
  CURRENCIES,
  EmptyState,
  ErrorState,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  LoadingState,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
  useNavigate,
  type Currency,
} from '@puente/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../lib/format';
import { Pager } from '../lib/pager';
import { useSubmit } from '../lib/use-submit';
import { withdrawalProblem } from './withdrawal-rules';

const PAGE_SIZE = 15;

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" data-testid={testId}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {value}
      </Text>
    </Box>
  );
}

type Entry = { id: number; kind: string; amount: { currency: string; amount: number }; orderNo: string; note: string; createTime: number };

function LedgerTable({ entries }: { entries: Entry[] }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  return (
    <Box overflowX="auto">
      <chakra.table width="100%" fontSize="sm" data-testid="ledger-table">
        <chakra.thead>
          <chakra.tr textAlign="start" color="fg.muted">
            <chakra.th textAlign="start" py="2">{t('money.time')}</chakra.th>
            <chakra.th textAlign="start">{t('money.kind')}</chakra.th>
            <chakra.th textAlign="start">{t('money.order')}</chakra.th>
            <chakra.th textAlign="end">{t('money.amount')}</chakra.th>
          </chakra.tr>
        </chakra.thead>
        <chakra.tbody>
          {entries.map((e) => (
            <chakra.tr key={e.id} borderTopWidth="1px" data-testid="ledger-row" data-kind={e.kind}>
              <chakra.td py="2">{f.dateTime(e.createTime)}</chakra.td>
              <chakra.td>{t(`money.kinds.${e.kind}`, { defaultValue: e.kind })}</chakra.td>
              <chakra.td>{e.orderNo || e.note || '—'}</chakra.td>
              <chakra.td textAlign="end" color={e.amount.amount < 0 ? 'red.fg' : 'green.fg'} fontWeight="medium" data-testid="ledger-amount">
                {f.money(e.amount.amount, e.amount.currency)}
              </chakra.td>
            </chakra.tr>
          ))}
        </chakra.tbody>
      </chakra.table>
    </Box>
  );
}

/** /personalAccount: revenue statistics, income records and withdrawals. */
export function AccountPage() {
  const { t } = useTranslation('personal');
  const f = useFormatters();
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
          <Link to="/personalWithdrawal">{t('money.withdraw')}</Link>
        </Button>
      </HStack>
      {stats.status === 'loading' ? <LoadingState /> : null}
      {stats.status === 'error' ? <ErrorState onRetry={stats.reload} /> : null}
      {stats.status === 'success' ? (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
            <Stat label={t('money.available')} value={f.money(stats.data.data.show.available, stats.data.data.show.currency)} testId="stat-available" />
            <Stat label={t('money.pending')} value={f.money(stats.data.data.show.pending, stats.data.data.show.currency)} />
            <Stat label={t('money.withdrawn')} value={f.money(stats.data.data.show.withdrawn, stats.data.data.show.currency)} />
            <Stat label={t('money.earned')} value={f.money(stats.data.data.show.earned, stats.data.data.show.currency)} />
          </SimpleGrid>
          {stats.data.data.balances.length ? (
            <Box overflowX="auto">
              <chakra.table width="100%" fontSize="sm">
                <chakra.thead>
                  <chakra.tr color="fg.muted">
                    <chakra.th textAlign="start" py="2">{t('goods.currency')}</chakra.th>
                    <chakra.th textAlign="end">{t('money.available')}</chakra.th>
                    <chakra.th textAlign="end">{t('money.pending')}</chakra.th>
                    <chakra.th textAlign="end">{t('money.withdrawn')}</chakra.th>
                    <chakra.th textAlign="end">{t('money.earned')}</chakra.th>
                  </chakra.tr>
                </chakra.thead>
                <chakra.tbody>
                  {stats.data.data.balances.map((b) => (
                    <chakra.tr key={b.currency} borderTopWidth="1px">
                      <chakra.td py="2">{b.currency}</chakra.td>
                      <chakra.td textAlign="end">{f.money(b.available, b.currency)}</chakra.td>
                      <chakra.td textAlign="end">{f.money(b.pending, b.currency)}</chakra.td>
                      <chakra.td textAlign="end">{f.money(b.withdrawn, b.currency)}</chakra.td>
                      <chakra.td textAlign="end">{f.money(b.earned, b.currency)}</chakra.td>
                    </chakra.tr>
                  ))}
                </chakra.tbody>
              </chakra.table>
            </Box>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            {t('money.showNote', { currency: stats.data.data.show.currency })}
          </Text>
        </Stack>
      ) : null}

      <Heading as="h2" size="md">
        {t('money.revenueRecords')}
      </Heading>
      {records.status === 'loading' && !records.data ? <LoadingState /> : null}
      {records.status === 'error' ? <ErrorState onRetry={records.reload} /> : null}
      {records.data && records.data.list.length === 0 ? <EmptyState title={t('money.noRevenue')} /> : null}
      {records.data && records.data.list.length ? (
        <>
          <LedgerTable entries={records.data.list} />
          <Pager page={page} total={records.data.total} size={PAGE_SIZE} onPage={setPage} />
        </>
      ) : null}

      <Heading as="h2" size="md">
        {t('money.withdrawals')}
      </Heading>
      <WithdrawalList state={withdrawals} />
    </Stack>
  );
}

function WithdrawalList({ state }: { state: ReturnType<typeof useApiQuery<typeof calls.trade.listWithdrawals>> }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  if (state.status === 'loading' && !state.data) return <LoadingState />;
  if (state.status === 'error') return <ErrorState onRetry={state.reload} />;
  if (!state.data?.list.length) return <EmptyState title={t('money.noWithdrawals')} />;
  return (
    <Stack gap="2" data-testid="withdrawal-list">
      {state.data.list.map((w) => (
        <HStack key={w.id} borderWidth="1px" borderRadius="md" p="3" justify="space-between" flexWrap="wrap" fontSize="sm">
          <Text>{f.dateTime(w.createTime)}</Text>
          <Text>{w.account}</Text>
          <Badge colorPalette={w.status === 'paid' ? 'green' : w.status === 'failed' || w.status === 'canceled' ? 'red' : 'orange'}>{t(`money.withdrawalStatus.${w.status}`)}</Badge>
          <Text fontWeight="semibold">{f.money(w.amount.amount, w.amount.currency)}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** /personalCapitalFlow: every movement of the available balance. */
export function CapitalFlowPage() {
  const { t } = useTranslation('personal');
  const [page, setPage] = useState(1);
  const flow = useApiQuery(calls.trade.listCapitalFlow, { currentPage: page, everyNumber: PAGE_SIZE });
  return (
    <Stack gap="5" data-testid="capital-flow">
      <Heading as="h1" size="xl">
        {t('money.flowTitle')}
      </Heading>
      {flow.status === 'loading' && !flow.data ? <LoadingState /> : null}
      {flow.status === 'error' ? <ErrorState onRetry={flow.reload} /> : null}
      {flow.data && flow.data.list.length === 0 ? <EmptyState title={t('money.noFlow')} /> : null}
      {flow.data && flow.data.list.length ? (
        <>
          <LedgerTable entries={flow.data.list} />
          <Pager page={page} total={flow.data.total} size={PAGE_SIZE} onPage={setPage} />
        </>
      ) : null}
    </Stack>
  );
}

function AccountLine({ a, action }: { a: { kind: string; holderName: string; bankName: string; branch: string; accountNumber: string; swift: string; countryCode: string; currency: string }; action?: ReactNode }) {
  const { t } = useTranslation('personal');
  return (
    <HStack borderWidth="1px" borderRadius="md" p="3" justify="space-between" flexWrap="wrap" gap="3" data-testid="payee-account">
      <Box>
        <HStack gap="2">
          <Text fontWeight="semibold">{a.bankName}</Text>
          <Badge>{a.currency}</Badge>
          <Badge colorPalette={a.kind === 'pingpong' ? 'purple' : 'gray'}>{t(`money.accountKind.${a.kind}`)}</Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {a.holderName} · {a.accountNumber} · {a.branch}
          {a.swift ? ` · SWIFT ${a.swift}` : ''} · {a.countryCode}
        </Text>
      </Box>
      {action}
    </HStack>
  );
}

/** /personalWithdrawal: payee accounts, and a withdrawal within the available balance. */
export function WithdrawalPage() {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const accounts = useApiQuery(calls.trade.listReceivingAccounts, {});
  const stats = useApiQuery(calls.trade.revenueStatistics, {});
  const withdrawals = useApiQuery(calls.trade.listWithdrawals, { currentPage: 1, everyNumber: 10 });
  const { busy, run } = useSubmit();
  const [accountId, setAccountId] = useState('');
  const [currency, setCurrency] = useState<Currency | ''>('');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);

  const balances = stats.status === 'success' ? stats.data.data.balances : [];
  const list = accounts.status === 'success' ? accounts.data.list : [];
  const chosenCurrency = (currency || list.find((a) => String(a.id) === accountId)?.currency || balances[0]?.currency || 'USD') as Currency;
  const available = balances.find((b) => b.currency === chosenCurrency)?.available ?? 0;
  const problem = withdrawalProblem({ accountId, amount, available });

  async function apply() {
    setTried(true);
    if (problem) return;
    const done = await run(() => api.call(calls.trade.applyWithdrawal, { accountId: Number(accountId), amount: Number(amount), currency: chosenCurrency }), t('money.withdrawalSubmitted'));
    if (done) {
      setAmount('');
      setTried(false);
      stats.reload();
      withdrawals.reload();
    }
  }
  async function remove(id: number) {
    if (await run(() => api.call(calls.trade.deleteReceivingAccount, { id }), t('money.accountDeleted'))) {
      setConfirmDelete(null);
      accounts.reload();
    }
  }

  return (
    <Stack gap="6" data-testid="withdrawal-page">
      <HStack justify="space-between" flexWrap="wrap">
        <Heading as="h1" size="xl">
          {t('money.payeeTitle')}
        </Heading>
        <Button asChild colorPalette="brand" variant="outline">
          <Link to="/AddAccount" data-testid="add-account-link">{t('money.addAccount')}</Link>
        </Button>
      </HStack>
      {accounts.status === 'loading' ? <LoadingState /> : null}
      {accounts.status === 'error' ? <ErrorState onRetry={accounts.reload} /> : null}
      {accounts.status === 'success' && list.length === 0 ? (
        <EmptyState title={t('money.noAccounts')}>
          <Link to="/AddAccount">
            <Text color="brand.fg">{t('money.addAccount')}</Text>
          </Link>
        </EmptyState>
      ) : null}
      <Stack gap="2">
        {list.map((a) => (
          <AccountLine
            key={a.id}
            a={a}
            action={
              confirmDelete === a.id ? (
                <Button size="sm" colorPalette="red" loading={busy} onClick={() => void remove(a.id)}>
                  {t('common.confirmDelete')}
                </Button>
              ) : (
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setConfirmDelete(a.id)}>
                  {t('common.delete')}
                </Button>
              )
            }
          />
        ))}
      </Stack>

      {list.length ? (
        <Stack as="form" gap="4" borderWidth="1px" borderRadius="lg" p="5" onSubmit={(e) => { e.preventDefault(); void apply(); }} data-testid="withdrawal-form">
          <Heading as="h2" size="md">
            {t('money.applyTitle')}
          </Heading>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
            <Field.Root required invalid={tried && problem === 'account'}>
              <Field.Label>{t('money.payeeAccount')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="accountId" value={accountId} onChange={(e) => setAccountId(e.target.value)}>
                  <option value="">{t('common.choose')}</option>
                  {list.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.bankName} {a.accountNumber} ({a.currency})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root>
              <Field.Label>{t('goods.currency')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="currency" value={chosenCurrency} onChange={(e) => setCurrency(e.target.value as Currency)}>
                  {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root required invalid={tried && (problem === 'amount' || problem === 'overBalance')}>
              <Field.Label>{t('money.amount')}</Field.Label>
              <Input name="amount" type="number" step="0.01" min="0" value={amount} onChange={(e) => setAmount(e.target.value)} />
            </Field.Root>
          </SimpleGrid>
          <Text fontSize="sm" data-testid="available-balance">
            {t('money.availableIn', { amount: f.money(available, chosenCurrency) })}
          </Text>
          {tried && problem ? (
            <Text color="red.fg" role="alert" data-testid="withdrawal-error">
              {t(`money.problem.${problem}`, { amount: f.money(available, chosenCurrency) })}
            </Text>
          ) : null}
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={busy} data-testid="withdrawal-submit">
              {t('money.applyWithdrawal')}
            </Button>
          </HStack>
        </Stack>
      ) : null}

      <Heading as="h2" size="md">
        {t('money.withdrawals')}
      </Heading>
      <WithdrawalList state={withdrawals} />
    </Stack>
  );
}

/** /AddAccount: a bank account to receive withdrawals. */
export function AddAccountPage() {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const { busy, run } = useSubmit();
  const [values, setValues] = useState({ holderName: '', bankName: '', branch: '', accountNumber: '', swift: '', countryCode: '', currency: 'USD' as Currency });
  const [tried, setTried] = useState(false);
  const required = ['holderName', 'bankName', 'branch', 'accountNumber', 'countryCode'] as const;
  const missing = required.filter((k) => !values[k].trim());
  const set = (key: keyof typeof values, value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function save() {
    setTried(true);
    if (missing.length) return;
    if (await run(() => api.call(calls.trade.saveReceivingAccount, values), t('money.accountSaved'))) navigate('/personalWithdrawal');
  }

  const input = (key: Exclude<keyof typeof values, 'currency'>, isRequired: boolean) => (
    <Field.Root key={key} required={isRequired} invalid={tried && (missing as readonly string[]).includes(key)}>
      <Field.Label>{t(`money.field.${key}`)}</Field.Label>
      <Input name={key} value={values[key]} onChange={(e) => set(key, key === 'countryCode' || key === 'swift' ? e.target.value.toUpperCase() : e.target.value)} maxLength={key === 'countryCode' ? 2 : undefined} />
      {tried && (missing as readonly string[]).includes(key) ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
    </Field.Root>
  );

  return (
    <Stack gap="5" data-testid="add-account">
      <Heading as="h1" size="xl">
        {t('money.addAccount')}
      </Heading>
      <Stack as="form" gap="4" borderWidth="1px" borderRadius="lg" p="5" onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {input('holderName', true)}
          {input('bankName', true)}
          {input('branch', true)}
          {input('accountNumber', true)}
          {input('swift', false)}
          {input('countryCode', true)}
          <Field.Root>
            <Field.Label>{t('goods.currency')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="currency" value={values.currency} onChange={(e) => set('currency', e.target.value)}>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <HStack justify="flex-end" gap="3">
          <Button variant="ghost" asChild>
            <Link to="/personalWithdrawal">{t('common.cancel')}</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="account-submit">
            {t('common.save')}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}

/** /personalWithdrawalCopy: PingPong registration and virtual accounts per currency. */
export function VirtualAccountsPage() {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const merchant = useApiQuery(calls.trade.pingpongDetails, {});
  const accounts = useApiQuery(calls.trade.listReceivingAccounts, {});
  const { busy, run } = useSubmit();
  const [companyName, setCompanyName] = useState('');
  const [contactEmail, setContactEmail] = useState('');
  const [currency, setCurrency] = useState<Currency>('USD');

  async function register() {
    if (await run(() => api.call(calls.trade.pingpongMerchant, { companyName, contactEmail }), t('money.registered'))) merchant.reload();
  }
  async function open() {
    if (await run(() => api.call(calls.trade.openVirtualAccount, { currency }), t('money.virtualOpened'))) accounts.reload();
  }

  const virtual = accounts.status === 'success' ? accounts.data.list.filter((a) => a.kind === 'pingpong') : [];
  return (
    <Stack gap="6" data-testid="virtual-accounts">
      <Heading as="h1" size="xl">
        {t('money.virtualTitle')}
      </Heading>
      {merchant.status === 'loading' ? <LoadingState /> : null}
      {merchant.status === 'error' ? <ErrorState onRetry={merchant.reload} /> : null}
      {merchant.status === 'success' && !merchant.data.data.registered ? (
        <Stack as="form" gap="3" borderWidth="1px" borderRadius="lg" p="5" onSubmit={(e) => { e.preventDefault(); void register(); }}>
          <Heading as="h2" size="md">
            {t('money.registerTitle')}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('money.registerHint')}
          </Text>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            <Field.Root required>
              <Field.Label>{t('money.companyName')}</Field.Label>
              <Input name="companyName" value={companyName} onChange={(e) => setCompanyName(e.target.value)} />
            </Field.Root>
            <Field.Root required>
              <Field.Label>{t('money.contactEmail')}</Field.Label>
              <Input name="contactEmail" type="email" value={contactEmail} onChange={(e) => setContactEmail(e.target.value)} />
            </Field.Root>
          </SimpleGrid>
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={busy}>
              {t('money.register')}
            </Button>
          </HStack>
        </Stack>
      ) : null}
      {merchant.status === 'success' && merchant.data.data.registered ? (
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" borderWidth="1px" borderRadius="lg" p="5">
          <Box>
            <Text fontSize="sm" color="fg.muted">{t('money.merchantId')}</Text>
            <Text fontWeight="semibold">{merchant.data.data.merchantId}</Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">{t('money.companyName')}</Text>
            <Text>{merchant.data.data.companyName}</Text>
          </Box>
          <Box>
            <Text fontSize="sm" color="fg.muted">{t('money.merchantStatus')}</Text>
            <Text>{t(`money.merchantStatuses.${merchant.data.data.status}`, { defaultValue: merchant.data.data.status })} · {f.date(merchant.data.data.createTime)}</Text>
          </Box>
        </SimpleGrid>
      ) : null}

      <HStack gap="3" flexWrap="wrap" align="flex-end">
        <Field.Root maxW="160px">
          <Field.Label>{t('goods.currency')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field value={currency} onChange={(e) => setCurrency(e.target.value as Currency)}>
              {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button colorPalette="brand" loading={busy} onClick={() => void open()} data-testid="open-virtual">
          {t('money.openVirtual')}
        </Button>
      </HStack>
      {accounts.status === 'loading' ? <LoadingState /> : null}
      {accounts.status === 'error' ? <ErrorState onRetry={accounts.reload} /> : null}
      {accounts.status === 'success' && virtual.length === 0 ? <EmptyState title={t('money.noVirtual')} /> : null}
      <Stack gap="2">
        {virtual.map((a) => (
          <AccountLine key={a.id} a={a} />
        ))}
      </Stack>
    </Stack>
  );
}
