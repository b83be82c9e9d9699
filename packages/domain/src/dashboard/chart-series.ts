import { addDays, daysBetween, startOfMonth, startOfWeek } from '../shared/day';
import type { ChartDataPoint, ChartPeriod, ChartPoint, ChartRange } from './dashboard.schema';
import { scoreAreas } from './dashboard.schema';

/**
 * What each range draws: the week and the month a point per day; longer ranges the mean of each week (the
 * last 13 or 26, the running one included) or of each calendar month (the last 12), so a year is 12 points
 * rather than a wall of 365.
 */
export const chartRangePeriods: Record<ChartRange, { period: ChartPeriod; count: number }> = {
  week: { period: 'day', count: 7 },
  month: { period: 'day', count: 30 },
  '3months': { period: 'week', count: 13 },
  '6months': { period: 'week', count: 26 },
  year: { period: 'month', count: 12 },
};

/** The first day a range's chart covers (its first week or month whole); the last is today. */
export function chartRangeStart(range: ChartRange, today: string, weekStart: number): string {
  const { period, count } = chartRangePeriods[range];
  if (period === 'day') return addDays(today, -(count - 1));
  if (period === 'week') return addDays(startOfWeek(today, weekStart), -7 * (count - 1));
  const [y, m] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const months = y * 12 + (m - 1) - (count - 1);
  return `${String(Math.floor(months / 12)).padStart(4, '0')}-${String((months % 12) + 1).padStart(2, '0')}-01`;
}

/** The days a range's chart covers, today included. */
export const chartRangeDayCount = (range: ChartRange, today: string, weekStart: number): number =>
  daysBetween(chartRangeStart(range, today, weekStart), today) + 1;

const series = ['score', ...scoreAreas] as const;
type Series = (typeof series)[number];

interface Bucket {
  date: string;
  sums: Record<Series, number>;
  counts: Record<Series, number>;
  /** The days before today in the bucket with any figure (a score). */
  known: number;
  /** Today's point, kept apart: it counts only when no finished day of the bucket has a figure. */
  today: ChartPoint | null;
}

const nulls = { score: null, mood: null, habits: null, fitness: null, tasks: null, money: null };

const zeros = (): Record<Series, number> => ({
  score: 0,
  mood: 0,
  habits: 0,
  fitness: 0,
  tasks: 0,
  money: 0,
});

function meanPoint(bucket: Bucket, period: ChartPeriod): ChartDataPoint {
  const point: ChartDataPoint = { date: bucket.date, period, partial: bucket.today !== null, ...nulls };
  for (const key of series) {
    const count = bucket.counts[key];
    // A running period none of whose finished days has figures shows today's, still marked partial.
    if (bucket.known === 0) point[key] = bucket.today?.[key] ?? null;
    else point[key] = count > 0 ? Math.round(bucket.sums[key] / count) : null;
  }
  return point;
}

/**
 * The chart's points from its days (oldest first, ending `today`), in one pass. Daily ranges keep each day
 * and mark today's as partial. Weekly and monthly ones give each period the mean of its days with data
 * (each series on its own, like the life score's mean of daily scores); today's unfinished day is left out
 * of its period's mean, and that period, still running, is marked partial.
 */
export function chartSeries(
  days: readonly ChartPoint[],
  range: ChartRange,
  today: string,
  weekStart: number,
): ChartDataPoint[] {
  const { period } = chartRangePeriods[range];
  if (period === 'day') return days.map((day) => ({ ...day, period, partial: day.date === today }));
  const out: ChartDataPoint[] = [];
  let bucket = null as Bucket | null;
  for (const day of days) {
    const date = period === 'week' ? startOfWeek(day.date, weekStart) : startOfMonth(day.date);
    if (bucket?.date !== date) {
      if (bucket) out.push(meanPoint(bucket, period));
      bucket = { date, sums: zeros(), counts: zeros(), known: 0, today: null };
    }
    if (day.date === today) {
      bucket.today = day;
      continue;
    }
    if (day.score !== null) bucket.known++;
    for (const key of series) {
      const value = day[key];
      if (value === null) continue;
      bucket.sums[key] += value;
      bucket.counts[key]++;
    }
  }
  if (bucket) out.push(meanPoint(bucket, period));
  return out;
}
