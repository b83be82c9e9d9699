import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dashboardApi } from '@track-grow/domain/dashboard/api';
import type { ChartRange } from '@track-grow/domain/dashboard';
import { callApi } from '../../../lib/api-client.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { scoreReads } from './get-life-score.ts';

/**
 * GET /api/dashboard/chart-data/:range: one point per day of the range (a key part), oldest first. Switching
 * ranges keeps the last answer on screen until the new one arrives.
 */
export const chartDataQuery = (range: ChartRange) =>
  queryOptions({
    queryKey: keyOf(dashboardApi.chartData, { range }),
    queryFn: () => callApi(dashboardApi.chartData, { params: { range } }),
    placeholderData: keepPreviousData,
    ...scoreReads,
  });
