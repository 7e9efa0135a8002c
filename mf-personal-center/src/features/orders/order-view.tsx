import {
  Badge,
  Box,
  calls,
  Heading,
  href,
  HStack,
  Link,
  orderStage,
  OrderStageBadge,
  orderWord,
  PriceText,
  SimpleGrid,
  Stack,
  Text,
  useFormatters,
  useOrderWords,
  type CallReply,
  type Price,
} from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { OrderActions } from './order-actions';
import { OrderCommission } from './order-commission';
import { OrderEstimate } from './order-estimate';
import { OrderLine } from './order-line';
import { OrderProgress } from './order-progress';
import { AddressText, Fact, OrderSection } from './order-sections';

type Order = CallReply<typeof calls.trade.orderDetails>['data'];

/** An amount among an order's facts, shown only when there is one. */
function MoneyFact({ label, price, show = true, testId }: { label: string; price: Price | undefined; show?: boolean; testId?: string }) {
  return show && price ? (
    <Fact label={label} testId={testId}>
      <PriceText price={price} variant="record" />
    </Fact>
  ) : null;
}

/** The way back to the list, the order number, its term, status and the reader's role in it. */
function OrderHeader({ order, side }: { order: Order; side: 'buyer' | 'agent' }) {
  const { t } = useTranslation('personal');
  const listPath = href(side === 'buyer' ? 'personalOrder' : 'personalOrderBroker');
  const stage = orderStage(order);
  return (
    <HStack justify="space-between" flexWrap="wrap" gap="3">
      <Stack gap="1">
        {/* The page's one way back (the phone's frame shows none here), a 44 px tap target. */}
        <HStack asChild minH="44px" gap="1" alignSelf="flex-start" color="brand.fg" fontWeight="medium">
          <Link to={listPath} data-testid="back-to-orders">
            <Text as="span" aria-hidden="true">
              ←
            </Text>
            <Text as="span">{t(side === 'buyer' ? 'orders.buyerTitle' : 'orders.agentTitle')}</Text>
          </Link>
        </HStack>
        <Heading as="h1" size="xl">
          {t('orders.orderNo', { no: order.orderNo })}
        </Heading>
      </Stack>
      <HStack gap="2" flexWrap="wrap">
        <Badge size="lg">{order.tradeTerm}</Badge>
        <OrderStageBadge stage={stage} size="lg" testId="details-status" />
        <Badge size="lg" colorPalette="brand" data-testid="details-role">
          {t(`orders.youAre.${order.role}`)}
        </Badge>
      </HStack>
    </HStack>
  );
}

/** An after-sales request: its state, reason, refund and note. */
function OrderAfterSales({ afterSales }: { afterSales: NonNullable<Order['afterSales']> }) {
  const { t } = useTranslation('personal');
  return (
    <OrderSection title={t('orders.afterSales')} testId="after-sales">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <Fact label={t('orders.afterSalesState')}>{t(`orders.afterSalesStatus.${afterSales.status}`, { defaultValue: afterSales.status })}</Fact>
        <Fact label={t('orders.field.reason')}>{afterSales.reason}</Fact>
        {afterSales.refund ? <MoneyFact label={t('orders.field.refund')} price={afterSales.refund} /> : null}
        {afterSales.note ? <Fact label={t('orders.field.note')}>{afterSales.note}</Fact> : null}
      </SimpleGrid>
    </OrderSection>
  );
}

/** The goods of the order with their prices, then the total, deposit, balance and charges. */
function OrderGoods({ order }: { order: Order }) {
  const { t } = useTranslation('personal');
  return (
    <OrderSection title={t('orders.goods')}>
      <Stack gap="3">
        {order.items.map((item) => (
          <HStack key={item.goodsId} gap="3" justify="space-between" flexWrap="wrap">
            <OrderLine item={item} size="64px" emphasis />
            <PriceText price={item.subtotal} variant="record" strong />
          </HStack>
        ))}
      </Stack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mt="5" pt="4" borderTopWidth="1px">
        <MoneyFact label={t('orders.total')} price={order.total} />
        <MoneyFact label={t('orders.deposit')} price={order.deposit} testId="fact-deposit" />
        <MoneyFact label={t('orders.balance')} price={order.balance} />
        {order.configuration ? <MoneyFact label={t('orders.field.freight')} price={order.configuration.freight} show={order.configuration.freight.amount > 0} /> : null}
        {order.configuration ? <MoneyFact label={t('orders.field.insurance')} price={order.configuration.insurance} show={order.configuration.insurance.amount > 0} /> : null}
      </SimpleGrid>
    </OrderSection>
  );
}

