import {
  Box,
  Button,
  calls,
  chakra,
  Heading,
  href,
  HStack,
  Link,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  useSearchParams,
  type CallReply,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../components/price';

type Step = 'deposit' | 'balance';
type Session = CallReply<typeof calls.trade.startPayment>['data'];
type Outcome = 'succeeded' | 'failed';

/** The step a cashier visit pays: the one asked for, or the one the order is waiting for. */
export function payableStep(actions: readonly string[], asked: string | null): Step | null {
  const open: Step[] = [];
  if (actions.includes('payDeposit')) open.push('deposit');
  if (actions.includes('payBalance')) open.push('balance');
  if (asked === 'deposit' || asked === 'balance') return open.includes(asked) ? asked : null;
  return open[0] ?? null;
}

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/** /cashRegister?id=&step=: pays an order's deposit or balance through the payment provider (a sandbox in development). */
export function CashierPage() {
  const { t } = useTranslation('product');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const order = useApiQuery(calls.trade.orderDetails, { id }, { enabled: id > 0 });
  const [session, setSession] = useState<Session | null>(null);
  const [key, setKey] = useState(newKey);
  const [outcome, setOutcome] = useState<'succeed' | 'fail'>('succeed');
  const [result, setResult] = useState<Outcome | null>(null);
  // Paying makes the order and the balance stale (the contract's INVALIDATES), here and in the personal center.
  const startPayment = useApiMutation(calls.trade.startPayment);
  const completePayment = useApiMutation(calls.trade.completePayment);
  const busy = startPayment.busy || completePayment.busy;
  const back = href('personalOrderDetails', { id });

  if (id <= 0) return <Text py="16" textAlign="center">{t('cashier.missing')}</Text>;

  async function start(step: Step) {
    const reply = await startPayment.run({ id, step });
    if (!reply) return;
    setSession(reply.data);
    setResult(null);
    setKey(newKey());
  }

  async function pay() {
    if (!session) return;
    const reply = await completePayment.run({ id, step: session.step, paymentId: session.paymentId, idempotencyKey: key, outcome });
    if (!reply) return;
    setResult(reply.data.payment);
    // A failed attempt is closed: trying again opens a new payment.
    if (reply.data.payment !== 'succeeded') setSession(null);
  }

  return (
    <Stack py="6" gap="6" maxW="3xl" mx="auto" data-testid="cashier-page">
      <Heading as="h1" size="2xl">
        {t('cashier.title')}
      </Heading>
      <QueryView state={order}>
        {({ data }) => {
          const step = session?.step ?? payableStep(data.actions, params.get('step'));
          return (
            <Stack gap="5">
              <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg">
                <SimpleGrid columns={2} gap="2" fontSize="sm">
                  <Text color="fg.muted">{t('cashier.orderNo')}</Text>
                  <Text fontWeight="semibold" data-testid="cashier-order-no">
                    {data.orderNo}
                  </Text>
                  <Text color="fg.muted">{t('cashier.term')}</Text>
                  <Text>{data.tradeTerm}</Text>
                  <Text color="fg.muted">{t('cashier.total')}</Text>
                  <PriceText price={data.total} />
                  <Text color="fg.muted">{t('checkout.deposit')}</Text>
                  <PriceText price={data.deposit} color="fg" />
                  <Text color="fg.muted">{t('checkout.balance')}</Text>
                  <PriceText price={data.balance} color="fg" />
                  <Text color="fg.muted">{t('cashier.status')}</Text>
                  <Text data-testid="cashier-status">{t(`status.${data.status}`)}</Text>
                </SimpleGrid>
              </Box>

              {result === 'succeeded' ? (
                <Stack gap="3" borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="lg" p="5" role="status" data-testid="payment-succeeded">
                  <Text fontWeight="bold" fontSize="lg">
                    {t('cashier.succeeded', { step: t(`cashier.steps.${session?.step ?? 'deposit'}`) })}
                  </Text>
                  <Text>{t('cashier.succeededHint')}</Text>
                  <Button asChild colorPalette="brand" alignSelf="start">
                    <Link to={back} data-testid="back-to-order">
                      {t('cashier.backToOrder')}
                    </Link>
                  </Button>
                </Stack>
              ) : step === null ? (
                <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="nothing-to-pay">
                  <Text>{t('cashier.nothingToPay')}</Text>
                  <Button asChild variant="outline" alignSelf="start">
                    <Link to={back}>{t('cashier.backToOrder')}</Link>
                  </Button>
                </Stack>
              ) : !session ? (
                <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
                  {result === 'failed' ? (
                    <Text color="red.600" role="alert" data-testid="payment-failed">
                      {t('cashier.failed')}
                    </Text>
                  ) : null}
                  <HStack justify="space-between" wrap="wrap">
                    <Text fontWeight="semibold">{t('cashier.toPay', { step: t(`cashier.steps.${step}`) })}</Text>
                    <PriceText price={step === 'deposit' ? data.deposit : data.balance} fontSize="2xl" data-testid="amount-due" />
                  </HStack>
                  <Button colorPalette="brand" size="lg" loading={busy} onClick={() => void start(step)} data-testid="start-payment">
                    {t('cashier.start')}
                  </Button>
                </Stack>
              ) : (
                <Stack gap="4" borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="payment-session">
                  <HStack justify="space-between" wrap="wrap">
                    <Text fontWeight="semibold">{t('cashier.provider', { provider: session.provider })}</Text>
                    <PriceText price={session.amount} fontSize="2xl" />
                  </HStack>
                  {session.provider === 'sandbox' ? (
                    <Stack gap="2" as="fieldset">
                      <chakra.legend fontSize="sm" color="fg.muted" mb="1">
                        {t('cashier.sandboxHint')}
                      </chakra.legend>
                      {(['succeed', 'fail'] as const).map((option) => (
                        <chakra.label key={option} display="flex" gap="2" alignItems="center" fontSize="sm">
                          <input type="radio" name="outcome" value={option} checked={outcome === option} onChange={() => setOutcome(option)} data-testid={`outcome-${option}`} />
                          {t(`cashier.outcomes.${option}`)}
                        </chakra.label>
                      ))}
                    </Stack>
                  ) : null}
                  <HStack gap="3">
                    <Button colorPalette="brand" size="lg" loading={busy} onClick={() => void pay()} data-testid="confirm-payment">
                      {t('cashier.confirm')}
                    </Button>
                    <Button variant="ghost" onClick={() => (setSession(null), setResult(null))} disabled={busy}>
                      {t('cashier.cancel')}
                    </Button>
                  </HStack>
                </Stack>
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
