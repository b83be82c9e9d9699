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
    // Wait first, then describe what is on screen, so that a failure names the toast that did show.
    const appeared = await toast.waitFor({ state: 'visible', timeout: TOAST_WAIT }).then(
      () => true,
      () => false,
    );
    if (!appeared) {
      await check(toast, `a toast "${title}" (toasts on screen: ${await this.shown()})`).toBeVisible({ timeout: 1 });
      return;
    }
    await check(toast).toContainText(description);
  }

  /** The text of the toasts on screen now, for failure messages. */
  async shown(): Promise<string> {
    const texts = await this.region.getByRole('listitem', { includeHidden: true }).allInnerTexts();
    return texts.length ? texts.map((text) => JSON.stringify(text.replaceAll('\n', ' / '))).join(', ') : 'none';
  }
}
