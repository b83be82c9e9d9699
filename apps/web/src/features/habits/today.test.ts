import { describe, expect, it } from 'vitest';
import { addDays } from '@track-grow/domain/shared';
import { todayOverview, todayWindow } from './today.ts';
import { GYM_ID, READ_ID, TODAY, WALK_ID, done, makeHabit, skipped } from './test-fixtures.ts';

// 2026-03-14 is a Saturday; weeks start on Sunday (weekStart 0).
const read = makeHabit();
const weekdaysOnly = makeHabit({
  id: WALK_ID,
  name: 'Walk',
  schedule: { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
});
const gym = makeHabit({ id: GYM_ID, name: 'Gym', schedule: { kind: 'timesPerWeek', count: 2 } });

describe('todayOverview', () => {
  it('streaks come from the completions: done days in a row, an unfinished today breaks nothing', () => {
    const rows = [1, 2, 3].map((n) => done(READ_ID, addDays(TODAY, -n)));
    const { today, completed, total } = todayOverview([read], rows, [], TODAY, 0);
    expect(today[0]).toMatchObject({ state: 'pending', streak: { current: 3, unit: 'day' } });
    expect([completed, total]).toEqual([0, 1]);

    const withToday = todayOverview([read], [...rows, done(READ_ID, TODAY)], [], TODAY, 0);
    expect(withToday.today[0]).toMatchObject({ state: 'done', completedToday: true, streak: { current: 4 } });
    expect([withToday.completed, withToday.total]).toEqual([1, 1]);
  });

  it('puts a weekday habit on a Saturday, and a weekly count already met, in "Not today"', () => {
    const rows = [done(GYM_ID, '2026-03-09'), done(GYM_ID, '2026-03-11')];
    const { today, notToday, total } = todayOverview([read, weekdaysOnly, gym], rows, [], TODAY, 0);
    expect(today.map((i) => i.habit.name)).toEqual(['Read']);
    expect(notToday.map((i) => [i.habit.name, i.offReason])).toEqual([
      ['Walk', 'notScheduled'],
      ['Gym', 'weekMet'],
    ]);
    expect(notToday[1]?.week).toEqual({ done: 2, count: 2 });
    expect(total).toBe(1);
  });

  it('keeps a skipped habit on today’s list, out of the total, with its streak intact', () => {
    const rows = [done(READ_ID, addDays(TODAY, -1)), skipped(READ_ID, TODAY)];
    const { today, total } = todayOverview([read], rows, [], TODAY, 0);
    expect(today[0]).toMatchObject({ state: 'skipped', streak: { current: 1 } });
    expect(total).toBe(0);
  });

  it('pauses every habit during a vacation, and a habit that starts later waits', () => {
    const later = makeHabit({ id: WALK_ID, name: 'Walk', startDate: '2026-03-20' });
    const onVacation = todayOverview(
      [read],
      [],
      [{ startDate: '2026-03-13', endDate: '2026-03-15' }],
      TODAY,
      0,
    );
    expect(onVacation).toMatchObject({ onVacation: true, total: 0, today: [] });
    expect(onVacation.notToday[0]?.offReason).toBe('vacation');
    expect(todayOverview([later], [], [], TODAY, 0).notToday[0]?.offReason).toBe('notStarted');
  });

  it('flags a streak that reaches past the window read, so the page asks the habit’s stats', () => {
    const { from } = todayWindow(TODAY, 0);
    const everyDay = [];
    for (let date = from; date < TODAY; date = addDays(date, 1)) everyDay.push(done(READ_ID, date));
    expect(todayOverview([read], everyDay, [], TODAY, 0).today[0]?.streakTruncated).toBe(true);
    const young = makeHabit({ startDate: addDays(TODAY, -5) });
    expect(todayOverview([young], everyDay, [], TODAY, 0).today[0]?.streakTruncated).toBe(false);
  });
});
