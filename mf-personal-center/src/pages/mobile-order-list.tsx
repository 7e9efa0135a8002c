import { EmptyState, PhoneOrderList, userAtom } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { CommissionLine } from '../features/orders/order-commission';

/**
 * /mine/personalOrder (the buyer's orders) and /mine/personalOrderBroker (the sales) on a phone:
 * cards, status tabs, load more. A sale brought by a broker shows the broker and the seller its
 * commission, its rate and its state, as the desktop's card does.
 */
export function MobileOrderListPage({ side }: { side: 'buyer' | 'seller' }) {
  const { t } = useTranslation('personal');
  const user = useAtomValue(userAtom);
  return (
    <PhoneOrderList
      side={side}
      title={t(side === 'buyer' ? 'orders.buyerTitle' : 'orders.agentTitle')}
      userId={user?.id ?? null}
      empty={<EmptyState title={t('orders.empty')} />}
      extra={(order) => (order.commission ? <CommissionLine commission={order.commission} /> : null)}
    />
  );
}