/** Who trades (buyer, seller, addresses, remark) and how the order was configured. */
function OrderParties({ order }: { order: Order }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      <OrderSection title={t('orders.parties')}>
        <Stack gap="3">
          <Fact label={t('orders.buyer')}>{order.buyer.companyName ?? order.buyer.nickname}</Fact>
          <Fact label={t('orders.seller')}>{order.seller.companyName ?? order.seller.nickname}</Fact>
          <Fact label={t('orders.shippingAddress')}>
            <AddressText address={order.shippingAddress} />
          </Fact>
          {order.billingAddress ? (
            <Fact label={t('orders.billingAddress')}>
              <AddressText address={order.billingAddress} />
            </Fact>
          ) : null}
          {order.remark ? <Fact label={t('orders.remark')}>{order.remark}</Fact> : null}
        </Stack>
      </OrderSection>
      <OrderSection title={t('orders.configuration')} testId="configuration">
        {order.configuration ? (
          <SimpleGrid columns={2} gap="3">
            <Fact label={t('orders.field.depositRatio')}>{`${order.configuration.depositRatio}%`}</Fact>
            <Fact label={t('orders.field.deliveryDate')}>{f.date(order.configuration.deliveryDate)}</Fact>
            <Fact label={t('orders.field.packaging')}>{order.configuration.packaging}</Fact>
            <Fact label={t('orders.field.note')}>{order.configuration.note}</Fact>
          </SimpleGrid>
        ) : (
          <Text color="fg.muted">{t('orders.notConfigured')}</Text>
        )}
      </OrderSection>
    </SimpleGrid>
  );
}

/** The logistics provider, carrier, tracking, vessel, customs and, under CIF, the insurance. */
function OrderShipping({ order }: { order: Order }) {
  const { t } = useTranslation('personal');
  return (
    <OrderSection title={t('orders.shipping')} testId="shipping">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Fact label={t('orders.logisticsProvider')}>{t(`orders.provider.${order.logisticsProvider}`, { defaultValue: order.logisticsProvider })}</Fact>
        <Fact label={t('orders.field.carrier')}>{order.logistics.carrier}</Fact>
        <Fact label={t('orders.field.trackingNumber')}>{order.logistics.trackingNumber}</Fact>
        <Fact label={t('orders.field.vessel')}>{order.logistics.vessel}</Fact>
        <Fact label={t('orders.field.eta')}>{order.logistics.eta}</Fact>
        <Fact label={t('orders.field.declarationNumber')}>{order.customs.declarationNumber}</Fact>
        {order.tradeTerm === 'CIF' ? <Fact label={t('orders.field.insurer')}>{order.insurance.insurer}</Fact> : null}
        {order.tradeTerm === 'CIF' ? <Fact label={t('orders.field.policyNumber')}>{order.insurance.policyNumber}</Fact> : null}
      </SimpleGrid>
    </OrderSection>
  );
}

/** The payments made, step by step. */
function OrderPayments({ order }: { order: Order }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  return (
    <OrderSection title={t('orders.payments')}>
      {order.payments.length === 0 ? (
        <Text color="fg.muted">{t('orders.noPayments')}</Text>
      ) : (
        <Stack gap="2">
          {order.payments.map((p, i) => (
            <HStack key={i} justify="space-between" data-testid="payment-row">
              <Text>{t(`orders.paymentStep.${p.step}`)}</Text>
              <Text color="fg.muted" fontSize="sm">
                {f.dateTime(p.time)}
              </Text>
              <PriceText price={p.amount} variant="record" strong />
            </HStack>
          ))}
        </Stack>
      )}
    </OrderSection>
  );
}

/** Every event of the order, newest first. */
function OrderTimeline({ order }: { order: Order }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const words = useOrderWords();
  return (
    <OrderSection title={t('orders.timeline')} testId="timeline">
      <Stack as="ol" gap="3">
        {[...order.timeline].reverse().map((event, i) => (
          <HStack as="li" key={i} align="flex-start" gap="3" data-testid="timeline-event" data-action={event.action}>
            <Box width="10px" height="10px" borderRadius="full" bg="brand.solid" mt="1.5" flexShrink={0} />
            <Box>
              <Text fontWeight="medium">{orderWord(words.event, event.action)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {f.dateTime(event.time)} · {event.actor} ({t(`orders.role.${event.role}`)})
              </Text>
              {event.note ? <Text fontSize="sm">{event.note}</Text> : null}
            </Box>
          </HStack>
        ))}
      </Stack>
    </OrderSection>
  );
}

/** One order: progress, the steps the reader may take, after-sales, goods, parties, shipping, payments and timeline. */
export function OrderView({ order, side }: { order: Order; side: 'buyer' | 'agent' }) {
  const { t } = useTranslation('personal');
  return (
    <Stack gap="5" data-testid="order-details" data-order-id={order.id} data-role={order.role} data-status={order.status} data-node={order.node}>
      <OrderHeader order={order} side={side} />
      <OrderSection title={t('orders.progress')}>
        <OrderProgress term={order.tradeTerm} nodes={order.nodes} cancelled={order.status === 8} />
      </OrderSection>
      <OrderSection title={t('orders.yourActions')} testId="actions-section">
        <OrderActions order={order} />
      </OrderSection>
      {order.afterSales ? <OrderAfterSales afterSales={order.afterSales} /> : null}
      <OrderGoods order={order} />
      <OrderEstimate estimate={order.estimate} term={order.tradeTerm} />
      {order.commission ? <OrderCommission commission={order.commission} /> : null}
      <OrderParties order={order} />
      <OrderShipping order={order} />
      <OrderPayments order={order} />
      <OrderTimeline order={order} />
    </Stack>
  );
}
