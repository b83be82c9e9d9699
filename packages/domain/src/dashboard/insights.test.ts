import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/day';
import {
  compareBy,
  crossAreaInsights,
  strongestFirst,
  tasksPerActiveDay,
  type DayValue,
  type InsightData,
} from './insights';
import { insightSchema } from './insights.schema';

const start = '2026-01-01';
const d = (i: number) => addDays(start, i);
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

const empty: InsightData = {
  mood: [],
  activeDays: [],
  tasksCompleted: [],
  wellness: [],
  workoutDays: [],
  habitDays: [],
  expenseDays: [],
  moneySpan: null,
  focusMinutes: [],
};

describe('compareBy', () => {
  it('compares the mean daily value with and without the factor, one decimal', () => {
    const daily: DayValue[] = range(12).map((i) => ({ date: d(i), value: i < 6 ? 4 + (i % 2) : 3 }));
    expect(compareBy(daily, (date) => date < d(6))).toEqual({
      withAverage: 4.5,
      withoutAverage: 3,
      withDays: 6,
      withoutDays: 6,
      difference: 1.5,
    });
  });

  it('takes the difference of the averages as shown: 3.84 against 3.76 reads 3.8 against 3.8, no difference', () => {
    // 3.84 = mean of 3.6 ×2 and 4 ×3; 3.76 = mean of 3.6 ×3 and 4 ×2.
    const values = [3.6, 3.6, 4, 4, 4, 3.6, 3.6, 3.6, 4, 4];
    const daily: DayValue[] = values.map((value, i) => ({ date: d(i), value }));
    const result = compareBy(daily, (date) => date < d(5));
    expect(result).toMatchObject({ withAverage: 3.8, withoutAverage: 3.8, difference: 0 });
    expect(strongestFirst([{ difference: result?.difference ?? 1 }])).toEqual([]);
  });

  it('needs 5 days on each side, and skips days on neither side', () => {
    const daily = range(9).map((i) => ({ date: d(i), value: i }));
    expect(compareBy(daily, (date) => date < d(4))).toBeNull(); // 4 with, 5 without
    expect(compareBy(daily, (date) => (date === d(8) ? undefined : date < d(4)), 4)).toMatchObject({
      withDays: 4,
      withoutDays: 4,
    });
  });

  it('is antisymmetric: swapping the factor sides negates the difference', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 0, max: 20, noNaN: true }), fc.option(fc.boolean())), {
          minLength: 0,
          maxLength: 60,
        }),
        (rows) => {
          const daily = rows.map(([value], i) => ({ date: d(i), value }));
          const side = new Map(rows.map(([, flag], i) => [d(i), flag ?? undefined]));
          const a = compareBy(daily, (date) => side.get(date));
          const b = compareBy(daily, (date) => {
            const flag = side.get(date);
            return flag === undefined ? undefined : !flag;
          });
          expect(a === null).toBe(b === null);
          if (a && b) {
            expect([a.withAverage, a.withDays]).toEqual([b.withoutAverage, b.withoutDays]);
            expect([a.withoutAverage, a.withoutDays]).toEqual([b.withAverage, b.withDays]);
            expect(Math.abs(a.difference + b.difference)).toBeLessThan(1e-9);
          }
        },
      ),
    );
  });
});

describe('strongestFirst', () => {
  it('drops a difference of 0 and sorts by its size, sign aside', () => {
    const list = [{ difference: 0.2 }, { difference: 0 }, { difference: -1.1 }, { difference: 0.5 }];
    expect(strongestFirst(list)).toEqual([{ difference: -1.1 }, { difference: 0.5 }, { difference: 0.2 }]);
  });
});

