#!/usr/bin/env node
// Compiles the API to JavaScript: dist/server.js (the server) and dist/operator.js (the operators'
// command-line tool), each one ES module with its source map. The API's own code and the parts of
// @puente/shared it imports (the contract, the messages) are bundled in; packages from node_modules
// stay imports, found in api/node_modules when the server runs, so each must be one of the API's
// dependencies. esbuild only strips types: tooling/typecheck.mjs checks them.
//
//   node build.mjs             build
//   node build.mjs --if-stale  build only when a file the last build read has changed since (fast)
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API = path.dirname(fileURLToPath(import.meta.url));
export const DIST = path.join(API, 'dist');
export const SERVER_FILE = path.join(DIST, 'server.js');
const OPERATOR_FILE = path.join(DIST, 'operator.js');
/** esbuild's account of the last build: the files it read, to tell when it is stale. */
const META_FILE = path.join(DIST, 'meta.json');
const ENTRIES = { server: 'src/server.ts', operator: 'src/cli/operator.ts' };
/** Files that change the output without being read by it. */
const BUILD_INPUTS = [fileURLToPath(import.meta.url), path.join(API, 'package.json'), path.join(API, 'tsconfig.json'), path.join(API, '..', 'tsconfig.base.json')];

const mtime = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/** Whether dist/ is missing, or older than a file its last build read (or than this script). */
export function isStale() {
  const built = Math.min(mtime(SERVER_FILE) ?? 0, mtime(OPERATOR_FILE) ?? 0, mtime(META_FILE) ?? 0);
  if (!built) return true;
  const { inputs } = JSON.parse(fs.readFileSync(META_FILE, 'utf8'));
  const files = [...Object.keys(inputs).map((input) => path.resolve(API, input)), ...BUILD_INPUTS];
  return files.some((file) => (mtime(file) ?? Infinity) > built);
}

/** The package an import names (`zod/mini` → zod, `@fastify/static` → @fastify/static), or null for Node's own. */
function packageOf(specifier) {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Writes a file whole under a temporary name first: a server starting meanwhile never reads half of it. */
function writeWhole(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

export async function buildApi({ ifStale = false } = {}) {
  if (ifStale && !isStale()) return { built: false, seconds: 0 };
  const started = Date.now();
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: API,
    entryPoints: ENTRIES,
    outdir: DIST,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // What only some servers load (the demo data, read by a server that seeds) stays in a chunk of its own.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'node20',
    tsconfig: path.join(API, 'tsconfig.json'),
    sourcemap: 'linked',
    // Node reads the sources from disk when it maps a stack (--enable-source-maps).
    sourcesContent: false,
    // Fastify names plugins and hooks by their functions' names.
    keepNames: true,
    metafile: true,
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        // Every package but the workspace's own (@puente/shared) is imported at run time.
        name: 'packages-stay-imports',
        setup(onBuild) {
          onBuild.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@puente/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(API, 'package.json'), 'utf8'));
  const missing = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      const name = external && packageOf(specifier);
      if (name && !dependencies[name]) missing.add(name);
    }
  }
  if (missing.size) throw new Error(`The compiled API imports ${[...missing].join(', ')}, which @puente/api does not depend on: add to its dependencies.`);
  fs.mkdirSync(DIST, { recursive: true });
  // The maps first and the bookkeeping last: whoever sees the new server sees its map.
  const files = [...result.outputFiles].sort((a, b) => Number(a.path.endsWith('.js')) - Number(b.path.endsWith('.js')));
  fs.mkdirSync(path.join(DIST, 'chunks'), { recursive: true });
  for (const file of files) writeWhole(file.path, file.contents);
  // Chunks of earlier builds are read by no one now.
  const written = new Set(files.map((file) => file.path));
  for (const name of fs.readdirSync(path.join(DIST, 'chunks'))) {
    const file = path.join(DIST, 'chunks', name);
    if (!written.has(file)) fs.rmSync(file);
  }
  writeWhole(META_FILE, JSON.stringify(result.metafile));
  return { built: true, seconds: (Date.now() - started) / 1000 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildApi({ ifStale: process.argv.includes('--if-stale') })
    .then(({ built, seconds }) => built && console.error(`built api/dist in ${seconds.toFixed(1)} s`))
    .catch((error) => {
      console.error(error.message ?? error);
      process.exit(1);
    });
}
