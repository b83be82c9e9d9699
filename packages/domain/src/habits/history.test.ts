import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, fromDayNumber, weekdayOf } from '../shared/day';
import type { Schedule } from './habits.schema';
import {
  evaluateHabit,
  habitCalendar,
  marksByHabit,
  marksFromDays,
  marksOf,
  weekStartOfDay,
  type DateSpan,
  type DayStatus,
} from './history';
import { rows } from './testing';

/** Statuses as one character a day: x done, m missed, p pending, . off. */
const code: Record<DayStatus, string> = { done: 'x', missed: 'm', pending: 'p', off: '.' };

function statuses(
  schedule: Schedule,
  opts: {
    start: string;
    today: string;
    from: string;
    to: string;
    pattern?: string;
    vacations?: DateSpan[];
    weekStart?: number;
  },
) {
  const marks = marksByHabit(rows('h', opts.start, opts.pattern ?? ''));
  const calendar = habitCalendar(opts.today, opts.weekStart ?? 0, opts.vacations ?? []);
  const evaluation = evaluateHabit(
    { id: 'h', schedule, startDate: opts.start },
    marksOf(marks, 'h'),
    calendar,
    dayNumber(opts.from),
    dayNumber(opts.to),
  );
  return {
    days: evaluation.days.map((s) => code[s]).join(''),
    weeks: evaluation.weeks.map((w) => w.outcome),
  };
}

// 2026-03-01 is a Sunday.
const SUN = '2026-03-01';

describe('daily and weekday habits', () => {
  it('marks done, missed and an unfinished today as pending; the future counts nowhere', () => {
    const r = statuses(
      { kind: 'daily' },
      { start: SUN, today: '2026-03-05', from: SUN, to: '2026-03-07', pattern: 'xx.x' },
    );
    expect(r.days).toBe('xxmxp..');
  });

  it('counts nothing before the start date, on skipped days or on vacation days', () => {
    const r = statuses(
      { kind: 'daily' },
      {
        start: '2026-03-03',
        today: '2026-03-09',
        from: SUN,
        to: '2026-03-09',
        pattern: 'xs.x',
        vacations: [{ startDate: '2026-03-07', endDate: '2026-03-08' }],
      },
    );
    // Mar 1–2 before the start; the pattern starts Mar 3: x s . x then nothing; vacation Mar 7–8.
    expect(r.days).toBe('..x.mx..p');
  });

  it('ignores a completion on a vacation day (it counts nowhere either way)', () => {
    const r = statuses(
      { kind: 'daily' },
      {
        start: SUN,
        today: '2026-03-04',
        from: SUN,
        to: '2026-03-04',
        pattern: 'xxxx',
        vacations: [{ startDate: '2026-03-02', endDate: '2026-03-02' }],
      },
    );
    expect(r.days).toBe('x.xx');
  });

  it('schedules a weekdays habit on its listed days only', () => {
    // Monday, Wednesday, Friday; done on Mon and Tue (Tue is not listed: it counts nowhere).
    const r = statuses(
      { kind: 'weekdays', days: [1, 3, 5] },
      { start: SUN, today: '2026-03-07', from: SUN, to: '2026-03-07', pattern: '.xx....' },
    );
    expect(r.days).toBe('.x.m.m.');
  });
});

