import {
  Badge,
  Box,
  calls,
  chakra,
  EmptyState,
  Heading,
  href,
  HStack,
  Link,
  QueryView,
  SimpleGrid,
  Stack,
  Text,
  useApiQuery,
  useFormatters,
  type CallReply,
  type Price,
} from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceText } from '../lib/format';
import { useIdParam } from '../lib/query';
import { OrderActions } from './order-actions';
import { OrderProgress } from './order-progress';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" data-testid={testId}>
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box fontWeight="medium">{children || '—'}</Box>
    </Box>
  );
}

type Address = { contactName: string; phone: string; countryCode: string; province: string; city: string; street: string; postalCode: string; company: string; taxId: string } | null;
function AddressText({ address }: { address: Address }) {
  if (!address) return <Text>—</Text>;
  return (
    <Stack gap="0" fontWeight="normal">
      <Text>
        {address.contactName} · {address.phone}
      </Text>
      {address.company ? <Text>{address.company}</Text> : null}
      <Text>{[address.street, address.city, address.province, address.postalCode, address.countryCode].filter(Boolean).join(', ')}</Text>
      {address.taxId ? <Text>{address.taxId}</Text> : null}
    </Stack>
  );
}

/** /personalOrderDetails (buyer) and /personalOrderBrokerDetails (seller, broker): progress, actions, facts, timeline. */
export function OrderDetails({ side }: { side: 'buyer' | 'agent' }) {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const details = useApiQuery(calls.trade.orderDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <EmptyState title={t('orders.notFound')} />;
  return <QueryView state={details}>{({ data }) => <OrderView order={data} side={side} />}</QueryView>;
}

type Order = CallReply<typeof calls.trade.orderDetails>['data'];

function OrderView({ order, side }: { order: Order; side: 'buyer' | 'agent' }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const listPath = href(side === 'buyer' ? 'personalOrder' : 'personalOrderBroker');
  const cancelled = order.status === 8;
  const money = (label: string, price: Price | undefined, show = true) =>
    show && price ? (
      <Fact label={label}>
        <PriceText price={price} />
      </Fact>
    ) : null;

  return (
    <Stack gap="5" data-testid="order-details" data-order-id={order.id} data-role={order.role} data-status={order.status} data-node={order.node}>
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Stack gap="1">
          <Link to={listPath}>
            <Text fontSize="sm" color="brand.fg">
              ← {t(side === 'buyer' ? 'orders.buyerTitle' : 'orders.agentTitle')}
            </Text>
          </Link>
          <Heading as="h1" size="xl">
            {t('orders.orderNo', { no: order.orderNo })}
          </Heading>
        </Stack>
        <HStack gap="2">
          <Badge size="lg">{order.tradeTerm}</Badge>
          <Badge size="lg" colorPalette={cancelled ? 'gray' : order.status >= 5 ? 'green' : 'orange'} data-testid="details-status">
            {t(`orders.status.${order.status}`)}
          </Badge>
          <Badge size="lg" colorPalette="brand" data-testid="details-role">
            {t(`orders.youAre.${order.role}`)}
          </Badge>
        </HStack>
      </HStack>

      <Section title={t('orders.progress')}>
        <OrderProgress term={order.tradeTerm} nodes={order.nodes} cancelled={cancelled} />
      </Section>

      <Section title={t('orders.yourActions')} testId="actions-section">
        <OrderActions order={order} />
      </Section>

      {order.afterSales ? (
        <Section title={t('orders.afterSales')} testId="after-sales">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Fact label={t('orders.afterSalesState')}>{t(`orders.afterSalesStatus.${order.afterSales.status}`, { defaultValue: order.afterSales.status })}</Fact>
            <Fact label={t('orders.field.reason')}>{order.afterSales.reason}</Fact>
            {order.afterSales.refund ? money(t('orders.field.refund'), order.afterSales.refund) : null}
            {order.afterSales.note ? <Fact label={t('orders.field.note')}>{order.afterSales.note}</Fact> : null}
          </SimpleGrid>
        </Section>
      ) : null}

      <Section title={t('orders.goods')}>
        <Stack gap="3">
          {order.items.map((item) => (
            <HStack key={item.goodsId} gap="3" justify="space-between" flexWrap="wrap">
              <HStack gap="3" minW="0">
                {item.image ? <chakra.img src={item.image} alt="" width="64px" height="64px" objectFit="cover" borderRadius="md" /> : null}
                <Box minW="0">
                  <Text fontWeight="medium">{item.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {f.number(item.quantity)} {t(`units.${item.unit}`, { count: item.quantity })} · <PriceText price={item.price} />
                  </Text>
                </Box>
              </HStack>
              <PriceText price={item.subtotal} strong />
            </HStack>
          ))}
        </Stack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4" mt="5" pt="4" borderTopWidth="1px">
          {money(t('orders.total'), order.total)}
          {money(t('orders.deposit'), order.deposit)}
          {money(t('orders.balance'), order.balance)}
          {order.configuration ? money(t('orders.field.freight'), order.configuration.freight, order.configuration.freight.amount > 0) : null}
          {order.configuration ? money(t('orders.field.insurance'), order.configuration.insurance, order.configuration.insurance.amount > 0) : null}
        </SimpleGrid>
      </Section>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <Section title={t('orders.parties')}>
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
        </Section>
        <Section title={t('orders.configuration')} testId="configuration">
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
        </Section>
      </SimpleGrid>

      <Section title={t('orders.shipping')} testId="shipping">
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
      </Section>

      <Section title={t('orders.payments')}>
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
                <PriceText price={p.amount} strong />
              </HStack>
            ))}
          </Stack>
        )}
      </Section>

      <Section title={t('orders.timeline')} testId="timeline">
        <Stack as="ol" gap="3">
          {[...order.timeline].reverse().map((event, i) => (
            <HStack as="li" key={i} align="flex-start" gap="3" data-testid="timeline-event" data-action={event.action}>
              <Box width="10px" height="10px" borderRadius="full" bg="brand.solid" mt="1.5" flexShrink={0} />
              <Box>
                <Text fontWeight="medium">{t(`orders.event.${event.action}`, { defaultValue: event.action })}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {f.dateTime(event.time)} · {event.actor} ({t(`orders.role.${event.role}`)})
                </Text>
                {event.note ? <Text fontSize="sm">{event.note}</Text> : null}
              </Box>
            </HStack>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
