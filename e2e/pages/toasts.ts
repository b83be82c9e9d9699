import { expect, type Locator, type Page } from '@playwright/test';

const TOAST_WAIT = 7_500;

/**
 * The notification area (a labelled region) and its toasts. A toast shows for 2000 ms (SPEC.md 9), so it is
 * checked as soon as it appears. While a modal dialog is open everything outside it is aria-hidden, the toasts
 * too (screen readers hear them through the live region instead), so hidden elements are included here and
 * what counts is that the toast is visible on screen.
 */
export class Toasts {
  readonly region: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: /^(Notifications|Notifiche)/, includeHidden: true });
  }

  withTitle(title: string): Locator {
    return this.region.getByRole('listitem', { includeHidden: true }).filter({ has: this.page.getByText(title, { exact: true }) });
  }

  async expectToast(title: string, description: string, options: { soft?: boolean } = {}): Promise<void> {
    const check = options.soft ? expect.soft : expect;
    const toast = this.withTitle(title);
    // Sample what shows while waiting, so that a failure names the toast that did show (they last 2 s).
    const seen = new Set<string>();
    const deadline = Date.now() + TOAST_WAIT;
    let appeared = false;
    while (!appeared && Date.now() < deadline) {
      for (const text of await this.texts()) seen.add(text);
      appeared = await toast.isVisible();
      if (!appeared) await this.page.waitForTimeout(100);
    }
    if (!appeared) {
      const shown = seen.size ? [...seen].map((text) => JSON.stringify(text)).join(', ') : 'none';
      await check(toast, `a toast "${title}" (toasts that showed instead: ${shown})`).toBeVisible({ timeout: 1 });
      return;
    }
    await check(toast).toContainText(description);
  }

  /** The text of the toasts on screen now. */
  async texts(): Promise<string[]> {
    const texts = await this.region.getByRole('listitem', { includeHidden: true }).allInnerTexts();
    return texts.map((text) => text.replaceAll('\n', ' / '));
  }

  /** Toasts come and go on their own: wait until none is on screen (before an audit of the page under them). */
  async waitUntilGone(): Promise<void> {
    await expect(this.region.getByRole('listitem', { includeHidden: true })).toHaveCount(0, { timeout: 10_000 });
  }
}
