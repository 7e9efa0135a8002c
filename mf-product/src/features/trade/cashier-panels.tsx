import { Box, Button, calls, chakra, HStack, Link, OrderStageBadge, orderStage, PriceText, SimpleGrid, Stack, Text, type CallReply, type Price } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import type { PaymentStep } from './payable-step';

type Order = CallReply<typeof calls.trade.orderDetails>['data'];
type Session = CallReply<typeof calls.trade.startPayment>['data'];
export type SandboxOutcome = 'succeed' | 'fail';

/** The order the cashier pays: number, term, total, deposit, balance and its stage, named as its page and the lists name it. */
export function CashierOrder({ order }: { order: Order }) {
  const { t } = useTranslation('product');
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg">
      <SimpleGrid columns={2} gap="2" fontSize="sm">
        <Text color="fg.muted">{t('cashier.orderNo')}</Text>
        <Text fontWeight="semibold" data-testid="cashier-order-no">
          {order.orderNo}
        </Text>
        <Text color="fg.muted">{t('cashier.term')}</Text>
        <Text>{order.tradeTerm}</Text>
        <Text color="fg.muted">{t('cashier.total')}</Text>
        <PriceText price={order.total} />
        <Text color="fg.muted">{t('checkout.deposit')}</Text>
        <PriceText price={order.deposit} color="fg" />
        <Text color="fg.muted">{t('checkout.balance')}</Text>
        <PriceText price={order.balance} color="fg" />
        <Text color="fg.muted">{t('cashier.status')}</Text>
        <Box>
          <OrderStageBadge stage={orderStage(order)} testId="cashier-status" />
        </Box>
      </SimpleGrid>
    </Box>
  );
}

/** After a payment went through: what was paid, and the way back to the order. */
export function PaymentSucceeded({ step, back }: { step: PaymentStep; back: string }) {
  const { t } = useTranslation('product');
  return (
    <Stack gap="3" borderWidth="1px" borderColor="green.300" bg="green.50" borderRadius="lg" p="5" role="status" data-testid="payment-succeeded">
      <Text fontWeight="bold" fontSize="lg">
        {t('cashier.succeeded', { step: t(`cashier.steps.${step}`) })}
      </Text>
      <Text>{t('cashier.succeededHint')}</Text>
      <Button asChild colorPalette="brand" alignSelf="start">
        <Link to={back} data-testid="back-to-order">
          {t('cashier.backToOrder')}
        </Link>
      </Button>
    </Stack>
  );
}

/** An order that waits for no payment now. */
export function NothingToPay({ back }: { back: string }) {
  const { t } = useTranslation('product');
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5" bg="bg" data-testid="nothing-to-pay">
      <Text>{t('cashier.nothingToPay')}</Text>
      <Button asChild variant="outline" alignSelf="start">
        <Link to={back}>{t('cashier.backToOrder')}</Link>
      </Button>
    </Stack>
  );
}

/** The amount of the step due and the button that opens a payment (after a failed one, says so). */
export function StartPayment({ step, amount, failed, busy, onStart }: { step: PaymentStep; amount: Price; failed: boolean; busy: boolean; onStart: () => void }) {
  const { t } = useTranslation('product');
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" p="5" bg="bg">
      {failed ? (
        <Text color="red.600" role="alert" data-testid="payment-failed">
          {t('cashier.failed')}
        </Text>
      ) : null}
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">{t('cashier.toPay', { step: t(`cashier.steps.${step}`) })}</Text>
        <PriceText price={amount} fontSize="2xl" data-testid="amount-due" />
      </HStack>
      <Button colorPalette="brand" size="lg" loading={busy} onClick={onStart} data-testid="start-payment">
        {t('cashier.start')}
      </Button>
    </Stack>
  );
}

/** An open payment at the provider, to confirm or cancel; the sandbox asks which outcome to play. */
export function PaymentSession({
  session,
  outcome,
  onOutcome,
  busy,
  onPay,
  onCancel,
}: {
  session: Session;
  outcome: SandboxOutcome;
  onOutcome: (outcome: SandboxOutcome) => void;
  busy: boolean;
  onPay: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('product');
  return (
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
              <input type="radio" name="outcome" value={option} checked={outcome === option} onChange={() => onOutcome(option)} data-testid={`outcome-${option}`} />
              {t(`cashier.outcomes.${option}`)}
            </chakra.label>
          ))}
        </Stack>
      ) : null}
      <HStack gap="3">
        <Button colorPalette="brand" size="lg" loading={busy} onClick={onPay} data-testid="confirm-payment">
          {t('cashier.confirm')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={busy}>
          {t('cashier.cancel')}
        </Button>
      </HStack>
    </Stack>
  );
}
