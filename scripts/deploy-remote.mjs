#!/usr/bin/env node
/**
 * Ships one remote alone, or rolls it back, against a running Puente (`npm start`), and times each step.
 *
 *   pnpm deploy:remote <dir> [--url http://localhost:8080] [--registry <file>]
 *   pnpm deploy:remote <dir> --rollback
 *   pnpm deploy:remote <dir> --remove
 *
 * <dir> is a remote of the workspace (mf-product) or the path of any remote's folder (a package.json
 * with a "puente" field, as `pnpm new:remote` scaffolds). Deploy: builds the remote alone into
 * releases/<folder>/<release>/ (the API serves /releases/), checks the build with the contract gate,
 * points the remote's entry in the registry file the API reads (PUENTE_REMOTES_FILE, else
 * api/data/remotes.json) at it, registering a remote the registry does not hold yet, and waits until
 * /remotes.json and the new manifest answer. Remove: takes the remote out of the registry (its page
 * is then nobody's). Rollback: undoes the last deploy or removal (a first deploy's rollback takes the
 * remote out again). The shell is never rebuilt.
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

/** A remote by its workspace folder's name, or by the path of its folder wherever it is. */
function remoteOf(dir) {
  const known = APPS.find((candidate) => candidate.dir === dir && candidate.kind === 'remote');
  if (known) return { ...known, folder: known.dir };
  const folder = dir ? path.resolve(dir) : '';
  const manifest = path.join(folder, 'package.json');
  if (!dir || !fs.existsSync(manifest)) return null;
  const { puente } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
  if (!puente?.federationName || !puente.area) return null;
  return { dir: path.relative(ROOT, folder), name: puente.federationName, area: puente.area, kind: 'remote', folder: path.basename(folder) };
}

/** Points the remote's registry entry at `entry`, adding the remote when the registry has none; null takes it out. */
function setEntry(registry, app, entry) {
  const current = registry.remotes.find((remote) => remote.name === app.name);
  if (entry === null) registry.remotes = registry.remotes.filter((remote) => remote.name !== app.name);
  else if (current) current.entry = entry;
  else registry.remotes.push({ name: app.name, area: app.area, entry });
}

/** Polls until the server's registry no longer lists the remote. */
async function waitGone(url, name) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const registry = await (await fetch(new URL('/remotes.json', url), { cache: 'no-store' })).json();
    if (!registry.remotes?.some((remote) => remote.name === name)) return;
    if (Date.now() > deadline) throw new Error(`${name} is still in the registry after 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(args) {
  const dir = args.find((arg) => !arg.startsWith('--') && !['--url', '--registry'].includes(args[args.indexOf(arg) - 1]));
  const app = remoteOf(dir);
  if (!app)
    throw new Error(
      `Usage: pnpm deploy:remote <${APPS.filter((a) => a.kind === 'remote')
        .map((a) => a.dir)
        .join('|')}|path of a remote's folder> [--rollback|--remove]`,
    );
  const url = option(args, '--url', `http://localhost:${process.env.PORT ?? 8080}`);
  const registryFile = path.resolve(
    option(args, '--registry', process.env.PUENTE_REMOTES_FILE ?? path.join(process.env.PUENTE_DATA_DIR ?? path.join(ROOT, 'api', 'data'), 'remotes.json')),
  );
  const historyFile = path.join(ROOT, 'releases', app.folder, 'history.json');
  const history = fs.existsSync(historyFile) ? JSON.parse(fs.readFileSync(historyFile, 'utf8')) : [];
  const started = Date.now();

  const record = (entry) => {
    fs.mkdirSync(path.dirname(historyFile), { recursive: true });
    fs.writeFileSync(historyFile, `${JSON.stringify(entry === undefined ? history : [...history, entry], null, 2)}\n`);
  };

  if (args.includes('--rollback')) {
    const last = history.pop();
    if (!last) throw new Error(`No deploy of ${app.dir} to roll back.`);
    const registry = await readRegistry(registryFile, url);
    await timed('restore the registry entry', () => {
      setEntry(registry, app, last.previous);
      writeRegistry(registryFile, registry);
      record();
    });
    if (last.previous === null) {
      await timed('gone (registry answers without it)', () => waitGone(url, app.name));
      console.log(`${app.name} taken out again (it was not registered before) in ${seconds(Date.now() - started)}`);
      return;
    }
    const { result } = await timed('live (registry and manifest answer)', () => waitLive(url, app.name, last.previous));
    console.log(`${app.name} rolled back to ${last.previous} (built ${result.builtAt ?? '?'}) in ${seconds(Date.now() - started)}`);
    return;
  }

  if (args.includes('--remove')) {
    const registry = await readRegistry(registryFile, url);
    const current = registry.remotes.find((remote) => remote.name === app.name);
    if (!current) throw new Error(`${app.name} is not in the registry`);
    await timed('take the entry out of the registry', () => {
      setEntry(registry, app, null);
      writeRegistry(registryFile, registry);
      record({ release: null, previous: current.entry, at: new Date().toISOString() });
    });
    await timed('gone (registry answers without it)', () => waitGone(url, app.name));
    console.log(`${app.name} removed from the registry in ${seconds(Date.now() - started)} (pnpm deploy:remote ${dir} --rollback brings it back)`);
    return;
  }

  const release = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-');
  const folder = path.join(ROOT, 'releases', app.folder, release);
  await timed(`build ${app.dir} alone`, () => buildApp(app, { outputPath: folder }));
  const entry = `/releases/${app.folder}/${release}/mf-manifest.json`;
  await timed('contract gate on the new build', async () => {
    const registry = await readRegistry(registryFile, url);
    const trial = path.join(folder, 'registry-check.json');
    const trialRegistry = structuredClone(registry);
    setEntry(trialRegistry, app, path.join(folder, 'mf-manifest.json'));
    fs.writeFileSync(trial, JSON.stringify({ remotes: trialRegistry.remotes }));
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
  await timed(current ? 're-point the registry entry' : 'register the new remote', () => {
    setEntry(registry, app, entry);
    writeRegistry(registryFile, registry);
    record({ release, previous: current?.entry ?? null, at: new Date().toISOString() });
  });
  const { result } = await timed('live (registry and manifest answer)', () => waitLive(url, app.name, entry));
  console.log(`${app.name} ${result.version ?? ''} built ${result.builtAt ?? '?'} (contract ${result.contract}) is live at ${entry} in ${seconds(Date.now() - started)}`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
