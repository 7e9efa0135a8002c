import { withdrawalProblem } from './withdrawal-rules';

describe('a withdrawal stays within the available balance', () => {
  it('asks for an account, then a positive amount', () => {
    expect(withdrawalProblem({ accountId: '', amount: '10', available: 100 })).toBe('account');
    expect(withdrawalProblem({ accountId: '3', amount: '', available: 100 })).toBe('amount');
    expect(withdrawalProblem({ accountId: '3', amount: '-5', available: 100 })).toBe('amount');
    expect(withdrawalProblem({ accountId: '3', amount: 'abc', available: 100 })).toBe('amount');
  });

  it('refuses more than the balance, to the cent', () => {
    expect(withdrawalProblem({ accountId: '3', amount: '100.01', available: 100 })).toBe('overBalance');
    expect(withdrawalProblem({ accountId: '3', amount: '100', available: 100 })).toBeNull();
    expect(withdrawalProblem({ accountId: '3', amount: '0.3', available: 0.1 + 0.2 })).toBeNull();
  });
});
