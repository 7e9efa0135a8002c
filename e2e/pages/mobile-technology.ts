import { expect, type Page } from '@playwright/test';
import { blockingViolations, describeViolations } from '../support/checks';

/** The technology area's phone pages (mf-technology's ./mobile), as a reader on a phone moves through them. */
export class MobileTechnology {
  constructor(readonly page: Page) {}

  cards() {
    return this.page.getByTestId('news-item');
  }

  chip(name: string) {
    return this.page.getByTestId('news-columns').getByTestId('news-column').filter({ hasText: name });
  }

  partner(slug: string) {
    return this.page.locator(`[data-testid="partner-card"][data-slug="${slug}"]`);
  }

  /** The page is the phone's: its header and tab bar around it, and not the desktop area menu. */
  async expectPhonePage() {
    await expect(this.page.locator('[data-site="mobile"]')).toBeVisible();
    await expect(this.page.getByTestId('mobile-header')).toBeVisible();
    await expect(this.page.getByTestId('tab-bar')).toBeVisible();
    await expect(this.page.getByTestId('technology-menu')).toHaveCount(0);
    await expect(this.page.getByTestId('not-found')).toHaveCount(0);
  }

  /** The columns of every card shown (the card's `data-column`). */
  async cardColumns(): Promise<number[]> {
    return this.cards().evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-column'))));
  }

  /** Nothing of the page reaches past the screen's right edge. */
  async expectNoSidewaysScroll(where: string, width: number) {
    const scrollWidth = await this.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${where} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  }

  /** Axe's serious and critical findings (WCAG 2.1 A and AA), named by page, rule and element. */
  async blockingViolations(where: string): Promise<string[]> {
    return describeViolations(where, await blockingViolations(this.page));
  }
}
