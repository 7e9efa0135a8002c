#!/usr/bin/env node
// pnpm bench:api: requests per second and p50/p99 latency of the busiest read calls, at 100
// connections, beside bare Fastify answering a JSON POST in the same run: on PGlite, and (when
// DATABASE_URL is set, or the local server answers) on a PostgreSQL server with 1, 2 and 4 API
// processes (BENCH_PROCESSES=1,2,4). Loopback only, bounded in time. BENCH_CASES=<regex> runs the
// cases it names; BENCH_SECONDS the seconds a case (10). --scale grows the PostgreSQL data to 100,000
// goods (SCALE_GOODS) and 100,000 orders first (PGlite is then left out). BENCH_UNCACHED=1 adds a PostgreSQL run
// that keeps no replies (the database alone). BENCH_KEEP_DB=1 keeps the PostgreSQL database it made;
// BENCH_DATABASE_URL measures such a kept database again, as it is.
// Every run also measures the goods search with nothing kept, at 8 connections, by query kind
// (p50/p95/p99): on PGlite with the demo catalogue, and on PostgreSQL (with --scale, 100,000 goods;
// SCALE_GOODS to change). BENCH_SEARCH_SECONDS: the seconds a kind (6). BENCH_PORT: the first of
// the three ports the servers take (8190).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
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

const COLD_WORDS = ['coffee', 'cafe', 'solar', 'telefono', 'laptop', 'rum', 'bananas', 'celular', 'impresora', 'carne bovina', 'soalr panel', '空调'];
const SCALE = process.argv.includes('--scale');
const SCALE_GOODS = Number(process.env.SCALE_GOODS ?? 100_000);
/** --search: the search's latency table alone, without the throughput cases. */
const SEARCH_ONLY = process.argv.includes('--search');
const SEARCH_SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 6);
const SEARCH_CONNECTIONS = 8;
/** The first of the three ports the servers listen on (BENCH_PORT; 8190): another run's servers may hold these. */
const PORT = Number(process.env.BENCH_PORT ?? 8190);

/** The goods search by the kinds of query buyers type, each asked afresh (the server keeps nothing). */
const SEARCH_KINDS = [
  { kind: 'plain', body: { keyword: 'solar module', showLanguage: 'english' } },
  { kind: 'everyday name (synonyms)', body: { keyword: 'paneles solares', showLanguage: 'spanish' } },
  { kind: 'qualifier', body: { keyword: 'paneles solares para casa', showLanguage: 'spanish' } },
  { kind: 'cheap intent', body: { keyword: 'celular 5g barato', showLanguage: 'spanish' } },
  { kind: 'trade words', body: { keyword: 'buy air conditioner wholesale', showLanguage: 'english' } },
  { kind: 'size', body: { keyword: 'aire acondicionado 12000 btu', showLanguage: 'spanish' } },
  { kind: 'typo', body: { keyword: 'soalr panel', showLanguage: 'english' } },
  { kind: 'words left out', body: { keyword: 'solar bananas', showLanguage: 'english' } },
  { kind: 'no result', body: { keyword: 'qqxxzz', showLanguage: 'english' } },
  { kind: 'Chinese', body: { keyword: '家用太阳能板', showLanguage: 'chinese_simplified' } },
  { kind: 'list + price sort', body: { keyword: 'solar', sort: 'priceAsc', showLanguage: 'portuguese', showCurrency: 'BRL' } },
  { kind: 'suggestions', path: '/api/goods/suggest', body: { keyword: 'paneles sol', showLanguage: 'spanish' } },
].filter((testCase) => !process.env.BENCH_CASES || new RegExp(process.env.BENCH_CASES, 'i').test(testCase.kind));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Each kind asked by 8 clients at once for a few seconds: every latency kept, so p95 is exact. The
 * clients are plain keep-alive HTTP (gzip accepted, as browsers do), light enough that the two
 * cores go to the server and its database: a body is read whole, and checked once per kind.
 */
