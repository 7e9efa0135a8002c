import {
  Badge,
  Box,
  Button,
  calls,
  chakra,
  CURRENCIES,
  EmptyState,
  Field,
  Heading,
  href,
  HStack,
  Input,
  Link,
  NativeSelect,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  useFormatters,
  useNavigate,
  type CallReply,
  type CallRequest,
  type Currency,
} from '@puente/shared';
import { ContractForm, FormField, useContractForm, useFieldError, useSetField } from '@puente/shared/forms';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../lib/pager';
import { exceedsBalance } from './withdrawal-rules';

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
          <Link to={href('personalWithdrawal')}>{t('money.withdraw')}</Link>
        </Button>
      </HStack>
      <QueryView state={stats}>
        {({ data: s }) => (
          <Stack gap="4">
            <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
              <Stat label={t('money.available')} value={f.money(s.show.available, s.show.currency)} testId="stat-available" />
              <Stat label={t('money.pending')} value={f.money(s.show.pending, s.show.currency)} />
              <Stat label={t('money.withdrawn')} value={f.money(s.show.withdrawn, s.show.currency)} />
              <Stat label={t('money.earned')} value={f.money(s.show.earned, s.show.currency)} />
            </SimpleGrid>
            {s.balances.length ? (
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
                    {s.balances.map((b) => (
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
              {t('money.showNote', { currency: s.show.currency })}
            </Text>
          </Stack>
        )}
      </QueryView>

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

function WithdrawalList({ state }: { state: ReturnType<typeof useApiQuery<typeof calls.trade.listWithdrawals>> }) {
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
              <Badge colorPalette={w.status === 'paid' ? 'green' : w.status === 'failed' || w.status === 'canceled' ? 'red' : 'orange'}>{t(`money.withdrawalStatus.${w.status}`)}</Badge>
              <Text fontWeight="semibold">{f.money(w.amount.amount, w.amount.currency)}</Text>
            </HStack>
          ))}
        </Stack>
      )}
    </QueryView>
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
      <QueryView state={flow} isEmpty={(data) => data.list.length === 0} empty={t('money.noFlow')}>
        {(data) => (
          <>
            <LedgerTable entries={data.list} />
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </>
        )}
      </QueryView>
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

type PayeeAccount = CallReply<typeof calls.trade.listReceivingAccounts>['list'][number];
type Balance = CallReply<typeof calls.trade.revenueStatistics>['data']['balances'][number];
const NO_ACCOUNTS: PayeeAccount[] = [];
const NO_BALANCES: Balance[] = [];

/** What the withdrawal form holds: the currency empty until chosen (then the account's). */
interface WithdrawalDraft {
  accountId: string;
  currency: Currency | '';
  amount: string;
}

/** The amount's field, its error under it (the balance check's among them). */
function WithdrawalAmount({ form }: { form: ReturnType<typeof useContractForm<WithdrawalDraft, typeof calls.trade.applyWithdrawal>> }) {
  const { t } = useTranslation('personal');
  const error = useFieldError('amount');
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>
        {t('money.amount')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input type="text" inputMode="decimal" {...form.register('amount')} />
      {error ? (
        <Field.ErrorText data-field-error="amount" data-testid="withdrawal-error">
          {error}
        </Field.ErrorText>
      ) : null}
    </Field.Root>
  );
}

/** A withdrawal: the call's schema checks the account and the amount; the form adds the available balance. */
function WithdrawalForm({ accounts, balances }: { accounts: PayeeAccount[]; balances: Balance[] }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const withdraw = useApiMutation(calls.trade.applyWithdrawal, { success: t('money.withdrawalSubmitted') });
  const currencyOf = useCallback(
    (draft: WithdrawalDraft) => (draft.currency || accounts.find((a) => String(a.id) === draft.accountId)?.currency || balances[0]?.currency || 'USD') as Currency,
    [accounts, balances],
  );
  const availableIn = (currency: string) => balances.find((b) => b.currency === currency)?.available ?? 0;
  const toRequest = useCallback((draft: WithdrawalDraft) => ({ accountId: draft.accountId, amount: draft.amount, currency: currencyOf(draft) }), [currencyOf]);
  // The balance is no part of the call's schema: checked here, and again by the API under a lock.
  const extra = (draft: WithdrawalDraft) => {
    const currency = currencyOf(draft);
    const available = availableIn(currency);
    return exceedsBalance(draft.amount, available) ? { amount: { key: 'withdrawal.overBalance' as const, params: { amount: f.money(available, currency) } } } : {};
  };
  const form = useContractForm<WithdrawalDraft, typeof calls.trade.applyWithdrawal>(calls.trade.applyWithdrawal, { defaultValues: { accountId: '', currency: '', amount: '' }, toRequest, extra });
  const draft = form.watch();
  const set = useSetField(form);
  const chosenCurrency = currencyOf(draft);

  async function apply(body: CallRequest<typeof calls.trade.applyWithdrawal>) {
    if (await withdraw.run(body)) form.reset({ ...form.getValues(), amount: '' });
  }

  return (
    <ContractForm form={form} onValid={apply} testId="withdrawal-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('money.applyTitle')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <FormField name="accountId" label={t('money.payeeAccount')} required>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('accountId')}>
                <option value="">{t('common.choose')}</option>
                {accounts.map((a) => (
                  <option key={a.id} value={a.id}>
                    {a.bankName} {a.accountNumber} ({a.currency})
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField name="currency" label={t('goods.currency')}>
            <NativeSelect.Root>
              <NativeSelect.Field name="currency" value={chosenCurrency} onChange={(e) => set('currency', e.target.value as Currency)}>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <WithdrawalAmount form={form} />
        </SimpleGrid>
        <Text fontSize="sm" data-testid="available-balance">
          {t('money.availableIn', { amount: f.money(availableIn(chosenCurrency), chosenCurrency) })}
        </Text>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={withdraw.busy} data-testid="withdrawal-submit">
            {t('money.applyWithdrawal')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}

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
          <Link to={href('AddAccount')} data-testid="add-account-link">{t('money.addAccount')}</Link>
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
                  confirmDelete === a.id ? (
                    <Button size="sm" colorPalette="red" loading={removeAccount.busy} onClick={() => void remove(a.id)}>
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

interface PayeeDraft {
  holderName: string;
  bankName: string;
  branch: string;
  accountNumber: string;
  swift: string;
  countryCode: string;
  currency: Currency;
}
const EMPTY_PAYEE: PayeeDraft = { holderName: '', bankName: '', branch: '', accountNumber: '', swift: '', countryCode: '', currency: 'USD' };
const payeeRequest = (draft: PayeeDraft) => ({ ...draft, swift: draft.swift.toUpperCase(), countryCode: draft.countryCode.toUpperCase() });

/** /AddAccount: a bank account to receive withdrawals. */
export function AddAccountPage() {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const saveAccount = useApiMutation(calls.trade.saveReceivingAccount, { success: t('money.accountSaved') });
  const form = useContractForm<PayeeDraft, typeof calls.trade.saveReceivingAccount>(calls.trade.saveReceivingAccount, { defaultValues: EMPTY_PAYEE, toRequest: payeeRequest });

  async function save(body: CallRequest<typeof calls.trade.saveReceivingAccount>) {
    if (await saveAccount.run(body)) navigate(href('personalWithdrawal'));
  }

  // The SWIFT code and the country code show and are sent in capitals.
  const input = (key: Exclude<keyof PayeeDraft, 'currency'>, isRequired: boolean) => (
    <FormField key={key} name={key} label={t(`money.field.${key}`)} required={isRequired}>
      <Input {...form.register(key)} maxLength={key === 'countryCode' ? 2 : undefined} textTransform={key === 'countryCode' || key === 'swift' ? 'uppercase' : undefined} />
    </FormField>
  );

  return (
    <Stack gap="5" data-testid="add-account">
      <Heading as="h1" size="xl">
        {t('money.addAccount')}
      </Heading>
      <ContractForm form={form} onValid={save} testId="account-form">
      <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {input('holderName', true)}
          {input('bankName', true)}
          {input('branch', true)}
          {input('accountNumber', true)}
          {input('swift', false)}
          {input('countryCode', true)}
          <FormField name="currency" label={t('goods.currency')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('currency')}>
                {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <HStack justify="flex-end" gap="3">
          <Button variant="ghost" asChild>
            <Link to={href('personalWithdrawal')}>{t('common.cancel')}</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saveAccount.busy} data-testid="account-submit">
            {t('common.save')}
          </Button>
        </HStack>
      </Stack>
      </ContractForm>
    </Stack>
  );
}

/** PingPong registration: the company and an email to reach it. */
function MerchantForm() {
  const { t } = useTranslation('personal');
  const registerMerchant = useApiMutation(calls.trade.pingpongMerchant, { success: t('money.registered') });
  const form = useContractForm<{ companyName: string; contactEmail: string }, typeof calls.trade.pingpongMerchant>(calls.trade.pingpongMerchant, { defaultValues: { companyName: '', contactEmail: '' } });
  return (
    <ContractForm form={form} onValid={(body) => registerMerchant.run(body)} testId="merchant-form">
      <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5">
        <Heading as="h2" size="md">
          {t('money.registerTitle')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('money.registerHint')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <FormField name="companyName" label={t('money.companyName')} required>
            <Input {...form.register('companyName')} />
          </FormField>
          <FormField name="contactEmail" label={t('money.contactEmail')} required>
            <Input type="email" {...form.register('contactEmail')} />
          </FormField>
        </SimpleGrid>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={registerMerchant.busy}>
            {t('money.register')}
          </Button>
        </HStack>
      </Stack>
    </ContractForm>
  );
}

/** /personalWithdrawalCopy: PingPong registration and virtual accounts per currency. */
export function VirtualAccountsPage() {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const merchant = useApiQuery(calls.trade.pingpongDetails, {});
  const accounts = useApiQuery(calls.trade.listReceivingAccounts, {});
  const openVirtual = useApiMutation(calls.trade.openVirtualAccount, { success: t('money.virtualOpened') });
  const [currency, setCurrency] = useState<Currency>('USD');

  return (
    <Stack gap="6" data-testid="virtual-accounts">
      <Heading as="h1" size="xl">
        {t('money.virtualTitle')}
      </Heading>
      <QueryView state={merchant}>
        {({ data: m }) =>
          m.registered ? (
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" borderWidth="1px" borderRadius="lg" p="5">
              <Box>
                <Text fontSize="sm" color="fg.muted">{t('money.merchantId')}</Text>
                <Text fontWeight="semibold">{m.merchantId}</Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">{t('money.companyName')}</Text>
                <Text>{m.companyName}</Text>
              </Box>
              <Box>
                <Text fontSize="sm" color="fg.muted">{t('money.merchantStatus')}</Text>
                <Text>{t(`money.merchantStatuses.${m.status}`, { defaultValue: m.status })} · {f.date(m.createTime)}</Text>
              </Box>
            </SimpleGrid>
          ) : (
            <MerchantForm />
          )
        }
      </QueryView>

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
        <Button colorPalette="brand" loading={openVirtual.busy} onClick={() => void openVirtual.run({ currency })} data-testid="open-virtual">
          {t('money.openVirtual')}
        </Button>
      </HStack>
      <QueryView state={accounts} isEmpty={(data) => !data.list.some((a) => a.kind === 'pingpong')} empty={t('money.noVirtual')}>
        {(data) => (
          <Stack gap="2">
            {data.list
              .filter((a) => a.kind === 'pingpong')
              .map((a) => (
                <AccountLine key={a.id} a={a} />
              ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
