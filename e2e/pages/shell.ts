import { expect, type Page } from '@playwright/test';

export const BUYER = { phone: '5215512345678', password: 'Demo#2026', nickname: 'Lucía Hernández' };

/** The shell's chrome: what every area page has around it. */
export class ShellPage {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByTestId('shell-header');
  }

  async goToMode(mode: 'product' | 'technology' | 'comprehensive' | 'personal') {
    await this.page.getByTestId(`nav-${mode}`).click();
  }

  /** Marks the window; a full page load would lose the mark. */
  async markWindow() {
    await this.page.evaluate(() => ((window as unknown as { __e2eMark: number }).__e2eMark = 42));
  }

  async windowStillMarked() {
    return this.page.evaluate(() => (window as unknown as { __e2eMark?: number }).__e2eMark === 42);
  }

  async logIn(account = BUYER) {
    await this.page.getByTestId('login-link').click();
    await this.fillLogin(account);
  }

  /** Logs in on the login page already open (e.g. after a "please log in first"). */
  async fillLogin(account = BUYER) {
    await this.fillLoginForm(account);
    await expect(this.page.getByTestId('header-nickname')).toHaveText(account.nickname);
  }

  /** Fills the login form and sends it (a phone has no header nickname to wait for). */
  async fillLoginForm(account: { phone: string; password: string }) {
    const form = this.page.getByTestId('login-form');
    await form.locator('input[name="phone"]').fill(account.phone);
    await form.locator('input[name="password"]').fill(account.password);
    await this.page.getByTestId('login-submit').click();
  }

  async runtimeCounts() {
    return this.page.evaluate(() => {
      const runtime = (window as unknown as { __PUENTE_RUNTIME__?: Record<string, Set<unknown>> }).__PUENTE_RUNTIME__ ?? {};
      return { react: runtime.react?.size ?? 0, store: runtime.store?.size ?? 0 };
    });
  }
}
