import { calls, useApiQuery, useSearchParams } from '@puente/shared';

/** The goods a product page shows, from its address (`?id=`): the id, 0 when missing, and its details query. */
export function useGoodsFromAddress() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const details = useApiQuery(calls.goodsDetails, { id }, { enabled: id > 0 });
  return { id, details };
}
