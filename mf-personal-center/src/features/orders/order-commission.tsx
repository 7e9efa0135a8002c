import { Badge, calls, HStack, PriceText, SimpleGrid, Text, useFormatters, type CallReply } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { Fact, OrderSection } from './order-sections';

type Commission = NonNullable<CallReply<typeof calls.trade.orderDetails>['data']['commission']>;

const STATUS_PALETTE = { expected: 'orange', credited: 'green', void: 'gray' } as const;

/** The commission's state as a badge: expected until settlement, credited then, void on cancellation. */
export function CommissionStatus({ commission }: { commission: Commission }) {
  const { t } = useTranslation('personal');
  return (
    <Badge colorPalette={STATUS_PALETTE[commission.status]} data-testid="commission-status" data-status={commission.status}>
      {t(`orders.commission.status.${commission.status}`)}
    </Badge>
  );
}

/** One line of an order card: the broker's commission, its rate and state. */
export function CommissionLine({ commission }: { commission: Commission }) {
  const { t } = useTranslation('personal');
  const { number } = useFormatters();
  return (
    <HStack gap="2" flexWrap="wrap" fontSize="sm" data-testid="order-commission">
      <Text color="fg.muted">{t('orders.commission.short', { rate: number(commission.rate) })}</Text>
      <PriceText price={commission.amount} variant="record" />
      <CommissionStatus commission={commission} />
    </HStack>
  );
}

/** The order page's commission section: who brought the order, the rate, the amount and when it is paid. */
export function OrderCommission({ commission }: { commission: Commission }) {
  const { t } = useTranslation('personal');
  const { number } = useFormatters();
  return (
    <OrderSection title={t('orders.commission.title')} testId="order-commission">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Fact label={t('orders.commission.broker')}>{commission.broker ? (commission.broker.companyName ?? commission.broker.nickname) : ''}</Fact>
        <Fact label={t('orders.commission.rate')}>{t('orders.commission.rateValue', { rate: number(commission.rate) })}</Fact>
        <Fact label={t('orders.commission.amount')}>
          <PriceText price={commission.amount} variant="record" />
        </Fact>
        <Fact label={t('orders.commission.state')}>
          <CommissionStatus commission={commission} />
        </Fact>
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" mt="3">
        {t(`orders.commission.note.${commission.status}`)}
      </Text>
    </OrderSection>
  );
}
