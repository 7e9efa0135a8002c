import { toMinorUnits, type calls } from '@puente/shared/contract';
import type * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import * as moneyRepository from '../repositories/money';
import * as userRepository from '../repositories/users';
import { BusinessError } from './business-error';
import { balance, post } from './ledger';
import { notify } from './notify';
import { WITHDRAWAL_TEXT } from './order-texts';
import type { PayoutAdapter } from './providers';

/*
 * The rules of a user's money going out: their receiving accounts, withdrawals and PingPong
 * merchant registration, paid through the payout provider. routes/money.ts maps calls to these.
 */

type Input<C extends { request: z.ZodMiniType }> = z.output<C['request']>;

/**
 * Withdraws from the caller's available balance to one of their accounts: the ledger moves the
 * amount to withdrawn and the provider is asked to pay it. The withdrawal's id and what is left.
 */
export async function applyWithdrawal(db: Db, payouts: PayoutAdapter, user: UserRow, input: Input<typeof calls.trade.applyWithdrawal>) {
  // One applicant at a time: the row lock makes fifty simultaneous requests queue, so the
  // balance each one checks already counts the ones before it.
  await userRepository.lockUser(db, user.id);
  const account = await moneyRepository.findOwnedAccount(db, user, input.accountId);
  const amount = toMinorUnits(input.amount);
  const available = await balance(db, user.id, 'available', input.currency);
  if (amount > available) throw new BusinessError('withdrawal.insufficient');
  const withdrawalId = await moneyRepository.insertWithdrawal(db, { user_id: user.id, account_id: account.id, amount_minor: amount, currency: input.currency });
  await post(db, [
    { userId: user.id, account: 'available', kind: 'withdrawal', amountMinor: -amount, currency: input.currency, withdrawalId },
    { userId: user.id, account: 'withdrawn', kind: 'withdrawal', amountMinor: amount, currency: input.currency, withdrawalId },
  ]);
  const status = await payouts.submitWithdrawal({
    withdrawalId,
    amountMinor: amount,
    currency: input.currency,
    accountRef: account.provider_ref || String(account.id),
  });
  await moneyRepository.setWithdrawalStatus(db, withdrawalId, status);
  await notify(db, user.id, { title: WITHDRAWAL_TEXT, text: WITHDRAWAL_TEXT, link: { text: WITHDRAWAL_TEXT, path: '/personalCapitalFlow', params: {} } });
  return { id: withdrawalId, availableMinor: available - amount };
}

/** Creates or changes one of the caller's bank accounts: its id. */
export async function saveReceivingAccount(db: Db, user: UserRow, input: Input<typeof calls.trade.saveReceivingAccount>): Promise<number> {
  const values = {
    holder_name: input.holderName,
    bank_name: input.bankName,
    branch: input.branch,
    account_number: input.accountNumber,
    swift: input.swift.toUpperCase(),
    country_code: input.countryCode,
    currency: input.currency,
  };
  if (input.id) {
    await moneyRepository.findOwnedAccount(db, user, input.id);
    await moneyRepository.updateAccount(db, input.id, values);
    return input.id;
  }
  return (await moneyRepository.insertAccount(db, { ...values, user_id: user.id, kind: 'bank', provider_ref: '', deleted_at: null })).id;
}

/** Deletes one of the caller's accounts; refused while a withdrawal to it is being paid. */
export async function removeReceivingAccount(db: Db, user: UserRow, id: number): Promise<void> {
  await moneyRepository.findOwnedAccount(db, user, id);
  if (await moneyRepository.accountInUse(db, id)) throw new BusinessError('account.inUse');
  await moneyRepository.deleteAccount(db, id);
}

/** Opens a PingPong virtual account in a currency for the caller, kept as one of their receiving accounts. */
export async function openVirtualAccount(db: Db, payouts: PayoutAdapter, user: UserRow, currency: string) {
  const opened = await payouts.openVirtualAccount({ userId: user.id, currency, holderName: user.company_name ?? user.nickname });
  return moneyRepository.insertAccount(db, {
    user_id: user.id,
    kind: 'pingpong',
    holder_name: user.company_name ?? user.nickname,
    bank_name: opened.bankName,
    branch: opened.branch,
    account_number: opened.accountNumber,
    swift: opened.swift,
    country_code: opened.countryCode,
    currency,
    provider_ref: opened.accountNumber,
    deleted_at: null,
  });
}

/** Registers the caller as a PingPong merchant, once: a registration already made is answered as it is. */
export async function registerMerchant(db: Db, payouts: PayoutAdapter, user: UserRow, input: Input<typeof calls.trade.pingpongMerchant>) {
  const existing = await moneyRepository.merchantOf(db, user.id);
  if (existing) return existing;
  const registered = await payouts.registerMerchant({ userId: user.id, companyName: input.companyName, email: input.contactEmail });
  return moneyRepository.insertMerchant(db, {
    user_id: user.id,
    merchant_id: registered.merchantId,
    company_name: input.companyName,
    contact_email: input.contactEmail,
    status: registered.status,
  });
}
