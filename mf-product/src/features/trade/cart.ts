import { readNumber, type CallReply, type calls, type Language } from '@puente/shared';

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

/**
 * Why the selection cannot be ordered, or null when it can. `refused` holds the goods whose box
 * shows a quantity the cart refused: the cart still holds another figure for them, so checking
 * them out would order what the buyer no longer sees.
 */
export function checkoutProblem(
  lines: readonly CartLine[],
  refused: ReadonlySet<number> = new Set(),
): 'nothingSelected' | 'quantityRefused' | 'invalidSelected' | 'severalSellers' | null {
  const selected = lines.filter((line) => line.selected);
  if (selected.length === 0) return 'nothingSelected';
  if (selected.some((line) => refused.has(line.goodsId))) return 'quantityRefused';
  if (selected.some((line) => !line.available)) return 'invalidSelected';
  if (new Set(selected.map((line) => line.sellerId)).size > 1) return 'severalSellers';
  return null;
}

/**
 * The selection the cart shows and orders: one seller's goods, since one order is placed per
 * seller. When the stored selection spans several sellers (each added goods arrives ticked), the
 * first seller in the cart's order that has ticked goods keeps them and the others are unticked.
 */
export function oneSellerSelection<T extends CartLine>(lines: readonly T[]): T[] {
  const kept = lines.find((line) => line.selected)?.sellerId;
  return lines.map((line) => (line.selected && line.sellerId !== kept ? { ...line, selected: false } : line));
}

/** The stored lines whose selection differs from what `oneSellerSelection` shows: the page stores the change. */
export function selectionToStore<T extends CartLine>(lines: readonly T[]): { line: T; selected: boolean }[] {
  const shown = oneSellerSelection(lines);
  return lines.flatMap((line, index) => (shown[index]!.selected === line.selected ? [] : [{ line, selected: shown[index]!.selected }]));
}

/**
 * What ticking or unticking some lines of one seller changes: ticking another seller's goods
 * switches the selection to that seller (their lines ticked, every other seller's unticked first),
 * unticking changes those lines alone. Lines already as asked are left out.
 */
export function selectionChanges<T extends CartLine>(lines: readonly T[], picked: readonly T[], selected: boolean): { line: T; selected: boolean }[] {
  const ids = new Set(picked.map((line) => line.goodsId));
  const sellers = new Set(picked.map((line) => line.sellerId));
  const others = selected ? lines.filter((line) => line.selected && !sellers.has(line.sellerId)).map((line) => ({ line, selected: false })) : [];
  const own = lines.filter((line) => ids.has(line.goodsId) && line.selected !== selected).map((line) => ({ line, selected }));
  return [...others, ...own];
}

/** The seller whose goods are selected (one order goes to them), or null when nothing is. */
export function selectedSeller(lines: readonly CartLine[]): string | null {
  return lines.find((line) => line.selected)?.sellerName ?? null;
}

/** Why a quantity cannot be ordered, in the contract's words (the API refuses it with the same message), or null. */
export type QuantityProblem =
  | { key: 'order.minOrder'; params: { min: number } }
  | { key: 'order.stockExceeded'; params: { stock: number } }
  | { key: 'validation.quantityInvalid'; params: { min: number; max: number } };

/** A quantity as the buyer typed it, read in their language's format ("1.000" is a thousand in Portuguese), or NaN. */
export function readQuantity(typed: string | number, language: Language = 'english'): number {
  if (typeof typed === 'number') return typed;
  return readNumber(typed, language) ?? Number.NaN;
}

/**
 * Checks what a buyer typed, read in their language's format, against the goods' minimum order
 * and stock, as the cart, preview and order calls do.
 */
export function quantityProblem(typed: string | number, minOrder: number, stock: number, language: Language = 'english'): QuantityProblem | null {
  const min = Math.max(1, minOrder);
  const value = readQuantity(typed, language);
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