describe('N times a week', () => {
  const three: Schedule = { kind: 'timesPerWeek', count: 3 };
  const week = { start: SUN, today: '2026-03-20', from: SUN, to: '2026-03-07' };

  it('scores a week met on any three days as three done days and no miss', () => {
    expect(statuses(three, { ...week, pattern: '.x.x.x.' })).toEqual({ days: '.x.x.x.', weeks: ['met'] });
    expect(statuses(three, { ...week, pattern: 'xxx' })).toEqual({ days: 'xxx....', weeks: ['met'] });
  });

  it('leaves completions beyond the count uncounted', () => {
    expect(statuses(three, { ...week, pattern: 'xxxxxxx' }).days).toBe('xxx....');
  });

  it('misses exactly the days the week fell short by, when it could no longer be met', () => {
    expect(statuses(three, { ...week, pattern: 'xx' })).toEqual({ days: 'xx....m', weeks: ['failed'] });
    expect(statuses(three, { ...week, pattern: '' })).toEqual({ days: '....mmm', weeks: ['failed'] });
    expect(statuses(three, { ...week, pattern: '....x' })).toEqual({ days: '....xmm', weeks: ['failed'] });
  });

  it('keeps the current week open until met; today is pending while the count is not met', () => {
    // Today is Wednesday Mar 4, one done so far.
    expect(
      statuses(three, { start: SUN, today: '2026-03-04', from: SUN, to: '2026-03-07', pattern: '.x' }),
    ).toEqual({ days: '.x.p...', weeks: ['open'] });
    // Met by today: the rest of the week is off.
    expect(
      statuses(three, { start: SUN, today: '2026-03-04', from: SUN, to: '2026-03-07', pattern: 'xxx' }),
    ).toEqual({ days: 'xxx....', weeks: ['met'] });
    // Thursday with nothing done: Thursday, Friday and Saturday are all needed, today is still only pending.
    expect(statuses(three, { start: SUN, today: '2026-03-05', from: SUN, to: '2026-03-07' })).toEqual({
      days: '....p..',
      weeks: ['open'],
    });
    // Friday with nothing done: Thursday was needed, so the week has already failed.
    expect(statuses(three, { start: SUN, today: '2026-03-06', from: SUN, to: '2026-03-07' })).toEqual({
      days: '....mp.',
      weeks: ['failed'],
    });
  });

  it('takes one repetition off the week for each vacation or skipped day', () => {
    const weekend = [{ startDate: '2026-03-06', endDate: '2026-03-07' }];
    // Vacation Friday–Saturday: one repetition left, due by Thursday.
    expect(statuses(three, { ...week, vacations: weekend })).toEqual({ days: '....m..', weeks: ['failed'] });
    expect(statuses(three, { ...week, vacations: weekend, pattern: '..x' })).toEqual({
      days: '..x....',
      weeks: ['met'],
    });
    // Two skipped days do the same.
    expect(statuses(three, { ...week, pattern: 'ss...x.' })).toEqual({ days: '.....x.', weeks: ['met'] });
    expect(statuses(three, { ...week, pattern: 'ss' })).toEqual({ days: '......m', weeks: ['failed'] });
    // A week excused down to nothing is paused: it breaks nothing, and a completion in it still meets it.
    const most = [{ startDate: '2026-03-02', endDate: '2026-03-06' }];
    expect(statuses(three, { ...week, vacations: most })).toEqual({ days: '.......', weeks: ['none'] });
    expect(statuses(three, { ...week, vacations: most, pattern: 'x' })).toEqual({
      days: 'x......',
      weeks: ['met'],
    });
    expect(statuses(three, { ...week, vacations: [{ startDate: SUN, endDate: '2026-03-07' }] })).toEqual({
      days: '.......',
      weeks: ['none'],
    });
    // A 7-times-a-week habit behaves like a daily one.
    const daily = statuses({ kind: 'daily' }, { ...week, vacations: weekend, pattern: 'x.xs' });
    expect(
      statuses({ kind: 'timesPerWeek', count: 7 }, { ...week, vacations: weekend, pattern: 'x.xs' }).days,
    ).toBe(daily.days);
  });

  it('pro-rates the first week, rounding up', () => {
    // Started Saturday: ceil(3 × 1/7) = 1, so Saturday alone meets it.
    expect(statuses(three, { ...week, start: '2026-03-07', pattern: 'x' }).weeks).toEqual(['met']);
    // Started Thursday: ceil(3 × 3/7) = 2.
    expect(statuses(three, { ...week, start: '2026-03-05', pattern: 'x' })).toEqual({
      days: '....x.m',
      weeks: ['failed'],
    });
    expect(statuses(three, { ...week, start: '2026-03-05', pattern: '.xx' })).toEqual({
      days: '.....xx',
      weeks: ['met'],
    });
  });

  it("groups days in the user's weeks (Sunday or Monday start)", () => {
    // Mon Mar 2 … Sun Mar 8 done on Mon, Tue, Sun. Sunday weeks: Mar 1–7 has two (fails), Monday weeks: three (met).
    const pattern = '.xx....x';
    expect(statuses(three, { ...week, to: '2026-03-07', pattern, weekStart: 0 }).weeks).toEqual(['failed']);
    expect(
      statuses(three, { ...week, from: '2026-03-02', to: '2026-03-08', pattern, weekStart: 1 }).weeks,
    ).toEqual(['met']);
  });
});

const dayArb = fc.integer({ min: dayNumber('2025-01-01'), max: dayNumber('2026-12-31') });
const scheduleArb: fc.Arbitrary<Schedule> = fc.oneof(
  fc.constant({ kind: 'daily' as const }),
  fc
    .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
    .map((days) => ({ kind: 'weekdays' as const, days: days.sort() })),
  fc.integer({ min: 1, max: 7 }).map((count) => ({ kind: 'timesPerWeek' as const, count })),
);
const scenarioArb = fc.record({
  schedule: scheduleArb,
  start: dayArb,
  length: fc.integer({ min: 1, max: 120 }),
  pattern: fc.array(fc.constantFrom('x', 's', '.'), { maxLength: 140 }).map((a) => a.join('')),
  todayOffset: fc.integer({ min: -10, max: 140 }),
  vacations: fc.array(
    fc.record({ at: fc.integer({ min: -5, max: 130 }), days: fc.integer({ min: 1, max: 12 }) }),
    { maxLength: 3 },
  ),
  weekStart: fc.constantFrom(0, 1),
});

type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function run(s: Scenario, extraVacation?: DateSpan) {
  const start = fromDayNumber(s.start);
  const vacations = s.vacations.map((v) => ({
    startDate: addDays(start, v.at),
    endDate: addDays(start, v.at + v.days - 1),
  }));
  if (extraVacation) vacations.push(extraVacation);
  const today = addDays(start, s.todayOffset);
  const calendar = habitCalendar(today, s.weekStart, vacations);
  const completions = rows('h', start, s.pattern);
  const from = weekStartOfDay(s.start, s.weekStart) - 7;
  const to = s.start + s.length;
  const evaluation = evaluateHabit(
    { id: 'h', schedule: s.schedule, startDate: start },
    marksOf(marksByHabit(completions), 'h'),
    calendar,
    from,
    to,
  );
  return { evaluation, calendar, completions, from, to, start, today };
}

