import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { newestMailTo, resetLinkIn } from '../support/outbox.ts';
import { newUser, signUpThroughApi } from '../support/users.ts';
import { e2eEnvironment } from '../support/environment.ts';
import { HomePage } from '../pages/home.ts';
import { LandingPage } from '../pages/landing.ts';
import { OnboardingTour } from '../pages/onboarding-tour.ts';
import { ResetPasswordPage } from '../pages/password-pages.ts';
import { ProfilePage } from '../pages/profile.ts';
import { BOTTOM_SLOTS, MENU_AREAS, Shell } from '../pages/shell.ts';
import { Toasts } from '../pages/toasts.ts';

/**
 * A newcomer's first visit, end to end, in one browser: sign up, the tour, the shell, logging out and in,
 * and a forgotten password reset through the mail in the outbox. Axe checks every page and dialog state.
 */
test('a newcomer signs up, takes the tour, finds their way around and resets a forgotten password', async ({
  page,
  consoleGuard,
}) => {
  // One long walk with about twenty axe audits; twice it reached its last step at 240 s beside other suites.
  test.setTimeout(360_000);
  const user = newUser({ firstName: 'Grace', lastName: 'Hopper' });
  const newPassword = `${user.password}-new`;
  const landing = new LandingPage(page);
  const toasts = new Toasts(page);
  const shell = new Shell(page);
  const home = new HomePage(page);

  await test.step('the landing shows the tagline, Sign in and Sign up', async () => {
    await landing.goto('/');
    await expect(page).toHaveTitle(/Track\. Grow\./);
    await expectNoSeriousA11yViolations(page, 'landing');
  });

  await test.step('sign up with first name, last name, email and password', async () => {
    const dialog = await landing.openSignUp();
    await expect(dialog.root).toHaveAccessibleName('Create your account');
    await expectNoSeriousA11yViolations(page, 'signup dialog');
    await dialog.fillSignup(user);
    await dialog.submitSignup();
    await toasts.expectToast('Success', 'Account created successfully!');
  });

  await test.step('the 3-step tour: Next, Back, Get Started', async () => {
    const tour = new OnboardingTour(page);
    await tour.expectStep(0);
    await expect(tour.button('Skip tour')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'onboarding step 1');
    await tour.next();
    await tour.expectStep(1);
    await expectNoSeriousA11yViolations(page, 'onboarding step 2');
    await tour.back();
    await tour.expectStep(0);
    await tour.next();
    await tour.next();
    await tour.expectStep(2);
    await expectNoSeriousA11yViolations(page, 'onboarding step 3');
    await tour.getStarted();
  });

  await test.step('home greets by first name', async () => {
    await home.expectGreets(user.firstName);
    await shell.expectActiveBottomSlot('Home');
    await expectNoSeriousA11yViolations(page, 'home');
  });

  await test.step('the hamburger opens "Menu"; each item navigates and closes it', async () => {
    await shell.openMenu();
    const links = shell.menu.getByRole('link');
    await expect(links).toHaveCount(MENU_AREAS.length);
    for (const [index, area] of MENU_AREAS.entries())
      await expect(links.nth(index)).toHaveAccessibleName(area);
    await expect(shell.menuLogout).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'menu');
    await page.keyboard.press('Escape');
    await expect(shell.menu).toBeHidden();

    for (const area of MENU_AREAS) {
      const path = `/${area.toLowerCase()}`;
      await shell.chooseFromMenu(area, path);
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: area, exact: true }),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${area} page`);
    }
  });

  await test.step('the bottom bar: Home, AI, Add (to /hub), Timeline, Profile, the active one marked', async () => {
    await expect(shell.bottomNav.getByRole('link')).toHaveCount(BOTTOM_SLOTS.length);
    for (const slot of BOTTOM_SLOTS) await expect(shell.bottomLink(slot.name)).toBeVisible();
    await expect(shell.bottomNav.locator('[aria-current="page"]')).toHaveCount(0);

    for (const slot of [...BOTTOM_SLOTS.slice(1), BOTTOM_SLOTS[0]]) {
      await shell.bottomLink(slot.name).click();
      await expect(page).toHaveURL(slot.path);
      await shell.expectActiveBottomSlot(slot.name);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      if (slot.path !== '/') await expectNoSeriousA11yViolations(page, `${slot.name} (${slot.path})`);
    }
  });

  await test.step('Profile, then Logout: back on the landing, without ?logout=true', async () => {
    await shell.bottomLink('Profile').click();
    const profile = new ProfilePage(page);
    await profile.expectShown();
    const landed = page.waitForRequest(
      (request) => request.isNavigationRequest() && new URL(request.url()).search === '?logout=true',
    );
    await profile.logoutButton.click();
    await landed;
    await landing.expectShown();
    await expect(page).toHaveURL('/');
  });

  await test.step('sign in again with the same account', async () => {
    const dialog = await landing.openSignIn();
    await expect(dialog.root).toHaveAccessibleName('Welcome back');
    await expectNoSeriousA11yViolations(page, 'login dialog');
    await dialog.signIn(user.email, user.password);
    await home.expectGreets(user.firstName);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  const resetRequestedAt = new Date(Date.now() - 1000);
  await test.step('log out from the menu, then ask for a reset link', async () => {
    await shell.logoutFromMenu();
    await landing.expectShown();
    await expect(page).toHaveURL('/');
    const dialog = await landing.openSignIn();
    await dialog.forgotPasswordLink.click();
    await dialog.expectForgotPasswordView();
    await expectNoSeriousA11yViolations(page, 'forgot-password dialog');
    await dialog.requestReset(user.email);
    await toasts.expectToast(
      'Email Sent',
      'If an account exists with this email, you will receive a password reset link',
    );
  });

  let resetLink = '';
  await test.step('open the link of the mail and choose a new password', async () => {
    const mail = await newestMailTo(user.email, resetRequestedAt);
    const link = resetLinkIn(mail);
    resetLink = link.pathname + link.search;
    expect(link.origin, 'the reset link points at the app').toBe(e2eEnvironment().baseUrl);
    const reset = new ResetPasswordPage(page);
    await reset.goto(link.pathname + link.search);
    await expectNoSeriousA11yViolations(page, 'reset-password page');
    await reset.setPassword(newPassword);
    await toasts.expectToast('Success', 'Your password has been changed. Welcome back!');
    await home.expectGreets(user.firstName);
  });

  await test.step('the old password is refused, the new one works', async () => {
    await shell.logoutFromMenu();
    await landing.expectShown();
    consoleGuard.allowFailedRequest('/api/auth/login', 401, 'a wrong password is refused (SPEC.md 8)');
    const dialog = await landing.openSignIn();
    await dialog.signIn(user.email, user.password);
    await toasts.expectToast('Error', 'Invalid email or password');
    await expect(dialog.root).toBeVisible();
    await dialog.signIn(user.email, newPassword);
    await home.expectGreets(user.firstName);
  });

  await test.step('the reset link works once', async () => {
    await shell.logoutFromMenu();
    await landing.expectShown();
    consoleGuard.allowFailedRequest('/api/auth/reset-password', 400, 'a used reset link is refused');
    const reset = new ResetPasswordPage(page);
    await reset.goto(resetLink);
    await reset.setPassword(`${newPassword}-again`);
    await toasts.expectToast('Error', 'This reset link is invalid or has expired');
    await expect(reset.problem).toHaveText('This reset link is invalid or has expired');
  });
});

test('skipping the tour finishes it too: it does not come back', async ({ page }) => {
  const user = newUser();
  await signUpThroughApi(page, user, { completeOnboarding: false });
  await page.goto('/');
  const tour = new OnboardingTour(page);
  await tour.expectStep(0);
  const saved = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/onboarding',
  );
  await tour.button('Skip tour').click();
  await expect(tour.dialog).toBeHidden();
  expect((await saved).ok()).toBe(true);
  const home = new HomePage(page);
  await home.expectGreets(user.firstName);
  await page.reload();
  await home.expectGreets(user.firstName);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
