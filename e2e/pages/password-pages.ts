import { expect, type Locator, type Page } from '@playwright/test';

/** /forgot-password, the standalone page (SPEC.md 2: signed-out visitors can reach it). */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly sendButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Reset your password' });
    this.email = page.getByLabel('Email', { exact: true });
    this.sendButton = page.getByRole('button', { name: 'Send Reset Link' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/forgot-password');
    await expect(this.heading).toBeVisible();
    await expect(this.email).toHaveAttribute('type', 'email');
    await expect(this.sendButton).toBeVisible();
    await expect(this.page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  }
}

/** /reset-password?token=…: choose a new password, or a clear message when the link is bad. */
export class ResetPasswordPage {
  readonly heading: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submitButton: Locator;
  readonly problem: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Choose a new password' });
    this.newPassword = page.getByLabel('New password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm new password', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Set new password' });
    this.problem = page.getByRole('alert');
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url);
    await expect(this.heading).toBeVisible();
  }

  async setPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.confirmPassword.fill(password);
    await this.submitButton.click();
  }
}
