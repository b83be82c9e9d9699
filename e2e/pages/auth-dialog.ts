import { expect, type Locator, type Page } from '@playwright/test';
import type { NewUser } from '../support/users.ts';

/** The landing's auth dialog and its three views: login, signup, forgot-password (SPEC.md 2). */
export class AuthDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog');
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  get forgotPasswordLink(): Locator {
    return this.root
      .getByRole('button', { name: /^Forgot password\??$/ })
      .or(this.root.getByRole('link', { name: /^Forgot password\??$/ }));
  }

  async expectLoginView(): Promise<void> {
    await expect(this.root).toBeVisible();
    await expect(this.field('Email')).toHaveAttribute('type', 'email');
    await expect(this.field('Password')).toHaveAttribute('type', 'password');
    await expect(this.forgotPasswordLink).toBeVisible();
    await expect(this.root.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  }

  async expectSignupView(): Promise<void> {
    await expect(this.root).toBeVisible();
    for (const label of ['First name', 'Last name', 'Email', 'Password'])
      await expect(this.field(label)).toBeVisible();
    await expect(this.field('Email')).toHaveAttribute('type', 'email');
  }

  async expectForgotPasswordView(): Promise<void> {
    await expect(this.field('Email')).toHaveAttribute('type', 'email');
    await expect(this.root.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await expect(this.root.getByRole('button', { name: 'Back to Login' })).toBeVisible();
  }

  async fillSignup(user: Pick<NewUser, 'firstName' | 'lastName' | 'email' | 'password'>): Promise<void> {
    await this.field('First name').fill(user.firstName);
    await this.field('Last name').fill(user.lastName);
    await this.field('Email').fill(user.email);
    await this.field('Password').fill(user.password);
  }

  async submitSignup(): Promise<void> {
    await this.root.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
    await this.root.getByRole('button', { name: 'Sign in', exact: true }).click();
  }

  async requestReset(email: string): Promise<void> {
    await this.field('Email').fill(email);
    await this.root.getByRole('button', { name: 'Send Reset Link' }).click();
  }
}
