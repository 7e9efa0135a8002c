import { exceedsBalance } from './withdrawal-rules';

describe('a withdrawal stays within the available balance', () => {
  it('refuses more than the balance, to the cent', () => {
    expect(exceedsBalance('100.01', 100)).toBe(true);
    expect(exceedsBalance('100', 100)).toBe(false);
    expect(exceedsBalance('0.3', 0.1 + 0.2)).toBe(false);
  });

  it('leaves what is not a number to the call’s schema', () => {
    expect(exceedsBalance('', 0)).toBe(false);
    expect(exceedsBalance('abc', 0)).toBe(false);
  });
});