describe('invariants', () => {
  it('never counts a day before the start, after today, skipped or on vacation; pending only today', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const { evaluation, calendar, completions } = run(s);
        const skipped = new Set(completions.filter((c) => c.skipped).map((c) => dayNumber(c.date)));
        evaluation.days.forEach((status, i) => {
          const day = evaluation.from + i;
          if (day < s.start || day > calendar.todayDay || skipped.has(day) || calendar.isVacation(day))
            expect(status).toBe('off');
          if (status === 'pending') expect(day).toBe(calendar.todayDay);
          if (status === 'done')
            expect(completions.some((c) => c.completed && dayNumber(c.date) === day)).toBe(true);
          if (s.schedule.kind === 'weekdays' && status !== 'off')
            expect(s.schedule.days).toContain(weekdayOf(fromDayNumber(day)));
        });
      }),
    );
  });

  it('gives an N-times-a-week habit, in every finished week, exactly its target of scheduled days', () => {
    fc.assert(
      fc.property(scenarioArb, fc.integer({ min: 1, max: 7 }), (s, count) => {
        const scenario = { ...s, schedule: { kind: 'timesPerWeek' as const, count } };
        const { evaluation, calendar, completions } = run(scenario);
        const skipped = new Set(completions.filter((c) => c.skipped).map((c) => dayNumber(c.date)));
        for (const week of evaluation.weeks) {
          if (
            week.start + 6 >= calendar.todayDay ||
            week.start < evaluation.from ||
            week.start + 6 > evaluation.from + evaluation.days.length - 1
          )
            continue;
          const slice = evaluation.days.slice(week.start - evaluation.from, week.start - evaluation.from + 7);
          let started = 0;
          let excused = 0;
          for (let d = week.start; d < week.start + 7; d++) {
            if (d < s.start) continue;
            started++;
            if (calendar.isVacation(d) || skipped.has(d)) excused++;
          }
          const target = Math.max(0, Math.ceil((count * started) / 7) - excused);
          const done = slice.filter((x) => x === 'done').length;
          const missed = slice.filter((x) => x === 'missed').length;
          if (target > 0) expect(done + missed).toBe(target);
          else expect(missed === 0 && done <= 1).toBe(true);
          expect(week.outcome).toBe(missed > 0 ? 'failed' : target === 0 && done === 0 ? 'none' : 'met');
        }
      }),
    );
  });

  it('never adds a missed day when a vacation is added', () => {
    fc.assert(
      fc.property(
        scenarioArb,
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 1, max: 10 }),
        (s, at, days) => {
          const before = run(s).evaluation.days;
          const start = fromDayNumber(s.start);
          const after = run(s, { startDate: addDays(start, at), endDate: addDays(start, at + days - 1) })
            .evaluation.days;
          after.forEach((status, i) => status === 'missed' && expect(before[i]).toBe('missed'));
        },
      ),
    );
  });
});

describe('calendar', () => {
  it('merges overlapping and touching vacations', () => {
    const calendar = habitCalendar('2026-03-10', 0, [
      { startDate: '2026-03-05', endDate: '2026-03-06' },
      { startDate: '2026-03-01', endDate: '2026-03-03' },
      { startDate: '2026-03-04', endDate: '2026-03-04' },
      { startDate: '2026-03-20', endDate: '2026-03-25' },
    ]);
    const on = (d: string) => calendar.isVacation(dayNumber(d));
    expect(
      [
        '2026-02-28',
        '2026-03-01',
        '2026-03-04',
        '2026-03-06',
        '2026-03-07',
        '2026-03-19',
        '2026-03-22',
        '2026-03-26',
      ].map(on),
    ).toEqual([false, true, true, true, false, false, true, false]);
  });
});

describe('marks from day numbers', () => {
  it('matches the marks built from rows, and adds to existing ones', () => {
    const completions = [...rows('a', SUN, 'xs.x'), ...rows('b', SUN, '.x')];
    const days = (habitId: string, flag: 'completed' | 'skipped') =>
      completions.filter((c) => c.habitId === habitId && c[flag]).map((c) => dayNumber(c.date));
    const fromDays = marksFromDays([
      { habitId: 'a', done: days('a', 'completed'), skipped: days('a', 'skipped') },
      { habitId: 'b', done: days('b', 'completed'), skipped: [] },
    ]);
    expect(fromDays).toEqual(marksByHabit(completions));
    marksFromDays([{ habitId: 'a', done: [dayNumber('2026-02-01')], skipped: [] }], fromDays);
    expect(fromDays.get('a')?.get(dayNumber('2026-02-01'))).toBe('completed');
    expect(fromDays.get('a')?.size).toBe(4);
  });
});
