import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import { type MessageKey } from '@puente/shared/messages';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { DECOY_HASH, hashPassword, verifyPassword } from '../services/passwords';
import { forgive, hit, reset } from '../services/rate-limit';
import { indexGoods } from '../services/search/documents';
import { hashSecret, newSmsCode, SMS_CODE_MINUTES } from '../services/tokens';
import { BusinessError } from '../services/business-error';
import { defineRoute } from './define-route';
import { toUser } from './users';
import { permissionsOf } from '../services/permissions';

/**
 * Sign-in limits. Failures are counted per (account, address) so that nobody elsewhere can lock
 * the owner out, and per address so that one client cannot stuff credentials across accounts.
 */
const LOGIN_LIMIT = { perAccountAddress: 10, perAddress: 50, windowSeconds: 15 * 60 };
const SMS_LIMIT = { perPhone: 1, phoneWindowSeconds: 60, perAddress: 20, addressWindowSeconds: 3600 };
/** Code checks: each code dies after five wrong guesses; checks are also limited per phone and per address. */
const CODE_LIMIT = { perCode: 5, perPhone: 10, perAddress: 30, windowSeconds: 3600 };

/**
 * Checks a verification code outside the call's transaction, so that a refusal cannot erase the
 * count: limits per address and per phone, then one attempt claimed on the newest live code
 * (atomically, so parallel guesses cannot share an attempt) and the code compared.
 */
async function checkCode(db: Db, ip: string, phone: string, type: number, code: string): Promise<void> {
  await hit(db, `code:ip:${ip}`, CODE_LIMIT.perAddress, CODE_LIMIT.windowSeconds);
  await hit(db, `code:phone:${type}:${phone}`, CODE_LIMIT.perPhone, CODE_LIMIT.windowSeconds);
  const row = await db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash'])
    .where('phone', '=', phone)
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  // What the person is told lets them act: a new code when none is live or this one is spent,
  // how many tries are left when it was mistyped.
  if (!row) throw new BusinessError('auth.codeExpired', { minutes: SMS_CODE_MINUTES });
  const claimed = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', CODE_LIMIT.perCode)
    .returning('attempts')
    .executeTakeFirst();
  if (!claimed) throw new BusinessError('auth.codeSpent');
  if (row.code_hash !== hashSecret(`${phone}:${code}`)) {
    const left = CODE_LIMIT.perCode - claimed.attempts;
    throw left > 0 ? new BusinessError('auth.codeWrong', { left }) : new BusinessError('auth.codeSpent');
  }
}

/** Marks the code checked by checkCode as used, inside the call's transaction: a code serves once. */
async function useCode(db: Db, phone: string, type: number, code: string): Promise<void> {
  const used = await db
    .updateTable('sms_codes')
    .set({ used_at: new Date() })
    .where('phone', '=', phone)
    .where('type', '=', type)
    .where('code_hash', '=', hashSecret(`${phone}:${code}`))
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('attempts', '<=', CODE_LIMIT.perCode)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw new BusinessError('auth.codeInvalid');
}

