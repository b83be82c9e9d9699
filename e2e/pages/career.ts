import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

/** /career: the progress summary, goals with their milestones, skills and the achievements log. */
export class CareerPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly summary: Locator;
  readonly goals: Locator;
  readonly skills: Locator;
  readonly achievements: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Career', exact: true });
    this.summary = this.main.getByRole('region', { name: 'Progress' });
    this.goals = this.main.getByRole('region', { name: 'Goals' });
    this.skills = this.main.getByRole('region', { name: 'Skills' });
    this.achievements = this.main.getByRole('region', { name: 'Achievements' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/career');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/career(\?|$)/);
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  goal(title: string): Locator {
    return this.goals.getByRole('listitem', { name: title });
  }

  progressOf(title: string): Locator {
    return this.goal(title).getByRole('progressbar', { name: `Progress of ${title}` });
  }

  milestone(goal: string, title: string): Locator {
    return this.goal(goal).getByRole('checkbox', { name: title });
  }

  /** Opens the goal sheet, fills it and saves; waits for the sheet to close. */
  async addGoal(goal: { title: string; targetDate?: string; milestones: string[] }): Promise<void> {
    await this.main.getByRole('button', { name: 'Add goal' }).first().click();
    const sheet = this.page.getByRole('dialog', { name: 'New goal' });
    await sheet.getByLabel('Title', { exact: true }).fill(goal.title);
    if (goal.targetDate) await sheet.getByLabel('Target date').fill(goal.targetDate);
    for (const [index, title] of goal.milestones.entries()) {
      await sheet.getByRole('button', { name: 'Add milestone' }).click();
      await sheet.getByLabel(`Milestone ${index + 1}`, { exact: true }).fill(title);
    }
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toBeHidden();
  }
}
