import cluster from 'node:cluster';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import client from 'prom-client';
import { message } from '@puente/shared/messages';
import { MIGRATIONS } from '../db/migrations';
import { languageOf, sendUnavailable } from '../routes/define-route';

/*
 * What an operator needs to run Puente: GET /health (the process answers), GET /ready (the
 * database answers, its migrations are this build's, the data listener is live, the process is not
 * shutting down), Prometheus metrics at GET /metrics behind a bearer token, and, while the server
 * shuts down, a 503 in the API's envelope for every request that still arrives.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The call's outcome for the metrics: `ok`, a message key, or `notLoggedIn` (define-route.ts). */
    outcome?: string;
  }
}

export interface OperationsOptions {
  /** The token GET /metrics asks for (PUENTE_METRICS_TOKEN); metrics are not served without one. */
  metricsToken?: string | undefined;
}

/** How often readiness is checked in the background, so that /ready answers at once. */
const PROBE_MS = 500;
/** How long a probe may wait for the database before it counts as unreachable. */
const PROBE_TIMEOUT_MS = 2000;
const LATEST_MIGRATION = Object.keys(MIGRATIONS).sort().at(-1)!;

/** When each request arrived (performance.now()), for the latency histogram. */
const arrivals = new WeakMap<FastifyRequest, number>();

/** The processes' apps whose pools, caches and listeners the metrics read (tests build several in one process). */
const apps = new Set<FastifyInstance>();
/** 1 when every app of the process passes `test`, else 0. */
const everyApp = (test: (app: FastifyInstance) => boolean) => ([...apps].every(test) ? 1 : 0);

// The metrics live in prom-client's global registry once per process: in a cluster its primary
// gathers every worker's through it (AggregatorRegistry).
const requests = new client.Counter({
  name: 'puente_requests_total',
  help: 'Requests answered, by call and outcome (ok, a message key, notLoggedIn, or the HTTP status).',
  labelNames: ['call', 'outcome'] as const,
});
const latency = new client.Histogram({
  name: 'puente_request_duration_seconds',
  help: 'Time to answer, by call.',
  labelNames: ['call'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
});
new client.Gauge({
  name: 'puente_db_pool_connections',
  help: 'Database connections of the pool (PostgreSQL), by state: total, idle, waiting (requests waiting for one), max.',
  labelNames: ['state'] as const,
  collect() {
    this.reset();
    for (const app of apps) {
      const pool = app.dbPool?.();
      if (!pool) continue;
      for (const state of ['total', 'idle', 'waiting', 'max'] as const) this.inc({ state }, pool[state]);
    }
  },
});
new client.Counter({
  name: 'puente_read_cache_lookups_total',
  help: 'Public reads answered from kept replies (hit) or made afresh (miss).',
  labelNames: ['result'] as const,
  collect() {
    this.reset();
    for (const app of apps) {
      this.inc({ result: 'hit' }, app.readCache.counts.hits);
      this.inc({ result: 'miss' }, app.readCache.counts.misses);
    }
  },
});
new client.Gauge({
  name: 'puente_data_listener_up',
  help: '1 while the process hears every write (NOTIFY puente_data), 0 while its listener is lost.',
  aggregator: 'min',
  collect() {
    this.set(everyApp((app) => app.readCache.isListening));
  },
});
new client.Gauge({
  name: 'puente_ready',
  help: '1 while /ready answers ready.',
  aggregator: 'min',
  collect() {
    this.set(everyApp((app) => app.readiness().ready));
  },
});
client.collectDefaultMetrics({ prefix: 'puente_' });
// A worker answers the primary's asks for its figures once an AggregatorRegistry exists in it.
if (cluster.isWorker) new client.AggregatorRegistry();

export interface Readiness {
  ready: boolean;
  database: 'reachable' | 'unreachable';
  migrations: 'current' | 'behind' | 'ahead' | 'unknown';
  listener: 'live' | 'lost';
  shuttingDown: boolean;
  /** When the database was last asked, in milliseconds since the epoch. */
  checkedAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness(): Readiness;
    /** The pool's use (PostgreSQL), for the metrics. */
    dbPool?: () => { total: number; idle: number; waiting: number; max: number };
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Compares a bearer token without telling by its timing how much of it was right. */
function tokenMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7).trim() : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** In a cluster, a worker asks the primary for every worker's metrics at once. */
function clusterMetrics(): Promise<{ text: string; type: string }> {
  const id = randomUUID();
  return withTimeout(
    new Promise((resolve) => {
      const onMessage = (note: { type?: string; id?: string; text?: string; contentType?: string }) => {
        if (note?.type !== 'puente:metrics:reply' || note.id !== id) return;
        process.off('message', onMessage);
        resolve({ text: note.text ?? '', type: note.contentType ?? client.register.contentType });
      };
      process.on('message', onMessage);
      process.send?.({ type: 'puente:metrics', id });
    }),
    5000,
  );
}

/** The primary's side: answers a worker's ask with every worker's metrics, gathered. */
export function serveClusterMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker, note: { type?: string; id?: string }) => {
    if (note?.type !== 'puente:metrics') return;
    aggregator
      .clusterMetrics()
      .then((text) => worker.send({ type: 'puente:metrics:reply', id: note.id, text, contentType: aggregator.contentType }))
      .catch((error: Error) => worker.send({ type: 'puente:metrics:reply', id: note.id, text: `# ${error.message}\n` }));
  });
}

