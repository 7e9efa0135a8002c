import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import * as moneyRepository from '../repositories/money';
import { escrowHeld } from '../repositories/orders';

type Tx = Db | Transaction<Database>;
export type Account = moneyRepository.LedgerAccount;

export interface Entry {
  userId: number | null;
  account: Account;
  kind: string;
  amountMinor: number;
  currency: string;
  orderId?: number | null;
  withdrawalId?: number | null;
  note?: string;
}

/**
 * Appends entries to the ledger. Entries are never updated or deleted: a correction is another
 * entry, and every balance is the sum of its entries.
 */
export async function post(db: Tx, entries: Entry[]): Promise<void> {
  const rows = entries.filter((e) => e.amountMinor !== 0);
  if (!rows.length) return;
  await moneyRepository.insertLedgerEntries(
    db,
    rows.map((e) => ({
      user_id: e.userId,
      account: e.account,
      kind: e.kind,
      amount_minor: e.amountMinor,
      currency: e.currency,
      order_id: e.orderId ?? null,
      withdrawal_id: e.withdrawalId ?? null,
      note: e.note ?? '',
    })),
  );
}

export function balance(db: Tx, userId: number, account: Account, currency: string): Promise<number> {
  return moneyRepository.balanceOf(db, userId, account, currency);
}

/** What an order holds in escrow now (paid in, less what went out). */
export function escrowOf(db: Tx, orderId: number): Promise<number> {
  return escrowHeld(db, orderId);
}
