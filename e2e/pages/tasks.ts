import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

export type TaskView = 'Today' | 'Upcoming' | 'All' | 'Completed' | 'Cancelled';

/** /tasks: the typed quick add with its live preview, the views with their counts, and the task sheet (AREAS.md Tasks). */
export class TasksPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly quickAdd: Locator;
  readonly quickAddField: Locator;
  readonly views: Locator;
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Tasks', exact: true });
    this.quickAdd = this.main.getByRole('form', { name: 'Quick add', exact: true });
    this.quickAddField = this.quickAdd.getByRole('textbox', { name: 'Add a task', exact: true });
    this.views = this.main.getByRole('tablist', { name: 'Task views', exact: true });
    this.panel = this.main.getByRole('tabpanel');
  }

  async goto(): Promise<void> {
    await this.page.goto('/tasks');
    await this.expectShown();
  }

  /** The screen's heading, once its code (a lazy chunk, slow to arrive on a busy machine) has loaded. */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp('^[^?]*/tasks(\\?|$)'));
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  /** A view's tab; its name ends with the count badge in parentheses: "Upcoming ( 1 )". */
  tab(view: TaskView): Locator {
    return this.views.getByRole('tab', { name: new RegExp(`^${view}(\\s*\\(\\s*\\d+\\s*\\))?$`) });
  }

  async expectCount(view: TaskView, count: number): Promise<void> {
    await expect(this.tab(view)).toHaveAccessibleName(new RegExp(`^${view}\\s*\\(\\s*${count}\\s*\\)$`));
  }

  async show(view: TaskView): Promise<void> {
    await this.tab(view).click();
    await expect(this.tab(view)).toHaveAttribute('aria-selected', 'true');
  }

  /** What the quick add understood so far: the title, then chips (due day, time, priority, tags). */
  get preview(): Locator {
    return this.quickAdd.getByText('Will add:', { exact: true }).locator('..');
  }

  async typeQuickAdd(text: string): Promise<void> {
    await this.quickAddField.fill(text);
  }

  async submitQuickAdd(): Promise<void> {
    await this.quickAdd.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(this.quickAddField).toHaveValue('');
  }

  /** A day's section of the list ("FRIDAY · 1", upper case on screen), by its heading. */
  group(heading: string): Locator {
    return this.panel.getByRole('region', { name: new RegExp(`^${heading}\\s?· \\d+$`, 'i') });
  }

  /** A task of the list, by the tick named after its title. */
  row(title: string): Locator {
    return this.panel
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('checkbox', { name: title, exact: true }) });
  }

  /** Opens the task's sheet ("Edit task") from its title. */
  async open(title: string): Promise<Locator> {
    await this.row(title)
      .getByRole('button', { name: new RegExp(`^${title}`) })
      .click();
    const sheet = this.page.getByRole('dialog', { name: 'Edit task', exact: true });
    await expect(sheet).toBeVisible();
    return sheet;
  }
}