describe('crossAreaInsights', () => {
  // 20 days with a mood: 4 on even days, 2 on odd days.
  const mood = range(20).map((i) => ({ date: d(i), value: i % 2 === 0 ? 4 : 2 }));
  const even = range(10).map((i) => d(i * 2));

  it('finds each factor of the mood, strongest first, and leaves out those without enough days', () => {
    const data: InsightData = {
      ...empty,
      mood,
      // Sleep logged on 12 days: 7 h or more on the 6 even ones among them; 6.5 h on the odd ones.
      wellness: range(12).map((i) => ({
        date: d(i),
        sleepHours: i % 2 === 0 ? 7 : 6.5,
        meditationMinutes: null,
      })),
      workoutDays: even.slice(0, 5), // 5 good days with a workout, 15 days (5 good) without
      expenseDays: even,
      moneySpan: { from: d(0), to: d(19) },
      // Habits scheduled only on 8 days: not enough "without" days (4).
      habitDays: range(8).map((i) => ({ date: d(i), scheduled: 2, completed: i % 2 === 0 ? 2 : 1 })),
    };
    const insights = crossAreaInsights(data);
    expect(insights.map((i) => insightSchema.parse(i))).toEqual(insights);
    expect(insights).toEqual([
      // Ties keep the factors' order: sleep first.
      {
        factor: 'sleep7h',
        measure: 'mood',
        withAverage: 4,
        withoutAverage: 2,
        withDays: 6,
        withoutDays: 6,
        difference: 2,
      },
      // Spending on every good day: no-spend days average 2.
      {
        factor: 'noSpend',
        measure: 'mood',
        withAverage: 2,
        withoutAverage: 4,
        withDays: 10,
        withoutDays: 10,
        difference: -2,
      },
      // (4 × 5 + 2 × 10) / 15 = 2.67 → 2.7
      {
        factor: 'workout',
        measure: 'mood',
        withAverage: 4,
        withoutAverage: 2.7,
        withDays: 5,
        withoutDays: 15,
        difference: 1.3,
      },
    ]);
  });

  it('counts only the days within the money span for noSpend, and only logged days for meditation', () => {
    const data: InsightData = {
      ...empty,
      mood,
      expenseDays: [d(10), d(12)],
      moneySpan: { from: d(10), to: d(19) }, // 10 days tracked: 2 with an expense → 8 without
      wellness: range(10).map((i) => ({
        date: d(i),
        sleepHours: null,
        meditationMinutes: i < 5 ? 10 : i < 8 ? 0 : null,
      })),
    };
    expect(crossAreaInsights(data)).toEqual([
      // meditation: 5 days with minutes (4,2,4,2,4 → 3.2), 5 without (2,4,2,4,2 → 2.8)
      {
        factor: 'meditation',
        measure: 'mood',
        withAverage: 3.2,
        withoutAverage: 2.8,
        withDays: 5,
        withoutDays: 5,
        difference: 0.4,
      },
    ]);
    // With an expense on a third day only 7 no-spend days remain, still ≥ 5 on one side, < 5 on the other.
    expect(
      crossAreaInsights({ ...data, moneySpan: { from: d(0), to: d(19) }, expenseDays: even.slice(0, 5) }),
    ).toContainEqual(expect.objectContaining({ factor: 'noSpend', withDays: 15, withoutDays: 5 }));
  });

  it('compares the tasks completed per active day by an hour of focus', () => {
    const activeDays = range(12).map(d);
    const data: InsightData = {
      ...empty,
      activeDays: [...activeDays, d(3)], // a day twice counts once
      tasksCompleted: range(6).map((i) => ({ date: d(i), value: 3 })),
      focusMinutes: [...range(6).map((i) => ({ date: d(i), value: 60 })), { date: d(6), value: 59 }],
    };
    expect(tasksPerActiveDay(data)).toHaveLength(12);
    expect(crossAreaInsights(data)).toEqual([
      {
        factor: 'focusHour',
        measure: 'tasksCompleted',
        withAverage: 3,
        withoutAverage: 0,
        withDays: 6,
        withoutDays: 6,
        difference: 3,
      },
    ]);
  });

  it('says nothing without data', () => {
    expect(crossAreaInsights(empty)).toEqual([]);
  });
});
