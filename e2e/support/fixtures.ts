import { test as base, expect } from '@playwright/test';
import { ConsoleGuard } from './console-guard.ts';

export { expect };
export { expectNoSeriousA11yViolations } from './a11y.ts';

interface Fixtures {
  /** What the page printed as console errors or threw; checked after every test. */
  consoleGuard: ConsoleGuard;
}

/**
 * The suite's `test`: every page is watched, and a console error or an uncaught exception anywhere in a test
 * fails it (DESIGN.md 7), listed by message and place.
 */
export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  consoleGuard: async ({}, use) => {
    await use(new ConsoleGuard());
  },
  page: async ({ page, consoleGuard }, use) => {
    consoleGuard.watch(page);
    await use(page);
    expect(consoleGuard.unexpected, 'console errors and uncaught exceptions during the test').toEqual([]);
  },
});
