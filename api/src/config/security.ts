import fs from 'node:fs';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The addresses of the proxies Puente runs behind, as Fastify's trustProxy takes them (addresses
 * or CIDR ranges, comma-separated). Empty: no proxy is trusted, and X-Forwarded-For is ignored,
 * so a caller cannot pick the address that rate limits count against.
 */
export function trustedProxies(value: string | undefined): string[] | false {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length ? list : false;
}

/** A comma-separated list of origins (CORS, extra remote origins), or false when empty. */
export function originList(value: string | undefined): string[] | false {
  const list = (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  return list.length ? list : false;
}

/** Secrets that travel in an address: the session token (spec section 7) and nothing else may be logged. */
const SECRET_PARAMS = /([?&](?:token|access_token)=)[^&#]*/gi;

/** The address with the token's value replaced, for logs. */
export function redactUrl(url: string | undefined): string {
  return (url ?? '').replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's logger with the token kept out of every line: the request's address and its Authorization header. */
export function loggerOptions(base: Exclude<FastifyServerOptions['logger'], boolean | undefined> | true): FastifyServerOptions['logger'] {
  const options = base === true ? {} : base;
  return {
    ...options,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization'], censor: '[redacted]' },
    serializers: {
      req(request: FastifyRequest) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
      },
    },
  };
}

/**
 * The origins the registry's remotes are served from, for the Content-Security-Policy: read from
 * the registry file (re-read when it changes, so re-pointing a remote needs no restart) plus any
 * extra origins configured.
 */
export function remoteOriginsReader(remotesFile: string | undefined, extra: string | undefined): () => string[] {
  const configured = originList(extra) || [];
  let cache: { mtimeMs: number; origins: string[] } | null = null;
  let checkedAt = 0;
  let current = configured;
  return () => {
    if (!remotesFile) return configured;
    // The file is looked at once a second at most: a header costs no disk access per request.
    const now = Date.now();
    if (now - checkedAt < 1000) return current;
    checkedAt = now;
    try {
      const { mtimeMs } = fs.statSync(remotesFile);
      if (!cache || cache.mtimeMs !== mtimeMs) {
        const registry = JSON.parse(fs.readFileSync(remotesFile, 'utf8')) as { remotes?: Array<{ entry?: unknown }> };
        const origins = new Set<string>();
        for (const remote of registry.remotes ?? []) {
          if (typeof remote.entry !== 'string' || !/^https?:\/\//.test(remote.entry)) continue;
          origins.add(new URL(remote.entry).origin);
        }
        cache = { mtimeMs, origins: [...origins] };
      }
      current = [...new Set([...cache.origins, ...configured])];
    } catch {
      current = configured;
    }
    return current;
  };
}

/**
 * The Content-Security-Policy: scripts, manifests, images and fonts from this origin and the
 * remotes' origins; Chakra writes its styles inline; nothing may frame the site.
 */
export function contentSecurityPolicy(remoteOrigins: readonly string[]): string {
  const remotes = remoteOrigins.join(' ');
  const from = (...own: string[]) => [...own, remotes].filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    `script-src ${from("'self'")}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${from("'self'", 'data:', 'blob:')}`,
    `font-src ${from("'self'", 'data:')}`,
    `connect-src ${from("'self'")}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The security headers of every reply, as one object: rebuilt only when the remotes' origins
 * change, so a request pays for one lookup, not for building a policy.
 */
export function securityHeadersReader(origins: () => string[]): () => Record<string, string> {
  let key = '';
  let headers: Record<string, string> = {};
  return () => {
    const current = origins();
    const next = current.join(' ');
    if (next !== key || !headers['content-security-policy']) {
      key = next;
      headers = {
        'content-security-policy': contentSecurityPolicy(current),
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'x-permitted-cross-domain-policies': 'none',
        'x-dns-prefetch-control': 'off',
      };
    }
    return headers;
  };
}
