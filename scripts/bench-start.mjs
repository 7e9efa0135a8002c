#!/usr/bin/env node
// The API server's cold start and memory, as production runs it (`node --enable-source-maps
// dist/server.js`, built by `node tooling/build.mjs api`) or, with --source, from TypeScript
// through tsx (`pnpm dev`'s way). On a data folder (or PostgreSQL database) seeded beforehand, so
// no run seeds: each of RUNS starts (3), times the spawn to the first 200 on /ready, reads the
// resident memory of the server's processes (tsx starts the server in a child of its own), asks
// /api/goods/list 1000 times (10 at once, keep-alive) and reads it again. The median of each is
// printed with the machine's load average beside it (the machine may be busy with other work).
// --compare runs both ways in turn, run by run, so a busy machine weighs on both alike.
// --pg measures on a PostgreSQL database of its own (`createdb` on BENCH_PG, by default
// postgres://postgres@127.0.0.1:5432), dropped at the end.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API = path.join(ROOT, 'api');
const PG = process.argv.includes('--pg');
const RUNS = Number(process.env.RUNS ?? 3);
const REQUESTS = 1000;
const PORT = Number(process.env.PORT ?? 8390);
const WAYS = {
  source: { label: 'tsx src/server.ts', args: ['node_modules/tsx/dist/cli.mjs', 'src/server.ts'] },
  compiled: { label: 'node dist/server.js', args: ['--enable-source-maps', 'dist/server.js'] },
};
const ways = process.argv.includes('--compare') ? [WAYS.source, WAYS.compiled] : process.argv.includes('--source') ? [WAYS.source] : [WAYS.compiled];

if (ways.includes(WAYS.compiled) && !fs.existsSync(path.join(API, 'dist', 'server.js'))) {
  console.error('api/dist/server.js is missing: run node tooling/build.mjs api first.');
  process.exit(1);
}

const load = () => os.loadavg()[0].toFixed(2);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Resident memory (MiB) of a process and of every process under it, from /proc. */
function rssOf(pid) {
  const own = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const below = [];
  for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
    const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
    for (const child of children ? children.split(/\s+/) : []) below.push(...rssOf(Number(child)));
  }
  return [own, ...below];
}
const treeRss = (pid) => rssOf(pid).reduce((sum, mib) => sum + mib, 0);

function start(way, env) {
  return spawn('node', way.args, {
    cwd: API,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', PUENTE_SERVE_APPS: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function untilReady(server, limitMs) {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the server ended (${server.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/ready`)).status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the server was not ready in time');
}

async function stop(server) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

/** REQUESTS goods lists, 10 at a time on keep-alive connections; every reply must be result 1. */
async function ask() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
  const body = JSON.stringify({ sort: 'newest', everyNumber: 20, currentPage: 1 });
  const one = () =>
    new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: '/api/goods/list',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (reply) => {
          const chunks = [];
          reply.on('data', (chunk) => chunks.push(chunk));
          reply.on('end', () => (JSON.parse(Buffer.concat(chunks).toString()).result === 1 ? resolve() : reject(new Error('goods list failed'))));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < REQUESTS) {
        next += 1;
        await one();
      }
    }),
  );
  agent.destroy();
}

let database;
const env = {};
if (PG) {
  const base = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
  database = `puente_serve_${process.pid}`;
  const { hostname, port, username } = new URL(base);
  execFileSync('createdb', ['-h', hostname, '-p', port || '5432', '-U', username, database]);
  env.DATABASE_URL = `${base}/${database}`;
} else env.PUENTE_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-start-'));

try {
  // Seeded once, so no measured run seeds.
  const seeding = start(ways[0], { ...env, PUENTE_SEED: '1' });
  await untilReady(seeding, 600_000);
  await stop(seeding);

  const rows = new Map(ways.map((way) => [way, []]));
  for (let run = 0; run < RUNS; run += 1) {
    for (const way of ways) {
      const before = load();
      const started = performance.now();
      const server = start(way, { ...env, PUENTE_SEED: '0' });
      await untilReady(server, 120_000);
      const coldMs = performance.now() - started;
      const rssStart = treeRss(server.pid);
      await ask();
      const rssAfter = treeRss(server.pid);
      const processes = rssOf(server.pid).length;
      await stop(server);
      rows.get(way).push({ coldMs, rssStart, rssAfter, load: `${before}→${load()}` });
      console.log(
        `${way.label} run ${run + 1}: cold start ${coldMs.toFixed(0)} ms, RSS ${rssStart.toFixed(0)} MiB after start, ${rssAfter.toFixed(0)} MiB after ${REQUESTS} goods lists ` +
          `(${processes} process${processes > 1 ? 'es' : ''}; load ${before}→${load()})`,
      );
    }
  }
  for (const [way, done] of rows) {
    const of = (key) => median(done.map((row) => row[key]));
    console.log(
      `${way.label} on ${PG ? 'PostgreSQL' : 'PGlite'}, median of ${RUNS}: ` +
        `cold start ${of('coldMs').toFixed(0)} ms, RSS ${of('rssStart').toFixed(0)} MiB after start, ${of('rssAfter').toFixed(0)} MiB after ${REQUESTS} goods lists; ` +
        `load ${done.map((row) => row.load).join(', ')}`,
    );
  }
} finally {
  if (database) {
    const { hostname, port, username } = new URL(process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432');
    execFileSync('dropdb', ['-h', hostname, '-p', port || '5432', '-U', username, '--if-exists', database]);
  }
  if (env.PUENTE_DATA_DIR) fs.rmSync(env.PUENTE_DATA_DIR, { recursive: true, force: true });
}
