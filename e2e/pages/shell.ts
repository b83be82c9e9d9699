import { expect, type Locator, type Page } from '@playwright/test';

/** The menu's areas, in SPEC.md 2's order, then its Logout entry. */
export const MENU_AREAS = [
  'Habits',
  'Tasks',
  'Money',
  'Fitness',
  'Books',
  'Notes',
  'Mood',
  'Focus',
  'Lessons',
] as const;
export const BOTTOM_SLOTS = [
  { name: 'Home', path: '/' },
  { name: 'AI', path: '/ai-assistant' },
  { name: 'Add', path: '/hub' },
  { name: 'Timeline', path: '/timeline' },
  { name: 'Profile', path: '/profile' },
] as const;

interface ShellLabels {
  openMenu: string;
  menu: string;
  logout: string;
  bottomNavigation: string;
}

const english: ShellLabels = {
  openMenu: 'Open menu',
  menu: 'Menu',
  logout: 'Logout',
  bottomNavigation: 'Main navigation',
};

/** The signed-in frame: top bar (logo, hamburger), the right-side "Menu", the bottom bar (SPEC.md 2). */
export class Shell {
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly bottomNav: Locator;

  constructor(
    readonly page: Page,
    readonly labels: ShellLabels = english,
  ) {
    this.menuButton = page.getByRole('banner').getByRole('button', { name: labels.openMenu, exact: true });
    this.menu = page.getByRole('dialog', { name: labels.menu, exact: true });
    this.bottomNav = page.getByRole('navigation', { name: labels.bottomNavigation, exact: true });
  }

  async openMenu(): Promise<void> {
    await this.menuButton.click();
    await expect(this.menu).toBeVisible();
  }

  menuItem(name: string): Locator {
    return this.menu.getByRole('link', { name, exact: true });
  }

  get menuLogout(): Locator {
    return this.menu.getByRole('button', { name: this.labels.logout, exact: true });
  }

  /** Chooses an area in the menu: the menu closes and the area's page opens. */
  async chooseFromMenu(name: string, path: string): Promise<void> {
    await this.openMenu();
    await this.menuItem(name).click();
    await expect(this.menu).toBeHidden();
    await expect(this.page).toHaveURL(path);
  }

  async logoutFromMenu(): Promise<void> {
    await this.openMenu();
    await this.menuLogout.click();
  }

  bottomLink(name: string): Locator {
    return this.bottomNav.getByRole('link', { name, exact: true });
  }

  /** Exactly one slot of the bottom bar is marked as the current page. */
  async expectActiveBottomSlot(name: string): Promise<void> {
    await expect(this.bottomLink(name)).toHaveAttribute('aria-current', 'page');
    await expect(this.bottomNav.locator('[aria-current="page"]')).toHaveCount(1);
  }
}
