import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  calls,
  isLanguage,
  formatNumber,
  languageOfTags,
  PreferenceFieldsSchema,
  RESULT,
  type CallDefinition,
  type CallReply,
  type Currency,
  type Language,
} from '@puente/shared/contract';
import { issueMessage, isMessageKey, message } from '@puente/shared/messages';
import * as z from 'zod/mini';
import type { Db } from '../db/database';
import type { UserRow } from '../db/schema';
import { claimKey, idempotencyKeyOf, keepReply, requestHash } from '../services/idempotency';
import { replyBody, type CachedReply } from '../services/read-cache';
import { BusinessError } from '../services/business-error';
import { holdsRole } from '../services/policy';

/**
 * The caller a call's policy lets through: a user for a required session or a role, a user or
 * null for an optional one, null for a call that reads no session.
 */
export type CallerOf<C extends CallDefinition> = [C['auth']] extends ['none'] ? null : [C['auth']] extends ['required' | calls.RolePolicy] ? UserRow : UserRow | null;

export interface CallContext<C extends CallDefinition> {
  body: z.output<C['request']>;
  /** The signed-in user, as the call's policy lets them through (`CallerOf`). */
  user: CallerOf<C>;
  /** The session's token hash, when signed in. */
  tokenHash: string | null;
  /** The database, or the call's transaction for calls that write (a transaction is a Kysely of the same database). */
  db: Db;
  language: Language;
  currency: Currency;
  request: FastifyRequest;
}

export interface RouteOptions<C extends CallDefinition = CallDefinition, P = undefined> {
  /** Calls that write run in one transaction: all or nothing. */
  write?: boolean;
  /**
   * Slow work the call needs that writes nothing (asking a translation service): done after the
   * guard and before the call's transaction opens, on the database itself, so that no transaction
   * waits on it; its result is the handler's `prepared`.
   */
  prepare?: (context: CallContext<C>) => Promise<P>;
  /**
   * Checks whose writes must survive a refusal (attempt counters, rate limits): run before the
   * call's transaction, on the database itself, so that a refusal cannot roll them back.
   */
  guard?: (context: CallContext<C>) => Promise<void>;
  /**
   * A public read whose reply depends only on its body, language and currency: kept and served
   * again until a write changes the data (services/read-cache.ts). For calls with an optional
   * session, only replies to callers without one are kept.
   */
  cache?: boolean;
  /** A write that changes nothing a kept reply shows (a view counter, a session): it does not drop them. */
  invalidates?: boolean;
}

type Handler<C extends CallDefinition, P> = (context: CallContext<C> & { prepared: P }) => Promise<CallReply<C>>;

/** The token travels as the `token` query parameter (spec section 7); a Bearer header is accepted too. */
export function tokenOf(request: FastifyRequest): string | null {
  const query = request.query as { token?: unknown } | undefined;
  if (typeof query?.token === 'string' && query.token) return query.token;
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

/** A JSON object body (not an array, string or number): every call's body is one. */
export function isBodyObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}

/** The caller's language: the body's showLanguage, else the query's, else the browser's first that Puente speaks. */
export function languageOf(request: FastifyRequest): Language {
  const body = request.body;
  const fromBody = isBodyObject(body) ? body.showLanguage : undefined;
  if (isLanguage(fromBody)) return fromBody;
  const fromQuery = (request.query as { showLanguage?: unknown } | undefined)?.showLanguage;
  if (isLanguage(fromQuery)) return fromQuery;
  return languageOfTags(acceptedLanguages(request.headers['accept-language'])) ?? 'english';
}

function preferencesOf(request: FastifyRequest, body: unknown): { language: Language; currency: Currency } {
  const parsed = PreferenceFieldsSchema.safeParse(isBodyObject(body) ? body : {});
  const currency = parsed.success ? parsed.data.showCurrency : 'USD';
  return { language: languageOf(request), currency };
}

/** NUL, or half a surrogate pair standing alone: text PostgreSQL refuses to store (in text and in jsonb). */
function isUnsavable(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) return true;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i += 1;
    } else if (code >= 0xdc00 && code <= 0xdfff) return true;
  }
  return false;
}

/** The path of the first string (or key) in a body that the database cannot store, or null. */
export function unsavablePath(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return isUnsavable(value) ? path : null;
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (isUnsavable(key)) return [...path, key];
    const found = unsavablePath(inner, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Numbers in a message as the reader writes them (10,000,000 or 10.000.000). */
function paramsFor(params: Record<string, unknown>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value, language) : String(value)]));
}

export function envelopeFor(error: BusinessError, language: Language) {
  return { ...error.data, result: error.result, info: message(error.key, language, paramsFor(error.params, language)), code: error.key };
}

/** Sends a kept reply as it was serialised, gzipped once for callers that accept it. */
function send(reply: FastifyReply, kept: CachedReply, request: FastifyRequest) {
  const { body, gzip } = replyBody(kept, request.headers['accept-encoding']);
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (gzip) reply.header('content-encoding', 'gzip');
  return reply.send(body);
}

/**
 * Registers one call of the contract: resolves the session, validates the body with the call's
 * schema, checks the call's role, runs the handler (in a transaction when it writes) and answers
 * with the envelope. Who may call is checked here and nowhere else: a guest where a session is
 * required is answered "please log in" before the body is read; a signed-in user without the
 * call's role is answered the call's refusal once the body is valid, before any guard,
 * transaction or handler.
 */
