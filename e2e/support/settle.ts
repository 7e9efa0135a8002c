import type { Page } from '@playwright/test';

/** Requests the page has in flight, when the last one started or ended, and what crashed. */
export function watch(page: Page) {
  const state = { inFlight: 0, lastActivity: Date.now(), errors: [] as string[] };
  const done = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastActivity = Date.now();
  };
  page.on('request', () => {
    state.inFlight += 1;
    state.lastActivity = Date.now();
  });
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  page.on('pageerror', (error) => state.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('crashed')) state.errors.push(message.text());
  });
  return state;
}
export type Watch = ReturnType<typeof watch>;

/**
 * How long the network must have been quiet for a page to count as settled: longer than a page
 * takes from one request to the next it makes (its code, then its data, then what waits for idle).
 */
export const QUIET_MS = 200;

/** The page is in place: the address is the route's, nothing is loading or waiting for an answer, nothing moved for a moment. */
export async function settle(page: Page, watched: Watch, path: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const quiet = watched.inFlight === 0 && Date.now() - watched.lastActivity > QUIET_MS;
    if (quiet) {
      const state = await page.evaluate((expected) => {
        if (document.querySelector('[data-testid="area-fallback"]')) return 'failed';
        const shown = window.location.pathname === expected && document.querySelector('#puente-outlet > *, main h1, main form');
        return shown && !document.querySelector('[data-testid="loading-state"]') ? 'ready' : 'waiting';
      }, path);
      if (state === 'ready') return;
      if (state === 'failed') throw new Error(`${path} failed to render: ${watched.errors.join('\n') || 'the area did not load'}`);
    }
    if (Date.now() > deadline) throw new Error(`${path} did not settle (${watched.inFlight} requests in flight)`);
    await page.waitForTimeout(50);
  }
}

/**
 * Goes to a route inside the running page, as a link does: single-spa and every area's router follow
 * the history API, so the page costs its own chunks and data, not a whole boot. A page that has not
 * loaded yet (a new one, or one sent to about:blank to start over) is loaded at the route.
 */
export async function openInApp(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
