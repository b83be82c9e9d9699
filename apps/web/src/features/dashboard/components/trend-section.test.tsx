import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chartRanges, type ChartDataPoint, type ChartRange } from '@track-grow/domain/dashboard';
import { dashboardApi } from '@track-grow/domain/dashboard/api';
import {
  deferred,
  makeUser,
  mockApi,
  type MockReply,
  type MockRoute,
  withParams,
} from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeChartPoint } from '../test-fixtures.ts';
import { TrendSection } from './trend-section.tsx';

afterEach(() => vi.unstubAllGlobals());

/**
 * `count` points (days, or weeks of 7 days) ending 2026-11-25, today (partial); the score is 60 and 81 on the
 * last two, the others have no data.
 */
function points(count: number, period: 'day' | 'week' = 'day'): ChartDataPoint[] {
  const step = period === 'day' ? 1 : 7;
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2026, 10, 25 - step * (count - 1 - index))).toISOString().slice(0, 10);
    const last = index === count - 1;
    const score = last ? 81 : index === count - 2 ? 60 : null;
    return makeChartPoint(date, {
      period,
      partial: last,
      score,
      mood: score,
      habits: score,
      tasks: score,
      money: score,
    });
  });
}

const rangePoints = (range: ChartRange) =>
  range === 'week' ? points(7) : range === 'month' ? points(30) : points(13, 'week');

/** mockApi routes by exact path: one entry per range, answering with that range's days. */
function chartRoutes(reply: (range: ChartRange) => MockReply | Promise<MockReply>) {
  return chartRanges.map((range): MockRoute => [
    withParams(dashboardApi.chartData, { range }),
    () => reply(range),
  ]);
}

describe('the Hub’s trend charts', () => {
  it('ask for the week by default, then for the range chosen', async () => {
    const { calls } = mockApi(chartRoutes((range) => ({ body: rangePoints(range) })));
    renderWithProviders(<TrendSection />, { user: makeUser() });
    const select = screen.getByLabelText('Range');
    expect(select).toHaveValue('week');
    expect(await screen.findByRole('heading', { name: 'Overall Life Score Trend' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/dashboard/chart-data/week']);

    await userEvent.selectOptions(select, 'Last 3 months');
    expect(await screen.findAllByText(/over the last 3 months/)).toHaveLength(6);
    // The long ranges are weekly means, and say so.
    const score = screen.getByRole('region', { name: 'Overall Life Score Trend' });
    expect(score).toHaveTextContent('Average 60% over the last 3 months, from 1 of 13 weeks with data');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/dashboard/chart-data/week',
      '/api/dashboard/chart-data/3months',
    ]);
  });

  it('draw the six charts, each with a text alternative that skips the days without data', async () => {
    mockApi(chartRoutes(() => ({ body: points(7) })));
    renderWithProviders(<TrendSection />, { user: makeUser() });
    for (const title of [
      'Overall Life Score Trend',
      'Well-being Trend',
      'Habits Progress',
      'Fitness Activity',
      'Task Completion',
      'Financial Health',
    ])
      expect(await screen.findByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
    const score = screen.getByRole('region', { name: 'Overall Life Score Trend' });
    // Yesterday's 60, not the mean with five zeros, nor with today's unfinished 81.
    expect(score).toHaveTextContent('Average 60% over the last week, from 1 of 7 days with data');
    expect(score).toHaveTextContent('Dashed: still running, so far');
    const fitness = screen.getByRole('region', { name: 'Fitness Activity' });
    expect(fitness).toHaveTextContent('No data over the last week');
  });

  it('show a skeleton while the points load', async () => {
    const pending = deferred<MockReply>();
    mockApi(chartRoutes(() => pending.promise));
    renderWithProviders(<TrendSection />, { user: makeUser() });
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Overall Life Score Trend' })).not.toBeInTheDocument();
    pending.resolve({ body: points(7) });
    expect(await screen.findByRole('heading', { name: 'Overall Life Score Trend' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('show no error when the read fails (SPEC.md 8), only the quiet empty state', async () => {
    mockApi(chartRoutes(() => ({ status: 500, text: 'database exploded' })));
    renderWithProviders(<TrendSection />, { user: makeUser() });
    const section = screen.getByRole('region', { name: 'Trends' });
    expect(await within(section).findByText(/Nothing to chart yet/)).toBeInTheDocument();
    expect(section).not.toHaveTextContent(/500|exploded|error|failed/i);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
