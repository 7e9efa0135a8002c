import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA: what every page is held to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * axe's serious and critical violations (WCAG 2.1 A and AA) on what the page shows now.
 * axe runs in the page itself (legacy mode: the default finishes every run in a new blank page, which
 * costs about half a second) and reports violations only; its half-megabyte source is injected once
 * per document, so a sweep that moves client-side pays for it once.
 */
export async function blockingViolations(page: Page): Promise<Violation[]> {
  // Colours are measured once transitions end: a button turning enabled mid-fade reads as low contrast.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), null, { timeout: 5000 })
    .catch(() => undefined);
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  const { violations } = await new AxeBuilder(injected ? { page, axeSource: 'void 0' } : { page })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
}

/** Each violation as one line: where, the rule and the elements it names. */
export function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe finds no serious or critical violation on what the page shows now. */
export async function expectNoBlockingViolation(page: Page, where: string) {
  expect(describeViolations(where, await blockingViolations(page))).toEqual([]);
}

/**
 * How far the page is wider than the screen, in px (0 when it fits). Measured against the layout
 * viewport (`clientWidth`): a phone zooms out to fit a page that is too wide, so `innerWidth` grows
 * with the page and would always match it.
 */
export function sidewaysExcess(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return Math.max(0, scroller.scrollWidth - Math.min(window.innerWidth, document.documentElement.clientWidth));
  });
}

/** The page fits the window: nothing scrolls sideways. */
export async function expectFits(page: Page, where: string) {
  expect(await sidewaysExcess(page), `${where} scrolls sideways`).toBe(0);
}
