import { Badge, Box, calls, href, HStack, Link, orderStage, OrderStageBadge, PriceText, Stack, Text, useFormatters, userAtom, type CallReply } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CommissionLine } from './order-commission';
import { OrderLine } from './order-line';

type OrderSummary = CallReply<typeof calls.trade.listBuyerOrders>['list'][number];

/** One order in a list: number, term, date and status, its goods, the other party, the total and the way to its details. */
export function OrderCard({ order, side }: { order: OrderSummary; side: 'buyer' | 'agent' }) {
  const { t } = useTranslation('personal');
  const f = useFormatters();
  const other = side === 'buyer' ? order.seller : order.buyer;
  const detailsRoute = side === 'buyer' ? 'personalOrderDetails' : 'personalOrderBrokerDetails';
  const me = useAtomValue(userAtom);
  // On the sales list the reader is the seller, or the broker who brought the order.
  const role = side === 'buyer' ? 'buyer' : order.brokerId !== null && order.brokerId === me?.id ? 'broker' : 'seller';
  const stage = orderStage({ ...order, role });
  return (
    <Box borderWidth="1px" borderRadius="lg" overflow="hidden" data-testid="order-card" data-order-no={order.orderNo}>
      <HStack justify="space-between" bg="bg.subtle" px="4" py="2" flexWrap="wrap" gap="2" fontSize="sm">
        <HStack gap="3" flexWrap="wrap">
          <Text fontWeight="semibold">{order.orderNo}</Text>
          <Badge>{order.tradeTerm}</Badge>
          <Text color="fg.muted">{f.dateTime(order.createTime)}</Text>
        </HStack>
        <OrderStageBadge stage={stage} />
      </HStack>
      {/* One column on a narrow screen (goods, then the other party, then the total), three side by side from md. */}
      <Stack direction={{ base: 'column', md: 'row' }} px="4" py="3" gap="4" align={{ base: 'stretch', md: 'flex-start' }}>
        <Stack gap="2" flex="1" minW="0">
          {order.items.map((item) => (
            <OrderLine key={item.goodsId} item={item} size="56px" />
          ))}
        </Stack>
        <Stack gap="1" minW={{ md: '160px' }} fontSize="sm">
          <Text color="fg.muted">{t(side === 'buyer' ? 'orders.seller' : 'orders.buyer')}</Text>
          <Text>{other.companyName ?? other.nickname}</Text>
          {role === 'broker' ? (
            <>
              <Text color="fg.muted">{t('orders.seller')}</Text>
              <Text>{order.seller.companyName ?? order.seller.nickname}</Text>
            </>
          ) : null}
        </Stack>
        <Stack gap="1" minW={{ md: '140px' }} textAlign={{ md: 'end' }}>
          <Text fontSize="sm" color="fg.muted">
            {t('orders.total')}
          </Text>
          <PriceText price={order.total} variant="record" strong />
          {order.commission ? <CommissionLine commission={order.commission} /> : null}
          <Link to={href(detailsRoute, { id: order.id })} data-testid="order-details-link">
            <Text color="brand.fg" fontWeight="medium">
              {t('orders.viewDetails')}
            </Text>
          </Link>
        </Stack>
      </Stack>
    </Box>
  );
}
