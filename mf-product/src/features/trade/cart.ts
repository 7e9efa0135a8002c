import type { CallReply, calls } from '@puente/shared';

export type CartLine = {
  id: number;
  goodsId: number;
  quantity: number;
  minOrder: number;
  stock: number;
  selected: boolean;
  available: boolean;
  sellerId: number;
  sellerName: string;
  subtotal: { showAmount: number; showCurrency: string };
};

export type CartItem = CallReply<typeof calls.trade.myCart>['list'][number];

/** Lines that can be ordered: selected and still on sale. */
export function orderableLines<T extends CartLine>(lines: readonly T[]): T[] {
  return lines.filter((line) => line.selected && line.available);
}

/** Sum of subtotals in the reader's currency, to the cent (amounts are major units). */
export function cartTotal(lines: readonly CartLine[]): { amount: number; currency: string | null; count: number } {
  const chosen = orderableLines(lines);
  const cents = chosen.reduce((sum, line) => sum + Math.round(line.subtotal.showAmount * 100), 0);
  return { amount: cents / 100, currency: chosen[0]?.subtotal.showCurrency ?? lines[0]?.subtotal.showCurrency ?? null, count: chosen.length };
}

/** Lines grouped by seller, in the order sellers first appear: one order is placed per seller. */
export function groupBySeller<T extends CartLine>(lines: readonly T[]): { sellerId: number; sellerName: string; lines: T[] }[] {
  const groups = new Map<number, { sellerId: number; sellerName: string; lines: T[] }>();
  for (const line of lines) {
    const group = groups.get(line.sellerId) ?? { sellerId: line.sellerId, sellerName: line.sellerName, lines: [] };
    group.lines.push(line);
    groups.set(line.sellerId, group);
  }
  return [...groups.values()];
}

/** Why the selection cannot be ordered, or null when it can. */
export function checkoutProblem(lines: readonly CartLine[]): 'nothingSelected' | 'invalidSelected' | 'severalSellers' | null {
  const selected = lines.filter((line) => line.selected);
  if (selected.length === 0) return 'nothingSelected';
  if (selected.some((line) => !line.available)) return 'invalidSelected';
  if (new Set(selected.map((line) => line.sellerId)).size > 1) return 'severalSellers';
  return null;
}

/** Why a quantity cannot be ordered, in the contract's words (the API refuses it with the same message), or null. */
export type QuantityProblem =
  | { key: 'order.minOrder'; params: { min: number } }
  | { key: 'order.stockExceeded'; params: { stock: number } }
  | { key: 'validation.quantityInvalid'; params: { min: number; max: number } };

/** Checks what a buyer typed against the goods' minimum order and stock, as the cart, preview and order calls do. */
export function quantityProblem(typed: string | number, minOrder: number, stock: number): QuantityProblem | null {
  const min = Math.max(1, minOrder);
  const value = typeof typed === 'number' ? typed : String(typed).trim() === '' ? Number.NaN : Number(typed);
  if (!Number.isInteger(value) || value < 1) return { key: 'validation.quantityInvalid', params: { min, max: stock } };
  if (value < min) return { key: 'order.minOrder', params: { min } };
  if (value > stock) return { key: 'order.stockExceeded', params: { stock } };
  return null;
}

/** Whether any quantity can be ordered: the stock covers the minimum order. */
export const canBeOrdered = (minOrder: number, stock: number) => stock >= Math.max(1, minOrder);

/** The checkout address of a selection: goods ids and quantities as `id:qty,id:qty`. */
export function itemsParam(lines: readonly { goodsId: number; quantity: number }[]): string {
  return lines.map((line) => `${line.goodsId}:${line.quantity}`).join(',');
}

export function parseItemsParam(value: string | null): { goodsId: number; quantity: number }[] {
  if (!value) return [];
  return value
    .split(',')
    .map((pair) => pair.split(':').map(Number))
    .filter(([goodsId, quantity]) => Number.isInteger(goodsId) && goodsId! > 0 && Number.isInteger(quantity) && quantity! > 0)
    .slice(0, 50)
    .map(([goodsId, quantity]) => ({ goodsId: goodsId!, quantity: quantity! }));
}
