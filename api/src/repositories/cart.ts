import { sql } from 'kysely';
import { AUDIT_STATUS } from '@puente/shared/contract';
import type { Db } from '../db/database';

/* A buyer's cart: every statement on cart_items, and the goods a cart or an order may hold. */

/** How many lines the user's cart holds. */
export async function cartCount(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The goods among these on sale now (passed review, on the shelf, not deleted). */
export function visibleGoods(db: Db, ids: number[]) {
  return db
    .selectFrom('goods')
    .select(['id', 'seller_id', 'min_order', 'stock'])
    .where('id', 'in', ids)
    .where('audit_status', '=', AUDIT_STATUS.passed)
    .where('putaway', '=', true)
    .where('deleted_at', 'is', null)
    .execute();
}

/** The user's cart lines with their goods and sellers, newest added first (lines keep their place while edited). */
export function cartLines(db: Db, userId: number) {
  return db
    .selectFrom('cart_items as c')
    .innerJoin('goods as g', 'g.id', 'c.goods_id')
    .innerJoin('users as s', 's.id', 'g.seller_id')
    .select([
      'c.id',
      'c.goods_id',
      'c.quantity',
      'c.selected',
      'g.name',
      'g.original_language',
      'g.machine_translated',
      'g.images',
      'g.unit',
      'g.min_order',
      'g.stock',
      'g.price_minor',
      'g.currency',
      'g.seller_id',
      'g.trade_terms',
      'g.audit_status',
      'g.putaway',
      'g.deleted_at',
      's.nickname',
      's.company_name',
    ])
    .where('c.user_id', '=', userId)
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** The user's line of some goods, locked while its quantity is decided. */
export function lockCartLine(db: Db, userId: number, goodsId: number) {
  return db.selectFrom('cart_items').select(['id', 'quantity']).where('user_id', '=', userId).where('goods_id', '=', goodsId).forUpdate().executeTakeFirst();
}

export async function updateCartLine(db: Db, id: number, values: { quantity: number; selected?: boolean }): Promise<void> {
  await db
    .updateTable('cart_items')
    .set({ ...values, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * Adds a line of goods to the user's cart. When another add made the line first, this one merges
 * into it: an add adds its quantity, a set sets it. The line's quantity as it now stands.
 */
export async function insertCartLine(db: Db, line: { userId: number; goodsId: number; quantity: number; selected: boolean | undefined; add: boolean }): Promise<number> {
  const merged = await db
    .insertInto('cart_items')
    .values({ user_id: line.userId, goods_id: line.goodsId, quantity: line.quantity, selected: line.selected ?? true })
    .onConflict((c) =>
      c.columns(['user_id', 'goods_id']).doUpdateSet((eb) => ({
        quantity: line.add ? sql<number>`${eb.ref('cart_items.quantity')} + ${eb.ref('excluded.quantity')}` : eb.ref('excluded.quantity'),
        ...(line.selected === undefined ? {} : { selected: line.selected }),
        updated_at: new Date(),
      })),
    )
    .returning('quantity')
    .executeTakeFirstOrThrow();
  return merged.quantity;
}

/** Takes goods out of the user's cart. */
export async function removeCartItems(db: Db, userId: number, goodsIds: number[]): Promise<void> {
  await db.deleteFrom('cart_items').where('user_id', '=', userId).where('goods_id', 'in', goodsIds).execute();
}
