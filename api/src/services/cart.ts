import type { calls } from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import * as cartRepository from '../repositories/cart';
import { BusinessError } from './business-error';
import { isOwner } from './policy';

/** The rules of a buyer's cart; routes/trade-basics.ts maps calls to these. */

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/** The cart as the buyer sees it; goods that left the shelf or review answer the cart's ask-to-reselect, the lines passed along. */
export function checkedCart<T extends { available: boolean }>(list: T[]): { list: T[]; count: number } {
  if (list.some((item) => !item.available)) throw new BusinessError('cart.invalidGoods', {}, 0, { list, count: list.length });
  return { list, count: list.length };
}

/**
 * Adds goods to the caller's cart or sets their line (quantity, selected); the caller's own goods
 * are refused, and a quantity below the goods' minimum order or above their stock. Two adds of the
 * same goods at once both land: the line is locked while its quantity is decided, and a first add
 * that raced another merges into the line the other made. The cart's count of lines.
 */
export async function updateCart(db: Db, user: UserRow, input: Input<typeof calls.trade.updateCart>): Promise<number> {
  const [goods] = await cartRepository.visibleGoods(db, [input.goodsId]);
  if (!goods) throw new BusinessError('resource.notFound');
  if (isOwner(user, goods, 'seller_id')) throw new BusinessError('order.ownGoods');
  const existing = await cartRepository.lockCartLine(db, user.id, input.goodsId);
  const requested = input.quantity ?? (existing ? existing.quantity : goods.min_order);
  const quantity = input.add && existing ? existing.quantity + requested : requested;
  if (quantity < goods.min_order) throw new BusinessError('order.minOrder', { min: goods.min_order });
  if (quantity > goods.stock) throw new BusinessError('order.stockExceeded', { stock: goods.stock });
  if (existing) {
    await cartRepository.updateCartLine(db, existing.id, { quantity, ...(input.selected === undefined ? {} : { selected: input.selected }) });
  } else {
    const merged = await cartRepository.insertCartLine(db, { userId: user.id, goodsId: input.goodsId, quantity, selected: input.selected, add: Boolean(input.add) });
    if (merged > goods.stock) throw new BusinessError('order.stockExceeded', { stock: goods.stock });
  }
  return cartRepository.cartCount(db, user.id);
}

/** Goods about to be ordered must all be on sale; those that are not are named in the refusal. */
export async function checkGoodsOnSale(db: Db, goodsIds: number[]): Promise<number[]> {
  const visible = new Set((await cartRepository.visibleGoods(db, goodsIds)).map((g) => g.id));
  const invalidGoodsIds = goodsIds.filter((id) => !visible.has(id));
  if (invalidGoodsIds.length) throw new BusinessError('cart.invalidGoods', {}, 0, { data: { invalidGoodsIds } });
  return invalidGoodsIds;
}
