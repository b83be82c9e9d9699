import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';
import { Toasts } from './toasts.ts';

/** /habits: today's list (tick, skip, streak 🔥 N, the countdown timer) and the new-habit sheet (AREAS.md Habits). */
export class HabitsPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly today: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Habits', exact: true });
    this.today = this.main.getByRole('region', { name: 'Today', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/habits');
    await this.expectShown();
  }

  /** The screen's heading, once its code (a lazy chunk, slow to arrive on a busy machine) has loaded. */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp('^[^?]*/habits(\\?|$)'));
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  /** "New habit" in the header, or "Create your first habit" in the empty state. */
  get newHabitButton(): Locator {
    return this.main
      .getByRole('button', { name: 'New habit', exact: true })
      .or(this.main.getByRole('button', { name: 'Create your first habit', exact: true }));
  }

  get sheet(): Locator {
    return this.page.getByRole('dialog', { name: 'New habit', exact: true });
  }

  async openNewHabit(): Promise<Locator> {
    await this.newHabitButton.first().click();
    await expect(this.sheet).toBeVisible();
    return this.sheet;
  }

  /** Fills the open sheet (name, optional timer minutes) and creates the habit. */
  async createHabit(habit: { name: string; targetMinutes?: number }): Promise<void> {
    const sheet = this.sheet;
    await sheet.getByLabel('Name', { exact: true }).fill(habit.name);
    if (habit.targetMinutes !== undefined)
      await sheet.getByLabel('Timer (minutes)').fill(String(habit.targetMinutes));
    await sheet.getByRole('button', { name: 'Create habit', exact: true }).click();
    await new Toasts(this.page).expectToast(`${habit.name} created`, '');
    await expect(sheet).toBeHidden();
  }

  /** A habit on today's list, found by its tick (a checkbox named after the habit). */
  row(name: string): Locator {
    return this.today
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('checkbox', { name, exact: true }) });
  }

  check(name: string): Locator {
    return this.today.getByRole('checkbox', { name, exact: true });
  }

  async tick(name: string): Promise<void> {
    await expect(this.check(name)).not.toBeChecked();
    await this.check(name).click();
    await expect(this.check(name)).toBeChecked();
  }

  /** The row's streak: "🔥 N" on screen, "Current streak: N day(s)" for screen readers. */
  async expectStreak(name: string, days: number): Promise<void> {
    const row = this.row(name);
    await expect(row.getByText(`🔥 ${days}`, { exact: true })).toBeVisible();
    await expect(
      row.getByText(`Current streak: ${days} ${days === 1 ? 'day' : 'days'}`, { exact: true }),
    ).toBeAttached();
  }

  /** The row's countdown (role timer): its text is mm:ss left. */
  timer(name: string): Locator {
    return this.row(name).getByRole('timer');
  }

  startTimerButton(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Start the timer for ${name}`, exact: true });
  }

  pauseTimerButton(name: string): Locator {
    return this.row(name).getByRole('button', { name: `Pause the timer for ${name}`, exact: true });
  }

  /** The row's "More actions" menu → "Skip today". */
  async skipToday(name: string): Promise<void> {
    await this.row(name)
      .getByRole('button', { name: `More actions for ${name}`, exact: true })
      .click();
    const menu = this.page.getByRole('menu');
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: /^Skip today/ }).click();
    await expect(menu).toBeHidden();
    await expect(this.row(name).getByText('Skipped today', { exact: true })).toBeVisible();
  }

  /** "2 of 3 done", or "All done for today 🎉". */
  get progress(): Locator {
    return this.today.getByText(/^(\d+ of \d+ done|All done for today 🎉)$/);
  }

  /** Opens a habit's own page from its name (a link). */
  async openDetail(name: string): Promise<HabitDetailPage> {
    await this.row(name).getByRole('link', { name, exact: true }).click();
    const detail = new HabitDetailPage(this.page, name);
    await detail.expectShown();
    return detail;
  }
}

/** /habits?habit=<id>: statistics (current and best streak, rates) and the month calendar to mark past days. */
export class HabitDetailPage {
  readonly main: Locator;
  readonly stats: Locator;
  readonly calendar: Locator;

  constructor(
    readonly page: Page,
    readonly name: string,
  ) {
    this.main = page.getByRole('main');
    this.stats = this.main.getByRole('region', { name: 'Statistics', exact: true });
    // The month section is named by its title ("November 2026").
    this.calendar = this.main
      .getByRole('region')
      .filter({ has: page.getByRole('group', { name: 'Mark this day' }) });
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/habits\?habit=/);
    await expect(this.main.getByRole('heading', { level: 1, name: this.name, exact: true })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    await expect(this.stats).toBeVisible();
  }

  /** Expects the figures of the statistics grid, each as "<value>" or "<value> <unit>". */
  async expectStats(expected: {
    current: number;
    best: number;
    rate30: string;
    total: number;
  }): Promise<void> {
    // The unit sits beside the figure with a margin, not a space.
    const days = (n: number) => `${n}\\s*${n === 1 ? 'day' : 'days'}`;
    await expect(this.statValue('Current streak')).toHaveText(new RegExp(`^🔥 ${days(expected.current)}$`));
    await expect(this.statValue('Best streak')).toHaveText(new RegExp(`^${days(expected.best)}$`));
    await expect(this.statValue('Last 30 days')).toHaveText(expected.rate30);
    await expect(this.statValue('Total')).toHaveText(new RegExp(`^${days(expected.total)}$`));
  }

  /** The <dd> right after the <dt> of `label`. */
  statValue(label: string): Locator {
    return this.stats
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** A day of the month calendar, by its full name ("Saturday, November 21, Missed"). */
  day(longDay: string): Locator {
    return this.calendar.getByRole('button', { name: new RegExp(`^${longDay}, `) });
  }

  /** Shows the month holding `monthTitle` ("October 2026"), going back from the current one. */
  async showMonth(title: string): Promise<void> {
    // "November 2026": an earlier month than the one shown is behind Previous, a later one behind Next.
    const monthOf = (text: string) => Date.parse(`1 ${text}`);
    for (let i = 0; i < 12; i++) {
      const shown = (await this.calendar.getByRole('heading', { level: 2 }).textContent()) ?? '';
      if (shown === title) return;
      const way = monthOf(title) > monthOf(shown) ? 'Next month' : 'Previous month';
      await this.calendar.getByRole('button', { name: way, exact: true }).click();
    }
    await expect(this.calendar.getByRole('heading', { level: 2 })).toHaveText(title);
  }

  /** Picks a past day, then Done, Skip or Not done; the day's name then says what it is. */
  async markDay(longDay: string, mark: 'Done' | 'Skip' | 'Not done'): Promise<void> {
    await this.day(longDay).click();
    await expect(this.day(longDay)).toHaveAttribute('aria-pressed', 'true');
    const actions = this.calendar.getByRole('group', { name: 'Mark this day', exact: true });
    await actions.getByRole('button', { name: mark, exact: true }).click();
    await expect(actions.getByRole('button', { name: mark, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  async backToList(): Promise<void> {
    await this.main.getByRole('link', { name: 'All habits', exact: true }).click();
    await expect(this.page).toHaveURL('/habits');
  }
}
