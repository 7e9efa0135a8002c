#!/usr/bin/env node
/**
 * Ships one remote alone, or rolls it back, against a running Puente (`npm start`), and times each step.
 *
 *   pnpm deploy:remote <dir> [--url http://localhost:8080] [--registry <file>]
 *   pnpm deploy:remote <dir> --rollback
 *
 * Deploy: builds the remote alone into releases/<dir>/<release>/ (the API serves /releases/), checks
 * the build with the contract gate, re-points the remote's entry in the registry file the API reads
 * (PUENTE_REMOTES_FILE, else api/data/remotes.json) and waits until /remotes.json and the new manifest
 * answer. Rollback: restores the entry the last deploy replaced. The shell is never rebuilt.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../tooling/apps.mjs';
import { buildApp } from '../tooling/build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function timed(label, work) {
  const started = Date.now();
  const result = await work();
  const ms = Date.now() - started;
  console.log(`${label.padEnd(34)} ${seconds(ms)}`);
  return { result, ms };
}

async function readRegistry(file, url) {
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
  // No file yet: start from what the server answers now (its default registry).
  const response = await fetch(new URL('/remotes.json', url));
  if (!response.ok) throw new Error(`${url}/remotes.json answered ${response.status}: is Puente running (npm start)?`);
  return response.json();
}

function writeRegistry(file, registry) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written beside and renamed: the server never reads half a file.
  fs.writeFileSync(`${file}.next`, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(`${file}.next`, file);
}

/** Polls until the server's registry points the remote at `entry` and that manifest answers. */
async function waitLive(url, name, entry) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const registry = await (await fetch(new URL('/remotes.json', url), { cache: 'no-store' })).json();
    const current = registry.remotes?.find((remote) => remote.name === name)?.entry;
    if (current === entry) {
      const manifest = await fetch(new URL(entry, url), { cache: 'no-store' });
      if (manifest.ok) return (await manifest.json()).metaData?.puente ?? {};
    }
    if (Date.now() > deadline) throw new Error(`${name} is not live at ${entry} after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(args) {
  const dir = args.find((arg) => !arg.startsWith('--') && !['--url', '--registry'].includes(args[args.indexOf(arg) - 1]));
  const app = APPS.find((candidate) => candidate.dir === dir && candidate.kind === 'remote');
  if (!app)
    throw new Error(
      `Usage: pnpm deploy:remote <${APPS.filter((a) => a.kind === 'remote')
        .map((a) => a.dir)
        .join('|')}> [--rollback]`,
    );
  const url = option(args, '--url', `http://localhost:${process.env.PORT ?? 8080}`);
  const registryFile = path.resolve(
    option(args, '--registry', process.env.PUENTE_REMOTES_FILE ?? path.join(process.env.PUENTE_DATA_DIR ?? path.join(ROOT, 'api', 'data'), 'remotes.json')),
  );
  const historyFile = path.join(ROOT, 'releases', app.dir, 'history.json');
  const history = fs.existsSync(historyFile) ? JSON.parse(fs.readFileSync(historyFile, 'utf8')) : [];
  const started = Date.now();

  if (args.includes('--rollback')) {
    const last = history.pop();
    if (!last) throw new Error(`No deploy of ${app.dir} to roll back.`);
    const registry = await readRegistry(registryFile, url);
    await timed('restore the registry entry', () => {
      for (const remote of registry.remotes) if (remote.name === app.name) remote.entry = last.previous;
      writeRegistry(registryFile, registry);
      fs.writeFileSync(historyFile, `${JSON.stringify(history, null, 2)}\n`);
    });
    const { result } = await timed('live (registry and manifest answer)', () => waitLive(url, app.name, last.previous));
    console.log(`${app.name} rolled back to ${last.previous} (built ${result.builtAt ?? '?'}) in ${seconds(Date.now() - started)}`);
    return;
  }

  const release = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-');
  const folder = path.join(ROOT, 'releases', app.dir, release);
  await timed(`build ${app.dir} alone`, () => buildApp(app, { outputPath: folder }));
  const entry = `/releases/${app.dir}/${release}/mf-manifest.json`;
  await timed('contract gate on the new build', async () => {
    const registry = await readRegistry(registryFile, url);
    const trial = path.join(folder, 'registry-check.json');
    fs.writeFileSync(trial, JSON.stringify({ remotes: registry.remotes.map((r) => (r.name === app.name ? { ...r, entry: path.join(folder, 'mf-manifest.json') } : r)) }));
    try {
      execFileSync('node', [path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'tooling/contract-check.ts', '--registry', trial, '--remotes-only'], {
        cwd: ROOT,
        stdio: 'inherit',
      });
    } finally {
      fs.rmSync(trial);
    }
  });
  const registry = await readRegistry(registryFile, url);
  const current = registry.remotes.find((remote) => remote.name === app.name);
  if (!current) throw new Error(`${app.name} is not in the registry`);
  await timed('re-point the registry entry', () => {
    history.push({ release, previous: current.entry, at: new Date().toISOString() });
    current.entry = entry;
    writeRegistry(registryFile, registry);
    fs.writeFileSync(historyFile, `${JSON.stringify(history, null, 2)}\n`);
  });
  const { result } = await timed('live (registry and manifest answer)', () => waitLive(url, app.name, entry));
  console.log(`${app.name} ${result.version ?? ''} built ${result.builtAt ?? '?'} (contract ${result.contract}) is live at ${entry} in ${seconds(Date.now() - started)}`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
