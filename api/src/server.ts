import { buildApp } from './app';
import { loadEnv, shouldSeed } from './config/env';

const env = loadEnv();
const app = await buildApp({
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
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: env.PORT, host: env.HOST });
app.log.info(`Puente is at http://localhost:${env.PORT} (${app.dbKind === 'pglite' ? `PGlite in ${env.PUENTE_DATA_DIR}` : 'PostgreSQL server'})`);
