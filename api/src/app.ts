import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { message, type MessageKey } from '@puente/shared/messages';
import { WORKSPACE_ROOT } from './config/env';
import { loggerOptions, originList, remoteOriginsReader, securityHeadersReader, trustedProxies } from './config/security';
import { appsPlugin } from './web/host';
import { sharePicturesPlugin } from './web/share-pictures';
import { languageOf, sendUnavailable } from './routes/define-route';
import { databasePlugin } from './plugins/database';
import { operationsPlugin } from './plugins/operations';
import { sessionsPlugin } from './plugins/sessions';
import { authRoutes } from './routes/auth';
import { brandRoutes } from './routes/brands';
import { catalogueReferenceRoutes } from './routes/catalogue-reference';
import { communityRoutes } from './routes/community';
import { insuranceRule } from './services/landed-cost/quote';
import { landedCostRules } from './services/landed-cost/rules';
import { contentRoutes } from './routes/content';
import { enquiryRoutes } from './routes/enquiries';
import { operatorRoutes } from './routes/operator';
import { goodsRoutes } from './routes/goods';
import { moneyRoutes } from './routes/money';
import { landedRoutes } from './routes/landed';
import { orderRoutes } from './routes/orders';
import { tradeBasicsRoutes } from './routes/trade-basics';
import { uploadRoutes } from './routes/uploads';
import { siteRoutes } from './routes/site';
import { sitemapRoutes } from './routes/sitemap';
import { sitePageRoutes } from './routes/site-pages';
import { artReader } from './services/art-files';
import { SandboxPaymentProvider, SandboxPayoutAdapter, type PaymentProvider, type PayoutAdapter } from './services/providers';
import { isDatabaseUnavailable, isRaceLost } from './services/database-errors';
import { OutboxSmsSender, smsSenderFor, type SmsSender } from './services/sms';
import { NoTranslationProvider, type TranslationProvider } from './services/translation';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender & Partial<Pick<OutboxSmsSender, 'outbox' | 'lastCodeFor'>>;
    /** Where uploaded files are stored. */
    uploadsDir: string;
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
  /** The registry file (PUENTE_REMOTES_FILE); `<dataDir>/remotes.json` when absent, where `pnpm deploy:remote` writes. */
  remotesFile?: string | undefined;
  sms?: SmsSender;
  /** The server's environment, for the SMS sender (NODE_ENV, PUENTE_SMS): a production server has no outbox unless asked. */
  smsSetting?: { NODE_ENV: string; PUENTE_SMS?: 'outbox' | undefined };
  /** The bearer token of GET /metrics (PUENTE_METRICS_TOKEN); metrics are off without one. */
  metricsToken?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  /** The proxies Puente runs behind (PUENTE_TRUSTED_PROXIES); none by default. */
  trustedProxies?: string | undefined;
  /** Other sites that may call the API (PUENTE_CORS_ORIGINS); none by default. */
  corsOrigins?: string | undefined;
  /** Origins remotes may be served from beyond those the registry names (PUENTE_REMOTE_ORIGINS). */
  remoteOrigins?: string | undefined;
  /** Where uploaded files' bytes live (PUENTE_UPLOADS): the data folder, or PostgreSQL for processes that share no disk. */
  uploads?: 'disk' | 'database';
  /** Keep public reads' replies between writes (PUENTE_READ_CACHE); on by default. */
  keepReplies?: boolean;
  /** The machine-translation service for goods texts (PUENTE_TRANSLATION); none by default. */
  translation?: TranslationProvider;
  /** Wait for a PostgreSQL server that is away at start (a server's start; tests fail at once). */
  waitForDatabase?: boolean;
}

