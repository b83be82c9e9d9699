import { expect, type Locator, type Page } from '@playwright/test';

/** The home screen: greets the user by first name (SPEC.md 2). */
export class HomePage {
  readonly greeting: Locator;

  constructor(readonly page: Page) {
    this.greeting = page.getByRole('main').getByRole('heading', { level: 1 });
  }

  async expectGreets(firstName: string): Promise<void> {
    await expect(this.page).toHaveURL(/\/(home)?$/);
    await expect(this.greeting).toHaveText(new RegExp(`^Good (morning|afternoon|evening), ${firstName}$`));
  }
}
