import type { ChartPoint, ChartRange } from '@track-grow/domain/dashboard';

/** The figures a chart can draw: the day's score and the five areas'. */
export type ChartSeries = Exclude<keyof ChartPoint, 'date'>;

const dayParts = (date: string) => ({
  year: date.slice(0, 4),
  month: Number(date.slice(5, 7)),
  day: Number(date.slice(8, 10)),
});

/**
 * SPEC.md 2: the x-axis shows the day of month for the week and month ranges, otherwise day/month ("25/11").
 * Read from the yyyy-MM-dd text itself, so no time zone can move the day.
 */
export function axisLabel(date: string, range: ChartRange): string {
  const { month, day } = dayParts(date);
  return range === 'week' || range === 'month' ? String(day) : `${day}/${month}`;
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

/** What a chart's text alternative says: a null day is a day without data, never a 0. */
export function summarize(points: readonly ChartPoint[], series: ChartSeries): SeriesSummary {
  const values = points.map((point) => point[series]).filter((value) => value !== null);
  const average =
    values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  return { average, count: values.length, total: points.length };
}
