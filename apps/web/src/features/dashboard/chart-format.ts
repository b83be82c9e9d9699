import type { ChartDataPoint, ChartPoint, ChartRange } from '@track-grow/domain/dashboard';
import { dateFormatter, dayInstant } from '../../lib/date-format.ts';

/** The figures a chart can draw: the day's score and the five areas'. */
export type ChartSeries = Exclude<keyof ChartPoint, 'date'>;

const dayParts = (date: string) => ({
  year: date.slice(0, 4),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

/**
 * SPEC.md 2: the x-axis shows the day of month for the week and month ranges, otherwise day/month ("25/11"):
 * for 3 and 6 months the day each week begins; a year's points are months, shown by name ("Mar").
 * Read from the yyyy-MM-dd text itself, so no time zone can move the day.
 */
export function axisLabel(date: string, range: ChartRange, language = 'en'): string {
  const { month, day } = dayParts(date);
  if (range === 'year') return dateFormatter(language, { month: 'short' }).format(dayInstant(date));
  return range === 'week' || range === 'month' ? String(day) : `${day}/${month}`;
}

/**
 * What a point stands for, for its tooltip: a day (SPEC.md 2's US date), the week beginning on a day
 * ("Mar 3", "3 mar") or a month ("March 2026", "marzo 2026"), in the user's language.
 */
export function periodText(point: ChartDataPoint, language: string): string {
  if (point.period === 'week')
    return dateFormatter(language, { month: 'short', day: 'numeric' }).format(dayInstant(point.date));
  if (point.period === 'month')
    return dateFormatter(language, { month: 'long', year: 'numeric' }).format(dayInstant(point.date));
  return usDate(point.date);
}

/**
 * A line's data: `solid` holds the finished points' values; `partial` the running point's (today, or this week
 * or month) and the one before it, so a dashed segment leads to it and no solid line claims it is final.
 */
export function partialSplit(points: readonly ChartDataPoint[], series: ChartSeries) {
  return points.map((point, i) => ({
    ...point,
    solid: point.partial ? null : point[series],
    dashed: point.partial || points[i + 1]?.partial === true ? point[series] : null,
  }));
}

/** SPEC.md 2: the tooltip's date in US format, as en-US writes it ("11/25/2026"). */
export function usDate(date: string): string {
  const { year, month, day } = dayParts(date);
  return `${month}/${day}/${year}`;
}

export interface SeriesSummary {
  /** The rounded mean of the days with data; null when there were none. */
  average: number | null;
  /** Days with data, of `total`. */
  count: number;
  total: number;
}

/**
 * What a chart's text alternative says: a null day is a day without data, never a 0. A running (partial)
 * point counts only when no finished one has data.
 */
export function summarize(
  points: readonly (ChartPoint & { partial?: boolean })[],
  series: ChartSeries,
): SeriesSummary {
  const known = points.filter((point) => point[series] !== null);
  const finished = known.filter((point) => point.partial !== true);
  const values = (finished.length > 0 ? finished : known).map((point) => point[series] ?? 0);
  const average =
    values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  return { average, count: values.length, total: points.length };
}
