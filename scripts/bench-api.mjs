#!/usr/bin/env node
// pnpm bench:api: requests per second and p50/p99 latency of the busiest read calls, at 100
// connections, beside bare Fastify answering a JSON POST in the same run: on PGlite, and (when
// DATABASE_URL is set, or the local server answers) on a PostgreSQL server with 1, 2 and 4 API
// processes (BENCH_PROCESSES=1,2,4). Loopback only, bounded in time. BENCH_CASES=<regex> runs the
// cases it names; BENCH_SECONDS the seconds a case (10).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'package.json'));
const autocannon = require('autocannon');
const pg = require(path.join(ROOT, 'api', 'node_modules', 'pg'));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 100;

const CASES = [
  {
    name: 'goods list, keyword + price sort',
    path: '/api/goods/list',
    body: { keyword: 'solar', sort: 'priceAsc', everyNumber: 20, showCurrency: 'BRL', showLanguage: 'portuguese' },
  },
  { name: 'goods list, newest page 3', path: '/api/goods/list', body: { sort: 'newest', everyNumber: 20, currentPage: 3 } },
  { name: 'goods details', path: '/api/goods/details', body: { id: 42, showCurrency: 'MXN', showLanguage: 'spanish' } },
  { name: 'news list', path: '/api/siteNews/list', body: { siteid: 3, everyNumber: 10 } },
  { name: 'pavilion goods (Brazil)', path: '/api/goods/nationalPavilionGoods', body: { countryCode: 'BR', everyNumber: 20 } },
  { name: 'requirement list', path: '/api/procurementRequirements/list', body: { everyNumber: 10 } },
  { name: 'search, synonyms (paneles solares)', path: '/api/goods/list', body: { keyword: 'paneles solares', everyNumber: 20, showLanguage: 'spanish' } },
  { name: 'search, typo (soalr panel)', path: '/api/goods/list', body: { keyword: 'soalr panel', everyNumber: 20 } },
  { name: 'search, no result (solar bananas)', path: '/api/goods/list', body: { keyword: 'solar bananas', everyNumber: 20 } },
  { name: 'suggestions (telef)', path: '/api/goods/suggest', body: { keyword: 'telef', showLanguage: 'spanish' } },
  { name: 'requirements, keyword', path: '/api/procurementRequirements/list', body: { keyword: 'coffee', everyNumber: 10 } },
].filter((testCase) => !process.env.BENCH_CASES || new RegExp(process.env.BENCH_CASES, 'i').test(testCase.name));

async function waitFor(port, path, body, server) {
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`http://localhost:${port}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).ok) return server;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error(`the server on port ${port} did not start`);
}

async function startServer(port, env) {
  const server = spawn('node', ['node_modules/tsx/dist/cli.mjs', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'production', PUENTE_SEED: '1', PUENTE_SERVE_APPS: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return waitFor(port, '/api/siteVar/list', '{"siteid":1}', server);
}

/** The yardstick: bare Fastify answering a JSON POST with a small JSON reply, on the same machine. */
const BARE = `
  const fastify = require('fastify')({ logger: false });
  fastify.post('/bare', async () => ({ result: 1, list: [{ id: 1, name: 'Haiqiao 5G smartphone, 128 GB' }], total: 1 }));
  fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function startBare(port) {
  const server = spawn('node', ['-e', BARE], { cwd: path.join(ROOT, 'api'), env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'inherit', 'inherit'] });
  return waitFor(port, '/bare', '{}', server);
}

async function stop(server) {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

function run(port, testCase) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://localhost:${port}${testCase.path}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(testCase.body),
        connections: CONNECTIONS,
        duration: SECONDS,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function benchBare(port) {
  const server = await startBare(port);
  try {
    await run(port, { path: '/bare', body: {} });
    const result = await run(port, { path: '/bare', body: {} });
    return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
  } finally {
    await stop(server);
  }
}

async function benchOn(label, port, env) {
  const server = await startServer(port, env);
  const rows = [];
  try {
    // A short warm-up so the first case does not pay for cold caches.
    await run(port, { ...CASES[0], body: CASES[0].body }).catch(() => undefined);
    for (const testCase of CASES) {
      const result = await run(port, testCase);
      rows.push({ label, name: testCase.name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
    }
  } finally {
    await stop(server);
  }
  return rows;
}

async function postgresUrl() {
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `puente_bench_${Date.now()}`;
  try {
    const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
  } catch (error) {
    console.log(`(no PostgreSQL server to bench on: ${error.message})`);
    return null;
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const results = [];
const bare = await benchBare(8190);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-bench-api-'));
results.push(...(await benchOn('PGlite', 8191, { PUENTE_DATA_DIR: dataDir })));
const server = await postgresUrl();
if (server) {
  try {
    for (const processes of (process.env.BENCH_PROCESSES ?? '1,2,4').split(',').map(Number)) {
      results.push(...(await benchOn(`PostgreSQL ×${processes}`, 8192, { DATABASE_URL: server.url, PUENTE_DATA_DIR: dataDir, PUENTE_PROCESSES: String(processes) })));
    }
  } finally {
    await server.drop();
  }
}
console.log(`\nAPI throughput, ${CONNECTIONS} connections, ${SECONDS} s a case (client and server share this machine's ${os.cpus().length} cores):`);
console.log(`bare Fastify (JSON POST, same run): ${bare.rps} req/s, p99 ${bare.p99} ms\n`);
console.log('database         case                                  req/s  % bare   p50 ms   p99 ms  errors');
for (const r of results) {
  const share = `${((100 * r.rps) / bare.rps).toFixed(1)} %`;
  console.log(
    `${r.label.padEnd(16)} ${r.name.padEnd(36)} ${String(r.rps).padStart(7)} ${share.padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)}`,
  );
}
fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench-results', 'api.json'), JSON.stringify({ bare, results, at: new Date().toISOString() }, null, 2));
