import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { createAccount, newUser, signUpThroughApi, updateUserThroughApi } from '../support/users.ts';
import { HomePage } from '../pages/home.ts';
import { LandingPage } from '../pages/landing.ts';
import { OnboardingTour } from '../pages/onboarding-tour.ts';
import { ProfilePage } from '../pages/profile.ts';
import { MENU_AREAS, Shell } from '../pages/shell.ts';
import { Toasts } from '../pages/toasts.ts';

const screenshotDir = path.resolve(import.meta.dirname, '../test-results/screenshots');

const expectHtmlTheme = async (page: Page, theme: 'light' | 'dark') => {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
};

test.describe('profile preferences', () => {
  test('turning bottom navigation off hides the bottom bar, also after a reload', async ({ page }) => {
    await signUpThroughApi(page, newUser(), { completeOnboarding: true });
    const profile = new ProfilePage(page);
    const shell = new Shell(page);
    await profile.goto();
    await expect(shell.bottomNav).toBeVisible();
    await shell.expectActiveBottomSlot('Profile');
    await expectNoSeriousA11yViolations(page, 'profile page');

    await expect(profile.bottomNavigationSwitch).toBeChecked();
    await profile.bottomNavigationSwitch.click();
    await new Toasts(page).expectToast('Saved', 'Your settings have been updated.');
    await expect(profile.bottomNavigationSwitch).not.toBeChecked();
    await expect(shell.bottomNav).toHaveCount(0);

    await page.reload();
    await profile.expectShown();
    await expect(profile.bottomNavigationSwitch).not.toBeChecked();
    await expect(shell.bottomNav).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shell.bottomNav).toHaveCount(0);
    // Without the bar, Profile stays one tap away in the top bar.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  });

  test('choosing Dark puts class dark on <html>, and it stays after a reload', async ({ page }) => {
    await signUpThroughApi(page, newUser(), { completeOnboarding: true });
    const profile = new ProfilePage(page);
    await profile.goto();
    await expectHtmlTheme(page, 'light');
    await expect(profile.chosen(profile.themeChoice)).toHaveText('System');
    await profile.choose(profile.themeChoice, 'Dark');
    await new Toasts(page).expectToast('Saved', 'Your settings have been updated.');
    await expect(profile.chosen(profile.themeChoice)).toHaveText('Dark');
    await expectHtmlTheme(page, 'dark');
    await expectNoSeriousA11yViolations(page, 'profile page, dark');

    await page.reload();
    await profile.expectShown();
    await expectHtmlTheme(page, 'dark');
    await expect(profile.chosen(profile.themeChoice)).toHaveText('Dark');
  });

  test('a dark theme waits until the tour is done: light during onboarding, dark after Get Started', async ({
    page,
  }) => {
    const user = newUser();
    await signUpThroughApi(page, user, { completeOnboarding: false });
    await updateUserThroughApi(page, { theme: 'dark' });
    await page.goto('/');
    const tour = new OnboardingTour(page);
    await tour.expectStep(0);
    await expectHtmlTheme(page, 'light');
    await tour.next();
    await tour.next();
    await tour.getStarted();
    await expectHtmlTheme(page, 'dark');
    await new HomePage(page).expectGreets(user.firstName);
    await expectNoSeriousA11yViolations(page, 'home, dark');
  });

  test('Italiano switches the interface to Italian', async ({ page }) => {
    await signUpThroughApi(page, newUser(), { completeOnboarding: true });
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(profile.chosen(profile.languageChoice)).toHaveText('Automatic');
    await profile.choose(profile.languageChoice, 'Italiano');
    // The confirmation appears once the whole interface is Italian: it must be Italian too. Soft, so that the
    // rest of the interface is still checked when it is not.
    await new Toasts(page).expectToast('Salvato', 'Le tue impostazioni sono state aggiornate.', {
      soft: true,
    });

    const italianProfile = new ProfilePage(page, {
      title: 'Profilo',
      theme: 'Tema',
      language: 'Lingua',
      bottomNavigation: 'Navigazione in basso',
      logout: 'Esci',
    });
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await expect(italianProfile.heading).toBeVisible();
    await expect(italianProfile.chosen(italianProfile.languageChoice)).toHaveText('Italiano');
    await expect(italianProfile.chosen(italianProfile.themeChoice)).toHaveText('Sistema');

    const shell = new Shell(page, {
      openMenu: 'Apri il menu',
      menu: 'Menu',
      logout: 'Esci',
      bottomNavigation: 'Navigazione principale',
    });
    await shell.openMenu();
    const italianMenu = [
      'Abitudini',
      'Attività',
      'Soldi',
      'Fitness',
      'Libri',
      'Note',
      'Umore',
      'Concentrazione',
      'Lezioni',
    ];
    const links = shell.menu.getByRole('link');
    await expect(links).toHaveCount(italianMenu.length);
    for (const [index, area] of italianMenu.entries())
      await expect(links.nth(index)).toHaveAccessibleName(area);
    for (const area of italianMenu)
      await expect(shell.menuItem(area)).not.toHaveAccessibleDescription('In arrivo');
    await expect(shell.menuLogout).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'menu, Italian');
    await shell.menuItem('Abitudini').click();
    await expect(shell.menu).toBeHidden();
    await expect(page).toHaveURL('/habits');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Abitudini' })).toBeVisible();

    for (const slot of ['Home', 'IA', 'Aggiungi', 'Cronologia', 'Profilo'])
      await expect(shell.bottomLink(slot)).toBeVisible();

    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Abitudini' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

const viewports = [
  {
    name: 'mobile',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const { name: device, use } of viewports) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${device}, ${theme}`, () => {
      test.use({ ...use, colorScheme: theme });

      test('landing, home and the menu fit the screen and pass axe', async ({ page, request }) => {
        await mkdir(screenshotDir, { recursive: true });
        const noSideways = async () => {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        };

        const landing = new LandingPage(page);
        await landing.goto('/');
        // Signed out, the theme follows the device (SPEC.md 4: the stored value or the system preference).
        await expectHtmlTheme(page, theme);
        await noSideways();
        await expectNoSeriousA11yViolations(page, `landing, ${device}, ${theme}`);
        await page.screenshot({
          path: path.join(screenshotDir, `landing-${device}-${theme}.png`),
          fullPage: true,
        });

        const user = newUser({ firstName: 'Mira' });
        await createAccount(request, user, { completeOnboarding: true, changes: { theme } });
        const dialog = await landing.openSignIn();
        await expectNoSeriousA11yViolations(page, `login dialog, ${device}, ${theme}`);
        await dialog.signIn(user.email, user.password);
        const home = new HomePage(page);
        await home.expectGreets(user.firstName);
        await expectHtmlTheme(page, theme);
        const shell = new Shell(page);
        await expect(shell.menuButton).toBeVisible();
        await expect(shell.bottomNav).toBeVisible();
        await shell.expectActiveBottomSlot('Home');
        await noSideways();
        await expectNoSeriousA11yViolations(page, `home, ${device}, ${theme}`);
        // The first screen as the user sees it (a full-page shot would draw the fixed bottom bar mid-page).
        await page.mouse.move(1, 1);
        await page.screenshot({ path: path.join(screenshotDir, `home-${device}-${theme}.png`) });

        await shell.openMenu();
        await expect(shell.menu.getByRole('link')).toHaveCount(MENU_AREAS.length);
        await expect(shell.menuLogout).toBeInViewport();
        await expectNoSeriousA11yViolations(page, `menu, ${device}, ${theme}`);
        await page.screenshot({ path: path.join(screenshotDir, `menu-${device}-${theme}.png`) });
        await page.keyboard.press('Escape');
        await expect(shell.menu).toBeHidden();
      });
    });
  }
}
