import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { DATA_DIR } from '../playwright.config';
import { LOCKS } from '../support/locks';

// The registry lists one more remote while this proof runs: the proofs that count the registry's remotes wait.
test.describe.configure({ lock: LOCKS.remoteRegistry });

const ROOT = path.resolve(__dirname, '../..');
const WORK = path.join(ROOT, '.e2e-tmp', 'new-remote');
const REGISTRY = path.join(DATA_DIR, 'remotes.json');

test.afterAll(() => {
  fs.rmSync(REGISTRY, { force: true });
  fs.rmSync(path.join(ROOT, 'releases', 'mf-trade-shows'), { recursive: true, force: true });
});

test('a remote scaffolded by pnpm new:remote goes live with one pnpm deploy:remote and out again with --remove, with no shell file changed', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const shellFiles = fs.readdirSync(path.join(ROOT, 'shell', 'dist')).sort();

  // A new team scaffolds its remote (its own folder, routes and page), installs it and builds it alone.
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(WORK, { recursive: true });
  execFileSync('node', ['tooling/new-remote.mjs', 'trade-shows', '--title', 'Trade shows', '--title-zh', '展会', '--title-pt', 'Feiras', '--title-es', 'Ferias', '--root', WORK], {
    cwd: ROOT,
  });
  const dir = path.join(WORK, 'mf-trade-shows');
  // Its dependencies are the technology remote's, to the version: the same installed folder serves it.
  fs.symlinkSync(path.join(ROOT, 'mf-technology', 'node_modules'), path.join(dir, 'node_modules'));
  const deploy = (...args: string[]) =>
    execFileSync('node', ['scripts/deploy-remote.mjs', dir, '--url', baseURL!, '--registry', REGISTRY, ...args], { cwd: ROOT, encoding: 'utf8' });

  // Not in the registry yet: its path is nobody's.
  await page.goto('/tradeShows');
  await expect(page.getByTestId('not-found')).toBeVisible();

  // One command builds it, checks it against the contract and registers it on the running server.
  expect(deploy()).toMatch(/register the new remote[\s\S]*mf_trade_shows .* is live at \/releases\/mf-trade-shows\//);

  await page.goto('/tradeShows');
  await expect(page.getByTestId('tradeShows-page')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade shows');
  await expect(page.getByTestId('tradeShows-news').first()).toBeVisible();
  await expect(page).toHaveTitle(/Trade shows/);
  // In Spanish, with its own strings and its declared title.
  await page.evaluate(() => localStorage.setItem('to', 'spanish'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferias');
  await expect(page.getByText('Últimas noticias del mercado')).toBeVisible();
  await page.goto('/platform/status');
  // The platform status page lists it beside the five the workspace builds.
  await expect(page.getByTestId('platform-remote')).toHaveCount(6);

  // Taken out with one command: its page is nobody's again, and the five others stay.
  expect(deploy('--remove')).toMatch(/mf_trade_shows removed from the registry/);
  await page.goto('/tradeShows');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto('/platform/status');
  await expect(page.getByTestId('platform-remote')).toHaveCount(5);
  expect(fs.readdirSync(path.join(ROOT, 'shell', 'dist')).sort()).toEqual(shellFiles);
});
