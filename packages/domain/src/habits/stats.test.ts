import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../shared/day';
import { completionsQuery, heatmapStatsQuery, reorderHabitsInput } from './habits.schema';
import { evaluateHabit, frequencyOf, habitCalendar, marksByHabit, marksOf, type HabitRule } from './history';
import { dataWindow, resolveDayRange, streakWindowStart } from './ranges';
import { completionRateOf, dayRates, heatmapDays, heatmapOf, meanRate, weeklyStats } from './rates';
import { habitsOverview, habitStats, streakUnitOf } from './stats';
import { strengthOf } from './strength';
import { streaksOf } from './streak';
import { rows } from './testing';

const SUN = '2026-03-01';
const daily = (id: string, startDate = SUN): HabitRule => ({ id, schedule: { kind: 'daily' }, startDate });

describe('day rates', () => {
  const habits: HabitRule[] = [
    daily('a'),
    { id: 'b', schedule: { kind: 'weekdays', days: [1, 3, 5] }, startDate: SUN },
  ];
  const marks = marksByHabit([...rows('a', SUN, 'x.xx'), ...rows('b', SUN, '.x.x')]);

  it('counts scheduled and completed habits per day; today shows the progress so far; the future is empty', () => {
    const calendar = habitCalendar('2026-03-04', 0, []);
    expect(dayRates(habits, marks, calendar, SUN, '2026-03-05')).toEqual([
      { date: '2026-03-01', scheduled: 1, completed: 1, rate: 100 },
      { date: '2026-03-02', scheduled: 2, completed: 1, rate: 50 },
      { date: '2026-03-03', scheduled: 1, completed: 1, rate: 100 },
      { date: '2026-03-04', scheduled: 2, completed: 2, rate: 100 },
      { date: '2026-03-05', scheduled: 0, completed: 0, rate: null },
    ]);
    // Before ticking today: today counts its pending habits.
    const before = marksByHabit(rows('a', SUN, 'x.x'));
    expect(dayRates(habits, before, calendar, '2026-03-04', '2026-03-04')).toEqual([
      { date: '2026-03-04', scheduled: 2, completed: 0, rate: 0 },
    ]);
  });

  it('sends the heatmap column by column, and reads it back to the very same days', () => {
    const calendar = habitCalendar('2026-03-04', 0, []);
    const heatmap = heatmapOf(habits, marks, calendar, SUN, '2026-03-05');
    expect(heatmap).toEqual({
      from: SUN,
      to: '2026-03-05',
      scheduled: [1, 2, 1, 2, 0],
      completed: [1, 1, 1, 2, 0],
    });
    expect(heatmapDays(heatmap)).toEqual(dayRates(habits, marks, calendar, SUN, '2026-03-05'));
    fc.assert(
      fc.property(
        fc.array(fc.nat(6), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 0, max: 20_000 }),
        (scheduled, start) => {
          const from = addDays('1990-01-01', start);
          const completed = scheduled.map((n) => Math.floor(n / 2));
          const days = heatmapDays({ from, to: addDays(from, scheduled.length - 1), scheduled, completed });
          expect(days.map((d) => d.date)).toEqual(scheduled.map((_, i) => addDays(from, i)));
          days.forEach((d, i) => {
            expect([d.scheduled, d.completed]).toEqual([scheduled[i], completed[i]]);
            expect(d.rate).toBe(
              scheduled[i] === 0 ? null : Math.round((1000 * completed[i]!) / scheduled[i]!) / 10,
            );
          });
        },
      ),
    );
  });

  it('leaves vacation days with nothing scheduled (rate null), and rounds rates to one decimal', () => {
    const calendar = habitCalendar('2026-03-04', 0, [{ startDate: '2026-03-02', endDate: '2026-03-02' }]);
    const three = [daily('a'), daily('b'), daily('c')];
    const m = marksByHabit([...rows('a', SUN, 'x'), ...rows('b', SUN, '...x')]);
    expect(
      dayRates(three, m, calendar, SUN, '2026-03-03').map((d) => [d.scheduled, d.completed, d.rate]),
    ).toEqual([
      [3, 1, 33.3],
      [0, 0, null],
      [3, 0, 0],
    ]);
  });

  it('gives weekly progress as the rounded mean of the last 7 days that had something scheduled', () => {
    const calendar = habitCalendar('2026-03-07', 0, [{ startDate: '2026-03-05', endDate: '2026-03-06' }]);
    // Daily habit: Mar 1 ✓, 2 ✓, 3 ✗, 4 ✓, 5–6 vacation, 7 ✓ → rates 100, 100, 0, 100, 100 → mean 80.
    const week = weeklyStats([daily('a')], marksByHabit(rows('a', SUN, 'xx.x..x')), calendar);
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
    expect(week.completionRate).toBe(80);
    expect(meanRate([])).toBe(0);
  });
});