async function searchLatency(label, port) {
  const rows = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: SEARCH_CONNECTIONS });
  for (const testCase of SEARCH_KINDS) {
    const url = `http://localhost:${port}${testCase.path ?? '/api/goods/list'}`;
    const check = async (page) => {
      const reply = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ everyNumber: 20, currentPage: page, ...testCase.body }),
      });
      const body = await reply.json();
      return { ok: reply.ok && body.result === 1, total: body.total };
    };
    const bodies = [1, 2, 3].map((page) => JSON.stringify({ everyNumber: 20, currentPage: page, ...testCase.body }));
    const ask = (page) =>
      new Promise((resolve) => {
        const started = performance.now();
        const body = bodies[page - 1];
        const request = http.request(
          url,
          { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-encoding': 'gzip' } },
          (reply) => {
            reply.on('data', () => undefined);
            reply.on('end', () => resolve({ ms: performance.now() - started, ok: reply.statusCode === 200 }));
          },
        );
        request.on('error', () => resolve({ ms: performance.now() - started, ok: false }));
        request.end(body);
      });
    const first = await check(1);
    const times = [];
    let errors = first.ok ? 0 : 1;
    const until = Date.now() + SEARCH_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: SEARCH_CONNECTIONS }, async (_, client) => {
        for (let i = client; Date.now() < until; i += SEARCH_CONNECTIONS) {
          const answer = await ask(1 + (i % 3));
          times.push(answer.ms);
          if (!answer.ok) errors += 1;
        }
      }),
    );
    const last = await check(3);
    if (!last.ok) errors += 1;
    const total = first.total;
    times.sort((a, b) => a - b);
    rows.push({
      label,
      kind: testCase.kind,
      rps: Math.round(times.length / SEARCH_SECONDS),
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
      errors,
      found: total,
    });
  }
  agent.destroy();
  return rows;
}

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
  // A signed-in buyer's orders (never kept: each reader has their own), pages 1–20.
  { name: "buyer's orders, pages 1–20", path: '/api/order/v2/getOrdersList', signedIn: true, vary: (i) => ({ everyNumber: 10, currentPage: 1 + (i % 20) }) },
  // Every request different (pages and keywords): no kept reply answers, the database does.
  { name: 'cold: newest, pages 1–50', path: '/api/goods/list', vary: (i) => ({ sort: 'newest', everyNumber: 20, currentPage: 1 + (i % 50) }) },
  {
    name: 'cold: search, 12 words × pages',
    path: '/api/goods/list',
    vary: (i) => ({ keyword: COLD_WORDS[i % COLD_WORDS.length], everyNumber: 20, currentPage: 1 + (Math.floor(i / COLD_WORDS.length) % 5) }),
  },
].filter((testCase) => !process.env.BENCH_CASES || new RegExp(process.env.BENCH_CASES, 'i').test(testCase.name));

async function waitFor(port, path, body, server) {
  // A first start on the scale data builds 100,000 goods' search documents: minutes, not seconds.
  for (let i = 0; i < (SCALE ? 1200 : 240); i += 1) {
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
  // As production runs it: the compiled server, built first when a source changed.
  execFileSync('node', ['build.mjs', '--if-stale'], { cwd: path.join(ROOT, 'api'), stdio: 'inherit' });
  const server = spawn('node', ['--enable-source-maps', 'dist/server.js'], {
    cwd: path.join(ROOT, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUENTE_SMS: 'outbox',
      PUENTE_SEED: '1',
      PUENTE_SERVE_APPS: '0',
      DATABASE_URL: '',
      ...env,
    },
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

/** The demo buyer's session token on the server at `port`. */
async function buyerToken(port) {
  const reply = await fetch(`http://localhost:${port}/api/loginByPhone.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '5215512345678', password: 'Demo#2026' }),
  });
  return (await reply.json()).token;
}

function run(port, testCase, token) {
  let sent = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `http://localhost:${port}${testCase.path}${testCase.signedIn && token ? `?token=${encodeURIComponent(token)}` : ''}`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(testCase.body ?? {}),
        ...(testCase.vary ? { requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(testCase.vary(sent++)) }) }] } : {}),
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
    if (CASES.length) await run(port, { ...CASES[0], body: CASES[0].body }).catch(() => undefined);
    const token = CASES.some((c) => c.signedIn) ? await buyerToken(port) : null;
    for (const testCase of CASES) {
      const result = await run(port, testCase, token);
      rows.push({ label, name: testCase.name, rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx });
    }
  } finally {
    await stop(server);
  }
  return rows;
}

