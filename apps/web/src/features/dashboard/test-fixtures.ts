import type { ChartDataPoint } from '@track-grow/domain/dashboard';

/** A point of the trend charts (GET /api/dashboard/chart-data): a finished day without data unless overridden. */
export const makeChartPoint = (date: string, overrides: Partial<ChartDataPoint> = {}): ChartDataPoint => ({
  date,
  period: 'day',
  partial: false,
  score: null,
  mood: null,
  habits: null,
  fitness: null,
  tasks: null,
  money: null,
  ...overrides,
});
