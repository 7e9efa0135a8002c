import { expect, type Page } from '@playwright/test';

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
}
