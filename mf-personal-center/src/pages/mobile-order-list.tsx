import { EmptyState, PhoneOrderList, userAtom } from '@puente/shared';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** /mine/personalOrder (the buyer's orders) and /mine/personalOrderBroker (the sales) on a phone: cards, status tabs, load more. */
export function MobileOrderListPage({ side }: { side: 'buyer' | 'seller' }) {
  const { t } = useTranslation('personal');
  const user = useAtomValue(userAtom);
  return (
    <PhoneOrderList
      side={side}
      title={t(side === 'buyer' ? 'orders.buyerTitle' : 'orders.agentTitle')}
      userId={user?.id ?? null}
      empty={<EmptyState title={t('orders.empty')} />}
    />
  );
}
