/**
 * True when a typed amount is more than the available balance, compared in minor units as the
 * ledger keeps them. The account and the amount's own bounds are the call's schema's to check; the
 * balance is not part of it (the API checks it again, under a lock).
 */
export function exceedsBalance(amount: string, available: number): boolean {
  const value = Number(amount);
  if (!amount.trim() || !Number.isFinite(value)) return false;
  return Math.round(value * 100) > Math.round(available * 100);
}
