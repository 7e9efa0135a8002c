import { expect, type Page } from '@playwright/test';

/** The technology and comprehensive areas' pages, as a reader moves through them. */
export class ContentAreas {
  constructor(readonly page: Page) {}

  main() {
    return this.page.locator('main');
  }

  outlet() {
    return this.page.locator('#puente-outlet');
  }

  /** The shell's header solidity (0 transparent … 1 solid) after scrolling to `y`. */
  async solidityAt(y: number): Promise<number> {
    await this.page.evaluate((top) => window.scrollTo(0, top), y);
    await expect.poll(() => this.page.evaluate(() => Math.round(window.scrollY))).toBe(y);
    // The header listens to scroll events; give it a frame to render.
    await this.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return Number(await this.page.getByTestId('shell-header').getAttribute('data-solidity'));
  }

  async paddingTop(): Promise<number> {
    return this.main().evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
  }

  async crumbs(): Promise<string[]> {
    const bar = this.page.getByTestId('breadcrumbs');
    return [await bar.getByTestId('crumb-home').innerText(), ...(await bar.getByTestId('crumb').allInnerTexts())];
  }
}
