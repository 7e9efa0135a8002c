import { calls, EmptyState, QueryView, useApiQuery } from '@puente/shared';
import { useTranslation } from 'react-i18next';
import { OrderView } from '../features/orders/order-view';
import { useIdParam } from '../lib/query';

/** /personalOrderDetails (buyer) and /personalOrderBrokerDetails (seller, broker): progress, actions, facts, timeline. */
export function OrderDetails({ side }: { side: 'buyer' | 'agent' }) {
  const { t } = useTranslation('personal');
  const id = useIdParam();
  const details = useApiQuery(calls.trade.orderDetails, { id: id ?? 0 }, { enabled: id !== null });
  if (id === null) return <EmptyState title={t('orders.notFound')} />;
  return <QueryView state={details}>{({ data }) => <OrderView order={data} side={side} />}</QueryView>;
}
