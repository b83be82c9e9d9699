import type { ConsoleMessage, Page } from '@playwright/test';

interface AllowedFailure {
  path: string;
  status: number;
  reason: string;
}

/** Chromium reports an HTTP error answer to fetch() as this console error, with the resource as its location. */
const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/;

/**
 * Collects console errors and uncaught exceptions of a page (DESIGN.md 7: no console error in any end-to-end
 * test). The only console errors it lets pass are HTTP error answers that SPEC.md itself prescribes, each
 * named by path and status, that a test declares with allowFailedRequest (a wrong password's 401, a bad reset
 * link's 400). The signed-out probe of GET /api/auth/user answers 200 null, so it is no failure at all.
 */
export class ConsoleGuard {
  private readonly problems: string[] = [];
  private readonly allowed: AllowedFailure[] = [];

  allowFailedRequest(path: string, status: number, reason: string): void {
    this.allowed.push({ path, status, reason });
  }

  watch(page: Page): void {
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) =>
      this.problems.push(`uncaught exception: ${error.name}: ${error.message}`),
    );
  }

  get unexpected(): readonly string[] {
    return this.problems;
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    const text = message.text();
    const url = message.location().url;
    const failed = FAILED_RESOURCE.exec(text);
    if (failed && url) {
      const status = Number(failed[1]);
      const path = new URL(url).pathname;
      if (this.allowed.some((entry) => entry.path === path && entry.status === status)) return;
      this.problems.push(`console error: ${text} (${path})`);
      return;
    }
    this.problems.push(`console error: ${text}${url ? ` (at ${url})` : ''}`);
  }
}
