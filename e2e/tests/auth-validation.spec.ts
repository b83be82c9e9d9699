import type { Request } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { e2eEnvironment } from '../support/environment.ts';
import { createAccount, newUser, signUpThroughApi } from '../support/users.ts';
import { HomePage } from '../pages/home.ts';
import { LandingPage } from '../pages/landing.ts';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/password-pages.ts';
import { Shell } from '../pages/shell.ts';
import { Toasts } from '../pages/toasts.ts';

const isApiCall = (path: string) => (request: Request) => new URL(request.url()).pathname === path;

test.describe('signed out', () => {
  test('signup needs every field and a password of at least 6 characters, and creates nothing otherwise', async ({
    page,
    request,
  }) => {
    const signupCalls: Request[] = [];
    page.on('request', (sent) => {
      if (isApiCall('/api/auth/signup')(sent)) signupCalls.push(sent);
    });
    const landing = new LandingPage(page);
    await landing.goto('/');
    const dialog = await landing.openSignUp();

    await dialog.field('Password').fill('abc');
    await dialog.submitSignup();
    const expected = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      Email: 'Email is required',
      Password: 'Password must be at least 6 characters',
    };
    for (const [label, message] of Object.entries(expected)) {
      await expect(dialog.field(label), `${label} is marked invalid`).toHaveAttribute('aria-invalid', 'true');
      await expect(dialog.field(label)).toHaveAccessibleDescription(message);
      await expect(dialog.root.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'signup dialog with field errors');

    // Every other field right: the short password alone still stops the form.
    const user = newUser({ password: 'abc' });
    await dialog.fillSignup(user);
    await dialog.submitSignup();
    await expect(dialog.field('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    await expect(dialog.field('Password')).toHaveAttribute('aria-invalid', 'true');
    for (const label of ['First name', 'Last name', 'Email'])
      await expect(dialog.field(label)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.root).toBeVisible();

    expect(signupCalls, 'no signup request leaves the browser').toHaveLength(0);
    const login = await request.post('/api/auth/login', {
      data: { email: user.email, password: 'abcdef' },
      headers: { origin: e2eEnvironment().baseUrl },
    });
    expect(login.status(), 'no account was created').toBe(401);
  });

  test('login needs email and password, and a wrong password shows the error toast', async ({
    page,
    request,
    consoleGuard,
  }) => {
    const user = newUser();
    await createAccount(request, user, { completeOnboarding: true });

    const landing = new LandingPage(page);
    await landing.goto('/');
    const dialog = await landing.openSignIn();
    await dialog.root.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.field('Email')).toHaveAccessibleDescription('Email is required');
    await expect(dialog.field('Password')).toHaveAccessibleDescription('Password is required');
    await expectNoSeriousA11yViolations(page, 'login dialog with field errors');

    consoleGuard.allowFailedRequest('/api/auth/login', 401, 'a wrong password is refused (SPEC.md 8)');
    await dialog.signIn(user.email, `${user.password}-wrong`);
    await new Toasts(page).expectToast('Error', 'Invalid email or password');
    await expectNoSeriousA11yViolations(page, 'login dialog with the error toast', { toast: 'hold' });
    await expect(dialog.root).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  for (const path of ['/habits', '/profile', '/hub', '/home']) {
    test(`a deep link to ${path} shows the landing`, async ({ page }) => {
      const landing = new LandingPage(page);
      await landing.goto(path);
      await expect(page).toHaveURL(path);
      await expect(new Shell(page).menuButton).toHaveCount(0);
    });
  }

  test('/forgot-password works on its own page', async ({ page }) => {
    const forgot = new ForgotPasswordPage(page);
    await forgot.goto();
    await expectNoSeriousA11yViolations(page, '/forgot-password');

    await forgot.sendButton.click();
    await expect(forgot.email).toHaveAccessibleDescription('Email is required');
    await forgot.email.fill('not-an-email');
    await forgot.sendButton.click();
    await expect(forgot.email).toHaveAccessibleDescription('Enter a valid email address');

    // The same answer whether or not an account exists (DESIGN.md 6).
    await forgot.email.fill(newUser().email);
    await forgot.sendButton.click();
    await new Toasts(page).expectToast(
      'Email Sent',
      'If an account exists with this email, you will receive a password reset link',
    );
    await expectNoSeriousA11yViolations(page, '/forgot-password with the "Email Sent" toast', {
      toast: 'hold',
    });
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'If an account exists with this email, you will receive a password reset link',
    );
    await expectNoSeriousA11yViolations(page, '/forgot-password after sending');

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await new LandingPage(page).expectShown();
  });

  test('/reset-password without a token says the link is incomplete', async ({ page }) => {
    const reset = new ResetPasswordPage(page);
    await reset.goto('/reset-password');
    await expect(reset.problem).toHaveText(
      'This reset link is incomplete. Open the link from your email again, or ask for a new one.',
    );
    await expect(reset.newPassword).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, '/reset-password without a token');
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL('/forgot-password');
  });

  test('/reset-password with an unknown token says the link is invalid or has expired', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allowFailedRequest('/api/auth/reset-password', 400, 'an unknown reset token is refused');
    const reset = new ResetPasswordPage(page);
    await reset.goto(`/reset-password?token=${'0'.repeat(43)}`);
    await expectNoSeriousA11yViolations(page, '/reset-password with a token');

    await reset.newPassword.fill('abc');
    await reset.submitButton.click();
    await expect(reset.newPassword).toHaveAccessibleDescription('Password must be at least 6 characters');
    await reset.newPassword.fill('a-new-password');
    await reset.confirmPassword.fill('another-password');
    await reset.submitButton.click();
    await expect(reset.confirmPassword).toHaveAccessibleDescription('Passwords do not match');

    await reset.setPassword('a-new-password');
    await new Toasts(page).expectToast('Error', 'This reset link is invalid or has expired');
    await expect(reset.problem).toHaveText('This reset link is invalid or has expired');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/reset-password with an invalid link');
  });
});

test.describe('signed in', () => {
  test('an unknown route shows the not-found page', async ({ page }) => {
    const user = newUser();
    await signUpThroughApi(page, user, { completeOnboarding: true });
    await page.goto('/no-such-page');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(main.getByText("This page doesn't exist or has moved.")).toBeVisible();
    await expect(new Shell(page).menuButton).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'not-found page');
    await main.getByRole('link', { name: 'Back to home' }).click();
    await new HomePage(page).expectGreets(user.firstName);
  });
});
