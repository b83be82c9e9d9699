import { describe, expect, it } from 'vitest';
import { axisLabel, partialSplit, summarize, usDate } from './chart-format.ts';
import { makeChartPoint } from './test-fixtures.ts';

describe('axisLabel', () => {
  it('shows the day of month for the week and month ranges', () => {
    expect(axisLabel('2026-11-05', 'week')).toBe('5');
    expect(axisLabel('2026-11-25', 'month')).toBe('25');
  });

  it('shows day/month for the longer ranges', () => {
    expect(axisLabel('2026-11-05', '3months')).toBe('5/11');
    expect(axisLabel('2026-01-31', '6months')).toBe('31/1');
  });

  it("names a year's months, in the user's language", () => {
    expect(axisLabel('2025-12-01', 'year')).toBe('Dec');
    expect(axisLabel('2026-03-01', 'year', 'it')).toBe('mar');
  });
});

describe('usDate', () => {
  it('writes month/day/year as en-US does', () => {
    expect(usDate('2026-11-25')).toBe('11/25/2026');
    expect(usDate('2026-03-05')).toBe('3/5/2026');
    expect(usDate('2026-03-05')).toBe(new Date(2026, 2, 5).toLocaleDateString('en-US'));
  });
});

describe('summarize', () => {
  it('averages only the days with data', () => {
    const points = [
      makeChartPoint('2026-11-23', { score: 60 }),
      makeChartPoint('2026-11-24'),
      makeChartPoint('2026-11-25', { score: 81 }),
    ];
    expect(summarize(points, 'score')).toEqual({ average: 71, count: 2, total: 3 });
  });

  it('has no average when no day has data', () => {
    expect(summarize([makeChartPoint('2026-11-25', { score: 50 })], 'mood')).toEqual({
      average: null,
      count: 0,
      total: 1,
    });
  });
});

describe('summarize and partialSplit with a running point', () => {
  const days = [
    makeChartPoint('2026-11-23', { score: 60 }),
    makeChartPoint('2026-11-24', { score: 70 }),
    makeChartPoint('2026-11-25', { score: 0, partial: true }),
  ];

  it("leaves today's unfinished point out of the average", () => {
    expect(summarize(days, 'score')).toEqual({ average: 65, count: 2, total: 3 });
    // Unless it is the only one with data.
    expect(summarize([makeChartPoint('2026-11-25', { score: 40, partial: true })], 'score')).toMatchObject({
      average: 40,
    });
  });

  it('draws the finished points solid and the running one dashed from the point before', () => {
    const split = partialSplit(days, 'score');
    expect(split.map((p) => [p.solid, p.dashed])).toEqual([
      [60, null],
      [70, 70],
      [null, 0],
    ]);
  });
});
