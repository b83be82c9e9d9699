import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';
import { Toasts } from './toasts.ts';

export type MoodRating = 'Awful' | 'Bad' | 'Okay' | 'Good' | 'Great';

/** /mood: log a mood in two taps (a face, then Log mood), the averages and the recent entries (AREAS.md Mood). */
export class MoodPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly logger: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Mood', exact: true });
    this.logger = this.main.getByRole('region', { name: 'How are you feeling?', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/mood');
    await this.expectShown();
  }

  /** The screen's heading, once its code (a lazy chunk, slow to arrive on a busy machine) has loaded. */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp('^[^?]*/mood(\\?|$)'));
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  face(rating: MoodRating): Locator {
    return this.logger.getByRole('radio', { name: rating, exact: true });
  }

  /** Taps a face: the radio itself is visually hidden inside its label (the face and its name). */
  async choose(rating: MoodRating): Promise<void> {
    const radio = this.page.getByRole('radio', { name: rating, exact: true });
    await this.logger.locator('label').filter({ has: radio }).click();
    await expect(this.face(rating)).toBeChecked();
  }

  /** A face, then "Log mood": the toast "Mood logged" names the rating. */
  async log(rating: MoodRating): Promise<void> {
    await this.choose(rating);
    await this.logger.getByRole('button', { name: 'Log mood', exact: true }).click();
    await new Toasts(this.page).expectToast('Mood logged', rating);
    await expect(this.face(rating)).not.toBeChecked();
  }

  get recentEntries(): Locator {
    return this.main.getByRole('region', { name: 'Recent entries', exact: true });
  }
}
