import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { PERSONAL_BASE_URL, PERSONAL_DATA_DIR, PERSONAL_PORT } from './fixtures/personal-server';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/** The run's own data folder (absolute: the API runs in its package's folder). */
export const DATA_DIR = path.resolve(__dirname, '../.e2e-tmp/data');
/** The specs that run against the personal-centre server (fixtures/personal-server.ts). */
const PERSONAL_SPECS = /\/(personal-[^/]*|forms)\.spec\.ts$/;

/**
 * Cross-remote flows against the one-command build, in Debian's chromium, two browsers at a time.
 * Spec files are spread over the workers; a file's tests run in order unless the file says they
 * are independent (`mode: 'parallel'`). Tests that share server state another test changes hold
 * the same lock (`lock` in the test's details, see support/locks.ts), so they never overlap.
 */
export default defineConfig({
  testDir: './specs',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // A retry runs at the end, alone: a test that failed under a busy machine gets a quiet one.
  retryStrategy: 'isolated',
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace (actions, DOM snapshots, network, console) and a screenshot of where it stopped.
    // The trace's filmstrip is left out: recording it took about 40 % of the suite's CPU time.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    // First in the queue: the personal-centre proofs hold the longest test (the FOB walk), which then starts at once.
    { name: 'personal', testMatch: PERSONAL_SPECS, use: { baseURL: PERSONAL_BASE_URL } },
    { name: 'marketplace', testIgnore: PERSONAL_SPECS },
  ],
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
