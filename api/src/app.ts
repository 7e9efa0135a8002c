import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { isLanguage, message, type Language } from '@puente/shared/contract';
import { WORKSPACE_ROOT } from './config/env';
import { appsPlugin } from './plugins/apps';
import { databasePlugin } from './plugins/database';
import { sessionsPlugin } from './plugins/sessions';
import { authRoutes } from './routes/auth';
import { brandRoutes } from './routes/brands';
import { catalogueReferenceRoutes } from './routes/catalogue-reference';
import { communityRoutes } from './routes/community';
import { contentRoutes } from './routes/content';
import { goodsRoutes } from './routes/goods';
import { moneyRoutes } from './routes/money';
import { orderRoutes } from './routes/orders';
import { tradeBasicsRoutes } from './routes/trade-basics';
import { uploadRoutes } from './routes/uploads';
import { siteRoutes } from './routes/site';
import { sitePageRoutes } from './routes/site-pages';
import { parseArtName, productArt } from './services/product-art';
import { SandboxPaymentProvider, SandboxPayoutAdapter, type PaymentProvider, type PayoutAdapter } from './services/providers';
import { OutboxSmsSender, type SmsSender } from './services/sms';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender & Partial<Pick<OutboxSmsSender, 'outbox' | 'lastCodeFor'>>;
  }
}

export interface BuildOptions {
  databaseUrl?: string | undefined;
  /** The data folder (PGlite's files in pglite/, uploads in uploads/), or 'memory' for tests. */
  dataDir: string;
  /** Pass every review and settle at once (the demo); operators do it with `pnpm --filter @puente/api operator` otherwise. */
  autoApprove?: boolean;
  payments?: PaymentProvider;
  payouts?: PayoutAdapter;
  seed?: boolean;
  serveApps?: boolean;
  remotesFile?: string | undefined;
  sms?: SmsSender;
  logger?: FastifyServerOptions['logger'];
}

function languageOf(body: unknown): Language {
  const value = (body as { showLanguage?: unknown } | null)?.showLanguage;
  return isLanguage(value) ? value : 'english';
}

/** Builds the API in three stages, as the Fastify team's demo does: external plugins, services, routes. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  // PGlite's first start (creating its files) can take a while on a busy machine.
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: true, pluginTimeout: 120_000 });

  // 1. External plugins.
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  // Remotes may be served from other origins (a CDN); they call the API with the token in the query, never cookies.
  await app.register(cors, { origin: true, methods: ['GET', 'POST'], credentials: false });

  // 2. Application services.
  const memory = options.dataDir === 'memory';
  const uploadsDir = memory ? fs.mkdtempSync(path.join(os.tmpdir(), 'puente-uploads-')) : path.join(options.dataDir, 'uploads');
  await app.register(databasePlugin, {
    databaseUrl: options.databaseUrl,
    dataDir: memory ? 'memory' : path.join(options.dataDir, 'pglite'),
    seed: options.seed ?? true,
    uploadsDir,
  });
  await app.register(sessionsPlugin);
  app.decorate('sms', options.sms ?? new OutboxSmsSender(app.log, memory ? undefined : path.join(options.dataDir, 'sms-outbox.jsonl')));

  app.setErrorHandler((error, request, reply) => {
    const language = languageOf(request.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Internals stay in the log; the caller gets a readable sentence in their language.
      return reply.status(500).send({ result: 0, info: message('server.error', language) });
    }
    return reply.status(status).send({ result: 0, info: message('request.failed', language) });
  });

  // 3. Routes.
  const review = { autoApprove: options.autoApprove ?? false };
  await app.register(authRoutes);
  await app.register(siteRoutes);
  await app.register(catalogueReferenceRoutes);
  await app.register(goodsRoutes, review);
  await app.register(brandRoutes, review);
  await app.register(contentRoutes);
  await app.register(sitePageRoutes);
  await app.register(communityRoutes, review);
  await app.register(tradeBasicsRoutes);
  await app.register(orderRoutes, { ...review, payments: options.payments ?? new SandboxPaymentProvider() });
  await app.register(moneyRoutes, { payouts: options.payouts ?? new SandboxPayoutAdapter() });
  await app.register(uploadRoutes, { dir: uploadsDir });
  app.get<{ Params: { name: string } }>('/static/art/:name', async (request, reply) => {
    const art = parseArtName(request.params.name);
    if (!art) return reply.status(404).send({ result: 0, info: 'Not found' });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=604800').send(productArt(art.kind, art.hue, art.variant));
  });
  await app.register(fastifyStatic, {
    root: path.join(WORKSPACE_ROOT, 'api', 'assets'),
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });
  if (options.serveApps) {
    await app.register(appsPlugin, { remotesFile: options.remotesFile });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ result: 0, info: message('request.unknownCall', languageOf(request.body)) }),
    );
  }
  return app;
}
