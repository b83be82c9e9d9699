import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

export type CaptureTab = 'Note' | 'Task' | 'Expense' | 'Mood';

/** /quick-capture: one input under the tabs Note, Task, Expense and Mood, a live preview and a confirmation. */
export class QuickCapturePage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly tabs: Locator;
  readonly panel: Locator;
  readonly confirmation: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Quick capture', exact: true });
    this.tabs = this.main.getByRole('tablist', { name: 'What to capture', exact: true });
    this.panel = this.main.getByRole('tabpanel');
    this.confirmation = this.main.getByRole('status', { name: 'Last capture', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/quick-capture');
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  async show(tab: CaptureTab): Promise<void> {
    const trigger = this.tabs.getByRole('tab', { name: tab, exact: true });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-selected', 'true');
  }

  /** The tab's one text field. */
  get input(): Locator {
    return this.panel.getByRole('textbox');
  }

  /** What the typed text will create, shown while typing. */
  get preview(): Locator {
    return this.panel.getByTestId('capture-preview');
  }

  async type(text: string): Promise<void> {
    await this.input.fill(text);
  }

  /** Enter saves; the input empties and keeps the focus for the next capture. */
  async submit(): Promise<void> {
    await this.input.press('Enter');
    await expect(this.input).toHaveValue('');
    await expect(this.input).toBeFocused();
  }
}
