import type { FastifyInstance } from 'fastify';
import { calls } from '@puente/shared/contract';
import * as accountService from '../services/accounts';
import { permissionsOf } from '../services/permissions';
import { defineRoute } from './define-route';
import { toUser } from './users';

export async function authRoutes(app: FastifyInstance) {
  defineRoute(app, calls.sendSmsCode, async ({ body, db, request }) => {
    const code = await accountService.issueSmsCode(db, request.ip, body.phone, body.type);
    await app.sms.send({ phone: body.phone, code, text: `Puente: ${code}`, sentAt: new Date() });
    return {};
  });

  defineRoute(
    app,
    calls.register,
    async ({ body, db }) => {
      const user = await accountService.register(db, body);
      const token = await app.sessions.create(db, user.id);
      return { token, user: toUser(user) };
    },
    // The code's attempts are counted outside the call's transaction: a refusal keeps the count.
    { write: true, guard: ({ body, db, request }) => accountService.checkCode(db, request.ip, body.phone, calls.SMS_CODE_TYPES.register, body.code) },
  );

  defineRoute(app, calls.improveInfoForReg, async ({ body, db, user }) => ({ user: toUser(await accountService.completeRegistration(db, user, body)) }), { write: true });

  // Not transactional: a failed attempt must still count against the limit.
  defineRoute(app, calls.loginByPhone, async ({ body, db, request }) => {
    const user = await accountService.logInByPhone(db, request.ip, body.phone, body.password);
    return { token: await app.sessions.create(db, user.id), user: toUser(user) };
  });

  defineRoute(app, calls.loginByUsername, async ({ body, db, request }) => {
    const user = await accountService.logInByUsername(db, request.ip, body.username, body.password);
    return { token: await app.sessions.create(db, user.id), user: toUser(user) };
  });

  defineRoute(app, calls.logout, async ({ db, tokenHash }) => {
    if (tokenHash) await app.sessions.revoke(db, tokenHash);
    return {};
  });

  defineRoute(
    app,
    calls.updatePasswordByPhoneCode,
    async ({ body, db }) => {
      const userId = await accountService.resetPassword(db, body);
      // A new password signs out every device that knew the old one.
      await app.sessions.revokeAllOf(db, userId);
      return {};
    },
    { write: true, guard: ({ body, db, request }) => accountService.checkCode(db, request.ip, body.phone, calls.SMS_CODE_TYPES.resetPassword, body.code) },
  );

  defineRoute(app, calls.getUserInfo, async ({ user }) => ({ user: toUser(user) }));

  defineRoute(app, calls.getUserRole, async ({ user, db }) => {
    const codes = await permissionsOf(db, user);
    return { data: { userPermissions: codes.map((percode) => ({ percode })) } };
  });
}
