import type { FastifyInstance } from 'fastify';
import { calls, CURRENCIES, isCurrency, type Currency } from '@puente/shared/contract';
import type { Db } from '../db/database';
import * as moneyRepository from '../repositories/money';
import type { MerchantRow, ReceivingAccountRow } from '../repositories/money';
import type { PageAsked } from '../repositories/paging';
import { convertMinor, loadRates, priceOf } from '../services/money';
import * as payoutService from '../services/payouts';
import type { PayoutAdapter } from '../services/providers';
import { defineRoute } from './define-route';

const t = calls.trade;

/** Income kinds, for the revenue records (the capital flow shows every entry). */
const REVENUE_KINDS = ['orderIncome', 'brokerCommission'];

function masked(number: string): string {
  const digits = number.replace(/\s|-/g, '');
  return digits.length > 4 ? `•••• ${digits.slice(-4)}` : digits;
}

function accountOf(row: ReceivingAccountRow) {
  return {
    id: row.id,
    kind: row.kind === 'pingpong' ? ('pingpong' as const) : ('bank' as const),
    holderName: row.holder_name,
    bankName: row.bank_name,
    branch: row.branch,
    accountNumber: masked(row.account_number),
    swift: row.swift,
    countryCode: row.country_code,
    currency: row.currency,
  };
}

function merchantOf(row: MerchantRow | undefined) {
  return {
    registered: Boolean(row),
    merchantId: row?.merchant_id ?? '',
    status: row?.status ?? 'unregistered',
    companyName: row?.company_name ?? '',
    createTime: row ? Math.floor(new Date(row.created_at).getTime() / 1000) : null,
  };
}

async function ledgerPage(db: Db, userId: number, kinds: string[] | null, page: PageAsked, showCurrency: Currency) {
  const [{ rows, total }, rates] = await Promise.all([moneyRepository.availableEntriesOf(db, userId, kinds, page), loadRates(db)]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: { currency: row.currency, amount: row.amount_minor / 100 },
      price: isCurrency(row.currency) ? priceOf(row.amount_minor, row.currency, showCurrency, rates) : undefined,
      orderNo: row.order_no ?? '',
      note: row.note,
      createTime: Math.floor(new Date(row.created_at).getTime() / 1000),
    })),
    total,
  };
}

export async function moneyRoutes(app: FastifyInstance, options: { payouts: PayoutAdapter }) {
  const { payouts } = options;

  defineRoute(app, t.revenueStatistics, async ({ db, user, currency }) => {
    const rows = await moneyRepository.ledgerTotalsOf(db, user.id);
    // Money still in escrow on the user's open sales: what settlement will bring.
    const pendingRows = await moneyRepository.escrowOfSeller(db, user.id);
    const rates = await loadRates(db);
    const balances = CURRENCIES.map((code) => {
      const of = (account: string) => Number(rows.find((r) => r.currency === code && r.account === account)?.total ?? 0);
      const earned = Number(rows.filter((r) => r.currency === code).reduce((sum, r) => sum + Number(r.earned), 0));
      return {
        currency: code,
        available: of('available') / 100,
        pending: Number(pendingRows.find((r) => r.currency === code)?.total ?? 0) / 100,
        withdrawn: of('withdrawn') / 100,
        earned: earned / 100,
      };
    }).filter((b) => b.available || b.pending || b.withdrawn || b.earned);
    const sum = (key: 'available' | 'pending' | 'withdrawn' | 'earned') =>
      balances.reduce((total, b) => total + convertMinor(Math.round(b[key] * 100), b.currency as Currency, currency, rates), 0) / 100;
    return { data: { balances, show: { currency, available: sum('available'), pending: sum('pending'), withdrawn: sum('withdrawn'), earned: sum('earned') } } };
  });

  defineRoute(app, t.listRevenueRecords, async ({ body, db, user, currency }) => ledgerPage(db, user.id, REVENUE_KINDS, body, currency));
  defineRoute(app, t.listCapitalFlow, async ({ body, db, user, currency }) => ledgerPage(db, user.id, null, body, currency));

  defineRoute(app, t.listWithdrawals, async ({ body, db, user }) => {
    const { rows: page, total } = await moneyRepository.withdrawalsOf(db, user.id, body);
    return {
      list: page.map((row) => ({
        id: row.id,
        amount: { currency: row.currency, amount: row.amount_minor / 100 },
        status: row.status as 'pending',
        account: `${row.bank_name} ${masked(row.account_number)}`,
        createTime: Math.floor(new Date(row.created_at).getTime() / 1000),
      })),
      total,
    };
  });

  defineRoute(
    app,
    t.applyWithdrawal,
    async ({ body, db, user }) => {
      const { id, availableMinor } = await payoutService.applyWithdrawal(db, payouts, user, body);
      return { data: { id, available: availableMinor / 100 } };
    },
    { write: true },
  );

  defineRoute(app, t.listReceivingAccounts, async ({ db, user }) => ({ list: (await moneyRepository.accountsOf(db, user.id)).map(accountOf) }));

  defineRoute(app, t.saveReceivingAccount, async ({ body, db, user }) => ({ data: { id: await payoutService.saveReceivingAccount(db, user, body) } }), { write: true });

  defineRoute(
    app,
    t.deleteReceivingAccount,
    async ({ body, db, user }) => {
      await payoutService.removeReceivingAccount(db, user, body.id);
      return {};
    },
    { write: true },
  );

  defineRoute(app, t.openVirtualAccount, async ({ body, db, user }) => ({ data: accountOf(await payoutService.openVirtualAccount(db, payouts, user, body.currency)) }), {
    write: true,
  });

  defineRoute(app, t.pingpongRegistered, async ({ db, user }) => ({ data: { registered: await moneyRepository.isMerchant(db, user.id) } }));

  defineRoute(app, t.pingpongDetails, async ({ db, user }) => ({ data: merchantOf(await moneyRepository.merchantOf(db, user.id)) }));

  defineRoute(app, t.pingpongMerchant, async ({ body, db, user }) => ({ data: merchantOf(await payoutService.registerMerchant(db, payouts, user, body)) }), { write: true });
}
