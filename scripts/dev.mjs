#!/usr/bin/env node
// pnpm dev: the API (with reload) on :8080 serving a registry that points at the remotes' dev
// servers, the shell on :3000 (proxying /api) and each remote on its own port, all with reload.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from '../tooling/apps.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const registryFile = path.join(ROOT, 'api', 'data', 'remotes.dev.json');
fs.mkdirSync(path.dirname(registryFile), { recursive: true });
fs.writeFileSync(
  registryFile,
  JSON.stringify(
    {
      contract: 'dev',
      remotes: APPS.filter((app) => app.kind === 'remote').map((app) => ({ name: app.name, area: app.area, entry: `http://localhost:${app.devPort}/mf-manifest.json` })),
    },
    null,
    2,
  ),
);

const children = [
  spawn('node', ['node_modules/tsx/dist/cli.mjs', 'watch', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    stdio: 'inherit',
    env: { ...process.env, PORT: '8080', PUENTE_SERVE_APPS: '1', PUENTE_REMOTES_FILE: registryFile },
  }),
  ...APPS.map((app) => spawn('node', [path.join(ROOT, 'tooling', 'dev.mjs'), app.dir], { cwd: ROOT, stdio: 'inherit' })),
];
console.log('Puente (dev): open http://localhost:3000');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
