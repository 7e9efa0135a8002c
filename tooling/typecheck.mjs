#!/usr/bin/env node
// Type-checks every package (swc transpiles without checking types, so the build alone would not).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['shared', ...APPS.map((app) => app.dir), 'api', 'e2e'];
let failed = 0;
for (const dir of PACKAGES) {
  const result = spawnSync('node', [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', path.join(ROOT, dir, 'tsconfig.json')], { stdio: 'inherit' });
  if (result.status !== 0) failed += 1;
  else console.log(`types ok: ${dir}`);
}
process.exit(failed ? 1 : 0);
