import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChartPoint } from './dashboard.schema';
import {
  areaScoresOf,
  chartPoint,
  lifeScoreOf,
  moneyPercent,
  trailingSums,
  trendOf,
  type DayFigures,
} from './scores';

const empty: DayFigures = {
  date: '2026-03-10',
  mood: { sum: 0, count: 0 },
  habits: { scheduled: 0, completed: 0 },
  workoutMinutes: null,
  tasks: { due: 0, completed: 0 },
  money: { income: 0n, expenses: 0n },
};

const point = (date: string, score: number | null): ChartPoint => ({
  date,
  score,
  mood: score,
  habits: null,
  fitness: null,
  tasks: null,
  money: null,
});

describe('chartPoint', () => {
  it('gives every area of a fully known day, and their mean as the score', () => {
    const day: DayFigures = {
      date: '2026-03-10',
      mood: { sum: 7, count: 2 }, // 3.5 × 20 = 70
      habits: { scheduled: 4, completed: 3 }, // 75
      workoutMinutes: 90, // 90 ÷ 150 = 60
      tasks: { due: 3, completed: 1 }, // 33.3…
      money: { income: 100000n, expenses: 80000n }, // 20
    };
    // (70 + 75 + 60 + 33.33… + 20) ÷ 5 = 51.67 → 52: the score is the mean of the exact figures.
    expect(chartPoint(day, 150)).toEqual({
      date: '2026-03-10',
      score: 52,
      mood: 70,
      habits: 75,
      fitness: 60,
      tasks: 33,
      money: 20,
    });
  });

  it('is all null on a day without data', () => {
    expect(chartPoint(empty, 150)).toEqual({
      date: '2026-03-10',
      score: null,
      mood: null,
      habits: null,
      fitness: null,
      tasks: null,
      money: null,
    });
  });

  it('caps fitness at 100 and counts 0 minutes after the first workout', () => {
    expect(chartPoint({ ...empty, workoutMinutes: 400 }, 150).fitness).toBe(100);
    expect(chartPoint({ ...empty, workoutMinutes: 0 }, 150)).toMatchObject({ fitness: 0, score: 0 });
    expect(chartPoint({ ...empty, workoutMinutes: 60 }, 240).fitness).toBe(25);
  });
});

describe('moneyPercent', () => {
  it('is the savings rate clamped to 0–100, 0 with only expenses, null with neither', () => {
    expect(moneyPercent(1000n, 250n)).toBe(75);
    expect(moneyPercent(1000n, 3000n)).toBe(0);
    expect(moneyPercent(1000n, 0n)).toBe(100);
    expect(moneyPercent(0n, 1n)).toBe(0);
    expect(moneyPercent(0n, 0n)).toBeNull();
  });
});

describe('lifeScoreOf and trendOf', () => {
  const days = (scores: (number | null)[]) => scores.map((s, i) => point(`2026-03-${10 + i}`, s));

  it('averages the known scores of the last 7 days against the 7 before', () => {
    // Fourteen finished days, 10th–23rd; today is the 24th.
    const score = lifeScoreOf(
      days([50, 50, null, 50, 50, 50, 50, 60, 52, null, null, 55, 54, 53]),
      '2026-03-24',
    );
    expect(score).toEqual({ currentScore: 55, previousScore: 50, trend: 'up' });
  });

  it("leaves today's unfinished day out of the score and the trend", () => {
    // At 10 am nothing is done yet: today scores 0. It must not pull 73 down to 63 ("Down from 73").
    const finished = days([70, 75, 73, 72, 74, 73, 74, 73, 72, 73, 74, 72, 73, 74]);
    const morning = [...finished, point('2026-03-24', 0)];
    expect(lifeScoreOf(morning, '2026-03-24')).toEqual({
      currentScore: 73,
      previousScore: 73,
      trend: 'flat',
    });
    // Once the 24th has ended it counts, and the oldest day drops out of the window.
    expect(lifeScoreOf([...morning, point('2026-03-25', 0)], '2026-03-25')).toMatchObject({
      currentScore: Math.round((72 + 73 + 74 + 72 + 73 + 74 + 0) / 7),
      trend: 'down',
    });
  });

  it('moves only by 3 points or more, and is flat without both weeks', () => {
    expect(trendOf(53, 50)).toBe('up');
    expect(trendOf(52, 50)).toBe('flat');
    expect(trendOf(47, 50)).toBe('down');
    expect(trendOf(48, 50)).toBe('flat');
    expect(trendOf(null, 50)).toBe('flat');
    expect(trendOf(60, null)).toBe('flat');
    expect(lifeScoreOf(days(Array<null>(14).fill(null)), '2026-03-24')).toEqual({
      currentScore: null,
      previousScore: null,
      trend: 'flat',
    });
  });
});

