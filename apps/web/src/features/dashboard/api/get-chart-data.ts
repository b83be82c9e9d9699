import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dashboardApi } from '@track-grow/domain/dashboard/api';
import type { ChartRange } from '@track-grow/domain/dashboard';
import { callApi } from '../../../lib/api-client.ts';
import { dashboardKeys, scoreReads } from './keys.ts';

/**
 * GET /api/dashboard/chart-data/:range: one point per day of the range, oldest first. Switching ranges keeps
 * the last answer on screen until the new one arrives.
 */
export const chartDataQuery = (range: ChartRange) =>
  queryOptions({
    queryKey: dashboardKeys.chartData(range),
    queryFn: () => callApi(dashboardApi.chartData, { params: { range } }),
    placeholderData: keepPreviousData,
    ...scoreReads,
  });
