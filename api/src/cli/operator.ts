/**
 * The operators' tool: review goods and brands, and keep the exchange rates.
 *
 *   pnpm --filter @puente/api operator audit list goods|brands
 *   pnpm --filter @puente/api operator audit pass|cancel goods|brands <id>
 *   pnpm --filter @puente/api operator audit reject goods|brands <id> --reason "what to fix"
 *   pnpm --filter @puente/api operator orders settle <id>
 *   pnpm --filter @puente/api operator orders arbitrate <id> --refund <amount> [--note "…"]
 *   pnpm --filter @puente/api operator rates list
 *   pnpm --filter @puente/api operator rates set <CUR> <units per USD> [--as-of YYYY-MM-DD] [--source "…"]
 *   pnpm --filter @puente/api operator enquiries list [--all]
 *   pnpm --filter @puente/api operator enquiries status <id> received|inProgress|answered|closed
 *   pnpm --filter @puente/api operator users make-operator <phone>
 *
 * The same services as the console (mf-operator); every decision is written to the audit log, by
 * "command line".
 * It opens the same database as the server (DATABASE_URL, or PGlite in PUENTE_DATA_DIR). PGlite
 * is single-process: stop the server before using it there; on a PostgreSQL server, any time.
 */
import path from 'node:path';
import { calls, type EnquiryStatus } from '@puente/shared/contract';
import { loadEnv } from '../config/env';
import { migrateToLatest, openDatabase } from '../db/database';
import { arbitrate, settle } from '../services/orders';
import { setEnquiryStatus } from '../services/enquiries';
import { message } from '@puente/shared/messages';
import { BusinessError } from '../services/business-error';
import { recordAction } from '../services/audit';
import { escrowOf } from '../services/ledger';
import { announceChange } from '../services/read-cache';
import { allEnquiries, findEnquiryState } from '../repositories/enquiries';
import { exchangeRatesWithSource } from '../repositories/money';
import { findUserByPhone, updateUser } from '../repositories/users';
import { decide, listPending, setRate, type Decision, type ReviewKind } from '../services/review';

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]) {
  const env = loadEnv();
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: path.join(env.PUENTE_DATA_DIR, 'pglite') });
  try {
    await migrateToLatest(handle.db);
    const [area, action, kindOrCurrency, value] = args;
    if (area === 'audit' && action === 'list') {
      const kind = (kindOrCurrency ?? 'goods') as ReviewKind;
      const pending = await listPending(handle.db, kind);
      if (pending.length === 0) console.log(`No ${kind} waiting for review.`);
      for (const item of pending) console.log(`${String(item.id).padStart(6)}  ${item.updatedAt.slice(0, 16)}  ${item.name}  — ${item.owner}`);
    } else if (area === 'audit' && ['pass', 'reject', 'cancel'].includes(action ?? '')) {
      const kind = kindOrCurrency as ReviewKind;
      if (!['goods', 'brands'].includes(kind) || !value) throw new Error('Usage: audit pass|reject|cancel goods|brands <id> [--reason "…"]');
      await decide(handle.db, kind, Number(value), action as Decision, option(args, '--reason'));
      console.log(`${kind} ${value}: ${action === 'pass' ? 'passed and on the shelf' : `${action}ed`}.`);
    } else if (area === 'orders' && action === 'settle' && kindOrCurrency) {
      const id = Number(kindOrCurrency);
      const result = await handle.db.transaction().execute(async (trx) => {
        const held = await escrowOf(trx, id);
        const settled = await settle(trx, id);
        await recordAction(trx, null, 'order.settle', { kind: 'order', id }, { heldMinor: held }, { node: settled.node, heldMinor: 0 });
        return settled;
      });
      console.log(`order ${kindOrCurrency}: ${result.node}.`);
    } else if (area === 'orders' && action === 'arbitrate' && kindOrCurrency) {
      const id = Number(kindOrCurrency);
      const refund = Number(option(args, '--refund') ?? 0);
      const note = option(args, '--note') ?? '';
      await handle.db.transaction().execute(async (trx) => {
        const held = await escrowOf(trx, id);
        await arbitrate(trx, id, refund, note);
        const refundMinor = Math.round(refund * 100);
        await recordAction(
          trx,
          null,
          'order.arbitrate',
          { kind: 'order', id },
          { afterSales: 'arbitration', heldMinor: held },
          { afterSales: 'resolved', refundMinor, heldMinor: held - refundMinor },
          note,
        );
      });
      console.log(`order ${kindOrCurrency}: arbitration decided.`);
    } else if (area === 'rates' && action === 'list') {
      const rows = await exchangeRatesWithSource(handle.db);
      for (const row of rows) console.log(`${row.currency}  ${Number(row.per_usd).toFixed(4).padStart(10)} per USD  as of ${row.as_of}  (${row.source})`);
    } else if (area === 'rates' && action === 'set' && kindOrCurrency && value) {
      const asOf = option(args, '--as-of') ?? new Date().toISOString().slice(0, 10);
      await setRate(handle.db, kindOrCurrency.toUpperCase(), Number(value), asOf, option(args, '--source') ?? 'set by an operator');
      console.log(`${kindOrCurrency.toUpperCase()} is now ${value} per USD (as of ${asOf}); prices re-sorted.`);
    } else if (area === 'enquiries' && action === 'list') {
      // Open ones (received or in progress) by default: the desk's queue, oldest first.
      const rows = await allEnquiries(handle.db, args.includes('--all') ? undefined : ['received', 'inProgress']);
      if (rows.length === 0) console.log('No open enquiries.');
      for (const row of rows) {
        const from = `${row.name}${row.company ? `, ${row.company}` : ''} <${row.contact}> ${row.country_code}, writes in ${row.language}${row.user_id ? ` (user ${row.user_id})` : ' (guest)'}`;
        console.log(
          `${calls.enquiryReference(row.id)}  ${new Date(row.created_at).toISOString().slice(0, 16)}  ${row.status.padEnd(10)}  ${row.service}: ${row.subject}  — ${from}\n    ${row.message}`,
        );
      }
    } else if (area === 'enquiries' && action === 'status' && kindOrCurrency && value) {
      if (!(calls.ENQUIRY_STATUSES as readonly string[]).includes(value)) throw new Error(`Usage: enquiries status <id> ${calls.ENQUIRY_STATUSES.join('|')}`);
      const id = Number(kindOrCurrency.replace(/^ENQ-0*/i, ''));
      const found = await handle.db.transaction().execute(async (trx) => {
        const before = await findEnquiryState(trx, id);
        const changed = await setEnquiryStatus(trx, id, value as EnquiryStatus);
        if (changed) await recordAction(trx, null, 'enquiry.status', { kind: 'enquiry', id }, { status: before?.status }, { status: value });
        return changed;
      });
      if (!found) throw new Error(`No enquiry ${kindOrCurrency}.`);
      console.log(`${calls.enquiryReference(id)}: ${value} (a member sender is told in their messages and sees it in their personal centre).`);
    } else if (area === 'users' && action === 'make-operator' && kindOrCurrency) {
      // Operators are made here, never by registration: the console's first account on a new database.
      const updated = await handle.db.transaction().execute(async (trx) => {
        const user = await findUserByPhone(trx, kindOrCurrency);
        if (!user) return null;
        await updateUser(trx, user.id, { role: 'operator', updated_at: new Date() });
        await recordAction(trx, null, 'user.makeOperator', { kind: 'user', id: user.id }, { role: user.role }, { role: 'operator' });
        return user;
      });
      if (!updated) throw new Error(`No account with phone ${kindOrCurrency}.`);
      console.log(`${kindOrCurrency} is now an operator: sign in and open /operator.`);
    } else {
      process.exitCode = 2;
    }
    if (process.exitCode === 2) {
      console.log(
        'Usage:\n  operator audit list goods|brands\n  operator audit pass|reject|cancel goods|brands <id> [--reason "…"]\n  operator orders settle <id>\n  operator orders arbitrate <id> --refund <amount> [--note "…"]\n  operator rates list\n  operator rates set <CUR> <units per USD> [--as-of YYYY-MM-DD] [--source "…"]\n  operator enquiries list [--all]\n  operator enquiries status <id> received|inProgress|answered|closed\n  operator users make-operator <phone>',
      );
    } else if (action !== 'list') {
      // The API processes drop the replies they keep: the change shows on the next read.
      await announceChange(handle.db);
    }
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error instanceof BusinessError ? message(error.key, 'english') : error.message);
  process.exit(1);
});