describe('habit tiles (GET /api/habits/stats)', () => {
  const weekly: HabitRule = { id: 'w', schedule: { kind: 'timesPerWeek', count: 2 }, startDate: SUN };
  const mwf: HabitRule = { id: 'm', schedule: { kind: 'weekdays', days: [1, 3, 5] }, startDate: SUN };

  it('totals the habits scheduled today and those completed, and takes the longest current streak', () => {
    // Today Tuesday Mar 10. Daily a: 10 days done through yesterday; b: done today only. MWF habit: not today.
    // Weekly: met in weeks of Mar 1 and Mar 8 (both on Sunday and Monday) → 2 weeks = 14 days.
    const completions = [
      ...rows('a', SUN, 'xxxxxxxxx'),
      ...rows('b', SUN, '.........x'),
      ...rows('w', SUN, 'xx.....xx'),
    ];
    const calendar = habitCalendar('2026-03-10', 0, []);
    const overview = habitsOverview(
      [daily('a'), daily('b'), weekly, mwf],
      marksByHabit(completions),
      calendar,
      SUN,
    );
    // a pending + b done; the weekly habit's count is met this week, and the MWF habit is off on Tuesday.
    expect(overview.stats).toEqual({ completedToday: 1, totalHabits: 2, longestStreak: 14 });
    // a's streak of 9 reaches back to the start of the history, which is also its start date: complete.
    expect(overview.truncated).toEqual([]);
  });

  it('asks for more history when a current streak reaches back past the window', () => {
    const calendar = habitCalendar('2026-03-10', 0, []);
    const early = daily('a', '2026-01-01');
    const completions = [...rows('a', SUN, 'xxxxxxxxx'), ...rows('b', SUN, 'xx.xxxxxx')];
    const overview = habitsOverview(
      [early, daily('b', '2026-01-01')],
      marksByHabit(completions),
      calendar,
      SUN,
    );
    expect(overview.truncated).toEqual(['a']);
    // With the whole history, a's streak is longer than the window showed.
    const full = [...rows('a', '2026-01-01', 'x'.repeat(68)), ...completions];
    expect(habitsOverview([early], marksByHabit(full), calendar, '2026-01-01').stats.longestStreak).toBe(68);
  });

  it('shows nothing scheduled on a vacation day', () => {
    const calendar = habitCalendar('2026-03-10', 0, [{ startDate: '2026-03-10', endDate: '2026-03-12' }]);
    expect(
      habitsOverview([daily('a')], marksByHabit(rows('a', SUN, 'xxxxxxxxx')), calendar, SUN).stats,
    ).toEqual({ completedToday: 0, totalHabits: 0, longestStreak: 9 });
  });
});

