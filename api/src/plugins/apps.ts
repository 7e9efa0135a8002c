import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { CONTRACT_VERSION, REMOTE_NAMES, REMOTE_AREAS } from '@puente/shared/contract';
import { WORKSPACE_ROOT } from '../config/env';

/** The folders each remote is built into, and the path prefix it is served under. */
export const REMOTE_DIRS: Record<(typeof REMOTE_AREAS)[number], string> = {
  product: 'mf-product',
  technology: 'mf-technology',
  comprehensive: 'mf-comprehensive',
  personal: 'mf-personal-center',
};

export interface RemoteRegistry {
  contract: string;
  remotes: Array<{ name: string; area: string; entry: string }>;
}

/** The registry served at /remotes.json when no file overrides it: every remote beside the shell. */
export function defaultRegistry(): RemoteRegistry {
  return {
    contract: CONTRACT_VERSION,
    remotes: REMOTE_AREAS.map((area) => ({
      name: REMOTE_NAMES[area],
      area,
      entry: `/remotes/${REMOTE_DIRS[area]}/mf-manifest.json`,
    })),
  };
}

const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|woff2?)$/;

function cacheHeaders(target: { header?(name: string, value: string): unknown; setHeader?(name: string, value: string): unknown }, filePath: string) {
  // Hashed files never change; everything else (html, manifests, entries) must be revalidated,
  // or a re-pointed remote would not be seen.
  const value = HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
  if (target.setHeader) target.setHeader('cache-control', value);
  else target.header?.('cache-control', value);
}

export interface AppsPluginOptions {
  remotesFile?: string | undefined;
}

/** One-command mode: the built shell at /, each remote under /remotes/<dir>/, and the registry. */
export const appsPlugin = fp<AppsPluginOptions>(
  async (app, options) => {
    const shellDist = path.join(WORKSPACE_ROOT, 'shell', 'dist');
    const indexHtml = path.join(shellDist, 'index.html');
    if (!fs.existsSync(indexHtml)) app.log.warn(`${indexHtml} is missing: build the apps first (pnpm build)`);

    await app.register(fastifyStatic, { root: shellDist, prefix: '/', preCompressed: true, setHeaders: cacheHeaders, index: false });
    for (const dir of Object.values(REMOTE_DIRS)) {
      await app.register(fastifyStatic, {
        root: path.join(WORKSPACE_ROOT, dir, 'dist'),
        prefix: `/remotes/${dir}/`,
        decorateReply: false,
        preCompressed: true,
        setHeaders: cacheHeaders,
      });
    }

    app.get('/remotes.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (options.remotesFile) return JSON.parse(await fs.promises.readFile(options.remotesFile, 'utf8')) as RemoteRegistry;
      return defaultRegistry();
    });

    // Every other page path is the shell's: it routes on the client.
    app.setNotFoundHandler((request, reply) => {
      const accepts = request.headers.accept ?? '';
      if (request.method === 'GET' && !request.url.startsWith('/api/') && accepts.includes('text/html') && fs.existsSync(indexHtml)) {
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        return reply.send(fs.createReadStream(indexHtml));
      }
      return reply.status(404).send({ result: 0, info: 'Not found' });
    });
  },
  { name: 'apps' },
);
