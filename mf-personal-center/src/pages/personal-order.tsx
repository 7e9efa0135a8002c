import {
  calls,
  EmptyState,
  Heading,
  href,
  Link,
  OrderStageTabs,
  Pager,
  QueryView,
  Stack,
  Text,
  useApiQuery,
  stageFilter,
  stageTabOf,
  useSearchParams,
  type OrderStageTab,
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
  // A count on the overview opens its stage's tab (`?stage=`).
  const [params] = useSearchParams();
  const [stage, setStage] = useState<OrderStageTab>(() => stageTabOf(params));
  const [term, setTerm] = useState<TradeTerm | ''>('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const call = side === 'buyer' ? calls.trade.listBuyerOrders : calls.trade.listAgentOrders;
  const orders = useApiQuery(call, {
    currentPage: page,
    everyNumber: PAGE_SIZE,
    ...stageFilter(stage),
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
      <OrderStageTabs side={side === 'buyer' ? 'buyer' : 'seller'} value={stage} onChange={filter(setStage)} />
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
