import { api, ApiError, calls, CART_INVALID_GOODS_CODE, href, puenteEvents, useNavigate, type CallRequest } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Order = CallRequest<typeof calls.trade.createShopOrder>;

/**
 * Places an order: the goods are checked again first (any no longer on sale sends the buyer back
 * to the cart), then the order opens in the personal centre.
 */
export function usePlaceOrder() {
  const { t } = useTranslation('product');
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function place(order: Order) {
    setBusy(true);
    try {
      const check = await api.call(calls.trade.checkGoodsStatusBeforeOrder, { goodsIds: order.items.map((item) => item.goodsId) });
      if (check.code === CART_INVALID_GOODS_CODE) {
        puenteEvents.emit('toast', { type: 'warning', message: check.info ?? t('cart.invalidHint') });
        navigate(href('productShoppingCart'));
        return;
      }
      const reply = await api.call(calls.trade.createShopOrder, order);
      puenteEvents.emit('toast', { type: 'success', message: t('checkout.created', { orderNo: reply.data.orderNo }) });
      navigate(href('personalOrderDetails', { id: reply.data.id }));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  }

  return { busy, place };
}
