import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../shared/day';
import type { Schedule } from './habits.schema';
import { evaluateHabit, habitCalendar, marksByHabit, marksOf, type DateSpan } from './history';
import { rows } from './testing';
import { streaksOf } from './streak';

const SUN = '2026-03-01';

function streaks(
  schedule: Schedule,
  pattern: string,
  today: string,
  opts: { start?: string; vacations?: DateSpan[]; from?: string } = {},
) {
  const start = opts.start ?? SUN;
  const calendar = habitCalendar(today, 0, opts.vacations ?? []);
  const evaluation = evaluateHabit(
    { id: 'h', schedule, startDate: start },
    marksOf(marksByHabit(rows('h', start, pattern)), 'h'),
    calendar,
    dayNumber(opts.from ?? start),
    dayNumber(today),
  );
  return streaksOf(evaluation, schedule.kind === 'timesPerWeek' ? 'week' : 'day');
}

const daily: Schedule = { kind: 'daily' };

describe('day streaks', () => {
  it('counts consecutive completed days ending today, and the best run ever', () => {
    // Mar 1 … Mar 10 (today), a gap on Mar 4.
    expect(streaks(daily, 'xxx.xxxxxx', '2026-03-10')).toMatchObject({ current: 6, best: 6, unit: 'day' });
    expect(streaks(daily, 'xxxxx.xxx', '2026-03-10')).toMatchObject({ current: 3, best: 5 });
  });

  it('does not break on an unfinished today (it counts from yesterday)', () => {
    expect(streaks(daily, 'xxxxxxxxx', '2026-03-10')).toMatchObject({ current: 9, best: 9 });
    expect(streaks(daily, 'xxxxxxxxxx', '2026-03-10')).toMatchObject({ current: 10 });
    // Yesterday missed: broken, whatever today holds.
    expect(streaks(daily, 'xxxxxxxx', '2026-03-10')).toMatchObject({ current: 0 });
  });

  it('is not broken by skipped days, vacation days or days before the start', () => {
    expect(streaks(daily, 'xxsxx', '2026-03-05')).toMatchObject({ current: 4 });
    expect(
      streaks(daily, 'xx..x', '2026-03-05', {
        vacations: [{ startDate: '2026-03-03', endDate: '2026-03-04' }],
      }),
    ).toMatchObject({ current: 3 });
    expect(streaks(daily, 'xx', '2026-03-06', { start: '2026-03-05', from: SUN })).toMatchObject({
      current: 2,
      best: 2,
    });
  });

  it('counts only the listed days of a weekdays habit', () => {
    // Mon/Wed/Fri: done Mon 2, Wed 4, Fri 6, Mon 9; Tue/Thu untouched; today Tue 10.
    expect(streaks({ kind: 'weekdays', days: [1, 3, 5] }, '.x.x.x..x', '2026-03-10')).toMatchObject({
      current: 4,
      best: 4,
    });
    // Missing Wed 4 breaks it.
    expect(streaks({ kind: 'weekdays', days: [1, 3, 5] }, '.x...x..x', '2026-03-10')).toMatchObject({
      current: 2,
      best: 2,
    });
  });

  it('says whether anything in the evaluated history broke the run', () => {
    expect(streaks(daily, 'xxxxx', '2026-03-05').unbroken).toBe(true);
    expect(streaks(daily, 'x.xxx', '2026-03-05').unbroken).toBe(false);
  });
});

describe('week streaks (N times a week)', () => {
  const twice: Schedule = { kind: 'timesPerWeek', count: 2 };

  it('counts consecutive weeks that met the count', () => {
    // Weeks from Sunday: Mar 1–7 met, 8–14 met, 15–21 met; today Sat Mar 21.
    const pattern = 'x.x....' + '.....xx' + 'x..x...';
    expect(streaks(twice, pattern, '2026-03-21')).toMatchObject({ current: 3, best: 3, unit: 'week' });
  });

  it('lets the current week count once met, and an unfinished one break nothing', () => {
    const twoMet = 'xx.....' + 'xx.....';
    expect(streaks(twice, twoMet + 'x', '2026-03-16')).toMatchObject({ current: 2 }); // Monday, one of two
    expect(streaks(twice, twoMet + 'xx', '2026-03-16')).toMatchObject({ current: 3 });
  });

  it('breaks on a week that failed, and at once when the current week can no longer be met', () => {
    expect(streaks(twice, 'xx.....' + 'x......' + 'xx.....', '2026-03-17')).toMatchObject({
      current: 1,
      best: 1,
    });
    // Friday Mar 20 with nothing done this week: still open (Friday and Saturday are left).
    expect(streaks(twice, 'xx.....' + 'xx.....', '2026-03-20')).toMatchObject({ current: 2, best: 2 });
    // Saturday: Friday was needed, so the week already failed, before it ends.
    expect(streaks(twice, 'xx.....' + 'xx.....', '2026-03-21')).toMatchObject({ current: 0, best: 2 });
  });

  it('is not broken by a week spent on vacation', () => {
    const vacations = [{ startDate: '2026-03-08', endDate: '2026-03-14' }];
    expect(streaks(twice, 'xx.....' + '.......' + 'xx', '2026-03-16', { vacations })).toMatchObject({
      current: 2,
    });
  });
});

describe('invariants', () => {
  const arb = fc.record({
    pattern: fc.array(fc.constantFrom('x', '.', 's'), { minLength: 1, maxLength: 90 }).map((a) => a.join('')),
    schedule: fc.oneof(
      fc.constant(daily),
      fc.integer({ min: 1, max: 7 }).map((count): Schedule => ({ kind: 'timesPerWeek', count })),
      fc
        .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
        .map((days): Schedule => ({ kind: 'weekdays', days })),
    ),
  });

  it('keeps current ≤ best, and a flawless history has current = best = every counted unit', () => {
    fc.assert(
      fc.property(arb, ({ pattern, schedule }) => {
        const today = addDays(SUN, pattern.length - 1);
        const s = streaks(schedule, pattern, today);
        expect(s.current).toBeLessThanOrEqual(s.best);
        const flawless = streaks(schedule, pattern.replace(/\./g, 'x'), today);
        expect(flawless.current).toBe(flawless.best);
        expect(flawless.unbroken).toBe(true);
      }),
    );
  });

  it('never shortens the current streak when today is ticked', () => {
    fc.assert(
      fc.property(arb, ({ pattern, schedule }) => {
        const today = addDays(SUN, pattern.length - 1);
        const ticked = pattern.slice(0, -1) + 'x';
        expect(streaks(schedule, ticked, today).current).toBeGreaterThanOrEqual(
          streaks(schedule, pattern.slice(0, -1) + '.', today).current,
        );
      }),
    );
  });
});
