import { calls, Heading, href, QueryView, Stack, Text, useApiMutation, useApiQuery, useSearchParams, type CallReply } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CashierOrder, NothingToPay, PaymentSession, PaymentSucceeded, StartPayment, type SandboxOutcome } from '../features/trade/cashier-panels';
import { payableStep, type PaymentStep } from '../features/trade/payable-step';

type Session = CallReply<typeof calls.trade.startPayment>['data'];
type Outcome = 'succeeded' | 'failed';

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
  const [outcome, setOutcome] = useState<SandboxOutcome>('succeed');
  const [result, setResult] = useState<Outcome | null>(null);
  // Paying makes the order and the balance stale (the contract's INVALIDATES), here and in the personal center.
  const startPayment = useApiMutation(calls.trade.startPayment);
  const completePayment = useApiMutation(calls.trade.completePayment);
  const busy = startPayment.busy || completePayment.busy;
  const back = href('personalOrderDetails', { id });

  if (id <= 0)
    return (
      <Text py="16" textAlign="center">
        {t('cashier.missing')}
      </Text>
    );

  async function start(step: PaymentStep) {
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
              <CashierOrder order={data} />
              {result === 'succeeded' ? (
                <PaymentSucceeded step={session?.step ?? 'deposit'} back={back} />
              ) : step === null ? (
                <NothingToPay back={back} />
              ) : !session ? (
                <StartPayment step={step} amount={step === 'deposit' ? data.deposit : data.balance} failed={result === 'failed'} busy={busy} onStart={() => void start(step)} />
              ) : (
                <PaymentSession
                  session={session}
                  outcome={outcome}
                  onOutcome={setOutcome}
                  busy={busy}
                  onPay={() => void pay()}
                  onCancel={() => (setSession(null), setResult(null))}
                />
              )}
            </Stack>
          );
        }}
      </QueryView>
    </Stack>
  );
}
