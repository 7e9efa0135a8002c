import type { FastifyInstance } from 'fastify';
import { calls, type MessageKey } from '@puente/shared/contract';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { DECOY_HASH, hashPassword, verifyPassword } from '../services/passwords';
import { hit, reset } from '../services/rate-limit';
import { hashSecret, newSmsCode, SMS_CODE_MINUTES } from '../services/tokens';
import { BusinessError } from './business-error';
import { defineRoute } from './define-route';
import { toUser } from './users';
import { permissionsOf } from '../services/permissions';

const LOGIN_LIMIT = { attempts: 10, windowSeconds: 15 * 60 };
const SMS_LIMIT = { perPhone: 1, phoneWindowSeconds: 60, perAddress: 20, addressWindowSeconds: 3600 };
const CODE_ATTEMPTS_MAX = 5;

/** Checks a verification code and marks it used; wrong guesses count against the code. */
async function consumeCode(db: Db, phone: string, type: number, code: string): Promise<void> {
  const row = await db
    .selectFrom('sms_codes')
    .selectAll()
    .where('phone', '=', phone)
    .where('type', '=', type)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.attempts >= CODE_ATTEMPTS_MAX) throw new BusinessError('auth.codeInvalid');
  if (row.code_hash !== hashSecret(`${phone}:${code}`)) {
    await db.updateTable('sms_codes').set({ attempts: row.attempts + 1 }).where('id', '=', row.id).execute();
    throw new BusinessError('auth.codeInvalid');
  }
  await db.updateTable('sms_codes').set({ used_at: new Date() }).where('id', '=', row.id).execute();
}

export async function authRoutes(app: FastifyInstance) {
  defineRoute(app, calls.sendSmsCode, async ({ body, db, request }) => {
    await hit(db as Db, `sms:phone:${body.type}:${body.phone}`, SMS_LIMIT.perPhone, SMS_LIMIT.phoneWindowSeconds);
    await hit(db as Db, `sms:ip:${request.ip}`, SMS_LIMIT.perAddress, SMS_LIMIT.addressWindowSeconds);
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
      await consumeCode(db as Db, body.phone, calls.SMS_CODE_TYPES.register, body.code);
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
      const token = await app.sessions.create(db as Db, user.id);
      return { token, user: toUser(user) };
    },
    { write: true },
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
        .where('id', '=', user!.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { user: toUser(updated) };
    },
    { write: true },
  );

  /**
   * Both logins: count the attempt (per account and per address), check the password against a
   * decoy when no account matches (same timing either way), clear the count on success. Not
   * transactional: a failed attempt must still count against the limit.
   */
  async function logIn(db: Db, ip: string, key: string, user: UserRow | undefined, password: string, failure: MessageKey) {
    await hit(db, key, LOGIN_LIMIT.attempts, LOGIN_LIMIT.windowSeconds);
    await hit(db, `login:ip:${ip}`, LOGIN_LIMIT.attempts * 5, LOGIN_LIMIT.windowSeconds);
    const valid = await verifyPassword(password, user?.password_hash ?? DECOY_HASH);
    if (!user || !valid) throw new BusinessError(failure);
    await reset(db, key);
    return { token: await app.sessions.create(db, user.id), user: toUser(user) };
  }

  defineRoute(app, calls.loginByPhone, async ({ body, db, request }) => {
    const user = await db.selectFrom('users').selectAll().where('phone', '=', body.phone).executeTakeFirst();
    return logIn(db as Db, request.ip, `login:phone:${body.phone}`, user, body.password, 'auth.loginFailed');
  });

  defineRoute(app, calls.loginByUsername, async ({ body, db, request }) => {
    const username = body.username.toLowerCase();
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where((eb) => eb(eb.fn('lower', ['username']), '=', username))
      .executeTakeFirst();
    return logIn(db as Db, request.ip, `login:username:${username}`, user, body.password, 'auth.usernameLoginFailed');
  });

  defineRoute(app, calls.logout, async ({ db, tokenHash }) => {
    if (tokenHash) await app.sessions.revoke(db as Db, tokenHash);
    return {};
  });

  defineRoute(
    app,
    calls.updatePasswordByPhoneCode,
    async ({ body, db }) => {
      const user = await db.selectFrom('users').select('id').where('phone', '=', body.phone).executeTakeFirst();
      if (!user) throw new BusinessError('auth.codeInvalid');
      await consumeCode(db as Db, body.phone, calls.SMS_CODE_TYPES.resetPassword, body.code);
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(body.password), updated_at: new Date() })
        .where('id', '=', user.id)
        .execute();
      // A new password signs out every device that knew the old one.
      await app.sessions.revokeAllOf(db as Db, user.id);
      return {};
    },
    { write: true },
  );

  defineRoute(app, calls.getUserInfo, async ({ user }) => ({ user: toUser(user!) }));

  defineRoute(app, calls.getUserRole, async ({ user, db }) => {
    const codes = await permissionsOf(db as Db, user!);
    return { data: { userPermissions: codes.map((percode) => ({ percode })) } };
  });
}
