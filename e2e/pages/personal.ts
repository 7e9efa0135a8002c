import { expect, type Page } from '@playwright/test';
import { openInApp } from '../support/settle';

export const SELLER = { phone: '8613800138000', password: 'Demo#2026', nickname: 'Chen Wei' };

/** The smallest valid PNG: a 1×1 transparent pixel. */
export const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** The personal centre: what its pages offer, and the API calls a test makes as the signed-in user. */
export class PersonalPage {
  constructor(readonly page: Page) {}

  /**
   * On a phone the messages are a tab: the unread count on it, the message in the list; then every
   * message is marked read there, the count goes, and the phone goes back to where it was.
   */
  async expectInMessagesTab(text: string) {
    await expect(this.page.getByTestId('tab-unread-count')).toBeVisible();
    await this.markAllReadOnPhone(text);
  }

  /**
   * On a phone: every message read from the messages tab (after finding `text` there, if given), and
   * the tab's count gone; then back to where the phone was. The tab's address is followed inside the
   * page, as the tab does (a tap on the fixed tab bar is proved in mobile-product.spec), and the page
   * it came from shows again as Back brings it, with its data asked for anew.
   */
  async markAllReadOnPhone(text?: string) {
    await expect(this.page.getByTestId('tab-messages')).toHaveAttribute('href', '/mine/message');
    const from = this.page.url();
    await openInApp(this.page, '/mine/message');
    if (text) await expect(this.page.getByTestId('messages-page')).toContainText(text);
    await this.page.getByTestId('mark-all-read').click();
    await expect(this.page.getByTestId('tab-unread-count')).toHaveCount(0);
    await this.page.evaluate(() => window.history.back());
    await expect(this.page).toHaveURL(from);
  }

  /** Calls the API as the page's user (the token travels as the `token` query parameter, spec section 7). */
  async api<T = Record<string, any>>(path: string, body: Record<string, unknown> = {}): Promise<T> {
    const token = await this.page.evaluate(() => localStorage.getItem('token'));
    const response = await this.page.request.post(`${path}?token=${encodeURIComponent(token ?? '')}`, { data: body });
    const reply = (await response.json()) as T & { result: number };
    expect(reply.result, JSON.stringify(reply)).toBe(1);
    return reply;
  }

  orderDetails() {
    return this.page.getByTestId('order-details');
  }

  /** The order actions this user is offered now, as their action names. */
  async offeredActions(): Promise<string[]> {
    await expect(this.page.getByTestId('order-actions').or(this.page.getByTestId('no-actions'))).toBeVisible();
    const ids = await this.page
      .getByTestId('actions-section')
      .locator('[data-testid^="action-"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!));
    return ids.map((id) => id.replace(/^action-/, '')).sort();
  }

  /**
   * The badge, the progress bar's current node and the next-step line name the same step: the one
   * the order waits for (the line shows when the reader has nothing to do).
   */
  async expectStage(action: string, node: string) {
    await expect(this.page.getByTestId('details-status')).toHaveAttribute('data-stage', action);
    await expect(this.page.getByTestId('progress-nodes').locator('[data-current="true"]')).toHaveAttribute('data-node', node);
    const line = this.page.getByTestId('no-actions');
    if (await line.count()) await expect(line).toHaveAttribute('data-stage', action);
  }

  /** Opens an action's dialog, fills its fields and sends it. */
  async act(action: string, fields: Record<string, string> = {}) {
    await this.page.getByTestId(`action-${action}`).click();
    const dialog = this.page.getByTestId('action-dialog');
    await expect(dialog).toBeVisible();
    for (const [name, value] of Object.entries(fields)) await dialog.locator(`[name="${name}"]`).fill(value);
    await dialog.getByTestId('action-submit').click();
    await expect(dialog).toHaveCount(0);
  }

  /** The bell's dropdown lists this among the unread messages. */
  async expectInBell(text: string) {
    await expect(this.page.getByTestId('unread-badge')).toBeVisible();
    await this.page.getByTestId('message-bell').hover();
    await expect(this.page.getByTestId('unread-list')).toContainText(text);
    await this.page.mouse.move(0, 0);
  }

  async markAllRead() {
    await this.page.getByTestId('message-bell').hover();
    const button = this.page.getByTestId('mark-all-read');
    if (await button.isEnabled()) await button.click();
    await expect(this.page.getByTestId('unread-badge')).toHaveCount(0);
    await this.page.mouse.move(0, 0);
  }
}