async function postgresUrl() {
  // A database kept by an earlier run (BENCH_KEEP_DB=1): measured as it is, neither grown nor dropped.
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, kept: true, drop: async () => undefined };
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

/**
 * --scale: the demo data grown to 100,000 goods on sale (SCALE_GOODS) (the seeded ones again under numbered names)
 * and 100,000 orders (the seeded ones again, spread over the past and over 2,000 more buyers, with
 * their lines; the seeded buyer keeps one copy in fifty, some 2,000 orders), on the PostgreSQL
 * database of the run. The next start builds the new goods' search documents.
 */
async function growData(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `
      insert into goods (seller_id, brand_id, category_id, root, name, description, original_language, search_text, price_minor, currency, price_usd_minor,
                         unit, min_order, stock, images, attributes, trade_terms, country_code, hs_code, carton_units, carton_weight_g, carton_volume_cm3, ship_from,
                         audit_status, audit_reason, putaway, sales, weight, created_at, updated_at)
      select g.seller_id, g.brand_id, g.category_id, g.root, (select jsonb_object_agg(k, v || ' · ' || n) from jsonb_each_text(g.name) as e(k, v)),
             g.description, g.original_language, g.search_text, g.price_minor + n, g.currency, g.price_usd_minor + n, g.unit, g.min_order, g.stock, g.images,
             g.attributes, g.trade_terms, g.country_code, g.hs_code, g.carton_units, g.carton_weight_g, g.carton_volume_cm3, g.ship_from, '1000', '', true, (g.sales + n * 7) % 5000, g.weight, g.created_at - n * interval '1 hour', now()
      from goods g cross join generate_series(1, greatest(1, ceil($1::numeric / (select count(*) from goods where deleted_at is null))::int - 1)) as n where g.deleted_at is null`,
      [SCALE_GOODS],
    );
    const { rows } = await client.query('select count(*)::int as n from orders');
    const copies = Math.ceil(100000 / Math.max(1, rows[0].n)) - 1;
    // 2,000 more buyers (who cannot sign in): the copies are theirs, one in fifty stays with the seeded buyer.
    await client.query(`
      insert into users (phone, username, password_hash, nickname, role, country_code, info_complete)
      select '99' || lpad(n::text, 9, '0'), 'bench' || n, '!', 'Buyer ' || n, 'buyer', 'BR', true from generate_series(1, 2000) as n`);
    await client.query(
      `insert into orders (order_no, buyer_id, seller_id, broker_id, trade_term, status, node, currency, goods_minor, freight_minor, insurance_minor, deposit_minor,
                           balance_minor, configuration, shipping_address, billing_address, logistics_provider, details, after_sales, remark, created_at, updated_at)
       select o.order_no || '-S' || n,
              case when n % 50 = 0 then o.buyer_id else (select id from users where phone = '99' || lpad((1 + n % 2000)::text, 9, '0')) end,
              o.seller_id, o.broker_id, o.trade_term, o.status, o.node, o.currency, o.goods_minor, o.freight_minor, o.insurance_minor,
              o.deposit_minor, o.balance_minor, o.configuration, o.shipping_address, o.billing_address, o.logistics_provider, o.details, o.after_sales, o.remark,
              o.created_at - n * interval '10 minutes', o.updated_at
       from orders o cross join generate_series(1, $1::int) as n`,
      [copies],
    );
    await client.query(`
      insert into order_items (order_id, goods_id, name, original_language, image, unit, quantity, price_minor)
      select c.id, i.goods_id, i.name, i.original_language, i.image, i.unit, i.quantity, i.price_minor
      from orders c join orders o on o.order_no = split_part(c.order_no, '-S', 1) join order_items i on i.order_id = o.id
      where c.order_no like '%-S%'`);
    await client.query('analyze');
    const counts = await client.query("select (select count(*) from goods where audit_status = '1000' and putaway) as goods, (select count(*) from orders) as orders");
    console.log(`scale data: ${counts.rows[0].goods} goods on sale, ${counts.rows[0].orders} orders`);
  } finally {
    await client.end();
  }
}

