import cluster from 'node:cluster';
import { buildApp, type BuildOptions } from './app';
import { loadEnv, shouldSeed } from './config/env';
import { serveClusterMetrics } from './plugins/operations';
import { RestartPolicy } from './services/restarts';
import { translationProviderFor } from './services/translation-providers';

const env = loadEnv();
/** How long a closing server waits for requests in flight before it ends anyway. */
const CLOSE_WITHIN_MS = 10_000;
const options: BuildOptions = {
  databaseUrl: env.DATABASE_URL,
  dataDir: env.PUENTE_DATA_DIR,
  seed: shouldSeed(env),
  autoApprove: env.PUENTE_AUTO_APPROVE === '1',
  serveApps: env.PUENTE_SERVE_APPS === '1',
  remotesFile: env.PUENTE_REMOTES_FILE,
  logger: { level: env.LOG_LEVEL },
  trustedProxies: env.PUENTE_TRUSTED_PROXIES,
  corsOrigins: env.PUENTE_CORS_ORIGINS,
  remoteOrigins: env.PUENTE_REMOTE_ORIGINS,
  uploads: env.PUENTE_UPLOADS,
  keepReplies: env.PUENTE_READ_CACHE === '1',
  smsSetting: { NODE_ENV: env.NODE_ENV, PUENTE_SMS: env.PUENTE_SMS },
  metricsToken: env.PUENTE_METRICS_TOKEN,
  translation: translationProviderFor(env),
  // A process started while the database restarts or fails over waits for it rather than ending.
  waitForDatabase: true,
};

if (env.PUENTE_PROCESSES > 1 && !env.DATABASE_URL) {
  console.error('PUENTE_PROCESSES above 1 needs DATABASE_URL: the embedded database (PGlite) belongs to one process.');
  process.exit(2);
}

if (env.PUENTE_PROCESSES > 1 && cluster.isPrimary) {
  // The database is made ready once (migrations, demo data, search documents), then the processes
  // start on it and share the port; one that dies is replaced.
  const setup = await buildApp({ ...options, logger: { level: 'warn' } });
  await setup.ready();
  await setup.close();
  serveClusterMetrics();
  // A process that ends is replaced: at once, or after a growing wait while they keep ending.
  const restarts = new RestartPolicy();
  const startedAt = new Map<number, number>();
  const start = () => {
    const worker = cluster.fork({ PUENTE_SEED: '0' });
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < env.PUENTE_PROCESSES; i += 1) start();
  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    const wait = restarts.ended(lived);
    console.error(`API process ${worker.process.pid} ended (${signal ?? code}) after ${Math.round(lived / 1000)} s; starting another in ${wait} ms`);
    setTimeout(() => stopping || start(), wait);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      setTimeout(() => process.exit(0), CLOSE_WITHIN_MS).unref();
      cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
    });
  }
  console.log(`Puente is at http://localhost:${env.PORT} (${env.PUENTE_PROCESSES} processes on one PostgreSQL server)`);
} else {
  const app = await buildApp(options);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      setTimeout(() => process.exit(1), CLOSE_WITHIN_MS).unref();
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  if (cluster.isPrimary) app.log.info(`Puente is at http://localhost:${env.PORT} (${app.dbKind === 'pglite' ? `PGlite in ${env.PUENTE_DATA_DIR}` : 'PostgreSQL server'})`);
}
