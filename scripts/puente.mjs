#!/usr/bin/env node
// The README's two commands. Needs only Node 20 and npm: installs pnpm and the workspace,
// builds what is stale, then starts the marketplace or runs every test.
import { execSync, spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.8';
const STAMPS = path.join(ROOT, '.stamps');

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The same, without blocking: resolves with the exit status, so other work can run beside it. */
function runBeside(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  return new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
}

function has(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

function pnpm() {
  if (has('pnpm')) return ['pnpm'];
  console.log(`installing pnpm ${PNPM_VERSION} with npm`);
  if (spawnSync('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' }).status === 0 && has('pnpm')) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

function hashOf(paths) {
  const hash = crypto.createHash('sha256');
  const walk = (target) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(target).sort()) if (!['node_modules', 'dist', 'data'].includes(name)) walk(path.join(target, name));
    } else hash.update(`${path.relative(ROOT, target)}:${stat.size}:${fs.readFileSync(target).toString('base64')}`);
  };
  paths.forEach((p) => walk(path.join(ROOT, p)));
  return hash.digest('hex');
}

function stale(name, paths) {
  const file = path.join(STAMPS, name);
  const current = hashOf(paths);
  const fresh = fs.existsSync(file) && fs.readFileSync(file, 'utf8') === current;
  return { fresh, mark: () => (fs.mkdirSync(STAMPS, { recursive: true }), fs.writeFileSync(file, current)) };
}

function install(pm) {
  const state = stale('install', ['pnpm-lock.yaml', 'package.json']);
  if (state.fresh && fs.existsSync(path.join(ROOT, 'node_modules/.modules.yaml'))) return;
  run(pm[0], [...pm.slice(1), 'install', '--frozen-lockfile'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  state.mark();
}

async function build() {
  // The shell and every remote the workspace holds (tooling/apps.mjs finds them).
  const { APPS } = await import('../tooling/apps.mjs');
  const dirs = APPS.map((app) => app.dir);
  const state = stale('build', ['pnpm-lock.yaml', 'tooling', 'shared', ...dirs]);
  const built = dirs.every((dir) => fs.existsSync(path.join(ROOT, dir, 'dist')));
  if (state.fresh && built) {
    console.log('apps are up to date');
    // The API's server (api/dist) follows its own sources and the contract: rebuilt when one changed, in a second.
    const { buildApi } = await import('../api/build.mjs');
    const { built: rebuilt, seconds } = await buildApi({ ifStale: true });
    return console.log(rebuilt ? `built api in ${seconds.toFixed(1)} s` : 'api is up to date');
  }
  // Every app, and the API's server.
  const status = await runBeside('node', ['tooling/build.mjs']);
  if (status !== 0) process.exit(status);
  state.mark();
}

/** Playwright drives Debian's chromium; install it with apt when missing and we may. */
function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  if (process.getuid?.() !== 0) {
    console.error('Debian chromium is missing at /usr/bin/chromium: install it (apt-get install chromium) and run again.');
    process.exit(1);
  }
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk', { stdio: 'inherit' });
}

const command = process.argv[2];
const pm = pnpm();
install(pm);

if (command === 'start') {
  await build();
  run(pm[0], [...pm.slice(1), '--filter', '@puente/api', 'serve'], {
    // Operators decide reviews and settlements in their console (/operator); PUENTE_AUTO_APPROVE=1 passes all at once.
    env: { PUENTE_SERVE_APPS: '1', PORT: process.env.PORT ?? '8080', PUENTE_AUTO_APPROVE: process.env.PUENTE_AUTO_APPROVE ?? '0' },
  });
} else if (command === 'test') {
  const started = Date.now();
  // Formatting, lint and types read only the sources: they run beside the build, each on a core of its own.
  const checks = (async () => {
    for (const args of [
      ['node_modules/prettier/bin/prettier.cjs', '--check', '.', '--log-level', 'warn'],
      ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'],
      ['tooling/typecheck.mjs'],
    ]) {
      const status = await runBeside('node', args);
      if (status !== 0) return status;
    }
    return 0;
  })();
  // Built before the rest: the contract gate and its test read the built manifests.
  await build();
  const checked = await checks;
  if (checked !== 0) process.exit(checked);
  // The contract gate: every remote in the registry runs on the shell's contract; contract changes are versioned.
  run('node', ['node_modules/tsx/dist/cli.mjs', 'tooling/contract-check.ts']);
  const jestEnv = { NODE_OPTIONS: '--experimental-vm-modules --no-warnings', DATABASE_URL: '' };
  run('node', ['node_modules/jest/bin/jest.js', '--ci'], { env: jestEnv });
  if (process.env.DATABASE_URL) {
    console.log(`\nAPI tests again, against the PostgreSQL server at ${process.env.DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
    // The suites about the pages' html read no data of their own, and the compiled server's runs on PGlite: the database's engine is not their subject.
    run('node', ['node_modules/jest/bin/jest.js', '--ci', '--selectProjects', 'api', '--testPathIgnorePatterns', '/(page-hints|first-screen|serve)\\.test\\.ts$'], {
      env: { ...jestEnv, DATABASE_URL: process.env.DATABASE_URL },
    });
  }
  ensureChromium();
  run(pm[0], [...pm.slice(1), '--filter', '@puente/e2e', 'test'], { env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', DATABASE_URL: '' } });
  console.log(`\nall tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} else {
  console.error('usage: node scripts/puente.mjs start|test');
  process.exit(2);
}