/** The search with nothing kept, on a server of its own. */
async function searchOn(label, port, env) {
  const server = await startServer(port, { ...env, PUENTE_READ_CACHE: '0' });
  try {
    return await searchLatency(label, port);
  } finally {
    await stop(server);
  }
}

const results = [];
const searches = [];
const bare = await benchBare(PORT);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-bench-api-'));
// The scale data set is grown on PostgreSQL only.
if (!SCALE) {
  if (!SEARCH_ONLY) results.push(...(await benchOn('PGlite', PORT + 1, { PUENTE_DATA_DIR: dataDir })));
  searches.push(...(await searchOn('PGlite', PORT + 1, { PUENTE_DATA_DIR: dataDir })));
}
const server = await postgresUrl();
if (server) {
  try {
    if (SCALE && !server.kept) {
      // Seeded by a first start, then grown.
      await stop(await startServer(PORT + 2, { DATABASE_URL: server.url, PUENTE_DATA_DIR: dataDir }));
      await growData(server.url);
    }
    searches.push(...(await searchOn(SCALE ? `PG, ${SCALE_GOODS / 1000}k goods` : 'PostgreSQL', PORT + 2, { DATABASE_URL: server.url, PUENTE_DATA_DIR: dataDir })));
    // The database alone: every read made afresh, nothing kept (BENCH_UNCACHED=1).
    if (process.env.BENCH_UNCACHED === '1') {
      results.push(...(await benchOn('PG, none kept', PORT + 2, { DATABASE_URL: server.url, PUENTE_DATA_DIR: dataDir, PUENTE_READ_CACHE: '0' })));
    }
    for (const processes of (SEARCH_ONLY ? '' : (process.env.BENCH_PROCESSES ?? '1,2,4')).split(',').filter(Boolean).map(Number)) {
      results.push(...(await benchOn(`PostgreSQL ×${processes}`, PORT + 2, { DATABASE_URL: server.url, PUENTE_DATA_DIR: dataDir, PUENTE_PROCESSES: String(processes) })));
    }
  } finally {
    // BENCH_KEEP_DB=1 leaves the database for a closer look (EXPLAIN, psql).
    if (process.env.BENCH_KEEP_DB === '1') console.log(`database kept: ${server.url}`);
    else await server.drop();
  }
}
console.log(
  `\nAPI throughput${SCALE ? ' on the scale data set' : ''}, ${CONNECTIONS} connections, ${SECONDS} s a case (client and server share this machine's ${os.cpus().length} cores):`,
);
console.log(`bare Fastify (JSON POST, same run): ${bare.rps} req/s, p99 ${bare.p99} ms\n`);
console.log('database         case                                  req/s  % bare   p50 ms   p99 ms  errors');
for (const r of results) {
  const share = `${((100 * r.rps) / bare.rps).toFixed(1)} %`;
  console.log(
    `${r.label.padEnd(16)} ${r.name.padEnd(36)} ${String(r.rps).padStart(7)} ${share.padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)}`,
  );
}
console.log(`\nGoods search with nothing kept, ${SEARCH_CONNECTIONS} connections, ${SEARCH_SECONDS} s a kind (pages 1–3):`);
console.log('database         kind                         req/s   p50 ms   p95 ms   p99 ms  found  errors');
const ms = (value) => value.toFixed(1).padStart(8);
for (const r of searches) {
  console.log(
    `${r.label.padEnd(16)} ${r.kind.padEnd(27)} ${String(r.rps).padStart(6)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.found ?? '').padStart(6)} ${String(r.errors).padStart(7)}`,
  );
}
fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench-results', 'api.json'), JSON.stringify({ bare, results, searches, at: new Date().toISOString() }, null, 2));
