/** Why a withdrawal cannot be sent yet, checked before the call (the API checks again under a lock). */
export function withdrawalProblem({ accountId, amount, available }: { accountId: string; amount: string; available: number }): 'account' | 'amount' | 'overBalance' | null {
  if (!accountId) return 'account';
  const value = Number(amount);
  if (!amount.trim() || !Number.isFinite(value) || value <= 0) return 'amount';
  // Compared in minor units, as the ledger keeps them.
  if (Math.round(value * 100) > Math.round(available * 100)) return 'overBalance';
  return null;
}