/** What a request that never reached its call is told: why it could not be read, in the caller's language. */
function transportMessage(code: string | undefined, status: number): MessageKey {
  if (status === 415 || code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'request.unsupportedType';
  if (status === 413 || code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'request.tooLarge';
  if (status === 400) return 'request.malformed';
  if (status === 404) return 'request.unknownCall';
  return 'request.failed';
}

/** Builds the API in three stages, as the Fastify team's demo does: external plugins, services, routes. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  // PGlite's first start (creating its files) can take a while on a busy machine.
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxies(options.trustedProxies),
    // A first start on a large catalogue builds its search documents (minutes for 100,000 goods):
    // the start is not cut short; a database that does not answer is waited for (plugins/database.ts).
    pluginTimeout: 0,
    // Requests arriving while the server closes are answered 503 in the envelope (plugins/operations.ts).
    return503OnClosing: false,
  });

  // 1. External plugins.
  await app.register(compress, { encodings: ['gzip'], threshold: 1024 });
  // The apps call the API from its own origin; other sites only when configured (no cookies either way).
  await app.register(cors, { origin: originList(options.corsOrigins), methods: ['GET', 'POST'], credentials: false });
  // Every reply carries the security headers: a CSP that lets scripts come only from this origin
  // and the registry's remote origins (a CDN), no framing, no sniffing, a referrer policy.
  const registryFile = options.remotesFile ?? (options.dataDir === 'memory' ? undefined : path.join(options.dataDir, 'remotes.json'));
  const securityHeaders = securityHeadersReader(remoteOriginsReader(registryFile, options.remoteOrigins));
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(securityHeaders());
  });

  // 2. Application services.
  // The import-charge rules are content, like the site pages: a slip in one stops the start with the
  // file and the field named, rather than pricing a buyer's landed cost wrongly later.
  app.log.info({ countries: landedCostRules().size, insurance: insuranceRule().ratePercent }, 'landed-cost rules checked');
  const memory = options.dataDir === 'memory';
  const uploadsDir = memory ? fs.mkdtempSync(path.join(os.tmpdir(), 'puente-uploads-')) : path.join(options.dataDir, 'uploads');
  await app.register(databasePlugin, {
    databaseUrl: options.databaseUrl,
    dataDir: memory ? 'memory' : path.join(options.dataDir, 'pglite'),
    seed: options.seed ?? true,
    uploadsDir,
    uploads: options.uploads ?? 'disk',
    keepReplies: options.keepReplies ?? true,
    waitForDatabase: options.waitForDatabase ?? false,
  });
  await app.register(operationsPlugin, { metricsToken: options.metricsToken });
  await app.register(sessionsPlugin);
  app.decorate('uploadsDir', uploadsDir);
  const outboxFile = memory ? undefined : path.join(options.dataDir, 'sms-outbox.jsonl');
  app.decorate('sms', options.sms ?? smsSenderFor(options.smsSetting ?? { NODE_ENV: 'development' }, app.log, outboxFile));

  app.setErrorHandler((error, request, reply) => {
    const language = languageOf(request);
    const { statusCode, code } = error as { statusCode?: number; code?: string };
    const status = statusCode ?? 500;
    // A write that lost a race to another request: the caller may try again, as for any refusal.
    if (isRaceLost(error)) {
      request.outcome = 'request.conflict';
      return reply.status(200).send({ result: 0, info: message('request.conflict', language), code: 'request.conflict' });
    }
    // The database away for a moment (a dropped connection, a restart): a 503 in the envelope.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: (error as Error).message }, 'database unavailable');
      return sendUnavailable(reply, language);
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      // Internals stay in the log; the caller gets a readable sentence in their language.
      return reply.status(500).send({ result: 0, info: message('server.error', language) });
    }
    const key = transportMessage(code, status);
    return reply.status(status).send({ result: 0, info: message(key, language), code: key });
  });

  // 3. Routes.
  const review = { autoApprove: options.autoApprove ?? false };
  await app.register(authRoutes);
  await app.register(siteRoutes);
  await app.register(catalogueReferenceRoutes);
  await app.register(goodsRoutes, { ...review, translation: options.translation ?? new NoTranslationProvider() });
  await app.register(brandRoutes, review);
  await app.register(contentRoutes);
  await app.register(sitePageRoutes);
  await app.register(operatorRoutes);
  await app.register(enquiryRoutes);
  await app.register(communityRoutes, review);
  await app.register(tradeBasicsRoutes);
  await app.register(landedRoutes);
  await app.register(orderRoutes, { ...review, payments: options.payments ?? new SandboxPaymentProvider() });
  await app.register(moneyRoutes, { payouts: options.payouts ?? new SandboxPayoutAdapter() });
  await app.register(uploadRoutes, { files: app.files });
  // The sitemaps search engines crawl, with or without the apps (robots.txt names the index).
  await app.register(sitemapRoutes, { pagesChanged: new Date() });
  // The demo's pictures, drawn when it was seeded and stored beside the uploads (services/art-files.ts).
  const readArt = artReader(app.files);
  app.get<{ Params: { name: string } }>('/static/art/:name', async (request, reply) => {
    const svg = await readArt(request.params.name);
    if (!svg) return reply.status(404).send({ result: 0, info: 'Not found' });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=604800').send(svg);
  });
  await app.register(fastifyStatic, {
    root: path.join(WORKSPACE_ROOT, 'api', 'assets'),
    prefix: '/static/',
    decorateReply: false,
    maxAge: '1d',
  });
  // Link previews' pictures (og:image): goods pictures drawn as PNG cards once, with or without the apps.
  await app.register(sharePicturesPlugin);
  if (options.serveApps) {
    await app.register(appsPlugin, { remotesFile: registryFile });
  } else {
    app.setNotFoundHandler((request, reply) => reply.status(404).send({ result: 0, info: message('request.unknownCall', languageOf(request)), code: 'request.unknownCall' }));
  }
  return app;
}
