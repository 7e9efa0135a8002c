import {
  cartTotal,
  checkoutProblem,
  groupBySeller,
  itemsParam,
  oneSellerSelection,
  orderableLines,
  parseItemsParam,
  quantityProblem,
  readQuantity,
  selectedSeller,
  selectionChanges,
  selectionToStore,
  type CartLine,
} from './cart';

const line = (over: Partial<CartLine> & { id: number }): CartLine => ({
  goodsId: over.id,
  quantity: 1,
  minOrder: 1,
  stock: 1000,
  selected: true,
  available: true,
  sellerId: 1,
  sellerName: 'Shenzhen Lumen',
  subtotal: { showAmount: 10, showCurrency: 'USD' },
  ...over,
});

describe('cart totals', () => {
  it('adds the selected, available lines to the cent', () => {
    const lines = [
      line({ id: 1, subtotal: { showAmount: 0.1, showCurrency: 'BRL' } }),
      line({ id: 2, subtotal: { showAmount: 0.2, showCurrency: 'BRL' } }),
      line({ id: 3, selected: false }),
    ];
    expect(cartTotal(lines)).toEqual({ amount: 0.3, currency: 'BRL', count: 2 });
  });

  it('leaves out goods that are no longer on sale', () => {
    const lines = [line({ id: 1 }), line({ id: 2, available: false, subtotal: { showAmount: 999, showCurrency: 'USD' } })];
    expect(cartTotal(lines).amount).toBe(10);
    expect(orderableLines(lines).map((l) => l.id)).toEqual([1]);
  });

  it('is zero with nothing selected, keeping the reader currency', () => {
    expect(cartTotal([line({ id: 1, selected: false, subtotal: { showAmount: 5, showCurrency: 'MXN' } })])).toEqual({ amount: 0, currency: 'MXN', count: 0 });
    expect(cartTotal([])).toEqual({ amount: 0, currency: null, count: 0 });
  });
});

describe('checkout rules', () => {
  it('asks for a selection, a reselection of invalid goods, and one seller', () => {
    expect(checkoutProblem([line({ id: 1, selected: false })])).toBe('nothingSelected');
    expect(checkoutProblem([line({ id: 1, available: false })])).toBe('invalidSelected');
    expect(checkoutProblem([line({ id: 1 }), line({ id: 2, sellerId: 2 })])).toBe('severalSellers');
    expect(checkoutProblem([line({ id: 1 }), line({ id: 2, sellerId: 2, selected: false })])).toBeNull();
  });

  it('groups lines by seller in order of appearance', () => {
    const groups = groupBySeller([line({ id: 1, sellerId: 2, sellerName: 'B' }), line({ id: 2, sellerId: 1, sellerName: 'A' }), line({ id: 3, sellerId: 2, sellerName: 'B' })]);
    expect(groups.map((g) => [g.sellerName, g.lines.map((l) => l.id)])).toEqual([
      ['B', [1, 3]],
      ['A', [2]],
    ]);
  });

  it('says why a quantity is out of bounds, naming the limit, instead of changing it', () => {
    expect(quantityProblem('99999999', 10, 20_000)).toEqual({ key: 'order.stockExceeded', params: { stock: 20_000 } });
    expect(quantityProblem('3', 10, 20_000)).toEqual({ key: 'order.minOrder', params: { min: 10 } });
    expect(quantityProblem('0', 1, 50)).toEqual({ key: 'validation.quantityInvalid', params: { min: 1, max: 50 } });
    expect(quantityProblem('12.5', 10, 50)).toEqual({ key: 'validation.quantityInvalid', params: { min: 10, max: 50 } });
    expect(quantityProblem('', 10, 50)).toEqual({ key: 'validation.quantityInvalid', params: { min: 10, max: 50 } });
    expect(quantityProblem('10', 10, 20_000)).toBeNull();
    expect(quantityProblem(20_000, 10, 20_000)).toBeNull();
  });

  it('reads a quantity in the reader’s format: "1.000" is a thousand in Portuguese, "1,000" in Spanish', () => {
    expect(readQuantity('1.000', 'portuguese')).toBe(1000);
    expect(readQuantity('1,000', 'spanish')).toBe(1000);
    expect(readQuantity('1.000', 'english')).toBe(1);
    expect(readQuantity('mil', 'portuguese')).toBeNaN();
    expect(quantityProblem('1.000', 10, 20_000, 'portuguese')).toBeNull();
    expect(quantityProblem('99.999', 10, 20_000, 'portuguese')).toEqual({ key: 'order.stockExceeded', params: { stock: 20_000 } });
    expect(quantityProblem('1.000', 10, 20_000, 'english')).toEqual({ key: 'order.minOrder', params: { min: 10 } });
    expect(quantityProblem('1,5', 1, 50, 'portuguese')).toEqual({ key: 'validation.quantityInvalid', params: { min: 1, max: 50 } });
  });

  it('keeps checkout waiting while a selected line’s box shows a quantity the cart refused', () => {
    const lines = [line({ id: 1 }), line({ id: 2 })];
    expect(checkoutProblem(lines, new Set([2]))).toBe('quantityRefused');
    expect(checkoutProblem(lines, new Set())).toBeNull();
    // A refused figure on goods not being ordered holds nothing up.
    expect(checkoutProblem([line({ id: 1 }), line({ id: 2, selected: false })], new Set([2]))).toBeNull();
  });

  it('carries the selection to the checkout page and back', () => {
    const items = [
      { goodsId: 4, quantity: 10 },
      { goodsId: 9, quantity: 1 },
    ];
    expect(itemsParam(items)).toBe('4:10,9:1');
    expect(parseItemsParam('4:10,9:1')).toEqual(items);
    expect(parseItemsParam('4:0,x:2,5:1.5,7:3')).toEqual([{ goodsId: 7, quantity: 3 }]);
    expect(parseItemsParam(null)).toEqual([]);
  });
});

