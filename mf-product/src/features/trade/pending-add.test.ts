import { PENDING_ADD_KEY, PENDING_ADD_TTL_MS, readPendingAdd, savePendingAdd, takePendingAdd } from './pending-add';

afterEach(() => sessionStorage.clear());

describe('an add to the cart asked for as a guest', () => {
  it('is kept across the login and taken once, for the same goods', () => {
    savePendingAdd(42, 300, 'add', 1_000);
    expect(takePendingAdd(7, 2_000)).toBeNull();
    expect(takePendingAdd(42, 2_000)).toEqual({ goodsId: 42, quantity: 300, action: 'add', at: 1_000 });
    expect(takePendingAdd(42, 2_000)).toBeNull();
  });

  it('is dropped once it is older than half an hour, and never read from a broken entry', () => {
    savePendingAdd(42, 300, 'add', 0);
    expect(takePendingAdd(42, PENDING_ADD_TTL_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(PENDING_ADD_KEY)).toBeNull();
    for (const raw of [
      '{',
      'null',
      '{"goodsId":42,"quantity":0,"at":0}',
      '{"goodsId":42,"quantity":2.5,"at":0}',
      '{"goodsId":"42","quantity":3,"at":0}',
      '{"goodsId":42,"quantity":3,"action":"pay","at":0}',
    ]) {
      expect(readPendingAdd(raw, 42, 1)).toBeNull();
    }
    // An entry kept before purchases were kept too is an add.
    expect(readPendingAdd('{"goodsId":42,"quantity":3,"at":0}', 42, 1)).toEqual({ goodsId: 42, quantity: 3, action: 'add', at: 0 });
  });
});

describe('a purchase asked for as a guest', () => {
  it('is kept across the login as a purchase, with its quantity, and taken once', () => {
    savePendingAdd(42, 250, 'buy', 1_000);
    expect(takePendingAdd(42, 2_000)).toEqual({ goodsId: 42, quantity: 250, action: 'buy', at: 1_000 });
    expect(takePendingAdd(42, 2_000)).toBeNull();
  });
});
