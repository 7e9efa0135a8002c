#!/usr/bin/env node
// Builds the shell and the remotes (all, or those named), two at a time on two cores, then
// writes gzip and brotli copies of every script so the server sends them pre-compressed; and the
// API server (`api`, with the others or named alone), compiled to api/dist/server.js (api/build.mjs).
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { buildApi } from '../api/build.mjs';
import { APPS } from './apps.mjs';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes the copies on libuv's threads, so the next app's build goes on meanwhile. */
async function compressDir(dir) {
  const writes = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) writes.push(compressDir(file));
    else if (/\.(js|json|html|svg|css)$/.test(entry.name)) {
      const data = fs.readFileSync(file);
      writes.push(gzip(data, { level: 9 }).then((out) => fs.promises.writeFile(`${file}.gz`, out)));
      writes.push(brotli(data).then((out) => fs.promises.writeFile(`${file}.br`, out)));
    }
  }
  await Promise.all(writes);
}

/**
 * A remote's first screens (ADR 007): its `src/first-screen.tsx`, bundled for Node beside its
 * browser build, with everything it imports, so the server that serves the remote's pages can draw
 * them before any script and a release carries its own. Browser-only edits (tooling/chakra-loader)
 * do not apply: the server renders with Chakra as published, as Jest does.
 */
async function buildFirstScreen(dir, outputPath) {
  const entry = path.join(dir, 'src', 'first-screen.tsx');
  if (!fs.existsSync(entry)) return;
  const esbuild = require('esbuild');
  await esbuild.build({
    entryPoints: [entry],
    outfile: path.join(outputPath, FIRST_SCREEN_FILE),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    jsx: 'automatic',
    tsconfig: path.join(dir, 'tsconfig.json'),
    // A first screen is drawn as the top of the page, before any scroll (the desktop header reads
    // the scroll when it starts, to fade in over a landing; ADR 010).
    define: { 'process.env.NODE_ENV': '"production"', 'window.scrollY': '0' },
    logLevel: 'warning',
    legalComments: 'none',
  });
}

/** The file a remote's first screens are bundled to, beside its manifest: the name the server looks for (api/src/web/first-screen.ts). */
const FIRST_SCREEN_FILE = 'first-screen.cjs';

export async function buildApp(app, { outputPath, mode = 'production', patch, contract } = {}) {
  const dir = path.join(ROOT, app.dir);
  const factory = require(path.join(dir, 'webpack.config.cjs'));
  const config = factory({ outputPath, contract }, { mode });
  if (patch) patch(config, webpack);
  const started = Date.now();
  await new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(`${app.dir}: ${stats.toString('errors-only')}`));
      if (stats.hasWarnings()) console.warn(stats.toString('errors-warnings'));
      resolve();
    });
  });
  await Promise.all([compressDir(config.output.path), buildFirstScreen(dir, config.output.path)]);
  return { app: app.dir, seconds: (Date.now() - started) / 1000 };
}

/** `build.mjs [app…|api] [--out <dir>] [--contract <version>]`: --out and --contract (a deliberately different contract, for the gate's own test) take one app. */
function parseArgs(args) {
  const options = {};
  const names = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i] === '--out') options.outputPath = path.resolve(args[++i]);
    else if (args[i] === '--contract') options.contract = args[++i];
    else names.push(args[i]);
  }
  if ((options.outputPath || options.contract) && names.length !== 1) throw new Error('--out and --contract build exactly one app');
  return { names, options };
}

async function main() {
  const { names, options } = parseArgs(process.argv.slice(2));
  const api = !names.length || names.includes('api');
  const apps = names.filter((name) => name !== 'api');
  const selected = apps.length ? APPS.filter((app) => apps.includes(app.dir)) : names.length ? [] : APPS;
  if (apps.length && selected.length !== apps.length) throw new Error(`Unknown app in ${names.join(', ')}`);
  if (api && (options.outputPath || options.contract)) throw new Error('--out and --contract build an app, not the API');
  const started = Date.now();
  // The API first: it takes a second, and is then ready for whatever starts the server.
  if (api) console.log(`built api in ${(await buildApi()).seconds.toFixed(1)} s`);
  const queue = [...selected];
  const results = [];
  await Promise.all(
    [0, 1].map(async () => {
      for (let app = queue.shift(); app; app = queue.shift()) {
        const result = await buildApp(app, options);
        console.log(`built ${result.app} in ${result.seconds.toFixed(1)} s`);
        results.push(result);
      }
    }),
  );
  if (selected.length) console.log(`built ${results.length} app(s) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message ?? error);
    process.exit(1);
  });
}