export const operationsPlugin = fp<OperationsOptions>(
  async (app, options) => {
    let shuttingDown = false;
    let state: Omit<Readiness, 'ready' | 'shuttingDown' | 'listener'> = { database: 'unreachable', migrations: 'unknown', checkedAt: 0 };

    const probe = async () => {
      try {
        const { rows } = await withTimeout(sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(app.db), PROBE_TIMEOUT_MS);
        const applied = rows[0]?.name ?? '';
        state = { database: 'reachable', migrations: applied === LATEST_MIGRATION ? 'current' : applied < LATEST_MIGRATION ? 'behind' : 'ahead', checkedAt: Date.now() };
      } catch {
        state = { database: 'unreachable', migrations: 'unknown', checkedAt: Date.now() };
      }
    };
    let probing: Promise<void> = probe();
    await probing;
    const timer = setInterval(() => {
      probing = probing.then(probe);
    }, PROBE_MS);
    timer.unref();

    app.decorate('readiness', (): Readiness => {
      const listener = app.readCache.isListening ? 'live' : 'lost';
      const ready = !shuttingDown && state.database === 'reachable' && state.migrations === 'current' && listener === 'live';
      return { ready, ...state, listener, shuttingDown };
    });
    apps.add(app);

    // While closing, requests still arriving are told in the envelope (Fastify's own 503 is off).
    app.addHook('preClose', async () => {
      shuttingDown = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      arrivals.set(request, performance.now());
      if (!shuttingDown || request.url === '/health' || request.url === '/ready') return;
      return sendUnavailable(reply.header('connection', 'close'), languageOf(request));
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const call = request.routeOptions.url ?? 'unknown';
      if (call === '/metrics') return;
      const started = arrivals.get(request);
      if (started !== undefined) latency.observe({ call }, (performance.now() - started) / 1000);
      requests.inc({ call, outcome: request.outcome ?? (reply.statusCode >= 400 ? String(reply.statusCode) : 'ok') });
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      apps.delete(app);
      await probing.catch(() => undefined);
    });

    app.get('/health', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'alive', pid: process.pid, uptime: Math.round(process.uptime()) }));

    app.get('/ready', async (_request, reply) => {
      const readiness = app.readiness();
      return reply
        .status(readiness.ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: readiness.ready ? 'ready' : 'not ready', ...readiness });
    });

    app.get('/metrics', async (request, reply) => {
      // Metrics are an operator's: served only to the configured token, and to no one without one.
      if (!options.metricsToken) return reply.status(404).send({ result: 0, info: message('request.unknownCall', languageOf(request)), code: 'request.unknownCall' });
      if (!tokenMatches(request, options.metricsToken)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ result: 0, info: message('auth.pleaseLogin', languageOf(request)) });
      }
      const { text, type } = cluster.isWorker ? await clusterMetrics() : { text: await client.register.metrics(), type: client.register.contentType };
      return reply.header('content-type', type).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'operations', dependencies: ['database'] },
);
