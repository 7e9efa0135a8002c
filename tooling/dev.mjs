#!/usr/bin/env node
// Dev server of one app (shell or a remote), with reload: node tooling/dev.mjs <dir>.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const WebpackDevServer = require('webpack-dev-server');
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.argv[2];
if (!dir) throw new Error('usage: node tooling/dev.mjs <app folder>');

const config = require(path.join(ROOT, dir, 'webpack.config.cjs'))({}, { mode: 'development' });
const server = new WebpackDevServer(config.devServer, webpack(config));
await server.start();
console.log(`${dir} on http://localhost:${config.devServer.port}`);