describe('areaScoresOf', () => {
  it('means each area over its known days and counts them', () => {
    const points = [point('2026-03-10', 40), point('2026-03-11', null), point('2026-03-12', 61)];
    expect(areaScoresOf(points)).toEqual([
      { area: 'mood', score: 51, days: 2 },
      { area: 'habits', score: null, days: 0 },
      { area: 'fitness', score: null, days: 0 },
      { area: 'tasks', score: null, days: 0 },
      { area: 'money', score: null, days: 0 },
    ]);
  });
});

const figures: fc.Arbitrary<DayFigures> = fc.record({
  date: fc.constant('2026-03-10'),
  mood: fc.oneof(
    fc.constant({ sum: 0, count: 0 }),
    fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 6 }).map((r) => ({
      sum: r.reduce((a, b) => a + b, 0),
      count: r.length,
    })),
  ),
  habits: fc
    .tuple(fc.nat(20), fc.nat(20))
    .map(([a, b]) => ({ scheduled: Math.max(a, b), completed: Math.min(a, b) })),
  workoutMinutes: fc.option(fc.nat(3000)),
  tasks: fc
    .tuple(fc.nat(20), fc.nat(20))
    .map(([a, b]) => ({ due: Math.max(a, b), completed: Math.min(a, b) })),
  money: fc.record({
    income: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    expenses: fc.bigInt({ min: 0n, max: 10n ** 12n }),
  }),
});
const goal = fc.integer({ min: 10, max: 5000 });

describe('properties', () => {
  it('keeps every figure a whole number within 0–100', () => {
    fc.assert(
      fc.property(figures, goal, (day, g) => {
        const p = chartPoint(day, g);
        for (const v of [p.score, p.mood, p.habits, p.fitness, p.tasks, p.money])
          if (v !== null) expect(Number.isInteger(v) && v >= 0 && v <= 100).toBe(true);
      }),
    );
  });

  it('gives a null score exactly when every area is null', () => {
    fc.assert(
      fc.property(figures, goal, (day, g) => {
        const p = chartPoint(day, g);
        const known = [p.mood, p.habits, p.fitness, p.tasks, p.money].some((v) => v !== null);
        expect(p.score === null).toBe(!known);
      }),
    );
  });

  it('never lets a null area change the score', () => {
    // Every known area at the same rate k/n: the score is that rate however many areas are null.
    const rate = fc.integer({ min: 1, max: 50 }).chain((n) => fc.tuple(fc.constant(n), fc.nat(n)));
    fc.assert(
      fc.property(rate, fc.boolean(), fc.boolean(), ([n, k], withTasks, withMoney) => {
        const day: DayFigures = {
          ...empty,
          habits: { scheduled: n, completed: k },
          tasks: withTasks ? { due: n, completed: k } : { due: 0, completed: 0 },
          money: withMoney ? { income: BigInt(n), expenses: BigInt(n - k) } : { income: 0n, expenses: 0n },
        };
        expect(chartPoint(day, 150).score).toBe(Math.round((100 * k) / n));
      }),
    );
  });

  it('keeps life scores within 0–100 and null only without any score', () => {
    const scores = fc.array(fc.option(fc.integer({ min: 0, max: 100 })), { minLength: 14, maxLength: 14 });
    fc.assert(
      fc.property(scores, (s) => {
        const life = lifeScoreOf(
          s.map((v, i) => point(`2026-03-${10 + i}`, v)),
          '2026-03-24',
        );
        for (const v of [life.currentScore, life.previousScore])
          if (v !== null) expect(v >= 0 && v <= 100).toBe(true);
        expect(life.currentScore === null).toBe(s.slice(7).every((v) => v === null));
      }),
    );
  });
});

describe('trailingSums', () => {
  it('sums each entry with the window − 1 before it', () => {
    expect(trailingSums([1n, 2n, 3n, 4n, 5n], 3)).toEqual([1n, 3n, 6n, 9n, 12n]);
    expect(trailingSums([], 7)).toEqual([]);
  });

  it('equals the sum of the slice, for any values and window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 15n })),
        fc.integer({ min: 1, max: 40 }),
        (v, w) => {
          trailingSums(v, w).forEach((sum, i) =>
            expect(sum).toBe(v.slice(Math.max(0, i - w + 1), i + 1).reduce((a, b) => a + b, 0n)),
          );
        },
      ),
    );
  });
});
