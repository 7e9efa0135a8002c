import { heldOf, type Balance } from './withdrawal-form';

const balance = (currency: string, available: number) => ({ currency, available, pending: 0, withdrawn: 0, earned: 0 }) as unknown as Balance;

it('offers for withdrawal only the currencies held, the largest holding first', () => {
  expect(heldOf([balance('USD', 0), balance('CNH', 460_529.02), balance('BRL', 1200)])).toEqual(['CNH', 'BRL']);
  expect(heldOf([balance('USD', 0)])).toEqual([]);
});
