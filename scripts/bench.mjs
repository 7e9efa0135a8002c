#!/usr/bin/env node
// pnpm bench: builds once, then for each area's landing page reports the JS bytes (gzip) of the
// first load, split into shell, remote and shared chunks, and Lighthouse's performance score
// (mobile and desktop presets) in Debian's chromium, the depth of the request waterfall before the
// first content, and the time a cold and a warm remote take to paint when a visitor changes area.
// Budgets of the spine issue are checked.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { APPS } from '../tooling/apps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { chromium, devices } = require('@playwright/test');
const PORT = Number(process.env.BENCH_PORT ?? 8190);
const BASE = `http://localhost:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ONLY = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : null;
const chosen = (pages) => (ONLY ? pages.filter((page) => ONLY.some((part) => page.includes(part))) : pages);
/** The landings of issue perf-web (desktop route table), and the signed-in panel for its bytes alone. */
const PAGES = chosen(['/productTrading', '/classificationlanding?source=china', '/productInfo?id=1', '/technologyTrading', '/integratedComprehensive', '/login', '/personalPanel']);
/** Landings measured as a phone opens them (the mobile route table, iPhone 13): first-load bytes and Lighthouse mobile. */
const PHONE_PAGES = chosen(['/product', '/productList?source=china&type=1980', '/productInfo?id=1']);
const { defaultBrowserType: _browserType, ...PHONE } = devices['iPhone 13'];
const BUDGET = { shellKiB: 150, pageKiB: 300 };
/** Each landing's own first-load budget (scripts/budgets.json), which e2e/specs/budget.spec.ts enforces. */
const PAGE_BUDGETS = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts', 'budgets.json'), 'utf8'));
const KiB = (n) => (n / 1024).toFixed(1);

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('node', ['tooling/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Scripts that hold only libraries and @puente/shared, per app folder (dist/chunk-owners.json). */
function sharedChunks() {
  const files = new Set();
  for (const { dir } of APPS) {
    const owners = JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'dist', 'chunk-owners.json'), 'utf8'));
    for (const [file, owner] of Object.entries(owners)) if (owner === 'shared') files.add(`${dir}/${file}`);
  }
  return files;
}

function fileFor(url) {
  const { pathname } = new URL(url);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(pathname);
  return remote ? { dir: remote[1], file: remote[2] } : { dir: 'shell', file: pathname.slice(1) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'puente-bench-'));
const server = spawn('node', ['node_modules/tsx/dist/cli.mjs', 'src/server.ts'], {
  cwd: path.join(ROOT, 'api'),
  env: { ...process.env, PORT: String(PORT), PUENTE_DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', PUENTE_SMS: 'outbox', PUENTE_SEED: '1', DATABASE_URL: '' },
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${BASE}/remotes.json`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not start');
}

