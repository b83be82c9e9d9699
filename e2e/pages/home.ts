import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

/**
 * The home screen (SPEC.md 2): greets the user by first name; budget alert cards, the "Daily reminders" card,
 * the "Fantastic Work!" celebration and the Quick Capture notepad.
 */
export class HomePage {
  readonly main: Locator;
  readonly greeting: Locator;
  readonly budgetAlerts: Locator;
  readonly reminders: Locator;
  readonly celebration: Locator;
  readonly quickCapture: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.greeting = this.main.getByRole('heading', { level: 1 });
    this.budgetAlerts = this.main.getByRole('region', { name: 'Budget alerts', exact: true });
    this.reminders = this.main.getByRole('region', { name: 'Daily reminders', exact: true });
    this.celebration = this.main.getByRole('region', { name: 'Fantastic Work!', exact: true });
    this.quickCapture = this.main.getByRole('region', { name: 'Quick Capture', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
    await expect(this.greeting).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  async expectGreets(firstName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/(home)?$/);
    await expect(this.greeting).toHaveText(new RegExp(`^Good (morning|afternoon|evening), ${firstName}$`));
  }

  /** A reminder of the card, by the start of its text ("Log mood", "Mood ✓ Logged", "Habits 2/2 completed" …). */
  reminder(text: string | RegExp): Locator {
    return this.reminders.getByRole('link', { name: text });
  }

  /** A budget alert card, by its title ("Weekly Budget Exceeded"). */
  budgetAlert(title: string): Locator {
    return this.main.getByRole('article', { name: title, exact: true });
  }

  async dismissBudgetAlert(title: string): Promise<void> {
    await this.budgetAlert(title)
      .getByRole('button', { name: `Dismiss ${title} for today`, exact: true })
      .click();
    await expect(this.budgetAlert(title)).toHaveCount(0);
  }

  get quickNoteField(): Locator {
    return this.quickCapture.getByRole('textbox', { name: 'Quick note', exact: true });
  }

  /** Types a quick note and adds it with Enter (SPEC.md 2: add button or Enter). */
  async addQuickNote(text: string): Promise<void> {
    await this.quickNoteField.fill(text);
    await this.quickNoteField.press('Enter');
    await expect(this.quickNoteField).toHaveValue('');
  }

  /** The quick notes listed under the notepad. */
  get quickNotes(): Locator {
    return this.quickCapture.getByRole('list', { name: /^\d+ quick notes?$/ }).getByRole('listitem');
  }
}
