import { CURRENCIES, isCurrency, type Currency, type Price } from '@puente/shared/contract';
import type { Db } from '../db/database';
import { exchangeRates } from '../repositories/money';
import { keepsFresh } from './read-cache';

export interface Rates {
  perUsd: Record<Currency, number>;
  asOf: string;
}

const CACHE_MS = 30_000;
let cached: { at: number; rates: Rates; db: Db } | null = null;

/**
 * The stored exchange rates (units of each currency per US dollar). Operators update them with
 * `pnpm --filter @puente/api rates`; a process re-reads them every 30 seconds.
 */
export async function loadRates(db: Db): Promise<Rates> {
  if (cached && cached.db === db && Date.now() - cached.at < CACHE_MS && keepsFresh(db)) return cached.rates;
  // Dates as text (repositories/money.ts): drivers turn a date column into a Date at local midnight, which shifts days.
  const rows = await exchangeRates(db);
  const perUsd = { USD: 1, BRL: 1, MXN: 1, CNH: 1 } as Record<Currency, number>;
  let asOf = '';
  for (const row of rows) {
    if (isCurrency(row.currency)) perUsd[row.currency] = Number(row.per_usd);
    if (row.as_of > asOf) asOf = row.as_of;
  }
  const rates = { perUsd, asOf };
  cached = { at: Date.now(), rates, db };
  return rates;
}

export function forgetRates(): void {
  cached = null;
}

/** Converts integer minor units between currencies, rounding to the nearest minor unit. */
export function convertMinor(minor: number, from: Currency, to: Currency, rates: Rates): number {
  if (from === to) return minor;
  // Rounded by size, then signed: money going out converts as the same money coming in.
  return Math.sign(minor) * Math.round((Math.abs(minor) / rates.perUsd[from]) * rates.perUsd[to]);
}

/** A price as the contract carries it: its own amount and the amount in the reader's currency. */
export function priceOf(minor: number, currency: string, showCurrency: Currency, rates: Rates): Price {
  const own = isCurrency(currency) ? currency : 'USD';
  return {
    amount: minor / 100,
    currency: own,
    showAmount: convertMinor(minor, own, showCurrency, rates) / 100,
    showCurrency,
  };
}

/**
 * An order's total, deposit and balance, where the balance is the total less the deposit in minor
 * units in both currencies: each figure converted on its own could drift a cent from the total.
 */
export function paymentSplit(totalMinor: number, depositMinor: number, currency: string, showCurrency: Currency, rates: Rates): { total: Price; deposit: Price; balance: Price } {
  const total = priceOf(totalMinor, currency, showCurrency, rates);
  const deposit = priceOf(depositMinor, currency, showCurrency, rates);
  const shownCents = (price: Price) => Math.round(price.showAmount * 100);
  return {
    total,
    deposit,
    balance: { amount: (totalMinor - depositMinor) / 100, currency: total.currency, showAmount: (shownCents(total) - shownCents(deposit)) / 100, showCurrency },
  };
}

export const SUPPORTED_CURRENCIES = CURRENCIES;