async function token() {
  const reply = await fetch(`${BASE}/api/loginByPhone.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone: '5215512345678', password: 'Demo#2026' }),
  });
  return (await reply.json()).token;
}

/**
 * The waterfall in front of the first content: each request's depth is one more than the depth of
 * what asked for it (the html is 1, what the html names is 2, what a script of depth 2 fetches is
 * 3...), and the figure is the deepest request that started before the first contentful paint.
 */
async function watchWaterfall(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const depthOf = new Map();
  const started = [];
  cdp.on('Network.requestWillBeSent', ({ request, initiator, timestamp, type }) => {
    const url = request.url.split('#')[0];
    if (depthOf.has(url)) return;
    const by = initiator.stack?.callFrames?.[0]?.url ?? initiator.stack?.parent?.callFrames?.[0]?.url ?? initiator.url;
    const depth = type === 'Document' ? 1 : (depthOf.get(by?.split('#')[0]) ?? 1) + 1;
    depthOf.set(url, depth);
    started.push({ depth, timestamp });
  });
  return async () => {
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    if (fcp === null || !started.length) return null;
    const origin = started[0].timestamp;
    return Math.max(...started.filter((r) => (r.timestamp - origin) * 1000 <= fcp).map((r) => r.depth));
  };
}

async function firstLoad(browser, pagePath, sessionToken, shared, phone = false) {
  const context = await browser.newContext(phone ? PHONE : {});
  if (sessionToken) await context.addInitScript((t) => localStorage.setItem('token', t), sessionToken);
  const page = await context.newPage();
  const scripts = collectScripts(page);
  const waterfall = await watchWaterfall(context, page);
  await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' });
  // On two busy cores the shell can parse for longer than networkidle's quiet half second;
  // an area page counts once its area has mounted something, then the network settles again.
  if (pagePath !== '/login') {
    await page.waitForFunction(() => Boolean(document.querySelector('[data-area] *')), null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  const depth = await waterfall();
  const sizes = await scripts();
  await context.close();
  return { ...splitOf(sizes, shared), depth };
}

/**
 * The scripts a page loads from this server, each gzipped as the budgets count it, from the body
 * as served (the server writes some itself, such as a first screen's after-paint script).
 * The returned function resolves them, before the page's context closes.
 */
function collectScripts(page) {
  const sizes = new Map();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(BASE) && !sizes.has(response.url()))
      sizes.set(
        response.url(),
        response.body().then((body) => zlib.gzipSync(body, { level: 9 }).length),
      );
  });
  return async () => new Map(await Promise.all([...sizes].map(async ([url, size]) => [url, await size])));
}

function splitOf(sizes, shared) {
  const split = { shell: 0, remote: 0, shared: 0 };
  for (const [url, bytes] of sizes) {
    const { dir, file } = fileFor(url);
    const kind = shared.has(`${dir}/${file}`) ? 'shared' : dir === 'shell' ? 'shell' : 'remote';
    split[kind] += bytes;
  }
  return { ...split, total: split.shell + split.remote + split.shared };
}

/**
 * Moving between visit modes in one page life: from the product landing into the technology area
 * (cold: its remote is fetched), back (warm: its remote is in memory), and into technology again
 * (warm). Each figure is from the address change to the frame that paints the area's content, and
 * the cold move's scripts are the bytes a second area adds.
 */
async function areaSwitch(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/productTrading`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => Boolean(document.querySelector('#puente-area-product h1, #puente-area-product h2')), null, { timeout: 30_000 });
  const scripts = collectScripts(page);
  // From the address change to the frame that paints the area's content: a heading or a picture in
  // its element, and no loading state left in it.
  const go = (to, area) =>
    page.evaluate(
      ([path, name]) =>
        new Promise((resolve) => {
          const start = performance.now();
          const check = () => {
            const element = document.getElementById(`puente-area-${name}`);
            const done = element?.querySelector('h1, h2, img') && !element.querySelector('[data-testid="loading-state"]');
            if (done) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start)));
            else requestAnimationFrame(check);
          };
          window.history.pushState(null, '', path);
          requestAnimationFrame(check);
        }),
      [to, area],
    );
  const cold = await go('/technologyTrading', 'technology');
  await page.waitForLoadState('networkidle');
  const added = [...(await scripts()).values()].reduce((sum, bytes) => sum + bytes, 0);
  const warmBack = await go('/productTrading', 'product');
  const warm = await go('/technologyTrading', 'technology');
  await context.close();
  return { cold, warm: Math.max(warm, warmBack), added };
}