describe('one seller selected', () => {
  const cart = () => [
    line({ id: 1, sellerId: 7, sellerName: 'Shenzhen Lumen' }),
    line({ id: 2, sellerId: 7, sellerName: 'Shenzhen Lumen' }),
    line({ id: 3, sellerId: 9, sellerName: 'Ningbo Tools' }),
  ];

  it('shows the first seller with ticked goods selected when goods of several sellers arrived ticked, and stores that', () => {
    const shown = oneSellerSelection(cart());
    expect(shown.map((l) => l.selected)).toEqual([true, true, false]);
    expect(checkoutProblem(shown)).toBeNull();
    expect(selectedSeller(shown)).toBe('Shenzhen Lumen');
    expect(selectionToStore(cart()).map(({ line: l, selected }) => [l.id, selected])).toEqual([[3, false]]);
    // A first seller with nothing ticked leaves the selection to the one that has.
    const later = [line({ id: 1, sellerId: 7, selected: false }), line({ id: 3, sellerId: 9 })];
    expect(oneSellerSelection(later).map((l) => l.selected)).toEqual([false, true]);
    expect(selectionToStore(later)).toEqual([]);
    expect(selectedSeller([line({ id: 1, selected: false })])).toBeNull();
  });

  it('switches the selection to another seller when their goods are ticked, unticking first', () => {
    const shown = oneSellerSelection(cart());
    const changes = selectionChanges(shown, [shown[2]!], true);
    expect(changes.map(({ line: l, selected }) => [l.id, selected])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    // Unticking, or ticking more of the same seller, changes those lines only.
    expect(selectionChanges(shown, [shown[0]!], false).map(({ line: l, selected }) => [l.id, selected])).toEqual([[1, false]]);
    const one = oneSellerSelection([line({ id: 1, sellerId: 7, selected: false }), line({ id: 2, sellerId: 7 }), line({ id: 3, sellerId: 9, selected: false })]);
    expect(selectionChanges(one, [one[0]!], true).map(({ line: l, selected }) => [l.id, selected])).toEqual([[1, true]]);
  });
});
