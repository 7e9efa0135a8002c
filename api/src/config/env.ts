import path from 'node:path';
import { z } from 'zod';
import { API_ROOT } from './paths';

export { WORKSPACE_ROOT } from './paths';

const Variables = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL server; without it the API runs on PGlite in-process. */
  DATABASE_URL: z.string().url().optional(),
  /** The data folder: PGlite's files (pglite/) and uploads (uploads/), kept between restarts. */
  PUENTE_DATA_DIR: z.string().default(path.join(API_ROOT, 'data')),
  /** Serve the built shell and remotes beside the API (one-command mode). */
  PUENTE_SERVE_APPS: z.enum(['0', '1']).default('1'),
  /** A file to read the remote registry from, instead of the built-in one. */
  PUENTE_REMOTES_FILE: z.string().optional(),
  /** Seed the demo marketplace into an empty database: on by default, off by default in production. */
  PUENTE_SEED: z.enum(['0', '1']).optional(),
  /** The proxies Puente runs behind (addresses or CIDR ranges, comma-separated); none is trusted by default. */
  PUENTE_TRUSTED_PROXIES: z.string().optional(),
  /** Other sites allowed to call the API (origins, comma-separated); none by default. */
  PUENTE_CORS_ORIGINS: z.string().optional(),
  /** Origins remotes may be served from beyond those the registry names (comma-separated). */
  PUENTE_REMOTE_ORIGINS: z.string().optional(),
  /** Pass goods and brands review at once (the demo). */
  PUENTE_AUTO_APPROVE: z.enum(['0', '1']).default('0'),
  /**
   * API processes on this machine (Node's cluster), sharing the port and one PostgreSQL server.
   * More than one needs DATABASE_URL: PGlite belongs to one process.
   */
  PUENTE_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Where uploaded files' bytes live: `disk` (the data folder) or `database` (PostgreSQL: API processes on several machines). */
  PUENTE_UPLOADS: z.enum(['disk', 'database']).default('disk'),
  /** Keep public reads' replies between writes (1, the default); 0 makes every read afresh (to measure the database alone). */
  PUENTE_READ_CACHE: z.enum(['0', '1']).default('1'),
  /** Where verification codes go: the development outbox. A production server refuses to start without it set explicitly (services/sms.ts). */
  PUENTE_SMS: z.enum(['outbox']).optional(),
  /**
   * The machine-translation service that fills the buyer languages a seller leaves empty when goods
   * are saved (services/translation.ts). `none`, the default: nothing is translated; `deepl`: DeepL
   * (services/translation-deepl.ts), with DEEPL_AUTH_KEY.
   */
  PUENTE_TRANSLATION: z.enum(['none', 'deepl']).default('none'),
  /** The DeepL account's API key; needed with PUENTE_TRANSLATION=deepl, and never logged. */
  DEEPL_AUTH_KEY: z.string().trim().optional(),
  /** DeepL's server; by default https://api-free.deepl.com for a free key (ending in `:fx`), else https://api.deepl.com. */
  DEEPL_API_URL: z.string().url().optional(),
  /** The bearer token GET /metrics asks for; without it the metrics are not served. */
  PUENTE_METRICS_TOKEN: z.string().min(16).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});

/** The variables, and what one asks of another: a translation service needs its key. */
const EnvSchema = Variables.superRefine((env, context) => {
  if (env.PUENTE_TRANSLATION === 'deepl' && !env.DEEPL_AUTH_KEY) {
    context.addIssue({
      code: 'custom',
      path: ['DEEPL_AUTH_KEY'],
      message: "PUENTE_TRANSLATION=deepl needs the DeepL account's API key (DeepL: Account, API Keys); set DEEPL_AUTH_KEY, or PUENTE_TRANSLATION=none",
    });
  }
});

export type Env = z.infer<typeof EnvSchema>;

/** Reads the environment once at start and names every value that is wrong, rather than failing later. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means unset (CI may export DATABASE_URL= to force PGlite).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Whether to seed the demo: as asked, else everywhere but production (published demo passwords must never go live). */
export function shouldSeed(env: Pick<Env, 'PUENTE_SEED' | 'NODE_ENV'>): boolean {
  if (env.PUENTE_SEED) return env.PUENTE_SEED === '1';
  return env.NODE_ENV !== 'production';
}