/** Lighthouse runs per page and preset; each figure reported is their median. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** One Lighthouse run: the performance score, first contentful paint, total blocking time, LCP and CLS. */
function lighthouseOnce(url, preset) {
  const out = path.join(dataDir, `lh-${preset}.json`);
  const args = [
    path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
  ];
  if (preset === 'desktop') args.push('--preset=desktop');
  const result = spawnSync('node', args, { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) return null;
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? null;
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: audit('total-blocking-time'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
  };
}

/** The median of RUNS Lighthouse runs, figure by figure. */
function lighthouse(url, preset) {
  if (process.argv.includes('--no-lighthouse') || (preset === 'desktop' && process.argv.includes('--mobile-only'))) return null;
  const runs = Array.from({ length: RUNS }, () => lighthouseOnce(url, preset)).filter(Boolean);
  if (!runs.length) return null;
  return {
    score: median(runs.map((r) => r.score)),
    fcp: median(runs.map((r) => r.fcp)),
    tbt: median(runs.map((r) => r.tbt)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: median(runs.map((r) => r.cls)),
  };
}

/** Requests a second for one call: CONCURRENCY clients in a loop for SECONDS (bounded, loopback only). */
async function throughput(pathname, body, query = '') {
  const SECONDS = 5;
  const CONCURRENCY = 16;
  const until = Date.now() + SECONDS * 1000;
  let done = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const reply = await fetch(`${BASE}${pathname}${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const json = await reply.json();
        if (json.result === 1) done += 1;
        else failed += 1;
      }
    }),
  );
  return { rps: Math.round(done / SECONDS), failed };
}

try {
  await waitForServer();
  const shared = sharedChunks();
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const sessionToken = await token();
  const rows = [];
  for (const pagePath of PAGES) {
    const bytes = await firstLoad(browser, pagePath, pagePath === '/personalPanel' ? sessionToken : null, shared);
    const lhUrl = pagePath === '/personalPanel' ? null : `${BASE}${pagePath}`;
    rows.push({ page: pagePath, ...bytes, mobile: lhUrl ? lighthouse(lhUrl, 'mobile') : null, desktop: lhUrl ? lighthouse(lhUrl, 'desktop') : null });
  }
  for (const pagePath of PHONE_PAGES) {
    const bytes = await firstLoad(browser, pagePath, null, shared, true);
    // Lighthouse's mobile preset browses as a phone, so the page routes by the mobile table; there is no desktop reading.
    rows.push({ page: `${pagePath} (phone)`, ...bytes, mobile: lighthouse(`${BASE}${pagePath}`, 'mobile'), desktop: null });
  }
  const shellOnly = await firstLoad(browser, '/login', null, shared);
  const switches = [];
  for (let run = 0; run < RUNS; run += 1) switches.push(await areaSwitch(browser));
  const moves = { cold: median(switches.map((m) => m.cold)), warm: median(switches.map((m) => m.warm)), added: median(switches.map((m) => m.added)) };
  await browser.close();
  const ms = (value) => (value === null || value === undefined ? '-' : String(Math.round(value)));
  console.log(`\nFirst-load JS (gzip, KiB) and Lighthouse (median of ${RUNS}): mobile score, its first contentful paint, total blocking time, LCP and CLS, desktop score`);
  console.log('(depth: the deepest request in the waterfall before the first content, the html being 1)');
  console.log('page                       shell  remote  shared   total  depth  mobile  FCP ms  TBT ms  LCP ms    CLS  desktop');
  for (const r of rows)
    console.log(
      `${r.page.padEnd(26)} ${KiB(r.shell).padStart(5)} ${KiB(r.remote).padStart(7)} ${KiB(r.shared).padStart(7)} ${KiB(r.total).padStart(7)} ${String(r.depth ?? '-').padStart(6)}  ${String(r.mobile?.score ?? '-').padStart(6)} ${ms(r.mobile?.fcp).padStart(7)} ${ms(r.mobile?.tbt).padStart(7)} ${ms(r.mobile?.lcp).padStart(7)} ${(r.mobile ? r.mobile.cls.toFixed(3) : '-').padStart(6)} ${String(r.desktop?.score ?? '-').padStart(8)}`,
    );
  console.log(
    `${'/login (shell alone)'.padEnd(26)} ${KiB(shellOnly.shell).padStart(5)} ${KiB(shellOnly.remote).padStart(7)} ${KiB(shellOnly.shared).padStart(7)} ${KiB(shellOnly.total).padStart(7)}`,
  );
  // Two readings of "the shell's first load": the shell's own chunks, and everything the shell
  // page downloads before any area (its code plus the shared libraries). Both are reported.
  const verdict = (kib, budget) => `${KiB(kib)} KiB (budget ${budget}: ${kib / 1024 > budget ? 'OVER' : 'ok'})`;
  console.log(`\nshell's own first-load chunks: ${verdict(shellOnly.shell, BUDGET.shellKiB)}`);
  console.log(`everything the shell page loads: ${verdict(shellOnly.total, BUDGET.shellKiB)}`);
  for (const r of rows) {
    const phone = r.page.endsWith(' (phone)');
    const own = (phone ? PAGE_BUDGETS.phone : PAGE_BUDGETS.desktop)[r.page.replace(' (phone)', '')];
    console.log(`${r.page} in all: ${verdict(r.total, own ?? BUDGET.pageKiB)}`);
  }
  console.log(`\nEntering another visit mode (product → technology → product → technology, median of ${RUNS}):`);
  console.log(`  cold remote paints its content in ${ms(moves.cold)} ms (goal 400), a warm one in ${ms(moves.warm)} ms (goal 100)`);
  console.log(`  the second area adds ${KiB(moves.added)} KiB of JavaScript (goal 60)`);
  const api = process.argv.includes('--no-api')
    ? {}
    : {
        'siteVar/list (read)': await throughput('/api/siteVar/list', { siteid: 1 }),
        'getAllType (category tree)': await throughput('/api/shopGoodsType/getAllType', { goodsType: 1980 }),
        'getUserInfo (signed in)': await throughput('/api/zlkjUser/getUserInfo.json', {}, `?token=${sessionToken}`),
      };
  console.log('\nAPI throughput on PGlite (16 concurrent clients on the same 2 cores, 5 s each):');
  for (const [name, r] of Object.entries(api)) console.log(`  ${name.padEnd(28)} ${String(r.rps).padStart(6)} req/s${r.failed ? `  (${r.failed} failed)` : ''}`);
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'bench-results', 'latest.json'), JSON.stringify({ rows, shellOnly, moves, api, at: new Date().toISOString() }, null, 2));
} finally {
  stop();
}
