import { describe, expect, it } from 'vitest';
import { addDays, eachDay } from '../shared/day';
import { chartRangeDayCount, chartRangeStart, chartSeries } from './chart-series';
import type { ChartPoint } from './dashboard.schema';

const today = '2026-03-10'; // a Tuesday

const day = (date: string, score: number | null, mood: number | null = score): ChartPoint => ({
  date,
  score,
  mood,
  habits: null,
  fitness: null,
  tasks: null,
  money: null,
});

describe('chartRangeStart', () => {
  it('covers whole weeks and months back from the running one', () => {
    expect(chartRangeStart('week', today, 0)).toBe('2026-03-04');
    expect(chartRangeStart('month', today, 0)).toBe('2026-02-09');
    // The week of today begins Sunday the 8th (Monday the 9th); 12 whole weeks before it.
    expect(chartRangeStart('3months', today, 0)).toBe(addDays('2026-03-08', -84));
    expect(chartRangeStart('6months', today, 1)).toBe(addDays('2026-03-09', -175));
    expect(chartRangeStart('year', today, 0)).toBe('2025-04-01');
    expect(chartRangeStart('year', '2026-12-31', 0)).toBe('2026-01-01');
    expect(chartRangeDayCount('week', today, 0)).toBe(7);
    expect(chartRangeDayCount('year', today, 0)).toBe(344);
  });
});

describe('chartSeries', () => {
  it("keeps a point per day on the short ranges, today's marked partial", () => {
    const days = [day('2026-03-09', 60), day(today, 10)];
    expect(chartSeries(days, 'week', today, 0)).toEqual([
      { ...days[0], period: 'day', partial: false },
      { ...days[1], period: 'day', partial: true },
    ]);
  });

  it("means each week's known days per series, leaving today out of the running week", () => {
    const dates = eachDay(chartRangeStart('3months', today, 1), today);
    // Every day 50, but Mondays 80 with no mood; today (a Tuesday) 0 at 10 am.
    const days = dates.map((date, i) =>
      date === today ? day(date, 0) : i % 7 === 0 ? day(date, 80, null) : day(date, 50),
    );
    const points = chartSeries(days, '3months', today, 1);
    expect(points).toHaveLength(13);
    expect(points[0]).toEqual({
      date: dates[0],
      period: 'week',
      partial: false,
      score: Math.round((80 + 6 * 50) / 7),
      mood: 50,
      habits: null,
      fitness: null,
      tasks: null,
      money: null,
    });
    expect(points.map((p) => p.date)).toEqual(dates.filter((_, i) => i % 7 === 0));
    // The running week: only Monday has ended; today's 0 does not pull it down.
    expect(points.at(-1)).toMatchObject({ date: '2026-03-09', partial: true, score: 80, mood: null });
  });

  it("shows a period that has only today with today's figures, still partial", () => {
    const days = [day('2026-03-28', 40), day('2026-03-31', 70), day('2026-04-01', 20)];
    expect(chartSeries(days, 'year', '2026-04-01', 0)).toEqual([
      { ...day('2026-03-01', 55), period: 'month', partial: false },
      { ...day('2026-04-01', 20), period: 'month', partial: true },
    ]);
  });

  it("shows today's figures in a running week whose finished days have none, still partial", () => {
    // A new user's first day: the week's earlier days have no data at all.
    const days = [day('2026-03-08', null), day('2026-03-09', null), day(today, 90)];
    expect(chartSeries(days, '3months', today, 0)).toEqual([
      { ...day('2026-03-08', 90), period: 'week', partial: true },
    ]);
  });

  it('gives a month without any data as nulls, a gap and never a 0', () => {
    const days = [day('2026-01-15', null), day('2026-02-02', 30), day('2026-02-03', 30)];
    expect(chartSeries(days, 'year', '2026-02-03', 0)[0]).toEqual({
      ...day('2026-01-01', null),
      period: 'month',
      partial: false,
    });
  });
});
