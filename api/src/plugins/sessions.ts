import fp from 'fastify-plugin';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import * as userRepository from '../repositories/users';
import { hashSecret, newToken, SESSION_DAYS } from '../services/tokens';

export interface Session {
  user: UserRow;
  tokenHash: string;
}

export interface SessionService {
  resolve(token: string | null): Promise<Session | null>;
  create(db: Db, userId: number): Promise<string>;
  revoke(db: Db, tokenHash: string): Promise<void>;
  revokeAllOf(db: Db, userId: number): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
  }
}

/** Sessions: random tokens, stored as hashes, expiring after SESSION_DAYS. */
export const sessionsPlugin = fp(
  async (app) => {
    const service: SessionService = {
      async resolve(token) {
        if (!token || token.length > 200) return null;
        const tokenHash = hashSecret(token);
        const user = await userRepository.findSessionUser(app.db, tokenHash);
        return user ? { user, tokenHash } : null;
      },
      async create(db, userId) {
        const token = newToken();
        await userRepository.insertSession(db, {
          user_id: userId,
          token_hash: hashSecret(token),
          expires_at: new Date(Date.now() + SESSION_DAYS * 86_400_000),
          revoked_at: null,
        });
        return token;
      },
      async revoke(db, tokenHash) {
        await userRepository.revokeSession(db, tokenHash);
      },
      async revokeAllOf(db, userId) {
        await userRepository.revokeSessionsOf(db, userId);
      },
    };
    app.decorate('sessions', service);
  },
  { name: 'sessions', dependencies: ['database'] },
);
