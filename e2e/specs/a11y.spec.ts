import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROUTES, type RouteEntry } from '../../shared/src/contract/routes';
import { BUYER, ShellPage } from '../pages/shell';
import { call, logInByApi } from '../support/api';
import { blockingViolations } from '../support/checks';
import { openInApp, settle, watch, type Watch } from '../support/settle';

interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
  help: string;
}

type Listed<T> = { list: T[] };

/** The query each detail route needs, pointing at real records of the seeded marketplace. */
async function detailQueries(page: Page): Promise<Record<string, string>> {
  const { request } = page;
  const { token } = await logInByApi(request, BUYER);
  const first = async <T>(path: string, body: Record<string, unknown>, withToken = false): Promise<T> => {
    const { list } = await call<Listed<T>>(request, path, { currentPage: 1, everyNumber: 1, ...body }, withToken ? token : undefined);
    expect(list.length, `${path} lists something in the seeded marketplace`).toBeGreaterThan(0);
    return list[0]!;
  };
  const goods = await first<{ id: number; name: string; minOrder: number }>('/api/goods/list', { source: 'china' });
  const { list: pavilions } = await call<Listed<{ code: string; name: string }>>(request, '/api/nationalPavilion/list', {});
  const pavilion = pavilions[0]!;
  const broker = await first<{ id: number; name: string }>('/api/middleman/getCelebrityAgentList', {});
  const requirement = await first<{ id: number; title: string }>('/api/procurementRequirements/list', {});
  const news = await first<{ id: number; title: string }>('/api/siteNews/list', { siteid: 3 });
  const guide = await first<{ slug: string; title: string }>('/api/sitePage/list', { group: 'consulting' });
  const service = await first<{ slug: string; title: string }>('/api/sitePage/list', { group: 'registration' });
  const message = await first<{ id: number }>('/api/message/list', {}, true);
  const order = await first<{ id: number }>('/api/order/v2/getOrdersList', {}, true);
  const quotation = await first<{ id: number }>('/api/platform/productQuotation/getSubmittedList', {}, true);
  const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  const country = q({ code: pavilion.code });
  return {
    '/messageDetails': q({ id: message.id }),
    '/productInfo': q({ id: goods.id, name: goods.name }),
    '/productQuotation': q({ goodsId: goods.id }),
    '/productQuotationInfo': q({ id: quotation.id }),
    '/productEmption': q({ items: `${goods.id}:${Math.max(1, goods.minOrder)}` }),
    '/cashRegister': q({ id: order.id }),
    '/brokerInfo': q({ id: broker.id }),
    '/countryInfo': country,
    '/nationalPavilionIndex': country,
    '/nationalPavilionlevel': country,
    '/productCountry': country,
    '/releaseInfo': q({ id: requirement.id }),
    '/newsInfo': q({ id: news.id, name: news.title }),
    '/technologyGuide': q({ slug: guide.slug, name: guide.title }),
    '/serviceGuide': q({ slug: service.slug, name: service.title }),
    '/personalOrderDetails': q({ id: order.id }),
    '/personalOrderBrokerDetails': q({ id: order.id }),
  };
}

/**
 * Opens the route the way a reader moves through the site (the history API, which single-spa and
 * every area's router follow), so each page costs its own chunks and data, not a whole boot.
 */
async function audit(page: Page, watched: Watch, route: RouteEntry, url: string): Promise<Finding[]> {
  watched.errors = [];
  await openInApp(page, url);
  // The page's own requests start within this window; with none (all cached), it still gives the routers time to render.
  watched.lastActivity = Date.now();
  try {
    await settle(page, watched, route.path);
  } catch (error) {
    // A page that cannot be read is a finding of its own; a fresh load lets the next route start clean.
    await page.goto('/productTrading', { waitUntil: 'domcontentloaded' });
    return [{ route: url, rule: 'page-not-shown', impact: 'critical', targets: [(error as Error).message], help: 'The page must render before it can be audited' }];
  }
  // Moving client-side keeps axe in the document: it is injected once, not per route.
  return (await blockingViolations(page)).map((violation) => ({
    route: url,
    rule: violation.id,
    impact: violation.impact ?? '',
    targets: violation.nodes.map((node) => `${node.target.join(' ')}  ${node.html.replace(/\s+/g, ' ').slice(0, 140)}`),
    help: violation.help,
  }));
}

function listFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.route}  ${f.rule} (${f.impact}: ${f.help})\n    ${f.targets.join('\n    ')}`).join('\n');
}

/** The focused element's ring, if it or a wrapper draws one, and its contrast with what lies under it (WCAG relative luminance). */
const RING_CHECK = `(() => {
  const parse = (value) => {
    const n = (value.match(/[\\d.]+/g) || []).map(Number);
    if (value.startsWith('color(srgb')) return { r: n[0] * 255, g: n[1] * 255, b: n[2] * 255, a: n.length > 3 ? n[3] : 1 };
    return { r: n[0], g: n[1], b: n[2], a: n.length > 3 ? n[3] : 1 };
  };
  const lum = ({ r, g, b }) => {
    const c = [r, g, b].map((v) => { const s = v / 255; return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4; });
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
  };
  const background = (el) => {
    for (let node = el; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg.a > 0.5) return bg;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  const focused = document.activeElement;
  if (!focused || focused === document.body) return { name: 'body', ring: null };
  const name = (focused.getAttribute('aria-label') || focused.textContent || focused.getAttribute('name') || focused.tagName).trim().slice(0, 40);
  // The ring may be drawn by the control or by the field that wraps it (the header's search).
  for (let node = focused, depth = 0; node && depth < 4; node = node.parentElement, depth += 1) {
    const style = getComputedStyle(node);
    const width = parseFloat(style.outlineWidth);
    if (style.outlineStyle === 'none' || width < 1) continue;
    // The browser's own ring (style auto) is dark with a light edge: it shows on any background.
    if (style.outlineStyle === 'auto') return { name, ring: { width, contrast: 21 } };
    const color = parse(style.outlineColor);
    if (color.a < 0.5) continue;
    // A ring drawn inside the control (negative offset) sits on the control's own background.
    const under = parseFloat(style.outlineOffset) < 0 ? node : node.parentElement || node;
    return { name, ring: { width, contrast: ratio(color, background(under)) } };
  }
  return { name, ring: null };
})()`;

// One page for the whole file: each route loads in the same browser context (a failing test restarts the worker, which opens a new one).
test.describe('accessibility', () => {
  let page: Page;

  test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
    page = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('axe finds nothing serious or critical on any desktop route of the catalogue', async () => {
    test.setTimeout(180_000);
    const queries = await detailQueries(page);
    const url = (route: RouteEntry) => (queries[route.path] ? `${route.path}?${queries[route.path]}` : route.path);
    const guestRoutes = ROUTES.filter((route) => !route.auth);
    const memberRoutes = ROUTES.filter((route) => route.auth);
    const findings: Finding[] = [];
    const watched = watch(page);
    // Pages open to guests are read as a guest, the others signed in as the demo buyer.
    await page.goto('/productTrading');
    for (const route of guestRoutes) findings.push(...(await audit(page, watched, route, url(route))));
    await new ShellPage(page).logIn(BUYER);
    await expect(page).not.toHaveURL(/\/login/);
    for (const route of memberRoutes) findings.push(...(await audit(page, watched, route, url(route))));
    expect(guestRoutes.length + memberRoutes.length).toBe(ROUTES.length);
    expect(findings, `serious or critical axe violations:\n${listFindings(findings)}`).toEqual([]);
  });

  test('a skip link is the first Tab stop and moves focus to the main content', async () => {
    await page.goto('/login');
    await expect(page.getByTestId('login-form')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab stop is inside the page, no longer in the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
  });

  test('every control reached by Tab shows a focus ring of at least 3:1', async () => {
    const missing: string[] = [];
    const tabThrough = async (path: string, stops: number) => {
      for (let stop = 1; stop <= stops; stop += 1) {
        await page.keyboard.press('Tab');
        const { name, ring } = (await page.evaluate(RING_CHECK)) as { name: string; ring: { width: number; contrast: number } | null };
        if (name === 'body') return;
        if (!ring) missing.push(`${path} stop ${stop} "${name}": no focus ring`);
        else if (ring.contrast < 3) missing.push(`${path} stop ${stop} "${name}": ring contrast ${ring.contrast.toFixed(2)}:1`);
      }
    };
    // The chrome from the top (header, search, menus) and the landing's hero and cards.
    await page.goto('/productTrading');
    await expect(page.getByTestId('hot-goods').getByTestId('goods-card').first()).toBeVisible();
    await tabThrough('/productTrading', 40);
    // Forms: past the chrome with the skip link, then every field.
    for (const [path, ready] of [
      ['/login', 'login-form'],
      ['/complaint', 'complaint-page'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator(`[data-testid="${ready}"], main form`).first()).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await tabThrough(path, 15);
    }
    expect(missing, missing.join('\n')).toEqual([]);
  });
});
