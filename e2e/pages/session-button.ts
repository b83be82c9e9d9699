import type { Locator, Page } from '@playwright/test';

/** SPEC.md 2's floating active-session button: a round link to /focus or /fitness, named by what runs. */
export function sessionButton(page: Page, kind: 'focus' | 'fitness'): Locator {
  return page.getByRole('link', { name: kind === 'focus' ? /Open Focus$/ : /Open Fitness$/ });
}
