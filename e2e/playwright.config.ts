import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { PERSONAL_DATA_DIR, PERSONAL_PORT } from './fixtures/personal-server';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** The run's own data folder (absolute: the API runs in its package's folder). */
export const DATA_DIR = path.resolve(__dirname, '../.e2e-tmp/data');

/** Cross-remote flows against the one-command build, in Debian's chromium. */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      // A fresh embedded database each run, seeded with the demo marketplace.
      command: `rm -rf "${DATA_DIR}" && pnpm --filter @puente/api serve`,
      cwd: '..',
      url: `http://localhost:${PORT}/remotes.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The redeploy proof publishes a rebuilt remote on its own origin (a CDN stand-in, specs/redeploy.spec.ts).
      env: { PORT: String(PORT), PUENTE_DATA_DIR: DATA_DIR, PUENTE_SERVE_APPS: '1', PUENTE_REMOTE_ORIGINS: 'http://127.0.0.1:8182', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    },
    {
      // The personal-centre proofs' own server, with the demo auto-pass (fixtures/personal-server.ts).
      command: `rm -rf "${PERSONAL_DATA_DIR}" && pnpm --filter @puente/api serve`,
      cwd: '..',
      url: `http://localhost:${PERSONAL_PORT}/remotes.json`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(PERSONAL_PORT), PUENTE_DATA_DIR: PERSONAL_DATA_DIR, PUENTE_SERVE_APPS: '1', PUENTE_AUTO_APPROVE: '1', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    },
  ],
});
