import {
  calls,
  EmptyState,
  Heading,
  Link,
  LoadMoreButton,
  OrderStatusTabs,
  PhoneOrderCard,
  QueryView,
  Stack,
  Text,
  useApiQuery,
  usePagedList,
  type OrderStatusTab,
} from '@puente/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 10;

/** One page of the buyer's orders; the first reports the total. */
function OrdersPage({ status, page, onTotal }: { status: OrderStatusTab; page: number; onTotal: (total: number) => void }) {
  const { t } = useTranslation('product');
  const orders = useApiQuery(calls.trade.listBuyerOrders, { currentPage: page, everyNumber: PAGE_SIZE, ...(status === 'all' ? {} : { status }) });
  const total = orders.data?.total;
  useEffect(() => {
    if (total !== undefined) onTotal(total);
  }, [total, onTotal]);
  return (
    <QueryView
      state={orders}
      isEmpty={(data) => data.list.length === 0 && page === 1}
      empty={
        <EmptyState title={t('mobile.orders.empty')}>
          <Link to="/product">
            <Text color="brand.fg" fontWeight="medium" minH="44px" display="flex" alignItems="center">
              {t('mobile.orders.browse')}
            </Text>
          </Link>
        </EmptyState>
      }
    >
      {(data) => (
        <Stack gap="3">
          {data.list.map((order) => (
            <PhoneOrderCard key={order.id} order={order} role="buyer" to={`/mine/personalOrderDetails?id=${order.id}`} />
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

/**
 * /productOrder on a phone: the buyer's orders as cards (number, first goods, where the order
 * stands and whose turn it is, total), status tabs in one line that scrolls, and "load more".
 * Each card opens the order's details in the personal centre.
 */
export function MobileOrdersPage() {
  const { t } = useTranslation('product');
  const [status, setStatus] = useState<OrderStatusTab>('all');
  const list = usePagedList(String(status), PAGE_SIZE);
  return (
    <Stack gap="4" py="4" data-testid="mobile-orders">
      <Heading as="h1" size="lg">
        {t('mobile.orders.title')}
      </Heading>
      <OrderStatusTabs side="buyer" value={status} onChange={setStatus} scroll />
      <Stack gap="3">
        {list.pageNumbers.map((page) => (
          <OrdersPage key={`${list.key}-${page}`} status={status} page={page} onTotal={list.onTotal} />
        ))}
      </Stack>
      <LoadMoreButton list={list} />
    </Stack>
  );
}
