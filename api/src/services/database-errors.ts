/*
 * What a database failure means to the caller. A connection that drops, a server that restarts or
 * refuses connections for a while, is the database being away: the request is answered 503 with
 * the envelope and may be tried again. A unique constraint that a racing request won is a
 * conflict the caller can retry, never a 500.
 */

interface PgLikeError {
  code?: unknown;
  message?: unknown;
}

/** SQLSTATE classes and codes of a server going away or not yet accepting: 08 (connection), 57P01–57P03 (shutdown, crash, starting). */
const UNAVAILABLE_STATES = /^(08...|57P0[123])$/;
/** Node's socket errors when the server is unreachable or hangs up. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own words for a connection lost or never made (it gives them no code). */
const LOST_CONNECTION =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as PgLikeError;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
  return typeof message === 'string' && LOST_CONNECTION.test(message);
}

/**
 * A write that lost a race: a unique constraint another request filled first (23505), a
 * serialisation failure (40001) or a deadlock (40P01). Trying again sees the winner's data.
 */
export function isRaceLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as PgLikeError;
  return code === '23505' || code === '40001' || code === '40P01';
}
