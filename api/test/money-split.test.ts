import { CURRENCIES } from '@puente/shared/contract';
import { paymentSplit, type Rates } from '../src/services/money';

/** A small deterministic generator: the same cases every run. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const cents = (amount: number) => Math.round(amount * 100);

describe('deposit + balance = total, to the cent', () => {
  it('holds for many totals, ratios and currency pairs, in the order currency and the reader’s', () => {
    const random = generator(2026);
    const rateSets: Rates[] = [
      { perUsd: { USD: 1, BRL: 5.24, MXN: 17.36, CNH: 6.94 }, asOf: '2026-02-06' },
      ...Array.from({ length: 20 }, () => ({ perUsd: { USD: 1, BRL: 3 + random() * 4, MXN: 12 + random() * 10, CNH: 5 + random() * 3 }, asOf: '2026-02-06' })),
    ];
    let checked = 0;
    for (const rates of rateSets)
      for (let i = 0; i < 100; i += 1) {
        const totalMinor = 1 + Math.floor(random() ** 3 * 10_000_000_000);
        const ratio = 1 + Math.floor(random() * 100);
        const depositMinor = Math.round((totalMinor * ratio) / 100);
        const own = CURRENCIES[Math.floor(random() * CURRENCIES.length)]!;
        for (const show of CURRENCIES) {
          const { total, deposit, balance } = paymentSplit(totalMinor, depositMinor, own, show, rates);
          expect(cents(deposit.amount) + cents(balance.amount)).toBe(cents(total.amount));
          expect(cents(deposit.showAmount) + cents(balance.showAmount)).toBe(cents(total.showAmount));
          expect(balance.currency).toBe(own);
          expect(balance.showCurrency).toBe(show);
          checked += 1;
        }
      }
    expect(checked).toBe(21 * 100 * CURRENCIES.length);
  });

  it('mends the case the review found: $89,569.88 at 30 % shown in another currency', () => {
    const rates: Rates = { perUsd: { USD: 1, BRL: 5.24, MXN: 17.36, CNH: 6.94 }, asOf: '2026-02-06' };
    for (const show of CURRENCIES) {
      const { total, deposit, balance } = paymentSplit(8_956_988, Math.round(8_956_988 * 0.3), 'CNH', show, rates);
      expect(cents(deposit.showAmount) + cents(balance.showAmount)).toBe(cents(total.showAmount));
    }
    const usd = paymentSplit(8_956_988, 2_687_096, 'USD', 'USD', rates);
    expect([usd.deposit.showAmount, usd.balance.showAmount, usd.total.showAmount]).toEqual([26_870.96, 62_698.92, 89_569.88]);
  });
});
