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
    return this.region
      .getByRole('listitem', { includeHidden: true })
      .filter({ has: this.page.getByText(title, { exact: true }) });
  }

  async expectToast(
    title: string,
    description: string,
    options: { soft?: boolean; timeout?: number } = {},
  ): Promise<void> {
    const check = options.soft ? expect.soft : expect;
    // Sample what shows while waiting, so that a failure names the toast that did show (they last 2 s). Title and
    // description are read in the same sample: on a busy machine a toast seen in one call may be gone by the next.
    const seen = new Set<string>();
    const deadline = Date.now() + (options.timeout ?? TOAST_WAIT);
    let shown: string | undefined;
    while (shown === undefined && Date.now() < deadline) {
      const texts = await this.texts();
      for (const text of texts) seen.add(text);
      shown = texts.find((text) => text.split(' / ').some((line) => line.trim() === title));
      if (shown === undefined) await this.page.waitForTimeout(100);
    }
    if (shown === undefined) {
      const others = seen.size ? [...seen].map((text) => JSON.stringify(text)).join(', ') : 'none';
      await check(
        this.withTitle(title),
        `a toast "${title}" (toasts that showed instead: ${others})`,
      ).toBeVisible({ timeout: 1 });
      return;
    }
    check(shown, `the toast "${title}"`).toContain(description);
  }

  /** The text of the toasts on screen now, one string per toast (its lines joined by " / "), read at once. */
  async texts(): Promise<string[]> {
    return this.region
      .getByRole('listitem', { includeHidden: true })
      .evaluateAll((items) =>
        items
          .filter((item) => item.checkVisibility())
          .map((item) => (item as HTMLElement).innerText.replaceAll('\n', ' / ')),
      );
  }

  /** Toasts come and go on their own: wait until none is on screen (before an audit of the page under them). */
  async waitUntilGone(): Promise<void> {
    await expect(this.region.getByRole('listitem', { includeHidden: true })).toHaveCount(0, {
      timeout: 10_000,
    });
  }
}
