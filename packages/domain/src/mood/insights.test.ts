import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/day';
import { compareMoodBy, moodInsights, type HabitDay } from './insights';
import type { DailyMood } from './mood-stats';

const start = '2026-01-01';
/** Day i of January with the given mood. */
const day = (i: number, average: number): DailyMood => ({ date: addDays(start, i), average, count: 1 });

describe('compareMoodBy', () => {
  it('compares the mean daily mood with and without X', () => {
    const daily = [...[0, 1, 2, 3, 4].map((i) => day(i, 4.2)), ...[5, 6, 7, 8, 9].map((i) => day(i, 3.5))];
    const result = compareMoodBy(daily, (date) => date < addDays(start, 5));
    expect(result).toEqual({
      withAverage: 4.2,
      withoutAverage: 3.5,
      withDays: 5,
      withoutDays: 5,
      difference: 0.7,
    });
  });

  it('says nothing with fewer than 5 days on either side', () => {
    const daily = [...[0, 1, 2, 3].map((i) => day(i, 5)), ...[4, 5, 6, 7, 8, 9, 10].map((i) => day(i, 2))];
    expect(compareMoodBy(daily, (date) => date < addDays(start, 4))).toBeNull();
    expect(compareMoodBy(daily, (date) => date < addDays(start, 4), 4)).not.toBeNull();
  });

  it('leaves out days that belong to neither side', () => {
    const daily = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => day(i, i === 10 ? 1 : i < 5 ? 5 : 3));
    const result = compareMoodBy(daily, (date) =>
      date === addDays(start, 10) ? undefined : date < addDays(start, 5),
    );
    expect(result).toMatchObject({ withAverage: 5, withoutAverage: 3, withDays: 5, withoutDays: 5 });
  });

  it('is antisymmetric: swapping the sides negates the difference', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.double({ min: 1, max: 5, noNaN: true }), fc.boolean()), {
          minLength: 10,
          maxLength: 60,
        }),
        (rows) => {
          const daily = rows.map(([avg], i) => day(i, avg));
          const flags = new Map(rows.map(([, flag], i) => [addDays(start, i), flag]));
          const a = compareMoodBy(daily, (d) => flags.get(d));
          const b = compareMoodBy(daily, (d) => !flags.get(d));
          expect(a === null).toBe(b === null);
          if (a && b) {
            expect(a.withAverage).toBe(b.withoutAverage);
            expect(a.withDays).toBe(b.withoutDays);
            expect(a.withDays + a.withoutDays).toBe(rows.length);
            expect(Math.abs(a.difference + b.difference)).toBeLessThan(1e-9);
          }
        },
      ),
    );
  });
});

describe('moodInsights', () => {
  // 20 days: the first 10 all habits done and mood 4.5, the last 10 not (mood 3); a task completed on even days.
  const daily = Array.from({ length: 20 }, (_, i) => day(i, i < 10 ? 4.5 : 3));
  const habitDays: HabitDay[] = Array.from({ length: 20 }, (_, i) => ({
    date: addDays(start, i),
    scheduled: 3,
    completed: i < 10 ? 3 : 1,
  }));
  const taskCompletionDays = Array.from({ length: 10 }, (_, i) => addDays(start, i * 2));

  it('finds what goes with better days, strongest first', () => {
    const insights = moodInsights({ daily, habitDays, taskCompletionDays });
    expect(insights).toEqual([
      {
        factor: 'allHabitsDone',
        withAverage: 4.5,
        withoutAverage: 3,
        withDays: 10,
        withoutDays: 10,
        difference: 1.5,
      },
    ]);
    // Tasks: completed on 5 good and 5 bad days, no difference → nothing to say.
  });

  it('counts days with nothing scheduled on neither side of the habits comparison', () => {
    const idle = habitDays.map((d, i) => (i >= 10 && i < 16 ? { ...d, scheduled: 0, completed: 0 } : d));
    expect(moodInsights({ daily, habitDays: idle })).toEqual([]); // 4 "not all done" days left: not enough
  });

  it('reports the tasks factor when it makes a difference', () => {
    const taskDays = Array.from({ length: 7 }, (_, i) => addDays(start, i));
    const [insight] = moodInsights({ daily, taskCompletionDays: taskDays });
    expect(insight).toMatchObject({
      factor: 'completedTask',
      withAverage: 4.5,
      withDays: 7,
      withoutDays: 13,
    });
    expect(insight!.withoutAverage).toBe(3.3); // (3 × 4.5 + 10 × 3) / 13 = 3.346…
  });

  it('says nothing without data', () => {
    expect(moodInsights({ daily: [] })).toEqual([]);
    expect(moodInsights({ daily, habitDays: [], taskCompletionDays: [] })).toEqual([]);
  });
});
