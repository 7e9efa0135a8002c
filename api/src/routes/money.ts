import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { calls, CURRENCIES, toMinorUnits, type Currency } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { balance, post } from '../services/ledger';
import { convertMinor, loadRates } from '../services/money';
import { notify } from '../services/notify';
import { WITHDRAWAL_TEXT } from '../services/order-texts';
import type { PayoutAdapter } from '../services/providers';
import { BusinessError } from '../services/business-error';
import { defineRoute } from './define-route';
import { pageOf } from '../repositories/paging';
import { ownedBy } from '../services/policy';

const t = calls.trade;

/** Income kinds, for the revenue records (the capital flow shows every entry). */
const REVENUE_KINDS = ['orderIncome', 'brokerCommission'];

function masked(number: string): string {
  const digits = number.replace(/\s|-/g, '');
  return digits.length > 4 ? `•••• ${digits.slice(-4)}` : digits;
}

function accountOf(row: {
  id: number;
  kind: string;
  holder_name: string;
  bank_name: string;
  branch: string;
  account_number: string;
  swift: string;
  country_code: string;
  currency: string;
}) {
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

/** The caller's own receiving account, to use or change (someone else's: services/policy.ts). */
async function ownAccount(db: Db, user: UserRow, id: number) {
  return ownedBy(user, await db.selectFrom('receiving_accounts').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(), 'user_id');
}

async function ledgerPage(db: Db, userId: number, kinds: string[] | null, currentPage: number, everyNumber: number) {
  let query = db
    .selectFrom('ledger_entries as l')
    .leftJoin('orders as o', 'o.id', 'l.order_id')
    .select(['l.id', 'l.kind', 'l.amount_minor', 'l.currency', 'l.note', 'l.created_at', 'o.order_no'])
    .where('l.user_id', '=', userId)
    .where('l.account', '=', 'available');
  if (kinds) query = query.where('l.kind', 'in', kinds);
  const { rows: page, total } = await pageOf(db, query.orderBy('l.id', 'desc'), { currentPage, everyNumber });
  return {
    list: page.map((row) => ({
      id: row.id,
      kind: row.kind,
      amount: { currency: row.currency, amount: row.amount_minor / 100 },
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
    const rows = await db
      .selectFrom('ledger_entries')
      .select([
        'currency',
        'account',
        sql<string>`coalesce(sum(amount_minor), 0)`.as('total'),
        sql<string>`coalesce(sum(amount_minor) filter (where amount_minor > 0 and kind in ('orderIncome', 'brokerCommission')), 0)`.as('earned'),
      ])
      .where('user_id', '=', user.id)
      .groupBy(['currency', 'account'])
      .execute();
    // Money still in escrow on the user's open sales: what settlement will bring.
    const pendingRows = await db
      .selectFrom('ledger_entries as l')
      .innerJoin('orders as o', 'o.id', 'l.order_id')
      .select(['l.currency', sql<string>`coalesce(sum(l.amount_minor), 0)`.as('total')])
      .where('l.account', '=', 'escrow')
      .where('o.seller_id', '=', user.id)
      .groupBy('l.currency')
      .execute();
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

  defineRoute(app, t.listRevenueRecords, async ({ body, db, user }) => ledgerPage(db, user.id, REVENUE_KINDS, body.currentPage, body.everyNumber));
  defineRoute(app, t.listCapitalFlow, async ({ body, db, user }) => ledgerPage(db, user.id, null, body.currentPage, body.everyNumber));

  defineRoute(app, t.listWithdrawals, async ({ body, db, user }) => {
    const { rows: page, total } = await pageOf(
      db,
      db
        .selectFrom('withdrawals as w')
        .innerJoin('receiving_accounts as a', 'a.id', 'w.account_id')
        .select(['w.id', 'w.amount_minor', 'w.currency', 'w.status', 'w.created_at', 'a.bank_name', 'a.account_number'])
        .where('w.user_id', '=', user.id)
        .orderBy('w.id', 'desc'),
      body,
    );
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
      // One applicant at a time: the row lock makes fifty simultaneous requests queue, so the
      // balance each one checks already counts the ones before it.
      await db.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
      const account = await ownAccount(db, user, body.accountId);
      const amount = toMinorUnits(body.amount);
      const available = await balance(db, user.id, 'available', body.currency);
      if (amount > available) throw new BusinessError('withdrawal.insufficient');
      const withdrawal = await db
        .insertInto('withdrawals')
        .values({ user_id: user.id, account_id: account.id, amount_minor: amount, currency: body.currency })
        .returning('id')
        .executeTakeFirstOrThrow();
      await post(db, [
        { userId: user.id, account: 'available', kind: 'withdrawal', amountMinor: -amount, currency: body.currency, withdrawalId: withdrawal.id },
        { userId: user.id, account: 'withdrawn', kind: 'withdrawal', amountMinor: amount, currency: body.currency, withdrawalId: withdrawal.id },
      ]);
      const status = await payouts.submitWithdrawal({
        withdrawalId: withdrawal.id,
        amountMinor: amount,
        currency: body.currency,
        accountRef: account.provider_ref || String(account.id),
      });
      await db.updateTable('withdrawals').set({ status, updated_at: new Date() }).where('id', '=', withdrawal.id).execute();
      await notify(db, user.id, { title: WITHDRAWAL_TEXT, text: WITHDRAWAL_TEXT, link: { text: WITHDRAWAL_TEXT, path: '/personalCapitalFlow', params: {} } });
      return { data: { id: withdrawal.id, available: (available - amount) / 100 } };
    },
    { write: true },
  );

  defineRoute(app, t.listReceivingAccounts, async ({ db, user }) => {
    const rows = await db.selectFrom('receiving_accounts').selectAll().where('user_id', '=', user.id).where('deleted_at', 'is', null).orderBy('id').execute();
    return { list: rows.map(accountOf) };
  });

  defineRoute(
    app,
    t.saveReceivingAccount,
    async ({ body, db, user }) => {
      const values = {
        holder_name: body.holderName,
        bank_name: body.bankName,
        branch: body.branch,
        account_number: body.accountNumber,
        swift: body.swift.toUpperCase(),
        country_code: body.countryCode,
        currency: body.currency,
      };
      if (body.id) {
        await ownAccount(db, user, body.id);
        await db.updateTable('receiving_accounts').set(values).where('id', '=', body.id).execute();
        return { data: { id: body.id } };
      }
      const row = await db
        .insertInto('receiving_accounts')
        .values({ ...values, user_id: user.id, kind: 'bank', provider_ref: '', deleted_at: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { data: { id: row.id } };
    },
    { write: true },
  );

  defineRoute(
    app,
    t.deleteReceivingAccount,
    async ({ body, db, user }) => {
      await ownAccount(db, user, body.id);
      const busy = await db.selectFrom('withdrawals').select('id').where('account_id', '=', body.id).where('status', 'in', ['pending', 'processing']).executeTakeFirst();
      if (busy) throw new BusinessError('account.inUse');
      await db.updateTable('receiving_accounts').set({ deleted_at: new Date() }).where('id', '=', body.id).execute();
      return {};
    },
    { write: true },
  );

  defineRoute(
    app,
    t.openVirtualAccount,
    async ({ body, db, user }) => {
      const opened = await payouts.openVirtualAccount({ userId: user.id, currency: body.currency, holderName: user.company_name ?? user.nickname });
      const row = await db
        .insertInto('receiving_accounts')
        .values({
          user_id: user.id,
          kind: 'pingpong',
          holder_name: user.company_name ?? user.nickname,
          bank_name: opened.bankName,
          branch: opened.branch,
          account_number: opened.accountNumber,
          swift: opened.swift,
          country_code: opened.countryCode,
          currency: body.currency,
          provider_ref: opened.accountNumber,
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { data: accountOf(row) };
    },
    { write: true },
  );

  const merchantOf = (row: { merchant_id: string; status: string; company_name: string; created_at: Date | string } | undefined) => ({
    registered: Boolean(row),
    merchantId: row?.merchant_id ?? '',
    status: row?.status ?? 'unregistered',
    companyName: row?.company_name ?? '',
    createTime: row ? Math.floor(new Date(row.created_at).getTime() / 1000) : null,
  });

  defineRoute(app, t.pingpongRegistered, async ({ db, user }) => {
    const row = await db.selectFrom('pingpong_merchants').select('user_id').where('user_id', '=', user.id).executeTakeFirst();
    return { data: { registered: Boolean(row) } };
  });

  defineRoute(app, t.pingpongDetails, async ({ db, user }) => ({
    data: merchantOf(await db.selectFrom('pingpong_merchants').selectAll().where('user_id', '=', user.id).executeTakeFirst()),
  }));

  defineRoute(
    app,
    t.pingpongMerchant,
    async ({ body, db, user }) => {
      const existing = await db.selectFrom('pingpong_merchants').selectAll().where('user_id', '=', user.id).executeTakeFirst();
      if (existing) return { data: merchantOf(existing) };
      const registered = await payouts.registerMerchant({ userId: user.id, companyName: body.companyName, email: body.contactEmail });
      const row = await db
        .insertInto('pingpong_merchants')
        .values({ user_id: user.id, merchant_id: registered.merchantId, company_name: body.companyName, contact_email: body.contactEmail, status: registered.status })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { data: merchantOf(row) };
    },
    { write: true },
  );
}