describe('one habit (GET /api/habits/:id/stats)', () => {
  it('gives streaks, strength, 30- and 90-day rates and total completions', () => {
    const start = '2026-01-01';
    // 80 days: done except every 5th day; today (day 80) not done yet.
    const pattern = Array.from({ length: 79 }, (_, i) => (i % 5 === 4 ? '.' : 'x')).join('');
    const calendar = habitCalendar(addDays(start, 79), 0, []);
    const stats = habitStats(
      daily('a', start),
      marksOf(marksByHabit(rows('a', start, pattern)), 'a'),
      calendar,
    );
    expect(stats).toMatchObject({
      habitId: 'a',
      currentStreak: 4,
      bestStreak: 4,
      streakUnit: 'day',
      totalCompletions: 64,
    });
    // 30 days ending today: 29 decided days (today is pending), 5 of them missed.
    expect(stats.completionRate30).toBe(Math.round((100 * 24) / 29));
    // 90 days reach before the start: only the 79 decided days count.
    expect(stats.completionRate90).toBe(Math.round((100 * 64) / 79));
    // Loop's daily score over the same 79 decided days (today leaves it unchanged).
    let loop = 0;
    for (const c of pattern) loop = loop * 0.5 ** (1 / 13) + (c === 'x' ? 1 - 0.5 ** (1 / 13) : 0);
    expect(stats.strength).toBe(Math.round(loop * 100));
  });

  it('has no rates when nothing was scheduled, and counts no completion before the start date', () => {
    const calendar = habitCalendar('2026-03-05', 0, []);
    const marks = marksOf(marksByHabit(rows('a', '2026-03-01', 'xxxxx')), 'a');
    expect(habitStats(daily('a', '2026-03-05'), marks, calendar)).toMatchObject({
      completionRate30: 100,
      totalCompletions: 1,
      currentStreak: 1,
    });
    expect(habitStats(daily('a', '2026-03-08'), marks, calendar)).toMatchObject({
      completionRate30: null,
      completionRate90: null,
      totalCompletions: 0,
      currentStreak: 0,
      strength: 0,
    });
  });

  it('rates stay within 0–100 and are null exactly when nothing was decided', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('x', '.', 's'), { minLength: 1, maxLength: 120 }), (chars) => {
        const pattern = chars.join('');
        const today = addDays(SUN, pattern.length - 1);
        const evaluation = evaluateHabit(
          daily('a'),
          marksOf(marksByHabit(rows('a', SUN, pattern)), 'a'),
          habitCalendar(today, 0, []),
          dayNumber(SUN),
          dayNumber(today),
        );
        const rate = completionRateOf(evaluation, addDays(today, -29), today);
        const decided =
          [...pattern.slice(Math.max(0, pattern.length - 30), -1)].filter((c) => c !== 's').length +
          (pattern.endsWith('x') ? 1 : 0);
        if (decided === 0) expect(rate).toBeNull();
        else {
          expect(rate).toBeGreaterThanOrEqual(0);
          expect(rate).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe("one habit's stats walk its marks, not its whole history (issue 22)", () => {
  /** Marks that count the days looked up: one lookup per scheduled day walked. */
  class CountedMarks extends Map<number, 'completed' | 'skipped'> {
    lookups = 0;
    override get(day: number) {
      this.lookups++;
      return super.get(day);
    }
  }

  it('a habit started in 1900 with a few recent ticks walks about 90 days, not 46,000', () => {
    const today = '2026-03-10';
    const marks = new CountedMarks(marksOf(marksByHabit(rows('a', '2026-03-05', 'xx.x')), 'a'));
    const stats = habitStats(daily('a', '1900-01-01'), marks, habitCalendar(today, 0, []));
    expect(stats).toMatchObject({ currentStreak: 0, bestStreak: 2, totalCompletions: 3 });
    expect(marks.lookups).toBeLessThan(2 * 91); // two a day; from 1900 it would be 92,000
  });

  const schedules = fc.constantFrom<HabitRule['schedule']>(
    { kind: 'daily' },
    { kind: 'weekdays', days: [1, 3, 5] },
    { kind: 'timesPerWeek', count: 3 },
  );
  it('gives the same streaks, strength and rates as a walk from the start date', () => {
    fc.assert(
      fc.property(
        schedules,
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.constantFrom('x', '.', '.', '.', 's'), { minLength: 1, maxLength: 300 }),
        (schedule, lead, chars) => {
          const start = '2025-01-01';
          const habit: HabitRule = { id: 'a', schedule, startDate: start };
          const pattern = '.'.repeat(lead) + chars.join('');
          const today = addDays(start, pattern.length - 1);
          const marks = marksOf(marksByHabit(rows('a', start, pattern)), 'a');
          const calendar = habitCalendar(today, 1, []);
          const full = evaluateHabit(habit, marks, calendar, dayNumber(start), dayNumber(today));
          const streaks = streaksOf(full, streakUnitOf(habit));
          expect(habitStats(habit, marks, calendar)).toMatchObject({
            currentStreak: streaks.current,
            bestStreak: streaks.best,
            strength: strengthOf(full.days, frequencyOf(schedule)),
            completionRate30: completionRateOf(full, addDays(today, -29), today),
            completionRate90: completionRateOf(full, addDays(today, -89), today),
          });
        },
      ),
    );
  });
});

describe('ranges', () => {
  it('fills in defaults around today and bounds the span', () => {
    expect(resolveDayRange({}, '2026-03-10', 35)).toEqual({ ok: true, from: '2026-02-04', to: '2026-03-10' });
    expect(resolveDayRange({ from: '2026-01-01' }, '2026-03-10', 365)).toEqual({
      ok: true,
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(resolveDayRange({ to: '2026-01-30' }, '2026-03-10', 30)).toEqual({
      ok: true,
      from: '2026-01-01',
      to: '2026-01-30',
    });
    expect(resolveDayRange({ from: '2025-01-01' }, '2026-03-10', 500)).toMatchObject({ ok: false });
    expect(resolveDayRange({ from: '2026-03-02', to: '2026-03-01' }, '2026-03-10', 30)).toMatchObject({
      ok: false,
    });
  });

  it('reads whole weeks, and starts streak windows on a week start', () => {
    expect(dataWindow('2026-03-04', '2026-03-10', 1)).toEqual({ from: '2026-03-02', to: '2026-03-15' });
    expect(streakWindowStart('2026-03-10', 0)).toBe('2026-01-04');
    expect(streakWindowStart('2026-03-10', 1, 7)).toBe('2026-03-02');
  });

  it('validates query strings: order, span, ids', () => {
    expect(completionsQuery.safeParse({ from: '2026-01-01', to: '2027-03-01' }).success).toBe(false);
    expect(completionsQuery.safeParse({ from: '2026-01-01', to: '2027-02-04' }).success).toBe(true);
    expect(heatmapStatsQuery.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
    expect(heatmapStatsQuery.safeParse({ habitId: 'nope' }).success).toBe(false);
    expect(
      reorderHabitsInput.safeParse({
        ids: ['0190a0b0-0000-7000-8000-000000000001', '0190a0b0-0000-7000-8000-000000000001'],
      }).success,
    ).toBe(false);
  });
});
