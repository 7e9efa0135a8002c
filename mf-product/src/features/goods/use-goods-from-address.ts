import { productPageCall, useApiQuery, useSearchParams } from '@puente/shared';

/** The goods a product page shows, from its address (`?id=`): the id, 0 when missing, and its details query. */
export function useGoodsFromAddress() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  // The contract's body: the page's html may carry the reply already.
  const { call, body } = productPageCall(id);
  const details = useApiQuery(call, body, { enabled: id > 0 });
  return { id, details };
}
