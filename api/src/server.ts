import cluster from 'node:cluster';
import { buildApp, type BuildOptions } from './app';
import { loadEnv, shouldSeed } from './config/env';

const env = loadEnv();
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
  for (let i = 0; i < env.PUENTE_PROCESSES; i += 1) cluster.fork({ PUENTE_SEED: '0' });
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    console.error(`API process ${worker.process.pid} ended (${code}); starting another`);
    cluster.fork({ PUENTE_SEED: '0' });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill(signal);
      setTimeout(() => process.exit(0), 5000).unref();
      cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
    });
  }
  console.log(`Puente is at http://localhost:${env.PORT} (${env.PUENTE_PROCESSES} processes on one PostgreSQL server)`);
} else {
  const app = await buildApp(options);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ port: env.PORT, host: env.HOST });
  if (cluster.isPrimary) app.log.info(`Puente is at http://localhost:${env.PORT} (${app.dbKind === 'pglite' ? `PGlite in ${env.PUENTE_DATA_DIR}` : 'PostgreSQL server'})`);
}
