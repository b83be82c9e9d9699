import { expect, type Locator, type Page } from '@playwright/test';
import { AuthDialog } from './auth-dialog.ts';

/** The signed-out landing: logo, illustration, the tagline and headline, Sign in and Sign up (SPEC.md 2). */
export class LandingPage {
  readonly main: Locator;
  readonly tagline: Locator;
  readonly signInButton: Locator;
  readonly signUpButton: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.tagline = this.main.getByText('Track. Grow.', { exact: true });
    this.signInButton = this.main.getByRole('button', { name: 'Sign in', exact: true });
    this.signUpButton = this.main.getByRole('button', { name: 'Sign up', exact: true });
  }

  async goto(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.tagline).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.signInButton).toBeVisible();
    await expect(this.signUpButton).toBeVisible();
  }

  async openSignUp(): Promise<AuthDialog> {
    await this.signUpButton.click();
    const dialog = new AuthDialog(this.page);
    await dialog.expectSignupView();
    return dialog;
  }

  async openSignIn(): Promise<AuthDialog> {
    await this.signInButton.click();
    const dialog = new AuthDialog(this.page);
    await dialog.expectLoginView();
    return dialog;
  }
}
