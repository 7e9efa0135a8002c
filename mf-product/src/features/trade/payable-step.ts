export type PaymentStep = 'deposit' | 'balance';

/** The step a cashier visit pays: the one asked for, or the one the order is waiting for. */
export function payableStep(actions: readonly string[], asked: string | null): PaymentStep | null {
  const open: PaymentStep[] = [];
  if (actions.includes('payDeposit')) open.push('deposit');
  if (actions.includes('payBalance')) open.push('balance');
  if (asked === 'deposit' || asked === 'balance') return open.includes(asked) ? asked : null;
  return open[0] ?? null;
}
