import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

/** /fitness: the workout timer (h:mm:ss elapsed; Start, Pause/Resume, Stop), the log, goal, bests and history. */
export class FitnessPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly timerCard: Locator;
  readonly elapsed: Locator;
  readonly start: Locator;
  readonly pause: Locator;
  readonly resume: Locator;
  readonly stop: Locator;
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Fitness', exact: true });
    this.timerCard = this.main.getByRole('region', { name: 'Workout timer' });
    this.elapsed = this.timerCard.getByRole('timer', { name: 'Elapsed time' });
    this.start = this.timerCard.getByRole('button', { name: 'Start', exact: true });
    this.pause = this.timerCard.getByRole('button', { name: 'Pause', exact: true });
    this.resume = this.timerCard.getByRole('button', { name: 'Resume', exact: true });
    this.stop = this.timerCard.getByRole('button', { name: 'Stop', exact: true });
    this.history = this.main.getByRole('region', { name: 'History' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/fitness');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/fitness(\?|$)/);
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(this.elapsed).toBeVisible();
  }
}
