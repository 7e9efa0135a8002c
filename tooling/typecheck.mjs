#!/usr/bin/env node
// Type-checks every package (swc transpiles without checking types, so the build alone would not).
// Each package's tsconfig decides its files and options; packages whose options are the same are
// checked as one program, so the types they share (the contract, Chakra, React) are checked once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(import.meta.url)(path.join(ROOT, 'node_modules/typescript'));
const PACKAGES = ['shared', 'packages/landed-cost', ...APPS.map((app) => app.dir), 'api', 'e2e'];

/** Reads a package's tsconfig as tsc -p would; a broken config is reported like a type error. */
function parse(dir) {
  const configPath = path.join(ROOT, dir, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => report([d]) });
  if (!parsed) process.exit(1);
  return parsed;
}

const host = { getCanonicalFileName: (name) => name, getCurrentDirectory: () => ROOT, getNewLine: () => '\n' };
function report(diagnostics) {
  if (diagnostics.length) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
}

// Options are compared without the fields that only say where a config lives.
const groups = new Map();
for (const dir of PACKAGES) {
  const parsed = parse(dir);
  report(parsed.errors);
  const { configFilePath: _path, pathsBasePath: _base, ...options } = parsed.options;
  const key = JSON.stringify(options);
  const group = groups.get(key) ?? { options: parsed.options, dirs: [], files: new Set() };
  group.dirs.push(dir);
  for (const file of parsed.fileNames) group.files.add(file);
  groups.set(key, group);
}

let failed = 0;
for (const { options, dirs, files } of groups.values()) {
  const program = ts.createProgram({ rootNames: [...files], options });
  const diagnostics = ts.getPreEmitDiagnostics(program);
  report(diagnostics);
  const errors = diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error).length;
  if (errors) failed += errors;
  else console.log(`types ok: ${dirs.join(', ')}`);
}
process.exit(failed ? 1 : 0);
