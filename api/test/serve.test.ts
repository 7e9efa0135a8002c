import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { seededDataDir } from './helpers';

/*
 * Production runs the compiled server: `pnpm --filter @puente/api serve` (npm start, the browser
 * proofs) runs node on api/dist/server.js, which api/build.mjs bundles from src/ and the contract,
 * rebuilding it first when a source changed. The server here is started by the serve script
 * itself, on a copy of the run's seeded data; it must find from dist/ what it reads by path when it
 * runs: the search's synonyms and intents, jieba's dictionary, the pictures of the goods.
 */

const API = path.resolve(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(API, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

describe('the production server', () => {
  it('is the compiled one, run by node with source maps; tsx is for development only', () => {
    expect(manifest.scripts.serve).toBe('node build.mjs --if-stale && exec node --enable-source-maps dist/server.js');
    expect(manifest.scripts.operator).toBe('node build.mjs --if-stale && exec node --enable-source-maps dist/operator.js');
    expect(manifest.dependencies.tsx).toBeUndefined();
    expect(manifest.devDependencies.tsx).toBeDefined();
    // The contract is bundled in: a production install needs none of @puente/shared's browser packages.
    expect(manifest.dependencies['@puente/shared']).toBeUndefined();
  });

  describe('started by the serve script', () => {
    let server: ChildProcess;
    let data: { dir: string; remove: () => void };
    let base: string;
    let output = '';

    beforeAll(async () => {
      data = await seededDataDir();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      server = spawn('sh', ['-c', manifest.scripts.serve!], {
        cwd: API,
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUENTE_DATA_DIR: data.dir,
          PUENTE_SEED: '0',
          PUENTE_SERVE_APPS: '0',
          DATABASE_URL: '',
          LOG_LEVEL: 'warn',
        },
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const until = Date.now() + 90_000;
      for (;;) {
        if (server.exitCode !== null) throw new Error(`the server ended (${server.exitCode}):\n${output}`);
        if (Date.now() > until) throw new Error(`the server was not ready in time:\n${output}`);
        const ready = await fetch(`${base}/ready`).catch(() => null);
        if (ready?.status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, 120_000);

    afterAll(async () => {
      if (server?.exitCode === null) {
        const ended = new Promise((resolve) => server.once('exit', resolve));
        process.kill(-server.pid!, 'SIGTERM');
        await ended;
      }
      data?.remove();
    });

    const post = async (url: string, body: Record<string, unknown>) =>
      (await (await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as Record<string, any>;

    it('is node running api/dist/server.js, built beside its map', () => {
      // `exec`: the script's process becomes the server, which a stop signal reaches directly.
      expect(execFileSync('ps', ['-o', 'args=', '-p', String(server.pid)], { encoding: 'utf8' }).trim()).toBe('node --enable-source-maps dist/server.js');
      expect(fs.existsSync(path.join(API, 'dist', 'server.js.map'))).toBe(true);
    });

    it('answers the goods list, the search (synonyms, intents, Chinese words) and a goods picture', async () => {
      const list = await post('/api/goods/list', { sort: 'newest', everyNumber: 20 });
      expect(list.result).toBe(1);
      expect(list.list.length).toBe(20);

      // "paneles solares" finds solar modules through the synonyms file, "barato" asks for the cheapest first (intents).
      const cheap = await post('/api/goods/list', { keyword: 'paneles solares baratos', showLanguage: 'spanish' });
      expect(cheap.result).toBe(1);
      expect(cheap.list.length).toBeGreaterThan(0);
      expect(cheap.search.cheapestFirst).toBe(true);

      // Chinese is cut into words by jieba, with the dictionary its package ships.
      const chinese = await post('/api/goods/list', { keyword: '家用太阳能板', showLanguage: 'chinese_simplified' });
      expect(chinese.result).toBe(1);
      expect(chinese.list[0].name).toContain('光伏');

      // The pictures of the demo's goods were drawn when it was seeded, into the data folder (services/art-files.ts).
      const picture = await fetch(`${base}${list.list[0].image}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/^image\//);
    });
  });
});
