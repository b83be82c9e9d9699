import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

/** /wellness: the day's water tap and form, a date field for earlier days, and the 30-day charts. */
export class WellnessPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly water: Locator;
  readonly waterCount: Locator;
  readonly addGlass: Locator;
  readonly dayForm: Locator;
  readonly charts: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Wellness', exact: true });
    this.water = this.main.getByRole('region', { name: 'Water', exact: true });
    this.waterCount = this.water.getByTestId('water-count');
    this.addGlass = this.water.getByRole('button', { name: '+1 glass', exact: true });
    this.dayForm = this.main.getByRole('region', { name: 'Log the day', exact: true });
    this.charts = this.main.getByRole('region', { name: 'Last 30 days', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/wellness');
    await this.expectShown();
  }

  /** The screen's heading, once its code (a lazy chunk) has loaded, and the day's card. */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/wellness(\?|$)/);
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await expect(this.water).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  /** Picks a chart's measure by its chip. */
  async chartOf(measure: string): Promise<Locator> {
    await this.charts.getByRole('button', { name: measure, exact: true }).click();
    return this.charts.getByRole('img');
  }
}