export function defineRoute<C extends CallDefinition, P = undefined>(app: FastifyInstance, call: C, handler: Handler<C, NoInfer<P>>, options: RouteOptions<C, P> = {}) {
  const schema = z.extend(call.request, PreferenceFieldsSchema.shape);
  const session = calls.sessionOf(call.auth);
  const policy = calls.roleOf(call.auth);
  app.post(call.path, async (request: FastifyRequest, reply: FastifyReply) => {
    const answered = await answerCall(request, reply);
    // The outcome the metrics count: ok, the refusal's message key, or not logged in.
    if (isBodyObject(answered) && typeof answered.result === 'number') {
      request.outcome =
        typeof answered.code === 'string' ? answered.code : answered.result === RESULT.ok ? 'ok' : answered.result === RESULT.notLoggedIn ? 'notLoggedIn' : 'failed';
    }
    return answered;
  });

  async function answerCall(request: FastifyRequest, reply: FastifyReply) {
    // No body at all reads as an empty one; anything else must be a JSON object.
    const raw = request.body === undefined ? {} : request.body;
    const { language, currency } = preferencesOf(request, raw);
    // A call open to all reads no session: its answer is the same for everyone.
    const signedIn = session === 'none' ? null : await app.sessions.resolve(tokenOf(request));
    if (session === 'required' && !signedIn) {
      return { result: RESULT.notLoggedIn, info: message('auth.pleaseLogin', language) };
    }
    // A write may be retried under the key of its first try (services/idempotency.ts).
    const idempotencyKey = options.write && signedIn ? idempotencyKeyOf(request.headers) : null;
    if (typeof idempotencyKey === 'object' && idempotencyKey !== null) {
      return { result: RESULT.failed, info: message('request.idempotencyKeyInvalid', language), code: 'request.idempotencyKeyInvalid' };
    }
    if (!isBodyObject(raw)) return { result: RESULT.failed, info: message('request.bodyNotObject', language), code: 'request.bodyNotObject' };
    const unsavable = unsavablePath(raw);
    if (unsavable) {
      return { result: RESULT.failed, info: message('validation.controlCharacters', language), code: 'validation.controlCharacters', field: unsavable.join('.') };
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const { key, params } = first ? issueMessage(first, isMessageKey) : { key: 'validation.invalid' as const, params: {} };
      const field = first?.path.join('.') ?? '';
      return { result: RESULT.failed, info: message(key, language, paramsFor(params, language)), code: key, ...(field ? { field } : {}) };
    }
    // The call's role (its contract's `auth`), read from the session's user: before any guard, transaction or handler.
    if (policy && !(signedIn && holdsRole(signedIn.user, policy.role))) return envelopeFor(new BusinessError(policy.refusal), language);
    // A kept reply: the same call, body (as read by the schema), language and currency.
    const cacheKey = options.cache && !signedIn ? `${call.path}\u0000${language}\u0000${currency}\u0000${JSON.stringify(parsed.data)}` : null;
    const base = {
      body: parsed.data as z.output<C['request']>,
      // The policy was checked above: a required session or a role has its user here.
      user: (signedIn?.user ?? null) as CallerOf<C>,
      tokenHash: signedIn?.tokenHash ?? null,
      language,
      currency,
      request,
    };
    const answer = async () => {
      if (options.guard) await options.guard({ ...base, db: app.db });
      const prepared = (options.prepare ? await options.prepare({ ...base, db: app.db }) : undefined) as P;
      const written = options.write
        ? await app.db.transaction().execute(async (trx) => {
            if (!idempotencyKey || !signedIn) return { data: await handler({ ...base, db: trx, prepared }) };
            const claim = await claimKey(trx, signedIn.user.id, idempotencyKey, call.path, requestHash(call.path, parsed.data as Record<string, unknown>));
            if ('reply' in claim) return { replayed: claim.reply as Record<string, unknown> };
            const data = await handler({ ...base, db: trx, prepared });
            await keepReply(trx, claim.id, { result: RESULT.ok, ...(data as object) });
            return { data };
          })
        : { data: await handler({ ...base, db: app.db, prepared }) };
      // The key's first request answered this already: the same reply, nothing done again.
      if ('replayed' in written) {
        reply.header('idempotent-replayed', 'true');
        return written.replayed;
      }
      const { data } = written;
      // Committed: what readers see may have changed, here and in every other process.
      if (options.write && options.invalidates !== false) await app.readCache.changed();
      if (process.env.NODE_ENV !== 'production') {
        // Keep the server honest to the contract: a reply that drifts from its schema is a bug.
        const checked = call.reply.safeParse(data);
        if (!checked.success) request.log.error({ path: call.path, issues: checked.error.issues }, 'reply does not match the contract');
      }
      return { result: RESULT.ok, ...(data as object) };
    };
    try {
      if (!cacheKey) return await answer();
      // Callers asking the same at once share one answer; it is kept for those who come after.
      const kept = await app.readCache.share(cacheKey, async () => ({ json: JSON.stringify(await answer()) }));
      return send(reply, kept!, request);
    } catch (error) {
      // A refusal answers its envelope; anything else (a lost race, the database away, a bug) is
      // the app's error handler's to answer and log.
      if (error instanceof BusinessError) return envelopeFor(error, language);
      throw error;
    }
  }
}

/** The API's 503 in its envelope: the database away for a moment, or the server closing. To be tried again. */
export function sendUnavailable(reply: FastifyReply, language: Language) {
  return reply
    .status(503)
    .header('retry-after', '1')
    .send({ result: RESULT.failed, info: message('server.unavailable', language), code: 'server.unavailable' });
}
