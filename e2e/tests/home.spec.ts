import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { isoDay } from '../support/days.ts';
import { seedHabit } from '../support/seed.ts';
import { HabitsPage } from '../pages/habits.ts';
import { HomePage } from '../pages/home.ts';
import { MoodPage } from '../pages/mood.ts';
import { Shell } from '../pages/shell.ts';

test.describe('home', () => {
  test('logging a mood turns the "Log mood" reminder into "Mood ✓ Logged"', async ({ page, user }) => {
    void user;
    const home = new HomePage(page);
    const mood = new MoodPage(page);

    await home.goto();
    await expect(home.reminders).toBeVisible();
    const pending = home.reminder(/^Log mood How do you feel\?$/);
    await expect(pending).toBeVisible();
    await expect(home.reminder(/^Mood ✓ Logged$/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'home, reminders pending');

    // The reminder leads to the mood screen.
    await pending.click();
    await expect(page).toHaveURL('/mood');
    await mood.expectShown();
    await expectNoSeriousA11yViolations(page, 'mood, nothing logged');
    await mood.log('Good');
    await expect(mood.recentEntries).toContainText('Good');
    await expectNoSeriousA11yViolations(page, 'mood, one entry');

    await new Shell(page).bottomLink('Home').click();
    await expect(home.reminder(/^Mood ✓ Logged$/)).toBeVisible();
    await expect(home.reminder(/^Log mood/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'home, mood logged');
    await page.reload();
    await expect(home.reminder(/^Mood ✓ Logged$/)).toBeVisible();
  });

  test("a cold start at / paints the server's picture of the greeting, then hands over to the app", async ({
    page,
    user,
  }) => {
    // What the HTML alone paints, before any script: the user's greeting, inert and hidden from assistive tech.
    const html = await (await page.request.get('/')).text();
    const loader = /<div id="initial-loader"[^>]*data-first-screen[^>]*>/.exec(html)?.[0];
    expect(loader, 'the loader holds the first screen').toBeDefined();
    expect(loader).toContain('inert');
    expect(loader).toContain('aria-hidden="true"');
    expect(html).toMatch(new RegExp(`<h1[^>]*>Good (morning|afternoon|evening), ${user.firstName}</h1>`));

    const home = new HomePage(page);
    await home.goto();
    await home.expectGreets(user.firstName);
    await expect(page.locator('#initial-loader')).toHaveCount(0);
    await expect(page.locator('main')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page, 'home, after the first screen');
  });

  test('every habit done: "Fantastic Work!" on Home; a click marks it seen and it stays away after a reload', async ({
    page,
    user,
  }) => {
    const names = ['Drink water', 'Walk 20 minutes'];
    for (const name of names) await seedHabit(page, { name, startDate: isoDay(0) });
    const habits = new HabitsPage(page);
    const home = new HomePage(page);

    await home.goto();
    await expect(home.reminder(/^Habits 0 of 2 done$/)).toBeVisible();
    await expect(home.celebration).toHaveCount(0);

    await habits.goto();
    await habits.tick(names[0] ?? '');
    await expect(habits.progress).toHaveText('1 of 2 done');
    await new Shell(page).bottomLink('Home').click();
    await expect(home.reminder(/^Habits 1 of 2 done$/)).toBeVisible();
    await expect(home.celebration, 'no celebration while a habit is left').toHaveCount(0);

    await new Shell(page).chooseFromMenu('Habits', '/habits');
    await habits.expectShown();
    await habits.tick(names[1] ?? '');
    await expect(habits.progress).toHaveText('All done for today 🎉');
    await new Shell(page).bottomLink('Home').click();

    await expect(home.celebration).toBeVisible();
    await expect(home.celebration.getByRole('heading', { name: 'Fantastic Work!' })).toBeVisible();
    await expect(home.celebration).toContainText("You're making great progress today");
    await expect(home.celebration).toContainText('All 2 habits for today are done.');
    await expect(home.reminder(/^Habits 2\/2 completed$/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home, celebration');

    // A click anywhere marks it seen (SPEC.md 4), for today.
    await home.greeting.click();
    await expect(home.celebration).toHaveCount(0);
    const seen = await page.evaluate((key) => window.localStorage.getItem(key), `celebrationSeen_${user.id}`);
    expect(seen, `celebrationSeen_${user.id} in local storage`).toContain(isoDay(0));

    await page.reload();
    await expect(home.greeting).toBeVisible();
    await expect(home.reminder(/^Habits 2\/2 completed$/)).toBeVisible();
    await expect(home.celebration).toHaveCount(0);
  });
});