export async function authRoutes(app: FastifyInstance) {
  defineRoute(app, calls.sendSmsCode, async ({ body, db, request }) => {
    await hit(db, `sms:phone:${body.type}:${body.phone}`, SMS_LIMIT.perPhone, SMS_LIMIT.phoneWindowSeconds);
    await hit(db, `sms:ip:${request.ip}`, SMS_LIMIT.perAddress, SMS_LIMIT.addressWindowSeconds);
    const exists = await db.selectFrom('users').select('id').where('phone', '=', body.phone).executeTakeFirst();
    if (body.type === calls.SMS_CODE_TYPES.register && exists) throw new BusinessError('auth.phoneTaken');
    if (body.type === calls.SMS_CODE_TYPES.resetPassword && !exists) throw new BusinessError('auth.accountMissing');
    const code = newSmsCode();
    await db
      .insertInto('sms_codes')
      .values({
        phone: body.phone,
        type: body.type,
        code_hash: hashSecret(`${body.phone}:${code}`),
        expires_at: new Date(Date.now() + SMS_CODE_MINUTES * 60_000),
        used_at: null,
      })
      .execute();
    await app.sms.send({ phone: body.phone, code, text: `Puente: ${code}`, sentAt: new Date() });
    return {};
  });

  defineRoute(
    app,
    calls.register,
    async ({ body, db }) => {
      const taken = await db.selectFrom('users').select('id').where('phone', '=', body.phone).executeTakeFirst();
      if (taken) throw new BusinessError('auth.phoneTaken');
      await useCode(db, body.phone, calls.SMS_CODE_TYPES.register, body.code);
      const user = await db
        .insertInto('users')
        .values({
          phone: body.phone,
          username: null,
          password_hash: await hashPassword(body.password),
          nickname: `user${body.phone.replace(/\D/g, '').slice(-4)}`,
          head: '',
          role: null,
          country_code: null,
          company_name: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const token = await app.sessions.create(db, user.id);
      return { token, user: toUser(user) };
    },
    { write: true, guard: ({ body, db, request }) => checkCode(db, request.ip, body.phone, calls.SMS_CODE_TYPES.register, body.code) },
  );

  defineRoute(
    app,
    calls.improveInfoForReg,
    async ({ body, db, user }) => {
      const updated = await db
        .updateTable('users')
        .set({
          nickname: body.nickname,
          role: body.role,
          country_code: body.countryCode,
          company_name: body.companyName || null,
          info_complete: true,
          updated_at: new Date(),
        })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await indexGoods(db, { sellerId: user.id });
      return { user: toUser(updated) };
    },
    { write: true },
  );

  /**
   * Both logins: count the attempt (per account and per address), check the password against a
   * decoy when no account matches (same timing either way), clear the count on success. Not
   * transactional: a failed attempt must still count against the limit.
   */
  async function logIn(db: Db, ip: string, account: string, user: UserRow | undefined, password: string, failure: MessageKey) {
    const key = `${account}:ip:${ip}`;
    await hit(db, key, LOGIN_LIMIT.perAccountAddress, LOGIN_LIMIT.windowSeconds);
    await hit(db, `login:ip:${ip}`, LOGIN_LIMIT.perAddress, LOGIN_LIMIT.windowSeconds);
    const valid = await verifyPassword(password, user?.password_hash ?? DECOY_HASH);
    if (!user || !valid) throw new BusinessError(failure);
    // Told only to whoever knows the password: a disabled account is not revealed to a guesser.
    if (user.disabled_at) throw new BusinessError('auth.accountDisabled');
    await reset(db, key);
    // The address's limit counts guesses: an office of members signing in all day is not stuffing credentials.
    await forgive(db, `login:ip:${ip}`);
    return { token: await app.sessions.create(db, user.id), user: toUser(user) };
  }

  defineRoute(app, calls.loginByPhone, async ({ body, db, request }) => {
    const user = await db.selectFrom('users').selectAll().where('phone', '=', body.phone).executeTakeFirst();
    return logIn(db, request.ip, `login:phone:${body.phone}`, user, body.password, 'auth.loginFailed');
  });

  defineRoute(app, calls.loginByUsername, async ({ body, db, request }) => {
    const username = body.username.toLowerCase();
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username))
      .executeTakeFirst();
    return logIn(db, request.ip, `login:username:${username}`, user, body.password, 'auth.usernameLoginFailed');
  });

  defineRoute(app, calls.logout, async ({ db, tokenHash }) => {
    if (tokenHash) await app.sessions.revoke(db, tokenHash);
    return {};
  });

  defineRoute(
    app,
    calls.updatePasswordByPhoneCode,
    async ({ body, db }) => {
      const user = await db.selectFrom('users').select('id').where('phone', '=', body.phone).executeTakeFirst();
      if (!user) throw new BusinessError('auth.codeInvalid');
      await useCode(db, body.phone, calls.SMS_CODE_TYPES.resetPassword, body.code);
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(body.password), updated_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      // A new password signs out every device that knew the old one.
      await app.sessions.revokeAllOf(db, user.id);
      return {};
    },
    { write: true, guard: ({ body, db, request }) => checkCode(db, request.ip, body.phone, calls.SMS_CODE_TYPES.resetPassword, body.code) },
  );

  defineRoute(app, calls.getUserInfo, async ({ user }) => ({ user: toUser(user) }));

  defineRoute(app, calls.getUserRole, async ({ user, db }) => {
    const codes = await permissionsOf(db, user);
    return { data: { userPermissions: codes.map((percode) => ({ percode })) } };
  });
}
