import { expect, type Locator, type Page } from '@playwright/test';

export const TOUR_STEPS = [
  'Track Everything That Matters',
  'Visualize Your Progress',
  'Transform Your Life',
] as const;

/** The 3-step tour shown after signup (SPEC.md 2 and 4): Back, Next, Skip tour; Get Started on the last step. */
export class OnboardingTour {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  button(name: string): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }

  async expectStep(index: number): Promise<void> {
    const title = TOUR_STEPS[index];
    if (!title) throw new Error(`the tour has no step ${index}`);
    await expect(this.dialog).toHaveAccessibleName(title);
    await expect(this.dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(this.button('Back')).toBeVisible({ visible: index > 0 });
    const last = index === TOUR_STEPS.length - 1;
    await expect(this.button('Next')).toBeVisible({ visible: !last });
    await expect(this.button('Get Started')).toBeVisible({ visible: last });
  }

  async next(): Promise<void> {
    await this.button('Next').click();
  }

  async back(): Promise<void> {
    await this.button('Back').click();
  }

  async getStarted(): Promise<void> {
    await this.button('Get Started').click();
    await expect(this.dialog).toBeHidden();
  }
}
