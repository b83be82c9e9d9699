import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

/** /books: the reading goal, "My books" by status, and the recommended library. */
export class BooksPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly goal: Locator;
  readonly mine: Locator;
  readonly recommended: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Books', exact: true });
    this.goal = this.main.getByRole('region', { name: 'Reading goal' });
    this.mine = this.main.getByRole('region', { name: 'My books' });
    this.recommended = this.main.getByRole('region', { name: 'Recommended books' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/books');
    await expect(this.page).toHaveURL(/\/books(\?|$)/);
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(this.recommended.getByRole('listitem').first()).toBeVisible();
  }

  /** Shows one topic of the library. */
  async filterTopic(topic: string): Promise<void> {
    await this.recommended.getByRole('button', { name: topic, exact: true }).click();
  }

  recommendedBook(title: string): Locator {
    return this.recommended
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async addRecommended(title: string): Promise<void> {
    await this.recommendedBook(title)
      .getByRole('button', { name: `Add to my list: ${title}` })
      .click();
  }

  async showStatus(status: 'Want to read' | 'Reading' | 'Completed'): Promise<void> {
    await this.mine.getByRole('tab', { name: new RegExp(`^${status}`) }).click();
  }

  myBook(title: string): Locator {
    return this.mine
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  async setGoal(books: number): Promise<void> {
    await this.goal.getByRole('button', { name: /^(Set|Change) goal$/ }).click();
    const sheet = this.page.getByRole('dialog', { name: 'Yearly reading goal' });
    await sheet.getByLabel('Books this year').fill(String(books));
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toBeHidden();
  }

  /** Opens the book's edit sheet, sets its status, saves. */
  async setStatus(title: string, status: 'Want to read' | 'Reading' | 'Completed'): Promise<void> {
    await this.myBook(title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const sheet = this.page.getByRole('dialog', { name: 'Edit book' });
    await sheet.getByLabel('Status').selectOption({ label: status });
    await sheet.getByRole('button', { name: 'Save' }).click();
    await expect(sheet).toBeHidden();
  }
}
