import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { isoDay, longDay, monthTitle } from '../support/days.ts';
import { seedHabit } from '../support/seed.ts';
import { HabitsPage } from '../pages/habits.ts';
import { HomePage } from '../pages/home.ts';
import { RunningTimerPill } from '../pages/running-timer.ts';
import { Shell } from '../pages/shell.ts';
import { Toasts } from '../pages/toasts.ts';

test.describe('habits', () => {
  test('a habit with a 1-minute timer completes itself when the countdown ends, on whatever page the user is: done, 🔥 1', async ({
    page,
    user,
  }) => {
    // The countdown runs in real time: one minute plus the ~100 ms auto-complete (SPEC.md 4 and 9).
    test.setTimeout(180_000);
    void user;
    const habits = new HabitsPage(page);
    const name = 'Meditate';

    await habits.goto();
    await expect(page.getByRole('main').getByRole('heading', { name: 'No habits yet' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'habits, empty');

    await habits.openNewHabit();
    await expectNoSeriousA11yViolations(page, 'new habit sheet');
    await habits.createHabit({ name, targetMinutes: 1 });

    await expect(habits.check(name)).not.toBeChecked();
    await expect(habits.timer(name)).toHaveText('01:00');
    await expect(habits.timer(name)).toHaveAccessibleName('01:00 left');
    await habits.expectStreak(name, 0);
    await expectNoSeriousA11yViolations(page, 'habits, one habit with a timer');

    const pill = new RunningTimerPill(page, name);
    await habits.startTimerButton(name).click();
    const started = Date.now();
    await expect(habits.pauseTimerButton(name)).toBeVisible();
    // It counts down, one second a tick; on /habits the row shows it, no floating timer.
    await expect(habits.timer(name)).toHaveText(/^00:5\d$/, { timeout: 5_000 });
    await expect(pill.link).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'habits, timer running');
    await expect(habits.check(name), 'not done while the timer runs').not.toBeChecked();

    await test.step('the timer keeps running at Home, shown above the bottom bar, also after a reload', async () => {
      const shell = new Shell(page);
      await shell.bottomLink('Home').click();
      const home = new HomePage(page);
      await expect(home.greeting).toBeVisible();
      await pill.expectRunning();
      await expect(pill.time).toHaveText(/^00:[0-5]\d$/);
      await pill.expectAbove(shell.bottomLink('Add'));
      await expectNoSeriousA11yViolations(page, 'home, a habit timer running');

      await page.reload();
      await expect(home.greeting).toBeVisible();
      await pill.expectRunning();
      const left = await pill.time.textContent();
      // It resumed from the stored start, not from 01:00.
      expect(left, 'the countdown resumes where it was').toMatch(/^00:[0-5]\d$/);
    });

    // Completed at Home: the toast tells the user, and the floating timer goes.
    await new Toasts(page).expectToast("Time's up!", `${name} is done for today.`, { timeout: 80_000 });
    const elapsed = Date.now() - started;
    expect(elapsed, 'the habit completes when the minute is over, not before').toBeGreaterThanOrEqual(59_000);
    await expect(pill.link).toHaveCount(0);

    await habits.goto();
    await expect(habits.check(name)).toBeChecked();
    await habits.expectStreak(name, 1);
    await expect(habits.progress).toHaveText('All done for today 🎉');
    // Done, the countdown gives way to the tick.
    await expect(habits.timer(name)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'habits, completed by its timer');

    // The completion is the server's: it stays after a reload.
    await page.reload();
    await expect(habits.check(name)).toBeChecked();
    await habits.expectStreak(name, 1);
  });

  test('tick and skip today; mark past days in the calendar and the streaks and rates follow', async ({
    page,
    user,
  }) => {
    void user;
    const today = isoDay(0);
    const yesterday = isoDay(-1);
    const twoDaysAgo = isoDay(-2);
    const threeDaysAgo = isoDay(-3);
    // Started four days ago, never done: four missed days behind today.
    const read = await seedHabit(page, { name: 'Read 10 pages', icon: '📚', startDate: isoDay(-4) });
    const stretch = await seedHabit(page, { name: 'Stretch', icon: '🧘', startDate: today });
    const habits = new HabitsPage(page);

    await habits.goto();
    await expect(habits.progress).toHaveText('0 of 2 done');
    await habits.expectStreak(read.name, 0);

    await test.step('tick one habit and skip the other, for today', async () => {
      await habits.tick(read.name);
      await habits.expectStreak(read.name, 1);
      await expect(habits.progress).toHaveText('1 of 2 done');
      await habits.skipToday(stretch.name);
      await expect(habits.check(stretch.name)).not.toBeChecked();
      // A skipped habit is off today's count; its streak is kept.
      await expect(habits.progress).toHaveText('All done for today 🎉');
      await habits.expectStreak(stretch.name, 0);
      await expectNoSeriousA11yViolations(page, 'habits, one ticked, one skipped');
    });

    const detail = await habits.openDetail(read.name);
    await test.step('the detail page: today done, four days missed', async () => {
      // 1 done of 5 scheduled days in the last 30.
      await detail.expectStats({ current: 1, best: 1, rate30: '20%', total: 1 });
      await detail.showMonth(monthTitle(yesterday));
      await expect(detail.day(longDay(yesterday))).toHaveAccessibleName(`${longDay(yesterday)}, Missed`);
      await expectNoSeriousA11yViolations(page, 'habit detail');
    });

    await test.step('yesterday marked done: the streak grows to 2', async () => {
      await detail.markDay(longDay(yesterday), 'Done');
      await expect(detail.day(longDay(yesterday))).toHaveAccessibleName(`${longDay(yesterday)}, Done`);
      await detail.expectStats({ current: 2, best: 2, rate30: '40%', total: 2 });
    });

    await test.step('the day before skipped: no longer missed, left out of the rate', async () => {
      await detail.showMonth(monthTitle(twoDaysAgo));
      await detail.markDay(longDay(twoDaysAgo), 'Skip');
      await expect(detail.day(longDay(twoDaysAgo))).toHaveAccessibleName(`${longDay(twoDaysAgo)}, Skipped`);
      // 2 done of 4 counted days.
      await detail.expectStats({ current: 2, best: 2, rate30: '50%', total: 2 });
    });

    await test.step('three days ago done: the skip keeps the run, the streak is 3', async () => {
      await detail.showMonth(monthTitle(threeDaysAgo));
      await detail.markDay(longDay(threeDaysAgo), 'Done');
      await detail.expectStats({ current: 3, best: 3, rate30: '75%', total: 3 });
      await expectNoSeriousA11yViolations(page, 'habit detail, past days marked');
    });

    await test.step('yesterday back to not done: the run breaks, and no run of the history is longer than 1', async () => {
      await detail.showMonth(monthTitle(yesterday));
      await detail.markDay(longDay(yesterday), 'Not done');
      await expect(detail.day(longDay(yesterday))).toHaveAccessibleName(`${longDay(yesterday)}, Missed`);
      await detail.expectStats({ current: 1, best: 1, rate30: '50%', total: 2 });
    });

    await detail.backToList();
    await habits.expectStreak(read.name, 1);
    await expect(habits.check(read.name)).toBeChecked();
  });
});
