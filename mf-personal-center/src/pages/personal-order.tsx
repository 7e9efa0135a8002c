import {
  calls,
  EmptyState,
  Heading,
  href,
  Link,
  ORDER_STATUS_TABS,
  OrderStatusTabs,
  Pager,
  QueryView,
  Stack,
  Text,
  useApiQuery,
  useSearchParams,
  type OrderStatusTab,
  type TradeTerm,
} from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderCard } from '../features/orders/order-card';
import { OrderSearch } from '../features/orders/order-filters';

const PAGE_SIZE = 10;

/** /personalOrder (the buyer's orders) and /personalOrderBroker (the seller's and broker's). */
export function OrderList({ side }: { side: 'buyer' | 'agent' }) {
  const { t } = useTranslation('personal');
  // A count on the overview opens its status's tab (`?status=`).
  const [params] = useSearchParams();
  const asked = Number(params.get('status') ?? NaN);
  const [status, setStatus] = useState<OrderStatusTab>(ORDER_STATUS_TABS.includes(asked as OrderStatusTab) ? (asked as OrderStatusTab) : 'all');
  const [term, setTerm] = useState<TradeTerm | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const call = side === 'buyer' ? calls.trade.listBuyerOrders : calls.trade.listAgentOrders;
  const orders = useApiQuery(call, {
    currentPage: page,
    everyNumber: PAGE_SIZE,
    ...(status === 'all' ? {} : { status }),
    ...(term ? { tradeTerm: term } : {}),
    ...(search ? { keyword: search } : {}),
  });
  // A filter starts again from the first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="5" data-testid={`order-list-${side}`}>
      <Heading as="h1" size="xl">
        {t(side === 'buyer' ? 'orders.buyerTitle' : 'orders.agentTitle')}
      </Heading>
      <OrderStatusTabs side={side === 'buyer' ? 'buyer' : 'seller'} value={status} onChange={filter(setStatus)} />
      <OrderSearch term={term} onTerm={filter(setTerm)} onSearch={filter(setSearch)} />
      <QueryView
        state={orders}
        isEmpty={(data) => data.list.length === 0}
        empty={
          <EmptyState title={t('orders.empty')}>
            {side === 'buyer' ? (
              <Link to={href('productTrading')}>
                <Text color="brand.fg">{t('orders.browse')}</Text>
              </Link>
            ) : null}
          </EmptyState>
        }
      >
        {(data) => (
          <Stack gap="4">
            {data.list.map((order) => (
              <OrderCard key={order.id} order={order} side={side} />
            ))}
            <Pager page={page} total={data.total} size={PAGE_SIZE} onPage={setPage} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
