import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The running habit timer the shell shows on every page but /habits: a link named
 * "<habit>: mm:ss left. Open Habits", floating above the bottom bar.
 */
export class RunningTimerPill {
  readonly link: Locator;

  constructor(
    readonly page: Page,
    readonly habitName: string,
  ) {
    this.link = page.getByRole('link', {
      name: new RegExp(`^${habitName}: \\d\\d:\\d\\d left\\. Open Habits$`),
    });
  }

  /** The mm:ss left it shows. */
  get time(): Locator {
    return this.link.getByRole('timer');
  }

  async expectRunning(): Promise<void> {
    await expect(this.link).toBeVisible();
    await expect(this.link).toHaveAttribute('href', '/habits');
    await expect(this.link).toContainText(this.habitName);
  }

  /** Its box lies wholly above `below` (the bottom bar's raised Add button): it never covers the navigation. */
  async expectAbove(below: Locator): Promise<void> {
    const pill = await this.link.boundingBox();
    const other = await below.boundingBox();
    expect(pill, 'the running timer is laid out').not.toBeNull();
    expect(other, 'the element below it is laid out').not.toBeNull();
    expect(pill!.y + pill!.height).toBeLessThanOrEqual(other!.y);
  }
}
