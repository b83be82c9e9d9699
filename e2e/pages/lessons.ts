import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

/** /lessons: the lesson and quote of the day, the topics with their progress, a lesson in a dialog. */
export class LessonsPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly lessonOfTheDay: Locator;
  readonly quote: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Lessons', exact: true });
    this.lessonOfTheDay = this.main.getByRole('region', { name: 'Lesson of the day' });
    this.quote = this.main.getByRole('region', { name: 'Quote of the day' });
    this.dialog = page.getByRole('dialog');
  }

  async goto(): Promise<void> {
    await this.page.goto('/lessons');
    await expect(this.page).toHaveURL(/\/lessons(\?|$)/);
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(this.topic('Thinking')).toBeVisible();
  }

  topic(name: string): Locator {
    return this.main.getByRole('region', { name, exact: true });
  }

  progress(topic: string): Locator {
    return this.topic(topic).getByRole('progressbar', { name: `${topic} progress` });
  }

  async open(topic: string, title: string): Promise<Locator> {
    await this.topic(topic)
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .click();
    const dialog = this.page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    return dialog;
  }
}
