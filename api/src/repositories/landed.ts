import type { Db } from '../db/database';

/** What a landed-cost estimate reads of each goods: its price, terms, whether it is on sale, and its shipping facts (migration 0021). */
export function goodsToEstimate(db: Db, ids: number[]) {
  return db
    .selectFrom('goods')
    .select([
      'id',
      'price_minor',
      'currency',
      'unit',
      'trade_terms',
      'audit_status',
      'putaway',
      'deleted_at',
      'hs_code',
      'carton_units',
      'carton_weight_g',
      'carton_volume_cm3',
      'ship_from',
    ])
    .where('id', 'in', ids)
    .execute();
}
