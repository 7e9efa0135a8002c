import { devices, expect, test } from '@playwright/test';
import { CONTRACT_VERSION } from '../../shared/src/contract/version';
import { LOCKS } from '../support/locks';

// These proofs count the remotes the registry lists: the new-remote proof, which adds one for a while, waits.
test.describe.configure({ lock: LOCKS.remoteRegistry });

const [major, minor] = CONTRACT_VERSION.split('.').map(Number) as [number, number];
const NEWER_MINOR = `${major}.${minor + 1}.0`;
const AREAS = ['product', 'technology', 'comprehensive', 'personal', 'operator'];

/** Serves a remote's manifest as built against `contract`. */
async function builtAgainst(page: import('@playwright/test').Page, dir: string, contract: string) {
  await page.route(`**/remotes/${dir}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    manifest.metaData.puente.contract = contract;
    await route.fulfill({ response, json: manifest });
  });
}

test('the status page lists the registry’s remotes with their versions and compatibility, the shell and the API, and refreshes without a reload', async ({ page }) => {
  await page.goto('/productTrading');
  await expect(page.getByTestId('product-landing')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { puenteMark: string }).puenteMark = 'same page'));
  // The footer link, followed inside the page.
  await page.getByTestId('footer-platform-status').click();
  await expect(page).toHaveURL(/\/platform\/status$/);

  const remotes = page.getByTestId('platform-remote');
  await expect(remotes).toHaveCount(AREAS.length);
  expect(await remotes.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-area')))).toEqual(AREAS);
  for (const area of AREAS) {
    const card = remotes.and(page.locator(`[data-area="${area}"]`));
    await expect(card.getByTestId('remote-contract')).toHaveText(CONTRACT_VERSION);
    await expect(card.getByTestId('remote-compatible')).toHaveAttribute('data-refusal', 'none');
    await expect(card.getByTestId('remote-answers')).toHaveAttribute('data-answers', 'true');
    await expect(card).toContainText(/Version\s*\d+\.\d+\.\d+/);
  }
  // The product area ran on this page before the status page opened: it says how long it took.
  await expect(remotes.and(page.locator('[data-area="product"]')).getByTestId('remote-loaded')).toHaveText(/^Yes, in \d+ ms$/);
  await expect(remotes.and(page.locator('[data-area="technology"]')).getByTestId('remote-loaded')).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('shell-contract')).toHaveText(CONTRACT_VERSION);
  await expect(page.getByTestId('api-database')).toHaveText('PGlite (embedded)');
  await expect(page.getByTestId('api-migrations').getByRole('listitem').first()).toHaveText('0001-accounts');

  // A remote republished against a newer contract shows as refused at the next check, with no reload.
  await builtAgainst(page, 'mf-technology', NEWER_MINOR);
  await page.getByTestId('platform-refresh').click();
  const technology = remotes.and(page.locator('[data-area="technology"]'));
  await expect(technology.getByTestId('remote-compatible')).toHaveAttribute('data-refusal', 'newerMinor');
  await expect(technology.getByTestId('remote-compatible')).toHaveText(`No: needs a newer contract than ${CONTRACT_VERSION}`);
  await expect(technology.getByTestId('remote-contract')).toHaveText(NEWER_MINOR);
  expect(await page.evaluate(() => (window as unknown as { puenteMark?: string }).puenteMark)).toBe('same page');
});

test('a remote built against a newer minor than the page’s contract is refused with the clear message', async ({ page }) => {
  await builtAgainst(page, 'mf-comprehensive', NEWER_MINOR);
  await page.goto('/integratedComprehensive');
  await expect(page.getByTestId('area-incompatible')).toContainText('built for another version of the platform');
  await expect(page.getByTestId('shell-header')).toBeVisible();
  // The same release built against the page's own minor runs.
  await page.unroute('**/remotes/mf-comprehensive/mf-manifest.json');
  await page.goto('/integratedComprehensive');
  await expect(page.getByTestId('comprehensive-landing')).toBeVisible();
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _browser, ...iPhone } = devices['iPhone 13'];
  test.use(iPhone);
  test('the status page fits the screen', async ({ page }) => {
    await page.goto('/platform/status');
    await expect(page.getByTestId('platform-remote')).toHaveCount(AREAS.length);
    await expect(page.getByTestId('api-database')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
