import { payableStep } from './payable-step';

describe('the cashier step', () => {
  it('pays the step the order waits for', () => {
    expect(payableStep(['payDeposit', 'cancel'], null)).toBe('deposit');
    expect(payableStep(['payBalance'], null)).toBe('balance');
  });

  it('honours the step asked for only when it is open', () => {
    expect(payableStep(['payDeposit'], 'deposit')).toBe('deposit');
    expect(payableStep(['payDeposit'], 'balance')).toBeNull();
    expect(payableStep(['payBalance'], 'deposit')).toBeNull();
  });

  it('has nothing to pay when no payment action is open', () => {
    expect(payableStep(['confirmConfiguration', 'cancel'], 'deposit')).toBeNull();
    expect(payableStep([], null)).toBeNull();
  });
});
