import { callKey, INVALIDATES, staleAfter } from './cache';
import * as calls from './calls';

describe('the cache rules of the contract', () => {
  it('keys a call by its path, then its body', () => {
    expect(callKey(calls.listGoods, { keyword: 'solar' })).toEqual(['/api/goods/list', { keyword: 'solar' }]);
    expect(callKey(calls.trade.myCart)).toEqual(['/api/cart/myCart', {}]);
  });

  it('makes the cart stale after adding, removing and ordering', () => {
    expect(staleAfter(calls.trade.updateCart)).toContain(calls.trade.myCart.path);
    expect(staleAfter(calls.trade.removeFromCart)).toContain(calls.trade.myCart.path);
    expect(staleAfter(calls.trade.createOrder)).toEqual(expect.arrayContaining([calls.trade.myCart.path, calls.trade.listBuyerOrders.path]));
  });

  it('makes the order and the balance stale after paying, and the bell after reading', () => {
    expect(staleAfter(calls.trade.completePayment)).toEqual(
      expect.arrayContaining([calls.trade.orderDetails.path, calls.trade.revenueStatistics.path, calls.trade.listCapitalFlow.path]),
    );
    expect(staleAfter(calls.trade.readMessages)).toEqual(expect.arrayContaining([calls.trade.unreadMessageCount.path, calls.trade.listMessages.path]));
    for (const step of [calls.trade.confirmOrder, calls.trade.configureOrder, calls.trade.applySettlement]) expect(staleAfter(step)).toContain(calls.trade.orderDetails.path);
  });

  it('makes the balance stale after what moves money out of escrow (settling, cancelling, an after-sales refund), not after other steps', () => {
    for (const step of [calls.trade.applySettlement, calls.trade.cancelOrder, calls.trade.reviewAfterSales]) {
      expect(staleAfter(step)).toEqual(expect.arrayContaining([calls.trade.revenueStatistics.path, calls.trade.listCapitalFlow.path, calls.trade.orderDetails.path]));
    }
    expect(staleAfter(calls.trade.shipDomestic)).not.toContain(calls.trade.revenueStatistics.path);
  });

  it('names only calls of the contract, and never lets a read invalidate', () => {
    const all = new Map<string, { auth: string }>();
    const walk = (module: Record<string, unknown>) => {
      for (const value of Object.values(module)) {
        if (value && typeof value === 'object' && typeof (value as { path?: unknown }).path === 'string') all.set((value as { path: string }).path, value as { auth: string });
      }
    };
    walk(calls as unknown as Record<string, unknown>);
    walk(calls.trade as unknown as Record<string, unknown>);
    walk(calls.operator as unknown as Record<string, unknown>);
    for (const [write, reads] of Object.entries(INVALIDATES)) {
      expect(all.has(write)).toBe(true);
      for (const read of reads) expect(all.has(read)).toBe(true);
      expect(reads).not.toContain(write);
    }
    expect(staleAfter(calls.listGoods)).toEqual([]);
  });

  it('makes the queues and what buyers read stale after an operator decides', () => {
    expect(staleAfter(calls.operator.decideReview)).toEqual(expect.arrayContaining([calls.operator.reviewQueue.path, calls.operator.overview.path, calls.listGoods.path]));
    expect(staleAfter(calls.operator.setRate)).toEqual(expect.arrayContaining([calls.operator.listRates.path, calls.listGoods.path]));
    expect(staleAfter(calls.operator.arbitrateOrder)).toEqual(expect.arrayContaining([calls.operator.platformOrders.path, calls.trade.orderDetails.path]));
  });
});
