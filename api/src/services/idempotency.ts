import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { BusinessError } from './business-error';

/*
 * Calls that write accept an `Idempotency-Key` header (the IETF draft's name): the first request
 * with a key runs and its reply is kept with the key, in the same transaction as the write, so a
 * retry after a lost reply (a dropped connection, a crash after the commit) answers that reply
 * again without doing the work twice. The same key with another body is refused. A request that
 * races the first waits on the key's row until the first commits, then answers its reply; if the
 * first was refused (and so rolled back), the retry runs for itself.
 */

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a reply is kept for its key. */
const KEEP_HOURS = 24;
const KEY_PATTERN = /^[A-Za-z0-9._:-]{8,200}$/;

/** The header's key: absent (null), well formed (the key), or refused. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | null | { invalid: true } {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return null;
  const key = Array.isArray(value) ? value[0] : value;
  // The draft carries the key as a structured-field string: quotes around it are allowed.
  const bare = key?.trim().replace(/^"(.*)"$/, '$1') ?? '';
  return KEY_PATTERN.test(bare) ? bare : { invalid: true };
}

/** The request a key stands for: the call and its body as read by the schema, without the reader's preferences. */
export function requestHash(path: string, body: Record<string, unknown>): string {
  const { showLanguage: _language, showCurrency: _currency, ...rest } = body;
  return createHash('sha256').update(path).update('\u0000').update(JSON.stringify(rest)).digest('hex');
}

/**
 * Takes `key` for this request inside the call's transaction: `{ id }` when this request is the
 * first (its reply is kept under that row), `{ reply }` when the key answered the same request
 * before (nothing is to be done again). Another request under the same key is refused.
 */
export async function claimKey(trx: Transaction<Database>, userId: number, key: string, call: string, hash: string): Promise<{ id: number } | { reply: unknown }> {
  const claimed = await trx
    .insertInto('idempotency_keys')
    .values({ user_id: userId, key, call, request_hash: hash })
    .onConflict((c) => c.columns(['user_id', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (claimed) return { id: claimed.id };
  const first = await trx.selectFrom('idempotency_keys').select(['call', 'request_hash', 'reply']).where('user_id', '=', userId).where('key', '=', key).executeTakeFirstOrThrow();
  if (first.call !== call || first.request_hash !== hash) throw new BusinessError('request.idempotencyKeyReused');
  return { reply: first.reply };
}

/** Keeps the reply with its key, committed with the write it answers. */
export async function keepReply(trx: Transaction<Database>, id: number, reply: unknown): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ reply: JSON.stringify(reply) })
    .where('id', '=', id)
    .execute();
}

/** Drops replies kept longer than a day: a key is for retries, not for ever. */
export async function forgetOldKeys(db: Db): Promise<number> {
  const result = await sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${KEEP_HOURS})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
