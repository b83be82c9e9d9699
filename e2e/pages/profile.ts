import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

interface ProfileLabels {
  title: string;
  theme: string;
  language: string;
  bottomNavigation: string;
  logout: string;
}

const english: ProfileLabels = {
  title: 'Profile',
  theme: 'Theme',
  language: 'Language',
  bottomNavigation: 'Bottom navigation',
  logout: 'Logout',
};

/** /profile: the account, preferences (theme, language, bottom navigation …) and Logout. */
export class ProfilePage {
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly labels: ProfileLabels = english,
  ) {
    this.heading = page.getByRole('main').getByRole('heading', { level: 1, name: labels.title, exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
    // A page load, unlike a move inside the app, waits for the app's code as the other page models do.
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL('/profile');
    await expect(this.heading).toBeVisible();
  }

  get themeChoice(): Locator {
    return this.page.getByRole('combobox', { name: this.labels.theme, exact: true });
  }

  get languageChoice(): Locator {
    return this.page.getByRole('combobox', { name: this.labels.language, exact: true });
  }

  get bottomNavigationSwitch(): Locator {
    return this.page.getByRole('switch', { name: this.labels.bottomNavigation, exact: true });
  }

  get logoutButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: this.labels.logout, exact: true });
  }

  /** The option a choice (a native select: the phone's own picker) shows as chosen. */
  chosen(choice: Locator): Locator {
    return choice.locator('option:checked');
  }

  /** Picks an option of a choice by its visible name (the test then checks what it changed: a new language renames the choice itself). */
  async choose(choice: Locator, option: string): Promise<void> {
    await choice.selectOption({ label: option });
  }
}
