import { defineConfig } from '@playwright/test';
import { PERSONAL_BASE_URL } from './fixtures/personal-server';
import { BASE_URL } from './fixtures/servers';

/** The marketplace server's data folder (fixtures/servers.ts). */
export { DATA_DIR } from './fixtures/servers';
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
  // The two API servers, started together on fresh databases seeded with the demo marketplace (fixtures/servers.ts).
  globalSetup: './support/servers.ts',
  retries: process.env.CI ? 1 : 0,
  // A retry runs at the end, alone: a test that failed under a busy machine gets a quiet one.
  retryStrategy: 'isolated',
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
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
});
