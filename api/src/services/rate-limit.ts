import { sql } from 'kysely';
import type { Db } from '../db/database';
import { BusinessError } from './business-error';

/**
 * Counts hits per key in a fixed window, in the database so that every API process shares the
 * count. Throws a readable "too many attempts" once the limit is passed.
 */
export async function hit(db: Db, key: string, limit: number, windowSeconds: number): Promise<void> {
  const row = await sql<{ count: number; window_start: Date }>`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds}) then now() else rate_limits.window_start end
    returning count, window_start`.execute(db);
  const current = row.rows[0];
  if (current && current.count > limit) {
    const elapsed = (Date.now() - new Date(current.window_start).getTime()) / 1000;
    throw new BusinessError('auth.tooManyAttempts', { seconds: Math.max(1, Math.ceil(windowSeconds - elapsed)) });
  }
}

/** Takes one attempt back from a key's count: a successful sign-in is no guess. */
export async function forgive(db: Db, key: string): Promise<void> {
  await sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`.execute(db);
}

/** Forgets a key's count (a successful login clears its failures). */
export async function reset(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}
