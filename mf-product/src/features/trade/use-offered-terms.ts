import { api, calls, TRADE_TERMS, type TradeTerm } from '@puente/shared';
import { useEffect, useState } from 'react';

/** The trade terms every chosen goods offers (an order has one term). */
export function useOfferedTerms(goodsIds: number[]): { terms: TradeTerm[] | null; failed: boolean } {
  const [state, setState] = useState<{ terms: TradeTerm[] | null; failed: boolean }>({ terms: null, failed: false });
  const key = goodsIds.join(',');
  useEffect(() => {
    // Nothing chosen (an empty checkout address): nothing to ask.
    if (!key) return;
    let live = true;
    Promise.all(key.split(',').map((id) => api.call(calls.goodsDetails, { id: Number(id) }))).then(
      (replies) => live && setState({ terms: TRADE_TERMS.filter((term) => replies.every((reply) => reply.data.tradeTerms.includes(term))), failed: false }),
      () => live && setState({ terms: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state;
}
