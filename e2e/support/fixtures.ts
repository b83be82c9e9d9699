import { test as base, expect } from '@playwright/test';
import { ConsoleGuard } from './console-guard.ts';
import { newUser, ownClientAddress, signUpThroughApi, type NewUser } from './users.ts';

export { expect };
export { expectNoSeriousA11yViolations } from './a11y.ts';

/** A user signed up for one test, with the id the browser keeps as its local `userId`. */
export interface SignedUpUser extends NewUser {
  id: string;
}

interface Fixtures {
  /** What the page printed as console errors or threw; checked after every test. */
  consoleGuard: ConsoleGuard;
  /**
   * A fresh user who has finished the tour, signed in in the test's browser (through the API: tests whose subject
   * is not the signup). Each signs up from an address of its own, so the area tests do not use up the per-address
   * signup limit the auth tests count on.
   */
  user: SignedUpUser;
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
  user: async ({ page }, use) => {
    const user = newUser();
    const id = await signUpThroughApi(page, user, {
      completeOnboarding: true,
      clientAddress: ownClientAddress(),
    });
    await use({ ...user, id });
  },
});
