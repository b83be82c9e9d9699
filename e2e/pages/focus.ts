import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

/** /focus: the pomodoro's ring (time left, session type, "n of N"), its buttons and the day's figures. */
export class FocusPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly timer: Locator;
  readonly start: Locator;
  readonly pause: Locator;
  readonly resume: Locator;
  readonly stop: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Focus', exact: true });
    this.timer = this.main.getByRole('timer');
    this.start = this.main.getByRole('button', { name: 'Start', exact: true });
    this.pause = this.main.getByRole('button', { name: 'Pause', exact: true });
    this.resume = this.main.getByRole('button', { name: 'Resume', exact: true });
    this.stop = this.main.getByRole('button', { name: /^Stop/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/focus');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/focus(\?|$)/);
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(this.timer).toBeVisible();
  }

  /** The ring's session type ("Focus", "Short break", "Long break") and slot progress ("1 of 16"). */
  async expectSession(type: string, progress: string): Promise<void> {
    await expect(this.main.getByText(type, { exact: true }).first()).toBeVisible();
    await expect(this.main.getByText(progress, { exact: true })).toBeVisible();
  }
}
