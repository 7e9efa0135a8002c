import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  isMessageKey,
  message,
  PreferenceFieldsSchema,
  RESULT,
  type CallDefinition,
  type CallReply,
  type Currency,
  type Language,
  type MessageKey,
} from '@puente/shared/contract';
import * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { Database, UserRow } from '../db/schema';
import { BusinessError } from './business-error';

export interface CallContext<C extends CallDefinition> {
  body: z.output<C['request']>;
  /** The signed-in user: always set for calls whose auth is 'required'. */
  user: UserRow | null;
  /** The session's token hash, when signed in. */
  tokenHash: string | null;
  /** The database, or the call's transaction for calls that write. */
  db: Db | Transaction<Database>;
  language: Language;
  currency: Currency;
  request: FastifyRequest;
}

export interface RouteOptions {
  /** Calls that write run in one transaction: all or nothing. */
  write?: boolean;
}

type Handler<C extends CallDefinition> = (context: CallContext<C>) => Promise<CallReply<C>>;

/** The token travels as the `token` query parameter (spec section 7); a Bearer header is accepted too. */
export function tokenOf(request: FastifyRequest): string | null {
  const query = request.query as { token?: unknown } | undefined;
  if (typeof query?.token === 'string' && query.token) return query.token;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

function preferencesOf(body: unknown): { language: Language; currency: Currency } {
  const parsed = PreferenceFieldsSchema.parse(typeof body === 'object' && body !== null ? body : {});
  return { language: parsed.showLanguage, currency: parsed.showCurrency };
}

/** The message key an issue carries, looking inside unions (a field that is "this or empty"). */
function messageKeyOf(issue: { message: string; errors?: unknown }): MessageKey | null {
  if (isMessageKey(issue.message)) return issue.message;
  const branches = Array.isArray(issue.errors) ? (issue.errors as Array<Array<{ message: string; errors?: unknown }>>) : [];
  for (const branch of branches) for (const inner of branch) {
    const key = messageKeyOf(inner);
    if (key) return key;
  }
  return null;
}

export function envelopeFor(error: BusinessError, language: Language) {
  return { ...error.data, result: error.result, info: message(error.key, language, error.params), code: error.key };
}

/**
 * Registers one call of the contract: validates the body with the call's schema, resolves the
 * session, runs the handler (in a transaction when it writes) and answers with the envelope.
 */
export function defineRoute<C extends CallDefinition>(app: FastifyInstance, call: C, handler: Handler<C>, options: RouteOptions = {}) {
  const schema = z.extend(call.request, PreferenceFieldsSchema.shape);
  app.post(call.path, async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = request.body ?? {};
    const { language, currency } = preferencesOf(raw);
    const session = await app.sessions.resolve(tokenOf(request));
    if (call.auth === 'required' && !session) {
      return { result: RESULT.notLoggedIn, info: message('auth.pleaseLogin', language) };
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const key = (first && messageKeyOf(first)) ?? 'validation.invalid';
      const field = first?.path.join('.') ?? '';
      return { result: RESULT.failed, info: message(key, language), code: key, ...(field ? { field } : {}) };
    }
    const base = {
      body: parsed.data as z.output<C['request']>,
      user: session?.user ?? null,
      tokenHash: session?.tokenHash ?? null,
      language,
      currency,
      request,
    };
    try {
      const data = options.write
        ? await app.db.transaction().execute((trx) => handler({ ...base, db: trx }))
        : await handler({ ...base, db: app.db });
      if (process.env.NODE_ENV !== 'production') {
        // Keep the server honest to the contract: a reply that drifts from its schema is a bug.
        const checked = call.reply.safeParse(data);
        if (!checked.success) request.log.error({ path: call.path, issues: checked.error.issues }, 'reply does not match the contract');
      }
      return { result: RESULT.ok, ...(data as object) };
    } catch (error) {
      if (error instanceof BusinessError) return envelopeFor(error, language);
      reply.status(500);
      throw error;
    }
  });
}
